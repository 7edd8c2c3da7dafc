import { describe, expect, it } from 'vitest';
import {
  ownerFromPerson,
  propertiesForAddresses,
  propertyAddresses,
  toPropertyForm,
  toPropertyInput,
  typedOwner,
} from './property-form-values.ts';

describe('property data of the seat and the other addresses', () => {
  it('lists premises, branches and a separate central administration once each', () => {
    const addresses = propertyAddresses({
      telephelyek: ['6720 Szeged, Kárász utca 2.'],
      fioktelepek: ['9021 Győr, Baross Gábor út 3.', '6720 Szeged, Kárász utca 2.'],
      kozpontiUgyintezesHelye: '1052 Budapest, Váci utca 2.',
      optional: { kozpontiUgyintezesHelye: true },
    });
    expect(addresses).toEqual([
      { cim: '6720 Szeged, Kárász utca 2.', kind: 'Telephely' },
      { cim: '9021 Győr, Baross Gábor út 3.', kind: 'Fióktelep' },
      { cim: '1052 Budapest, Váci utca 2.', kind: 'Központi ügyintézés helye' },
    ]);
  });

  it('keeps the data of an address still listed, adds empty ones and drops removed ones', () => {
    const kept = { cim: 'A', helyrajziSzam: '123/4', jogcim: 'BERLET' as const, tulajdonosok: [] };
    const synced = propertiesForAddresses([{ cim: 'A' }, { cim: 'B' }], [kept, { ...kept, cim: 'C' }]);
    expect(synced).toEqual([kept, { cim: 'B', helyrajziSzam: '', jogcim: null, tulajdonosok: [] }]);
  });

  it('sends a saved owner with its id and a typed one without, blanks left out', () => {
    const form = toPropertyForm(undefined);
    form.helyrajziSzam = ' 12345/6 ';
    form.jogcim = 'HASZONKOLCSON';
    form.tulajdonosok = [
      ownerFromPerson({ id: 7, nev: 'Kiss Anna', lakohely: '1011 Budapest, Fő utca 1.', anyjaNeve: 'Nagy Éva' }),
      { ...typedOwner(), nev: 'Tulaj Kft.', lakohely: '1051 Budapest, Nádor utca 1.', tulajdoniHanyad: '1/2' },
    ];
    expect(toPropertyInput(form)).toMatchObject({
      helyrajziSzam: '12345/6',
      jogcim: 'HASZONKOLCSON',
      tulajdonosok: [
        { szemely: { id: 7 }, nev: 'Kiss Anna', anyjaNeve: 'Nagy Éva', tulajdoniHanyad: undefined },
        { nev: 'Tulaj Kft.', tulajdoniHanyad: '1/2' },
      ],
    });
    expect(toPropertyInput(form).tulajdonosok[1]).not.toHaveProperty('szemely');
  });

  it('needs no owner when the company owns the property', () => {
    const form = { ...toPropertyForm(undefined), jogcim: 'TULAJDON' as const, tulajdonosok: [typedOwner()] };
    expect(toPropertyInput(form).tulajdonosok).toEqual([]);
  });
});
