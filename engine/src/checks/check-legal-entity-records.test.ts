import { describe, expect, it } from 'vitest';
import { checkLegalEntityRecords } from './check-legal-entity-records.ts';

const member = (more: Record<string, unknown> = {}) => ({
  nev: 'Tiszatáj Holding Zrt.',
  lakohely: '6720 Szeged, Kárász utca 5.',
  jogiSzemely: true,
  cegjegyzekszam: 'Cg. 06-10-000123',
  kepviselo: 'Bárány Attila vezérigazgató',
  egyuttesKepviselok: ['Szűcs Margit vezérigazgató-helyettes'],
  ...more,
});
const request = (owner: Record<string, unknown>, tag = member()) => ({
  tarsasag: { tagok: [tag], szekhelyIngatlan: { tulajdonosok: [owner] } },
});
const check = (value: unknown) => checkLegalEntityRecords([{ value, path: '' }]);
const differ = (value: unknown) => check(value).filter((f) => f.code === 'jogi-szemely-kepviselok-elteroek');

describe('the same legal entity named with different representatives (decision 047)', () => {
  it('warns, naming both, when the seat owner is the member with another representative', () => {
    const findings = differ(request(member({ cegjegyzekszam: '06-10-000123', egyuttesKepviselok: [] })));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      severity: 'warning',
      path: 'tarsasag.szekhelyIngatlan.tulajdonosok.0.kepviselo',
    });
    expect(findings[0]!.message).toContain(
      'Ugyanaz a jogi személy (Tiszatáj Holding Zrt.) tagként és ingatlantulajdonosként is szerepel, de eltérő képviselővel: „Bárány Attila vezérigazgató és Szűcs Margit vezérigazgató-helyettes együttesen”, illetve „Bárány Attila vezérigazgató”.',
    );
  });

  it('knows the entity by name and seat when a registration number is missing', () => {
    const owner = member({ cegjegyzekszam: undefined, lakohely: '6720 Szeged, Kárász u. 5.', kepviselo: 'Kiss Pál' });
    expect(differ(request(owner))).toHaveLength(1);
  });

  it('is silent for the same representatives in another order or spacing, another entity, or none given', () => {
    const reordered = member({
      kepviselo: 'Szűcs  Margit vezérigazgató-helyettes',
      egyuttesKepviselok: ['bárány attila vezérigazgató'],
    });
    expect(differ(request(reordered))).toEqual([]);
    expect(differ(request(member({ cegjegyzekszam: '06-10-000999', kepviselo: 'Kiss Pál' })))).toEqual([]);
    expect(differ(request(member({ kepviselo: undefined, egyuttesKepviselok: [] })))).toEqual([]);
  });

  it('compares the registered and the target state of an amendment apart', () => {
    const findings = checkLegalEntityRecords([
      { value: { tagok: [member()] }, path: 'korabbi' },
      { value: { uj: { tagok: [member({ kepviselo: 'Kiss Pál', egyuttesKepviselok: [] })] } }, path: '' },
    ]);
    expect(findings.filter((f) => f.code === 'jogi-szemely-kepviselok-elteroek')).toEqual([]);
  });
});

describe('a jointly represented entity that does not understand Hungarian (decision 047)', () => {
  it('warns once that the clause names every joint representative', () => {
    const foreign = member({ nemErtiMagyarul: true, magyarazatNyelve: 'német' });
    const findings = check(request(foreign, foreign)).filter(
      (f) => f.code === 'jogi-szemely-egyuttes-kepviselok-nyelve',
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ severity: 'warning', path: 'tarsasag.tagok.0.nemErtiMagyarul' });
    expect(findings[0]!.message).toContain('Bárány Attila vezérigazgató, Szűcs Margit vezérigazgató-helyettes');
  });

  it('is silent for a sole representative or an entity that understands Hungarian', () => {
    const sole = member({ nemErtiMagyarul: true, egyuttesKepviselok: [] });
    expect(check(request(sole, sole))).toEqual([]);
    expect(check(request(member(), member()))).toEqual([]);
  });
});
