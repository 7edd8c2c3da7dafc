import { describe, expect, it } from 'vitest';
import { isForeignAddress } from './is-foreign-address.ts';

describe('isForeignAddress', () => {
  it.each([
    ['1051 Budapest, Példa utca 1.', false],
    ['2096 Üröm, Petőfi Sándor utca 3. 2. em. 4.', false],
    ['1051 Budapest, Példa utca 1., Magyarország', false],
    ['1010 Wien, Stephansplatz 1., Ausztria', true],
    ['Hauptstraße 5, 80331 München, Németország', true],
    ['Str. Republicii 12, Cluj-Napoca', true],
  ])('%s → %s', (address, expected) => {
    expect(isForeignAddress(address)).toBe(expected);
  });
});
