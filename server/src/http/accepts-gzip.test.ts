import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './accepts-gzip.ts';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['GZIP;Q=0.000', false],
    ['deflate, br', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it('answers a header asked again as the first time, also after another header', () => {
    expect([acceptsGzip('gzip'), acceptsGzip('gzip;q=0'), acceptsGzip('gzip;q=0'), acceptsGzip('gzip')]).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });
});
