import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fixtureNames, fixturePath, loadFixture } from '../../fixtures/index.ts';
import { parseRequest } from '../src/schema/parse-request.ts';

const fixturesDir = fileURLToPath(new URL('../../fixtures/', import.meta.url));
const ACTIVITY = /^\d{2}\.\d{2} – \S.*\S$/;

describe('fixtures', () => {
  it('lists every JSON file of fixtures/ in fixtureNames', () => {
    const files = readdirSync(fixturesDir).filter((file) => file.endsWith('.json'));
    expect(files.map((file) => file.replace(/\.json$/, '')).sort()).toEqual([...fixtureNames].sort());
  });

  describe.each(fixtureNames)('%s', (name) => {
    it('parses with parseRequest', () => {
      const result = parseRequest(JSON.parse(readFileSync(fixturePath(name), 'utf8')));
      expect(result.ok ? [] : result.issues).toEqual([]);
    });

    it('is a lawful founding as far as the data goes', () => {
      const { tarsasag, keltezesIdeje } = loadFixture(name);
      const contributions = tarsasag.tagok.map((tag) => tag.penzbetet + tag.nemPenzbeliBetet);
      expect(contributions.reduce((sum, value) => sum + value, 0)).toBeGreaterThanOrEqual(3_000_000);
      for (const contribution of contributions) expect(contribution).toBeGreaterThanOrEqual(100_000);
      for (const activity of [tarsasag.fotevekenyseg ?? '', ...tarsasag.egyebTevekenysegek].filter(Boolean))
        expect(activity).toMatch(ACTIVITY);
      for (const director of tarsasag.ugyvezetok) {
        if (director.megbizasKezdoIdopontja) expect(director.megbizasKezdoIdopontja >= keltezesIdeje).toBe(true);
        if (director.megbizasVegIdopontja && tarsasag.idotartamVege)
          expect(director.megbizasVegIdopontja <= tarsasag.idotartamVege).toBe(true);
      }
      for (const ratios of [
        tarsasag.tagok.map((tag) => tag.osztalekArany),
        tarsasag.tagok.map((tag) => tag.uzletreszElteres),
      ])
        if (ratios.some((ratio) => ratio !== undefined))
          expect(ratios.reduce<number>((sum, ratio) => sum + (ratio ?? 0), 0)).toBeCloseTo(100);
      expect(keltezesIdeje >= '2026-01-01' && keltezesIdeje <= '2027-12-31').toBe(true);
    });
  });

  it('egy-tag has a single member', () => {
    expect(loadFixture('egy-tag').tarsasag.tagok).toHaveLength(1);
  });

  it('ket-tag has two members', () => {
    expect(loadFixture('ket-tag').tarsasag.tagok).toHaveLength(2);
  });

  it('ot-tag-apport has five members, three with in-kind contributions, and three directors', () => {
    const { tagok, ugyvezetok } = loadFixture('ot-tag-apport').tarsasag;
    expect(tagok).toHaveLength(5);
    expect(
      tagok.filter((tag) => tag.nemPenzbeliBetet > 0 && (tag.nemPenzbeliBetetMod ?? '').length > 100),
    ).toHaveLength(3);
    expect(ugyvezetok).toHaveLength(3);
  });

  it('egyuttes-csoportok signs jointly in groups A and B, each of two, plus one sole signer', () => {
    const directors = loadFixture('egyuttes-csoportok').tarsasag.ugyvezetok;
    const signing = directors.map(
      (director) => `${director.cegjegyzesiJogTipus}:${director.cegjegyzesEgyuttesenCsoport.join(';')}`,
    );
    expect(signing.sort()).toEqual(['EGYUTTES:A', 'EGYUTTES:A', 'EGYUTTES:B', 'EGYUTTES:B', 'ONALLO:']);
  });

  it('hatarozott-idotartam sets every optional property', () => {
    const { tarsasag } = loadFixture('hatarozott-idotartam');
    const { tagok, ugyvezetok, szekhelyIngatlan, telephelyek, fioktelepek, ...company } = tarsasag;
    for (const key of [
      'idegenNev',
      'cegvezeto',
      'fotevekenyseg',
      'idotartamVege',
      'merlegForduloNap',
      'kozpontiUgyintezesHelye',
      'potbefizetesFeltetelei',
      'mellekszolgaltatasok',
    ] as const)
      expect(company[key], key).toBeTruthy();
    expect(telephelyek.length * fioktelepek.length).toBeGreaterThan(0);
    const personalData = [
      'szuletesiNev',
      'anyjaNeve',
      'szuletesiHely',
      'szuletesiIdo',
      'allampolgarsag',
      'adoazonositoJel',
    ] as const;
    const people = [...tagok.filter((tag) => !tag.jogiSzemely), ...ugyvezetok, ...szekhelyIngatlan.tulajdonosok];
    for (const person of people)
      for (const key of personalData) expect(person[key], `${person.nev} ${key}`).toBeTruthy();
    expect(szekhelyIngatlan.helyrajziSzam).toBeTruthy();
    expect(szekhelyIngatlan.tulajdonosok.length).toBeGreaterThan(1);
    const legalEntity = tagok.find((tag) => tag.jogiSzemely);
    expect(legalEntity?.cegjegyzekszam && legalEntity.kepviselo).toBeTruthy();
  });

  it('minden-opcio-ki leaves every optional property empty and every flag false', () => {
    const { ugyvediIroda, tarsasag } = loadFixture('minden-opcio-ki');
    const { taggyulesSzabalyzasok, uzletreszNyeresegSzabalyzasok } = tarsasag;
    const flags = Object.entries({ ...taggyulesSzabalyzasok, ...uzletreszNyeresegSzabalyzasok }).filter(
      ([, value]) => typeof value === 'boolean',
    );
    expect(flags).toHaveLength(19 + 1 + 6);
    expect(flags.filter(([, value]) => value)).toEqual([]);
    expect(ugyvediIroda.kasz).toBeUndefined();
    const { tagok, ugyvezetok, szekhelyIngatlan, ...company } = tarsasag;
    const required = ['nev', 'szekhely', 'mentesKesobbre', 'ingyenes'];
    const optional = Object.entries({ ...company, ...szekhelyIngatlan }).filter(
      ([key, value]) => !required.includes(key) && value !== undefined && typeof value !== 'object',
    );
    expect(optional).toEqual([]);
    for (const list of [
      company.telephelyek,
      company.fioktelepek,
      company.egyebTevekenysegek,
      szekhelyIngatlan.tulajdonosok,
    ])
      expect(list).toEqual([]);
    // The way and deadline of a cash contribution are not optional: without them generation is refused (Ptk. 3:5. § e)).
    for (const tag of tagok)
      expect([tag.uzletreszElteres, tag.osztalekArany, tag.szuletesiNev]).toEqual(Array(3).fill(undefined));
    for (const director of ugyvezetok)
      expect([
        director.megbizasKezdoIdopontja,
        director.megbizasVegIdopontja,
        director.cegjegyzesEgyuttesenCsoport,
      ]).toEqual([undefined, undefined, []]);
  });

  it('ekezetes-nevek uses every accented letter and a name already ending in "Kft."', () => {
    const request = loadFixture('ekezetes-nevek');
    const text = JSON.stringify(request);
    for (const letter of 'áéíóöőúüűÁÉÍÓÖŐÚÜŰ') expect(text, letter).toContain(letter);
    expect(request.tarsasag.nev).toMatch(/ Kft\.$/);
  });

  it('elteresek deviates from the contribution ratios in both share and dividend', () => {
    const { tagok } = loadFixture('elteresek').tarsasag;
    const capital = tagok.reduce((sum, tag) => sum + tag.penzbetet + tag.nemPenzbeliBetet, 0);
    for (const tag of tagok) {
      const ratio = ((tag.penzbetet + tag.nemPenzbeliBetet) / capital) * 100;
      expect(tag.uzletreszElteres).not.toBeCloseTo(ratio);
      expect(tag.osztalekArany).not.toBeCloseTo(ratio);
    }
  });
});
