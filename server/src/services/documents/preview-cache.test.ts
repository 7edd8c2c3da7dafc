import { describe, expect, it } from 'vitest';
import { PreviewCache } from './preview-cache.ts';

describe('PreviewCache', () => {
  it('keys by type, index and body, and drops the least recently used entry', () => {
    const cache = new PreviewCache(2);
    const a = PreviewCache.keyOf('alairasminta', '0', '{}');
    const b = PreviewCache.keyOf('alairasminta', '1', '{}');
    const c = PreviewCache.keyOf('tagjegyzek', undefined, '{}');
    expect(new Set([a, b, c]).size).toBe(3);
    cache.set(a, 'A');
    cache.set(b, 'B');
    expect(cache.get(a)).toBe('A');
    cache.set(c, 'C');
    expect(cache.get(b)).toBeUndefined();
    expect(cache.get(a)).toBe('A');
    expect(cache.get(c)).toBe('C');
  });
});
