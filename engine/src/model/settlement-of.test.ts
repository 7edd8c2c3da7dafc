import { describe, expect, it } from 'vitest';
import { settlementOf } from './settlement-of.ts';

describe('settlementOf', () => {
  it.each([
    ['1051 Budapest, Példa utca 1.', 'budapest'],
    ['1051 Budapest V., Példa utca 1.', 'budapest'],
    ['1113 Budapest XI. kerület, Bartók Béla út 1.', 'budapest'],
    ['6720 Szeged, Fő tér 1.', 'szeged'],
    ['Győr, Baross út 3.', 'győr'],
  ])('%j is in %j', (address, settlement) => {
    expect(settlementOf(address)).toBe(settlement);
  });

  it('is null for an address it cannot read', () => {
    expect(settlementOf('Példa utca 1')).toBeNull();
  });
});
