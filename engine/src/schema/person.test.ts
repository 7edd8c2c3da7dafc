import { describe, expect, it } from 'vitest';
import { readAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { savedPersonSchema } from '../address/incomplete-addresses.ts';
import { parseAmendmentRequest } from '../amendment/amendment-schema.ts';
import { buildTestRequest, testMember } from '../model/build-test-request.ts';
import { parseRequest, type InputIssue } from './parse-request.ts';

/** A valid request as plain JSON whose second member (and seat owner, with `owner`) is replaced. */
function withSecondMember(member: Record<string, unknown>, owner?: Record<string, unknown>) {
  const input = JSON.parse(JSON.stringify(buildTestRequest())) as { tarsasag: Record<string, unknown> };
  (input.tarsasag['tagok'] as unknown[])[1] = member;
  if (owner) (input.tarsasag['szekhelyIngatlan'] as { tulajdonosok: unknown[] }).tulajdonosok = [owner];
  return input;
}

const entity = (overrides: Record<string, unknown> = {}) =>
  testMember('Tiszatáj Holding Kft.', {
    jogiSzemely: true,
    cegjegyzekszam: '06-09-000742',
    kepviselo: 'Mészáros Nóra ügyvezető',
    ...overrides,
  });

function issuesOf(input: unknown): InputIssue[] {
  const parsed = parseRequest(input);
  return parsed.ok ? [] : parsed.issues;
}

describe('joint co-representatives of a legal entity (egyuttesKepviselok, decision 041)', () => {
  it('are taken for a legal-entity member and owner with a representative, trimmed, blanks dropped', () => {
    const parsed = parseRequest(
      withSecondMember(entity({ egyuttesKepviselok: [' Kiss Tamás ügyvezető ', ''] }), {
        nev: 'Tiszatáj Holding Kft.',
        lakohely: '6722 Szeged, Petőfi Sándor sugárút 23.',
        jogiSzemely: true,
        kepviselo: 'Mészáros Nóra ügyvezető',
        egyuttesKepviselok: ['Kiss Tamás ügyvezető', 'Tóth Ede ügyvezető'],
      }),
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.tarsasag.tagok[1]!.egyuttesKepviselok).toEqual(['Kiss Tamás ügyvezető']);
    expect(parsed.value.tarsasag.szekhelyIngatlan.tulajdonosok[0]!.egyuttesKepviselok).toEqual([
      'Kiss Tamás ügyvezető',
      'Tóth Ede ügyvezető',
    ]);
  });

  it('read an empty list, null or nothing as none, so saved data read as before', () => {
    for (const value of [[], null, undefined, ['  ']]) {
      const parsed = parseRequest(withSecondMember(entity({ egyuttesKepviselok: value })));
      expect(parsed.ok && parsed.value.tarsasag.tagok[1]!.egyuttesKepviselok).toBeUndefined();
    }
  });

  it('are refused for a natural person, in Hungarian', () => {
    expect(issuesOf(withSecondMember(testMember('Nagy Béla', { egyuttesKepviselok: ['Kiss Tamás'] })))).toEqual([
      {
        path: 'tarsasag.tagok.1.egyuttesKepviselok',
        message:
          'Együttes képviselő csak jogi személynél adható meg: a természetes személy maga jár el, kiskorú nevében törvényes képviselője (törvényes képviselők mező).',
      },
    ]);
  });

  it('are refused without the representative they sign with, in Hungarian', () => {
    expect(issuesOf(withSecondMember(entity({ kepviselo: '', egyuttesKepviselok: ['Kiss Tamás ügyvezető'] })))).toEqual(
      [
        {
          path: 'tarsasag.tagok.1.kepviselo',
          message:
            'Az együttes képviselők mellett a jogi személy képviselőjét is meg kell adni (képviselő mező): az együttes képviselők vele együtt írnak alá.',
        },
      ],
    );
  });

  it('refuse a person named twice, who would sign twice', () => {
    expect(
      issuesOf(withSecondMember(entity({ egyuttesKepviselok: ['mészáros  Nóra ügyvezető', 'Kiss Tamás'] }))),
    ).toEqual([
      {
        path: 'tarsasag.tagok.1.egyuttesKepviselok.0',
        message:
          'mészáros  Nóra ügyvezető már szerepel a jogi személy képviselői között; ugyanaz a személy csak egyszer írhat alá.',
      },
    ]);
    expect(issuesOf(withSecondMember(entity({ egyuttesKepviselok: ['Kiss Tamás', 'Kiss Tamás'] })))).toEqual([
      {
        path: 'tarsasag.tagok.1.egyuttesKepviselok.1',
        message: 'Kiss Tamás már szerepel a jogi személy képviselői között; ugyanaz a személy csak egyszer írhat alá.',
      },
    ]);
  });

  it('are refused beyond two', () => {
    const three = ['A Anna', 'B Béla', 'C Cecil'];
    expect(issuesOf(withSecondMember(entity({ egyuttesKepviselok: three })))).toContainEqual({
      path: 'tarsasag.tagok.1.egyuttesKepviselok',
      message: 'Legfeljebb 2 tétel adható meg.',
    });
  });
});

describe('the tax id (adoazonositoJel; 1996. évi XX. törvény 1. számú melléklet, decision 080)', () => {
  const member = (adoazonositoJel: string) => testMember('Kiss Péter', { szuletesiIdo: '1967-02-13', adoazonositoJel });

  it('refuses a wrong check digit at the field, saying what to do; takes the right one, and an empty one as none', () => {
    expect(issuesOf(withSecondMember(member('8365670004')))).toEqual([
      {
        path: 'tarsasag.tagok.1.adoazonositoJel',
        message: expect.stringContaining('ellenőrző számjegye nem egyezik') as string,
      },
    ]);
    const parsed = parseRequest(withSecondMember(member(' 8365670003 ')));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.value.tarsasag.tagok[1]!.adoazonositoJel).toBe('8365670003');
    expect(issuesOf(withSecondMember(member('')))).toEqual([]);
  });

  it('refuses nine digits, a first digit other than 8 and spaces, at the field', () => {
    for (const wrong of ['836567000', '7365670003', '8365 670003'])
      expect(issuesOf(withSecondMember(member(wrong)))).toEqual([
        {
          path: 'tarsasag.tagok.1.adoazonositoJel',
          message: expect.stringContaining('tíz számjegyből áll, és 8-as számjeggyel kezdődik') as string,
        },
      ]);
  });

  it('refuses it in an amendment request and in a saved person too', () => {
    const input = readAmendmentCase('ugyvezeto-csere') as { uj: { ugyvezetok: Record<string, unknown>[] } };
    input.uj.ugyvezetok[0]!['adoazonositoJel'] = '8432005437';
    const amendment = parseAmendmentRequest(input);
    expect(amendment.ok ? [] : amendment.issues.map((issue) => issue.path)).toEqual([
      'uj.ugyvezetok.0.adoazonositoJel',
    ]);
    const person = savedPersonSchema.safeParse({
      nev: 'Kiss Péter',
      lakohely: '1054 Budapest, Szabadság tér 7.',
      adoazonositoJel: '8365670004',
    });
    expect(person.success ? [] : person.error.issues.map((issue) => issue.path.join('.'))).toEqual(['adoazonositoJel']);
  });
});
