import { describe, expect, it } from 'vitest';
import { planDocument } from '../documents/plan-documents.ts';
import type { DocumentTypeId } from '../documents/document-types.ts';
import { buildTestRequest, testMember } from '../model/build-test-request.ts';
import { createNodeEngine } from '../node.ts';
import type { DocumentRequest } from '../schema/request.ts';
import { blankNote, missingDataList } from './check-missing-data.ts';
import { checkRequest, type Warning } from './check-request.ts';

const TODAY = '2026-11-20';
const BLANK = '[…]';
const engine = createNodeEngine();

type Fields = Record<string, unknown>;

const warningsOf = (request: DocumentRequest) => checkRequest(request, { today: TODAY });
const codesOf = (request: DocumentRequest) => warningsOf(request).map((warning) => warning.code);
const withCode = (request: DocumentRequest, code: string): Warning[] =>
  warningsOf(request).filter((warning) => warning.code === code);

const isInline = (node: unknown) =>
  typeof node === 'object' && node !== null && ['text', 'blank', 'break'].includes((node as { kind?: string }).kind!);

/** A rendered tree's text, a blank as `[…]`, each paragraph a line; no-break spaces as ordinary ones. */
function treeText(node: unknown): string {
  if (Array.isArray(node))
    return node.every(isInline) ? node.map(treeText).join('') : node.map(treeText).filter(Boolean).join('\n');
  if (typeof node !== 'object' || node === null) return '';
  const item = node as { kind?: string; text?: string };
  if (item.kind === 'blank') return BLANK;
  if (item.kind === 'break') return ' ';
  if (item.kind === 'text') return (item.text ?? '').replaceAll('\u00a0', ' ').replaceAll('\u2011', '-');
  return Object.values(node)
    .filter((value) => typeof value === 'object')
    .map(treeText)
    .filter(Boolean)
    .join('\n');
}

/** The text of one document of the request (`index`: the director's, or after the directors the manager's). */
function documentText(request: DocumentRequest, type: DocumentTypeId, index?: number): string {
  return treeText(engine.renderTree(request, planDocument(request, type, index)).blocks);
}

/** The line of a text that contains `marker`. */
function lineWith(text: string, marker: string): string {
  const line = text.split('\n').find((candidate) => candidate.includes(marker));
  if (line === undefined) throw new Error(`no line with ${marker} in:\n${text}`);
  return line;
}

/** A person with every datum the documents print. */
const completePerson = (nev: string): Fields => ({
  nev,
  lakohely: '1011 Budapest, Fő utca 1.',
  szuletesiNev: nev,
  anyjaNeve: 'Kovács Mária',
  szuletesiHely: 'Budapest',
  szuletesiIdo: '1980-01-02',
  allampolgarsag: 'magyar',
  adoazonositoJel: '8412736788',
});

const MISSING_CODES = [
  'COMPANY_MANAGER_DATA_MISSING',
  'LEGAL_REPRESENTATIVE_DATA_MISSING',
  'PROPERTY_DATA_MISSING',
  'PROPERTY_OWNER_DATA_MISSING',
];

