import { describe, expect, it } from 'vitest';
import { createOfflineAddressProvider } from './create-offline-address-provider.ts';

const provider = createOfflineAddressProvider();
const addresses = async (searchInput: string) =>
  (await provider.autocomplete({ searchInput, sessionToken: 'munkamenet' })).map((suggestion) => suggestion.address);

describe('offline address provider', () => {
  it('finds the postal code of a Budapest street and house number', async () => {
    expect(await addresses('Váci út 1')).toContain('1062 Budapest, Váci út 1.');
    expect(await addresses('vaci UT 1')).toContain('1062 Budapest, Váci út 1.');
    expect(await addresses('Andrássy út 60')).toContain('1062 Budapest, Andrássy út 60.');
    expect(await addresses('Andrássy út 2')).toContain('1061 Budapest, Andrássy út 2.');
    expect(await addresses('1062 Budapest, Váci út 1.')).toEqual(['1062 Budapest, Váci út 1.']);
  });

  it('uses the house-number ranges and sides of the Posta list', async () => {
    // Váci út, XIII.: 2–74 → 1132, 76–120 → 1133 (even side); Újpest's Váci út (IV.) 2–104 → 1044.
    expect(await addresses('Budapest, Váci út 80')).toEqual([
      '1044 Budapest, Váci út 80.',
      '1133 Budapest, Váci út 80.',
    ]);
    expect(await addresses('Budapest, Váci út 40')).toEqual([
      '1044 Budapest, Váci út 40.',
      '1132 Budapest, Váci út 40.',
    ]);
  });

  it('knows the street lists of the five cities and the abbreviation u.', async () => {
    expect(await addresses('Debrecen, Piac u. 10')).toEqual(['4026 Debrecen, Piac utca 10.']);
    expect(await addresses('Kárász utca 5')).toContain('6720 Szeged, Kárász utca 5.');
  });

  it('uses the settlement’s postal code elsewhere and keeps the street as typed', async () => {
    expect(await addresses('Eger')).toEqual(['3300 Eger']);
    expect(await addresses('Eger, Széchenyi István utca 5')).toEqual(['3300 Eger, Széchenyi István utca 5.']);
    expect(await addresses('Sze')).toContain('6700 Szeged');
  });

  it('answers details from the place id of a suggestion and nothing for a foreign id', async () => {
    const [first] = await provider.autocomplete({ searchInput: 'Váci út 1', sessionToken: 'munkamenet' });
    expect(await provider.details({ placeId: first!.placeId, sessionToken: 'munkamenet' })).toEqual({
      address: first!.address,
    });
    expect(await provider.details({ placeId: 'ChIJ-google-id', sessionToken: 'munkamenet' })).toBeNull();
  });
});
