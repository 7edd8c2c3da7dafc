import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PreviewCache, toPreviewPage } from './preview-cache.ts';

const text = (bytes: Uint8Array | undefined) => (bytes === undefined ? undefined : new TextDecoder().decode(bytes));

describe('PreviewCache', () => {
  it('keeps a page as UTF-8 and gzipped bytes of the same text', () => {
    const page = toPreviewPage('<p>Árvíztűrő tükörfúrógép</p>');
    expect(text(page.html)).toBe('<p>Árvíztűrő tükörfúrógép</p>');
    expect(text(gunzipSync(page.gzipped))).toBe('<p>Árvíztűrő tükörfúrógép</p>');
  });

  it('keys by type, index and body, and drops the least recently used entry', () => {
    const cache = new PreviewCache(2);
    const a = PreviewCache.keyOf('alairasminta', '0', '{}');
    const b = PreviewCache.keyOf('alairasminta', '1', '{}');
    const c = PreviewCache.keyOf('tagjegyzek', undefined, '{}');
    expect(new Set([a, b, c]).size).toBe(3);
    cache.set(a, toPreviewPage('A'));
    cache.set(b, toPreviewPage('B'));
    expect(text(cache.get(a)?.html)).toBe('A');
    cache.set(c, toPreviewPage('C'));
    expect(cache.get(b)).toBeUndefined();
    expect(text(cache.get(a)?.html)).toBe('A');
    expect(text(cache.get(c)?.html)).toBe('C');
  });
});