describe('the missing data of the company manager, a minor’s representatives and the other used properties', () => {
  it('names none where the documents print every datum, and one as soon as a datum is left out', () => {
    const company = (manager: Fields) => ({
      cegvezeto: manager,
      telephelyek: ['1052 Budapest, Váci utca 2.'],
      ingatlanok: [
        {
          cim: '1052 Budapest, Váci utca 2.',
          helyrajziSzam: '555',
          jogcim: 'BERLET',
          tulajdonosok: [{ ...completePerson('Szabó Ede'), tulajdoniHanyad: '1/1' }],
        },
      ],
    });
    const request = buildTestRequest(company(completePerson('Nagy Béla')));
    expect(codesOf(request).filter((code) => MISSING_CODES.includes(code))).toEqual([]);
    expect(lineWith(documentText(request, 'tarsasagi'), 'cégvezetőjét')).not.toContain(BLANK);
    expect(lineWith(documentText(request, 'szekhely'), 'Szabó Ede')).not.toContain(BLANK);
    const without = buildTestRequest(company({ ...completePerson('Nagy Béla'), szuletesiHely: null }));
    expect(codesOf(without).filter((code) => MISSING_CODES.includes(code))).toEqual(['COMPANY_MANAGER_DATA_MISSING']);
  });

  describe('the company manager', () => {
    it('lacking birth data and address: blanks in the articles and his signature specimen, his tax id in neither', () => {
      const request = buildTestRequest({ cegvezeto: { nev: 'Nagy Béla' } });
      expect(withCode(request, 'COMPANY_MANAGER_DATA_MISSING')).toEqual([
        {
          code: 'COMPANY_MANAGER_DATA_MISSING',
          severity: 'warning',
          message:
            'Nagy Béla (cégvezető) hiányzó személyes adatai: születési név, anyja születési neve, születési hely, születési idő, állampolgárság, lakóhely; a létesítő okiratban és az aláírás-mintában kipontozott hely áll a helyükön. Adóazonosító jele sincs megadva: a létesítő okirat csak megadása esetén tartalmazza, az aláírás-minta nem, a cégbejegyzési kérelemben azonban meg kell adni, mert a cégjegyzék a cég képviseletére jogosult személy adóazonosító számát is tartalmazza (Ctv. 24. § (1) h)).',
          path: 'tarsasag.cegvezeto',
        },
      ]);
      const blanks = `születési név: ${BLANK}; anyja születési neve: ${BLANK}; születési hely és idő: ${BLANK}, ${BLANK}; állampolgárság: ${BLANK};`;
      const articles = lineWith(documentText(request, 'tarsasagi'), 'cégvezetőjét');
      expect(articles).toContain(`Nagy Béla (${blanks} lakóhely: ${BLANK})`);
      // the manager's specimen follows the one director's
      const specimen = lineWith(documentText(request, 'alairasminta', 1), 'Alulírott');
      expect(specimen).toContain(`Nagy Béla (${blanks} lakóhely: ${BLANK})`);
      expect(articles + specimen).not.toContain('adóazonosító');
    });

    it('names only what is missing, and the documents print what is given', () => {
      const request = buildTestRequest({ cegvezeto: { ...completePerson('Nagy Béla'), anyjaNeve: '', lakohely: '' } });
      expect(withCode(request, 'COMPANY_MANAGER_DATA_MISSING')[0]!.message).toContain(
        'hiányzó személyes adatai: anyja születési neve, lakóhely;',
      );
      const articles = lineWith(documentText(request, 'tarsasagi'), 'cégvezetőjét');
      expect(articles).toContain(
        `(születési név: Nagy Béla; anyja születési neve: ${BLANK}; születési hely és idő: Budapest, 1980. január 2.; állampolgárság: magyar; adóazonosító jel: 8412736788; lakóhely: ${BLANK})`,
      );
    });

    it('lacking only his tax id: no blank, but the application needs it (Ctv. 24. § (1) h); decision 101)', () => {
      const request = buildTestRequest({ cegvezeto: { ...completePerson('Nagy Béla'), adoazonositoJel: null } });
      expect(withCode(request, 'COMPANY_MANAGER_DATA_MISSING')).toEqual([
        {
          code: 'COMPANY_MANAGER_DATA_MISSING',
          severity: 'warning',
          message:
            'Nagy Béla (cégvezető) adóazonosító jele nincs megadva: a létesítő okirat csak megadása esetén tartalmazza, az aláírás-minta nem, a cégbejegyzési kérelemben azonban meg kell adni, mert a cégjegyzék a cég képviseletére jogosult személy adóazonosító számát is tartalmazza (Ctv. 24. § (1) h)).',
          path: 'tarsasag.cegvezeto',
        },
      ]);
      expect(lineWith(documentText(request, 'tarsasagi'), 'cégvezetőjét')).not.toContain(BLANK);
      // a registered company's manager is in the register already: his documents ask nothing of it
      const registered = buildTestRequest({
        cegvezeto: { ...completePerson('Nagy Béla'), adoazonositoJel: null },
        bejegyzes: { cegjegyzekszam: '01-09-123456', bejegyzesDatuma: '2020-02-10' },
      });
      expect(withCode(registered, 'COMPANY_MANAGER_DATA_MISSING')).toEqual([]);
    });

    it('read from an old free text is left to COMPANY_MANAGER_REVIEW, which asks for all of his data', () => {
      const codes = codesOf(buildTestRequest({ cegvezeto: 'Tóth Ödön' }));
      expect(codes).toContain('COMPANY_MANAGER_REVIEW');
      expect(codes).not.toContain('COMPANY_MANAGER_DATA_MISSING');
      // the same name entered as a structured manager
      expect(codesOf(buildTestRequest({ cegvezeto: { nev: 'Tóth Ödön' } }))).toContain('COMPANY_MANAGER_DATA_MISSING');
    });
  });

  describe('the legal representatives of a minor owner who is no member (decision 057)', () => {
    const minorOwner = (owner: Fields) =>
      buildTestRequest({
        szekhelyIngatlan: {
          helyrajziSzam: '123/4',
          jogcim: 'BERLET',
          tulajdonosok: [
            {
              nev: 'Kovács Lili',
              szuletesiIdo: '2016-03-03',
              lakohely: '1051 Budapest, Példa utca 1.',
              tulajdoniHanyad: '1/1',
              ...owner,
            },
          ],
        },
      });

    it('are asked for where the use declaration prints blanks, and sign it in the minor’s name', () => {
      const request = minorOwner({ torvenyesKepviselok: [{ nev: 'Kovács Éva', minoseg: 'SZULO' }] });
      expect(withCode(request, 'LEGAL_REPRESENTATIVE_DATA_MISSING')).toEqual([
        {
          code: 'LEGAL_REPRESENTATIVE_DATA_MISSING',
          severity: 'warning',
          message:
            'Kovács Éva (Kovács Lili törvényes képviselője) hiányzó adatai: születési idő, anyja születési neve, lakóhely; a dokumentumokban kipontozott hely áll a helyükön.',
          path: 'tarsasag.szekhelyIngatlan.tulajdonosok.0.torvenyesKepviselok.0',
        },
      ]);
      const text = documentText(request, 'szekhely');
      expect(lineWith(text, 'Tulajdonos: Kovács Lili')).toContain(
        `kiskorú, akinek nevében törvényes képviselője jár el: Kovács Éva szülő, születési idő: ${BLANK}`,
      );
      expect(text).toContain('Kovács Lili (kiskorú) tulajdonos nevében:');
    });
  });

  describe('a minor member’s legal representatives', () => {
    /** A child born on `birth`, whom Kiss Anna represents with her birth date only. */
    const child = (nev: string, birth: string) =>
      testMember(nev, {
        szuletesiIdo: birth,
        torvenyesKepviselok: [{ nev: 'Kiss Anna', minoseg: 'SZULO', szuletesiIdo: '1980-05-05' }],
      });
    /** Kiss Anna and her daughter born on `birth`. */
    const withChild = (birth: string) =>
      buildTestRequest({ tagok: [testMember('Kiss Anna'), child('Kiss Panni', birth)] });

    it('lacking the mother’s name and address: blanks after the minor’s identification in the articles', () => {
      const request = withChild('2015-05-06');
      expect(withCode(request, 'LEGAL_REPRESENTATIVE_DATA_MISSING')).toEqual([
        {
          code: 'LEGAL_REPRESENTATIVE_DATA_MISSING',
          severity: 'warning',
          message:
            'Kiss Anna (Kiss Panni törvényes képviselője) hiányzó adatai: anyja születési neve, lakóhely; a dokumentumokban kipontozott hely áll a helyükön.',
          path: 'tarsasag.tagok.1.torvenyesKepviselok.0',
        },
      ]);
      expect(lineWith(documentText(request, 'tarsasagi'), 'Kiss Panni (')).toContain(
        `Kiss Anna szülő, születési idő: 1980. május 5., anyja születési neve: ${BLANK}, lakóhely: ${BLANK})`,
      );
    });

    it('of a member of age on the documents’ date are printed nowhere: no warning for them, only for a minor’s', () => {
      const request = buildTestRequest({
        tagok: [testMember('Kiss Anna'), child('Kiss Panni', '2015-05-06'), child('Kiss Péter', '2000-05-06')],
      });
      expect(withCode(request, 'LEGAL_REPRESENTATIVE_DATA_MISSING').map((warning) => warning.path)).toEqual([
        'tarsasag.tagok.1.torvenyesKepviselok.0',
      ]);
      expect(lineWith(documentText(request, 'tarsasagi'), 'Kiss Péter (')).not.toContain('törvényes képviselő');
    });

    it('are judged on the documents’ date, as the articles print them, not on the day of the check', () => {
      // eighteen on 2026-11-23: a minor on the deed's date (2026-11-22), though of age on the day it is checked
      const request = withChild('2008-11-23');
      const warnings = checkRequest(request, { today: '2026-11-25' });
      expect(warnings.map((warning) => warning.code)).toContain('LEGAL_REPRESENTATIVE_DATA_MISSING');
      expect(lineWith(documentText(request, 'tarsasagi'), 'Kiss Panni (')).toContain(`anyja születési neve: ${BLANK}`);
    });
  });

  describe('the property of an address besides the seat', () => {
    /** A premises without its property's data, a branch whose two owners lack theirs. */
    const withPremises = (overrides: Fields = {}) =>
      buildTestRequest({
        telephelyek: ['1052 Budapest, Váci utca 2.'],
        fioktelepek: ['4025 Debrecen, Piac utca 1.'],
        ingatlanok: [
          { cim: '1052 Budapest, Váci utca 2.', jogcim: 'BERLET', tulajdonosok: [] },
          {
            cim: '4025 Debrecen, Piac utca 1.',
            helyrajziSzam: '555',
            jogcim: 'HASZONKOLCSON',
            tulajdonosok: [
              { nev: 'Szabó Ede', lakohely: '4025 Debrecen, Piac utca 1.' },
              { nev: 'Gamma Kft.', lakohely: '1052 Budapest, Váci utca 9.', jogiSzemely: true, tulajdoniHanyad: '1/2' },
            ],
          },
        ],
        ...overrides,
      });

    it('without its owners and land register number: blanks in its section of the use declaration', () => {
      const request = withPremises();
      expect(withCode(request, 'PROPERTY_DATA_MISSING')).toEqual([
        {
          code: 'PROPERTY_DATA_MISSING',
          severity: 'warning',
          message:
            'A Társaság telephelyeként szolgáló ingatlan (1052 Budapest, Váci utca 2.) hiányzó adatai: tulajdonosa (tulajdonosai), helyrajzi száma; a használat jogcímét igazoló nyilatkozatban (Ingatlanhasználati hozzájáruló nyilatkozat) kipontozott hely áll a helyükön.',
          path: 'tarsasag.ingatlanok.0',
        },
      ]);
      const declaration = documentText(request, 'szekhely');
      expect(declaration).toContain('Ingatlanhasználati hozzájáruló nyilatkozat'.toUpperCase());
      const section = declaration.slice(declaration.indexOf('Telephely: 1052 Budapest, Váci utca 2.'));
      expect(lineWith(section, 'Helyrajzi száma')).toContain(`Helyrajzi száma: ${BLANK}`);
      expect(lineWith(section, 'Tulajdonos:')).toMatch(/^Tulajdonos: \[…\] \(/);
    });

    it('an address with no entry at all points to the properties', () => {
      const request = withPremises({ ingatlanok: [] });
      expect(withCode(request, 'PROPERTY_DATA_MISSING').map((warning) => warning.path)).toEqual([
        'tarsasag.ingatlanok',
        'tarsasag.ingatlanok',
      ]);
    });

    it('with owners lacking their data: a person’s birth data and tax id, a legal entity’s number and representative, the shares', () => {
      const request = withPremises();
      const warnings = withCode(request, 'PROPERTY_OWNER_DATA_MISSING');
      expect(warnings.map((warning) => warning.path)).toEqual([
        'tarsasag.ingatlanok.1.tulajdonosok.0',
        'tarsasag.ingatlanok.1.tulajdonosok.1',
      ]);
      expect(warnings.map((warning) => warning.message)).toEqual([
        'Szabó Ede (tulajdonos, fióktelep: 4025 Debrecen, Piac utca 1.) hiányzó adatai: születési név, anyja születési neve, születési hely, születési idő, állampolgárság, adóazonosító jel, tulajdoni hányad; a használat jogcímét igazoló nyilatkozatban (Ingatlanhasználati hozzájáruló nyilatkozat) kipontozott hely áll a helyükön.',
        'A Gamma Kft. (tulajdonos, fióktelep: 4025 Debrecen, Piac utca 1.) hiányzó adatai: cégjegyzékszám, képviselő; a használat jogcímét igazoló nyilatkozatban (Ingatlanhasználati hozzájáruló nyilatkozat) kipontozott hely áll a helyükön.',
      ]);
      const declaration = documentText(request, 'szekhely');
      expect(lineWith(declaration, 'Tulajdonos: Szabó Ede')).toBe(
        `Tulajdonos: Szabó Ede (születési név: ${BLANK}; anyja születési neve: ${BLANK}; születési hely és idő: ${BLANK}, ${BLANK}; állampolgárság: ${BLANK}; adóazonosító jel: ${BLANK}; lakóhely: 4025 Debrecen, Piac utca 1.; tulajdoni hányad: ${BLANK}).`,
      );
      expect(lineWith(declaration, 'Tulajdonos: Gamma Kft.')).toBe(
        `Tulajdonos: Gamma Kft. (székhely: 1052 Budapest, Váci utca 9.; cégjegyzékszám: ${BLANK}; képviseli: ${BLANK}; tulajdoni hányad: 1/2).`,
      );
    });

    it('an owner who is a member takes the member’s data, as the declaration prints them: no warning for him', () => {
      const withMember = withPremises({
        fioktelepek: [],
        ingatlanok: [
          {
            cim: '1052 Budapest, Váci utca 2.',
            helyrajziSzam: '555',
            jogcim: 'BERLET',
            tulajdonosok: [
              { nev: 'Kiss Anna', lakohely: '1051 Budapest, Példa utca 1.', tulajdoniHanyad: '1/2' },
              { nev: 'Szabó Ede', lakohely: '4025 Debrecen, Piac utca 1.', tulajdoniHanyad: '1/2' },
            ],
          },
        ],
      });
      // only the other owner, who is no member
      expect(withCode(withMember, 'PROPERTY_OWNER_DATA_MISSING').map((warning) => warning.path)).toEqual([
        'tarsasag.ingatlanok.0.tulajdonosok.1',
      ]);
      expect(lineWith(documentText(withMember, 'szekhely'), 'Tulajdonos: Kiss Anna')).not.toContain(BLANK);
    });

    it('the company’s own property names no owner: none is asked for, nor the data of an owner listed anyway', () => {
      const request = withPremises();
      // the premises its own without a land register number, the branch its own with the owners still listed
      const ingatlanok = request.tarsasag.ingatlanok.map((property) => ({ ...property, jogcim: 'TULAJDON' as const }));
      const own = { ...request, tarsasag: { ...request.tarsasag, ingatlanok } };
      const warnings = warningsOf(own).filter((warning) => MISSING_CODES.includes(warning.code));
      expect(warnings.map((warning) => [warning.code, warning.path])).toEqual([
        ['PROPERTY_DATA_MISSING', 'tarsasag.ingatlanok.0'],
      ]);
      expect(warnings[0]!.message).toContain('hiányzó adata: helyrajzi száma;');
      const declaration = documentText(own, 'szekhely');
      expect(declaration).not.toContain('Szabó Ede');
      const premises = declaration.slice(
        declaration.indexOf('Telephely: 1052'),
        declaration.indexOf('Fióktelep: 4025'),
      );
      expect(lineWith(premises, 'Helyrajzi száma')).toContain(`Helyrajzi száma: ${BLANK}`);
      expect(declaration.slice(declaration.indexOf('Telephely: 1052'))).not.toContain('Tulajdonos:');
    });

    it('asks no data of the seat’s owners where the declaration does not name them', () => {
      const owners = [{ nev: 'Tóth Ödön', lakohely: '1051 Budapest, Példa utca 1.' }];
      const lent = buildTestRequest({
        szekhelyIngatlan: { helyrajziSzam: '1/2', jogcim: 'BERLET', tulajdonosok: owners },
      });
      expect(codesOf(lent)).toContain('SEAT_OWNER_DATA_MISSING');
      expect(documentText(lent, 'szekhely')).toContain('Tulajdonos: Tóth Ödön');
      for (const jogcim of ['TULAJDON', 'SZEKHELYSZOLGALTATAS']) {
        const request = buildTestRequest({ szekhelyIngatlan: { helyrajziSzam: '1/2', jogcim, tulajdonosok: owners } });
        expect(codesOf(request)).not.toContain('SEAT_OWNER_DATA_MISSING');
        expect(documentText(request, 'szekhely')).not.toContain('Tóth Ödön');
      }
    });

    it('leaves the seat to SEAT_PROPERTY_MISSING, without naming it twice', () => {
      const request = withPremises({ szekhelyIngatlan: { jogcim: 'BERLET', tulajdonosok: [] } });
      expect(codesOf(request)).toContain('SEAT_PROPERTY_MISSING');
      expect(withCode(request, 'PROPERTY_DATA_MISSING').map((warning) => warning.path)).toEqual([
        'tarsasag.ingatlanok.0',
      ]);
    });
  });
});

describe('the missing data in the number of the list (decision 103)', () => {
  it('speaks of one missing datum and its blank in the singular, of several in the plural', () => {
    expect(`${missingDataList(['lakóhely'], true)}; ${blankNote(1)}.`).toBe(
      'hiányzó személyes adata: lakóhely; a dokumentumokban kipontozott hely áll a helyén.',
    );
    expect(
      `${missingDataList(['születési idő', 'lakóhely'])}; ${blankNote(2, 'a székhelyhasználati nyilatkozatban')}.`,
    ).toBe(
      'hiányzó adatai: születési idő, lakóhely; a székhelyhasználati nyilatkozatban kipontozott hely áll a helyükön.',
    );
  });

  it('tells a director lacking one datum in the singular', () => {
    const request = buildTestRequest();
    const director = { ...request.tarsasag.ugyvezetok[0]!, anyjaNeve: undefined };
    const found = checkRequest(
      { ...request, tarsasag: { ...request.tarsasag, ugyvezetok: [director] } },
      { today: '2026-11-20' },
    ).find((warning) => warning.code === 'PERSONAL_DATA_MISSING' && warning.path === 'tarsasag.ugyvezetok.0');
    expect(found?.message).toMatch(
      / \(ügyvezető\) hiányzó személyes adata: anyja születési neve; a dokumentumokban kipontozott hely áll a helyén\.$/u,
    );
  });
});
