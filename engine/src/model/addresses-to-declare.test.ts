import { describe, expect, it } from 'vitest';
import { addressesToDeclare, declarationTitle } from './addresses-to-declare.ts';
import { buildTestRequest } from './build-test-request.ts';
import { deriveModel } from './derive-model.ts';

const SEAT = '1051 Budapest, Példa utca 1.';
const PREMISES = '4030 Debrecen, Szoboszlói út 12.';
const BRANCH = '4400 Nyíregyháza, Kossuth tér 2.';

function usedAddresses(company: Record<string, unknown>) {
  return deriveModel(buildTestRequest(company)).usedAddresses;
}

describe('addressesToDeclare', () => {
  it('declares every address at formation', () => {
    const places = usedAddresses({ telephelyek: [PREMISES] });
    expect(addressesToDeclare(places, undefined).map((place) => place.address)).toEqual([SEAT, PREMISES]);
  });

  it('declares only the uses the court has not registered', () => {
    const places = usedAddresses({ telephelyek: [PREMISES], fioktelepek: [BRANCH] });
    const registered = { szekhely: SEAT, telephelyek: [PREMISES], fioktelepek: [] };
    expect(addressesToDeclare(places, registered).map((place) => place.label)).toEqual(['fióktelep']);
    const all = { ...registered, fioktelepek: [BRANCH] };
    expect(addressesToDeclare(places, all)).toEqual([]);
  });

  it('declares a registered property put to a new use: the owner consented only to the registered one', () => {
    const moved = usedAddresses({ szekhely: PREMISES });
    expect(addressesToDeclare(moved, { szekhely: SEAT, telephelyek: [PREMISES], fioktelepek: [] })).toHaveLength(1);
    const joined = usedAddresses({ kozpontiUgyintezesHelye: PREMISES, telephelyek: [PREMISES] });
    const declared = addressesToDeclare(joined, {
      szekhely: SEAT,
      kozpontiUgyintezesHelye: PREMISES,
      telephelyek: [],
      fioktelepek: [],
    });
    expect(declared.map((place) => place.label)).toEqual(['központi ügyintézés helye és telephely']);
  });
});

describe('declarationTitle', () => {
  it('speaks of the seat only when the seat alone is declared, and of consent only when an owner consents', () => {
    const consent = usedAddresses({ telephelyek: [PREMISES] });
    expect(declarationTitle(consent.slice(0, 1))).toBe('Székhelyhasználati hozzájáruló nyilatkozat');
    expect(declarationTitle(consent)).toBe('Ingatlanhasználati hozzájáruló nyilatkozat');
    expect(declarationTitle(consent.slice(1))).toBe('Ingatlanhasználati hozzájáruló nyilatkozat');
    const own = usedAddresses({
      szekhelyIngatlan: { jogcim: 'TULAJDON', tulajdonosok: [] },
      telephelyek: [PREMISES],
      ingatlanok: [{ cim: PREMISES, jogcim: 'SZEKHELYSZOLGALTATAS', tulajdonosok: [] }],
    });
    expect(declarationTitle(own.slice(0, 1))).toBe('Nyilatkozat a székhely használatának jogcíméről');
    expect(declarationTitle(own)).toBe('Nyilatkozat a cégjegyzékbe bejegyzendő címek használatának jogcíméről');
    expect(declarationTitle(own.slice(1))).toBe('Nyilatkozat a cégjegyzékbe bejegyzendő cím használatának jogcíméről');
    // a registered company whose registered addresses are unknown (decision 075)
    expect(declarationTitle(own, false)).toBe('Nyilatkozat a Társaság által használt címek használatának jogcíméről');
    expect(declarationTitle(own.slice(0, 1), false)).toBe('Nyilatkozat a székhely használatának jogcíméről');
  });
});
