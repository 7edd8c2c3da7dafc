import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PreviewCache, toPreviewPage } from './preview-cache.ts';

const text = (bytes: Uint8Array | undefined) => (bytes === undefined ? undefined : new TextDecoder().decode(bytes));

describe('PreviewCache', () => {
  it('keeps a page as UTF-8 and gzipped bytes of the same text', async () => {
    const page = await toPreviewPage('<p>Árvíztűrő tükörfúrógép</p>');
    expect(text(page.html)).toBe('<p>Árvíztűrő tükörfúrógép</p>');
    expect(text(gunzipSync(page.gzipped))).toBe('<p>Árvíztűrő tükörfúrógép</p>');
  });

  it('keys by type, index and body, and drops the least recently used entry', async () => {
    const cache = new PreviewCache({ maxEntries: 2 });
    const body = new TextEncoder().encode('{}');
    const a = PreviewCache.keyOf('alairasminta', '0', body);
    const b = PreviewCache.keyOf('alairasminta', '1', body);
    const c = PreviewCache.keyOf('tagjegyzek', undefined, body);
    expect(new Set([a, b, c]).size).toBe(3);
    cache.set(a, await toPreviewPage('A'));
    cache.set(b, await toPreviewPage('B'));
    expect(text(cache.get(a)?.html)).toBe('A');
    cache.set(c, await toPreviewPage('C'));
    expect(cache.get(b)).toBeUndefined();
    expect(text(cache.get(a)?.html)).toBe('A');
    expect(text(cache.get(c)?.html)).toBe('C');
  });

  it('stays within its byte budget: evicts the oldest pages and never keeps a page larger than the budget', async () => {
    const page = await toPreviewPage('x'.repeat(10_000));
    const pageBytes = page.html.byteLength + page.gzipped.byteLength;
    const cache = new PreviewCache({ maxEntries: 300, maxBytes: pageBytes * 3 });
    for (let index = 0; index < 10; index += 1) cache.set(`k${index}`, page);
    expect(cache.usage).toEqual({ entries: 3, bytes: pageBytes * 3 });
    expect(cache.get('k6')).toBeUndefined();
    expect(cache.get('k9')).toBe(page);
    cache.set('huge', await toPreviewPage('y'.repeat(pageBytes * 4)));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.usage.bytes).toBeLessThanOrEqual(pageBytes * 3);
    cache.set('k9', page);
    expect(cache.usage).toEqual({ entries: 3, bytes: pageBytes * 3 });
  });

  it('renders a key once for callers that come while it renders, keeps the page, and keeps no failure', async () => {
    const cache = new PreviewCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return toPreviewPage('<p>A</p>');
    };
    const pages = await Promise.all([1, 2, 3].map(() => cache.getOrRender('a', render)));
    expect(renders).toBe(1);
    expect(new Set(pages).size).toBe(1);
    expect(await cache.getOrRender('a', render)).toBe(pages[0]);
    expect(renders).toBe(1);
    const failing = () => Promise.reject(new Error('a render hibás'));
    await expect(Promise.all([cache.getOrRender('b', failing), cache.getOrRender('b', failing)])).rejects.toThrow(
      'a render hibás',
    );
    expect(cache.get('b')).toBeUndefined();
    expect(text((await cache.getOrRender('b', render)).html)).toBe('<p>A</p>');
    expect(renders).toBe(2);
  });
});
