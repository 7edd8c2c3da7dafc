import { parseWith, propertyOwnerSchema } from '@cegdok/engine';
import { describe, expect, it } from 'vitest';
import {
  newLegalEntityOwner,
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

  describe('a legal-entity owner (a company owning the office)', () => {
    const gamma = () => ({
      ...newLegalEntityOwner(),
      nev: 'Gamma Ingatlan Kft.',
      lakohely: '1011 Budapest, Fő utca 1.',
      cegjegyzekszam: '01-09-654321',
      kepviselo: 'Tóth Béla ügyvezető',
      egyuttesKepviselok: ['Varga Ilona ügyvezető'],
      tulajdoniHanyad: '1/1',
    });

    it('starts empty, as a legal entity with no saved person and no co-representative', () => {
      expect(newLegalEntityOwner()).toEqual({
        szemely: {},
        nev: '',
        lakohely: '',
        tulajdoniHanyad: '',
        jogiSzemely: true,
        cegjegyzekszam: '',
        kepviselo: '',
        egyuttesKepviselok: [],
        torvenyesKepviselok: [],
        // the language question's texts, blank (the card asks whether its representative understands Hungarian)
        magyarazatNyelve: '',
        tolmacsNeve: '',
        tolmacsAzonosito: '',
      });
    });

    it('is sent as a legal entity with its registration number and representatives, which the engine takes', () => {
      const form = { ...toPropertyForm(undefined), jogcim: 'BERLET' as const, tulajdonosok: [gamma()] };
      const [owner] = toPropertyInput(form).tulajdonosok;
      expect(owner).toMatchObject({
        jogiSzemely: true,
        nev: 'Gamma Ingatlan Kft.',
        lakohely: '1011 Budapest, Fő utca 1.',
        cegjegyzekszam: '01-09-654321',
        kepviselo: 'Tóth Béla ügyvezető',
        egyuttesKepviselok: ['Varga Ilona ügyvezető'],
        tulajdoniHanyad: '1/1',
      });
      expect(owner).not.toHaveProperty('szemely');
      const parsed = parseWith(propertyOwnerSchema, owner);
      expect(parsed.ok && parsed.value).toMatchObject({ jogiSzemely: true, kepviselo: 'Tóth Béla ügyvezető' });
    });

    it('never sends a natural person’s data for it, nor an empty list of co-representatives or blank fields', () => {
      const form = toPropertyForm(undefined);
      form.tulajdonosok = [
        {
          ...gamma(),
          cegjegyzekszam: ' ',
          kepviselo: '',
          egyuttesKepviselok: [],
          anyjaNeve: 'Nagy Éva',
          szuletesiIdo: '1970-01-01',
          adoazonositoJel: '8376206788',
          nemErtiMagyarul: true,
        },
      ];
      const owner = toPropertyInput(form).tulajdonosok[0]! as Record<string, unknown>;
      for (const key of [
        'anyjaNeve',
        'szuletesiIdo',
        'adoazonositoJel',
        'cegjegyzekszam',
        'kepviselo',
        'egyuttesKepviselok',
      ])
        expect(owner[key], key).toBeUndefined();
      // Whether its representative understands Hungarian is the entity's (decisions 031, 041).
      expect(owner.nemErtiMagyarul).toBe(true);
    });

    it('is read back editable from a saved company, and a natural person stays one', () => {
      const form = toPropertyForm({
        jogcim: 'HASZONKOLCSON',
        tulajdonosok: [
          {
            jogiSzemely: true,
            nev: 'Gamma Ingatlan Kft.',
            lakohely: '1011 Budapest, Fő utca 1.',
            cegjegyzekszam: '01-09-654321',
            kepviselo: 'Tóth Béla ügyvezető',
            egyuttesKepviselok: ['Varga Ilona ügyvezető'],
          },
          { jogiSzemely: false, nev: 'Kiss Anna', lakohely: '1011 Budapest, Fő utca 2.', anyjaNeve: 'Nagy Éva' },
        ],
      });
      expect(form.tulajdonosok[0]).toMatchObject({
        jogiSzemely: true,
        cegjegyzekszam: '01-09-654321',
        kepviselo: 'Tóth Béla ügyvezető',
        egyuttesKepviselok: ['Varga Ilona ügyvezető'],
        kept: {},
      });
      expect(form.tulajdonosok[1]).toMatchObject({ jogiSzemely: false, cegjegyzekszam: '', egyuttesKepviselok: [] });
      form.tulajdonosok[0]!.kepviselo = 'Fehér Gábor ügyvezető';
      form.tulajdonosok[0]!.egyuttesKepviselok = [];
      expect(toPropertyInput(form).tulajdonosok[0]).toMatchObject({
        kepviselo: 'Fehér Gábor ügyvezető',
        egyuttesKepviselok: undefined,
      });
      expect(toPropertyInput(form).tulajdonosok[1]).toMatchObject({ jogiSzemely: false, anyjaNeve: 'Nagy Éva' });
    });
  });
});
