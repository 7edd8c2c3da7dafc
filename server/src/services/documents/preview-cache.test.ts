import { describe, expect, it } from 'vitest';
import { PreviewCache } from './preview-cache.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (html: Uint8Array | undefined) => (html === undefined ? undefined : new TextDecoder().decode(html));

describe('PreviewCache', () => {
  it('keys by type, index and body, and drops the least recently used entry', () => {
    const cache = new PreviewCache(2);
    const a = PreviewCache.keyOf('alairasminta', '0', '{}');
    const b = PreviewCache.keyOf('alairasminta', '1', '{}');
    const c = PreviewCache.keyOf('tagjegyzek', undefined, '{}');
    expect(new Set([a, b, c]).size).toBe(3);
    cache.set(a, bytes('A'));
    cache.set(b, bytes('B'));
    expect(text(cache.get(a))).toBe('A');
    cache.set(c, bytes('C'));
    expect(cache.get(b)).toBeUndefined();
    expect(text(cache.get(a))).toBe('A');
    expect(text(cache.get(c))).toBe('C');
  });
});
