import { describe, expect, it } from 'vitest';
import { withPersonData } from './refresh-person-in-companies.ts';

const anna = {
  id: 7,
  nev: 'Kiss Anna',
  lakohely: '6720 Szeged, Kárász utca 2.',
  anyjaNeve: 'Nagy Mária',
  modifiedAt: '2026-11-26T08:00:00.000Z',
};

describe('withPersonData', () => {
  it('copies the person into every entry linked to it, wherever it stands, and leaves the rest as it was', () => {
    const company = {
      nev: 'Példa Kft.',
      tagok: [
        { szemely: { id: 7 }, nev: 'Kis Anna', lakohely: '1051 Budapest, Október 6. utca 3.', penzbetet: 3_000_000 },
        { szemely: { id: 8 }, nev: 'Nagy Béla', lakohely: '4024 Debrecen, Piac utca 10.' },
      ],
      ugyvezetok: [
        { szemely: { id: '7' }, nev: 'Kis Anna', lakohely: 'régi cím', megbizasKezdoIdopontja: '2026-12-01' },
      ],
      cegvezeto: { szemely: { id: 7 }, nev: 'Kis Anna', cegjegyzesiJogTipus: 'ONALLO' },
      szekhelyIngatlan: { tulajdonosok: [{ szemely: { id: 7 }, nev: 'Kis Anna', lakohely: 'régi cím' }] },
    };
    const refreshed = withPersonData(company, anna);
    expect(refreshed.tagok[0]).toEqual({
      szemely: { id: 7 },
      nev: 'Kiss Anna',
      lakohely: '6720 Szeged, Kárász utca 2.',
      anyjaNeve: 'Nagy Mária',
      penzbetet: 3_000_000,
    });
    expect(refreshed.tagok[1]).toBe(company.tagok[1]);
    expect(refreshed.ugyvezetok[0]).toMatchObject({ nev: 'Kiss Anna', megbizasKezdoIdopontja: '2026-12-01' });
    expect(refreshed.cegvezeto).toMatchObject({ nev: 'Kiss Anna', lakohely: '6720 Szeged, Kárász utca 2.' });
    expect(refreshed.szekhelyIngatlan.tulajdonosok[0]!.lakohely).toBe('6720 Szeged, Kárász utca 2.');
    expect(company.tagok[0]!.nev).toBe('Kis Anna');
  });

  it('answers the same data when nothing differs, and keeps what the person does not have', () => {
    const company = {
      tagok: [
        { szemely: { id: 7 }, nev: 'Kiss Anna', lakohely: '6720 Szeged, Kárász utca 2.', anyjaNeve: 'Nagy Mária' },
      ],
    };
    expect(withPersonData(company, anna)).toBe(company);
    const withBirthPlace = { tagok: [{ ...company.tagok[0]!, szuletesiHely: 'Szeged', nev: 'Kis Anna' }] };
    expect(withPersonData(withBirthPlace, anna).tagok[0]).toMatchObject({ nev: 'Kiss Anna', szuletesiHely: 'Szeged' });
  });

  it('takes the language data as one: a person who now understands Hungarian leaves no language behind', () => {
    const explained = { nemErtiMagyarul: true, magyarazatNyelve: 'német', tolmacsNeve: 'Kiss Éva' };
    const entry = { szemely: { id: 7 }, nev: 'Kiss Anna', lakohely: anna.lakohely, anyjaNeve: 'Nagy Mária' };
    const company = { tagok: [{ ...entry, ...explained }] };
    expect(withPersonData(company, { ...anna, ...explained })).toBe(company);
    expect(withPersonData(company, { ...anna, nemErtiMagyarul: false }).tagok[0]).toEqual({
      szemely: { id: 7 },
      nev: 'Kiss Anna',
      lakohely: anna.lakohely,
      anyjaNeve: 'Nagy Mária',
      nemErtiMagyarul: false,
    });
  });

  it('fills only what a registered entry lacks (fillMissing): no name or residence, no value replaced; the language as one', () => {
    const person = {
      ...anna,
      szuletesiNev: 'Nagy Anna',
      anyjaNeve: 'Nagy Mária',
      szuletesiHely: 'Szeged',
      nemErtiMagyarul: true,
      magyarazatNyelve: 'német',
    };
    const registered = {
      tagok: [
        { szemely: { id: 7 }, nev: 'Kis Anna', lakohely: 'régi cím', anyjaNeve: 'Nagy Margit', szuletesiHely: '' },
        { szemely: { id: 8 }, nev: 'Nagy Béla', lakohely: '4024 Debrecen, Piac utca 10.' },
        { szemely: { id: 7 }, nev: 'Kis Anna Kft.', jogiSzemely: true, lakohely: 'székhely' },
      ],
      ugyvezetok: [{ szemely: { id: 7 }, nev: 'Kis Anna', lakohely: 'régi cím', szuletesiIdo: '1980-01-01' }],
    };
    const filled = withPersonData(registered, person, 'fillMissing');
    expect(filled.tagok[0]).toEqual({
      szemely: { id: 7 },
      nev: 'Kis Anna',
      lakohely: 'régi cím',
      szuletesiNev: 'Nagy Anna',
      anyjaNeve: 'Nagy Margit',
      szuletesiHely: 'Szeged',
      nemErtiMagyarul: true,
      magyarazatNyelve: 'német',
    });
    expect(filled.tagok[1]).toBe(registered.tagok[1]);
    expect(filled.tagok[2]).toBe(registered.tagok[2]);
    expect(filled.ugyvezetok[0]).toMatchObject({ szuletesiNev: 'Nagy Anna', szuletesiIdo: '1980-01-01' });
    expect(registered.tagok[0]).not.toHaveProperty('szuletesiNev');
    const complete = { tagok: [filled.tagok[0]!] };
    expect(withPersonData(complete, person, 'fillMissing')).toBe(complete);
  });
});
