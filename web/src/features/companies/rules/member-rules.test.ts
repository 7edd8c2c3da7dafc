import { describe, expect, it } from 'vitest';
import {
  addUniqueText,
  directorFromPerson,
  memberFromPerson,
  setContribution,
  setDeviation,
  totalContributions,
} from './member-rules.ts';

const anna = { id: 7, nev: 'Kiss Anna', lakohely: '1011 Budapest, Fő utca 1.', anyjaNeve: 'Nagy Éva' };

describe('member rules', () => {
  it('starts a picked person with zero contributions and keeps their personal data', () => {
    const member = memberFromPerson(anna);
    expect(member).toMatchObject({
      szemely: { id: 7 },
      nev: 'Kiss Anna',
      penzbetet: '0',
      nemPenzbeliBetet: '0',
      anyjaNeve: 'Nagy Éva',
    });
  });

  it('starts a director with sole signing and no group', () => {
    expect(directorFromPerson(anna)).toMatchObject({ cegjegyzesiJogTipus: 'ONALLO', cegjegyzesEgyuttesenCsoport: [] });
  });

  it('formats an amount as it is typed', () => {
    expect(setContribution(memberFromPerson(anna), 'penzbetet', '3000000').penzbetet).toBe('3 000 000');
    expect(setContribution(memberFromPerson(anna), 'penzbetet', '3 0000').penzbetet).toBe('30 000');
  });

  it('clears the deadline and mode when an amount is cleared', () => {
    const paying = {
      ...memberFromPerson(anna),
      penzbetet: '500 000',
      penzbetetHatarido: '2026-12-01',
      penzbetetMod: 'házipénztár',
    };
    expect(setContribution(paying, 'penzbetet', '')).toMatchObject({
      penzbetet: '',
      penzbetetHatarido: null,
      penzbetetMod: null,
    });
    expect(setContribution(paying, 'penzbetet', '0')).toMatchObject({ penzbetetHatarido: null, penzbetetMod: null });
    expect(setContribution(paying, 'penzbetet', '600000')).toMatchObject({
      penzbetetHatarido: '2026-12-01',
      penzbetetMod: 'házipénztár',
    });
    const inKind = {
      ...memberFromPerson(anna),
      nemPenzbeliBetet: '1 000',
      nemPenzbeliBetetHatarido: '2026-12-01',
      nemPenzbeliBetetMod: 'laptop',
    };
    expect(setContribution(inKind, 'nemPenzbeliBetet', '')).toMatchObject({
      nemPenzbeliBetetHatarido: null,
      nemPenzbeliBetetMod: '',
    });
  });

  it('clears a deviation when its checkbox is switched off', () => {
    const member = {
      ...memberFromPerson(anna),
      hasOsztalekArany: true,
      osztalekArany: '60',
      hasUzletreszElteres: true,
      uzletreszElteres: '40',
    };
    expect(setDeviation(member, 'osztalekArany', false)).toMatchObject({ hasOsztalekArany: false, osztalekArany: '' });
    expect(setDeviation(member, 'uzletreszElteres', false)).toMatchObject({
      hasUzletreszElteres: false,
      uzletreszElteres: '',
    });
  });

  it('totals cash and in-kind contributions', () => {
    const members = [
      { ...memberFromPerson(anna), penzbetet: '1 500 000', nemPenzbeliBetet: '500 000' },
      { ...memberFromPerson({ ...anna, id: 8 }), penzbetet: '700 000' },
    ];
    expect(totalContributions(members)).toBe(2_700_000);
  });

  it('adds a location trimmed, never empty, never twice', () => {
    expect(addUniqueText(['Budapest, Fő utca 1.'], '  Szeged, Kárász utca 2. ')).toEqual([
      'Budapest, Fő utca 1.',
      'Szeged, Kárász utca 2.',
    ]);
    expect(addUniqueText(['Budapest, Fő utca 1.'], ' Budapest, Fő utca 1. ')).toEqual(['Budapest, Fő utca 1.']);
    expect(addUniqueText([], '   ')).toEqual([]);
  });
});

describe('the language data of a signatory (decision 031)', () => {
  it('travels from the saved person to the member and the director', () => {
    const gruber = {
      id: 8,
      nev: 'Johann Gruber',
      lakohely: '4024 Debrecen, Csapó utca 9.',
      nemErtiMagyarul: true,
      magyarazatNyelve: 'német',
      tolmacsNeve: 'Kiss Éva',
      tolmacsAzonosito: 'lakcím: 4025 Debrecen, Kossuth utca 3.',
    };
    const { id: _id, nev: _nev, lakohely: _lakohely, ...language } = gruber;
    expect(memberFromPerson(gruber)).toMatchObject(language);
    expect(directorFromPerson(gruber)).toMatchObject(language);
  });
});
