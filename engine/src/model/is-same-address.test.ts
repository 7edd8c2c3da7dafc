import { describe, expect, it } from 'vitest';
import { isSameAddress } from './is-same-address.ts';

describe('isSameAddress', () => {
  it('ignores case, spacing and punctuation', () => {
    expect(isSameAddress('1051 Budapest, Példa utca 1.', '1051 budapest Példa  utca 1')).toBe(true);
    expect(isSameAddress('1051 Budapest, Példa utca 1.', '1051 Budapest, Példa utca 2.')).toBe(false);
  });
});
