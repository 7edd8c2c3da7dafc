import { describe, expect, it } from 'vitest';
import { buildTestRequest, testMember } from '../model/build-test-request.ts';
import { personSchema } from '../schema/person.ts';
import { checkRequest } from './check-request.ts';
import { checkExplainedLanguage, languageIssues } from './check-explained-language.ts';

describe('languageIssues', () => {
  it('accepts a person who does not understand Hungarian, with a language and an identified interpreter', () => {
    expect(
      languageIssues({
        nemErtiMagyarul: true,
        magyarazatNyelve: 'német',
        tolmacsNeve: 'Kovács Anna',
        tolmacsAzonosito: 'lakcím: 1051 Budapest, Példa utca 2.',
      }),
    ).toEqual([]);
    expect(languageIssues({ nemErtiMagyarul: true, magyarazatNyelve: 'német' })).toEqual([]);
    expect(languageIssues({ nemErtiMagyarul: false })).toEqual([]);
    expect(languageIssues({})).toEqual([]);
  });

  it('refuses a language or an interpreter without the statement that the person does not understand Hungarian', () => {
    expect(languageIssues({ magyarazatNyelve: 'német' })).toEqual([
      expect.objectContaining({ field: 'magyarazatNyelve', severity: 'error' }),
    ]);
    expect(languageIssues({ nemErtiMagyarul: false, tolmacsNeve: 'Kovács Anna' })).toEqual([
      expect.objectContaining({ field: 'tolmacsNeve', severity: 'error' }),
    ]);
  });

  it('refuses the statement without a language, Hungarian as the language, an identification without a name', () => {
    expect(languageIssues({ nemErtiMagyarul: true }).map((issue) => issue.field)).toEqual(['magyarazatNyelve']);
    expect(languageIssues({ nemErtiMagyarul: true, magyarazatNyelve: 'Magyar' })[0]!.message).toContain(
      'nem lehet magyar',
    );
    expect(
      languageIssues({ nemErtiMagyarul: true, magyarazatNyelve: 'német', tolmacsAzonosito: 'x' }).map((i) => i.field),
    ).toEqual(['tolmacsNeve']);
  });

  it('warns of an interpreter without identification', () => {
    expect(languageIssues({ nemErtiMagyarul: true, magyarazatNyelve: 'német', tolmacsNeve: 'Kovács Anna' })).toEqual([
      expect.objectContaining({ field: 'tolmacsAzonosito', severity: 'warning' }),
    ]);
  });
});

describe('checkExplainedLanguage', () => {
  it('finds every person of a request with the path of the field and the statute', () => {
    const request = buildTestRequest({
      tagok: [testMember('Hans Gruber', { magyarazatNyelve: 'német' }), testMember('B')],
      ugyvezetok: [{ nev: 'Eva Huber', lakohely: 'Graben 1., 1010 Wien', nemErtiMagyarul: true }],
    });
    const found = checkExplainedLanguage(request, '');
    expect(found.map((finding) => finding.path)).toEqual([
      'tarsasag.tagok.0.magyarazatNyelve',
      'tarsasag.ugyvezetok.0.magyarazatNyelve',
    ]);
    expect(found[0]).toMatchObject({ severity: 'error', statute: 'Pp. 325. § (2)' });
    expect(found[0]!.message).toMatch(/^Hans Gruber: A magyarázat nyelve csak akkor/u);
    expect(checkRequest(request, { today: '2026-01-01' }).map((finding) => finding.code)).toContain(
      'EXPLAINED_LANGUAGE_CONTRADICTION',
    );
  });
});

describe("checkExplainedLanguage on a minor member's legal representatives (decision 030)", () => {
  const minor = (representative: Record<string, unknown>) =>
    buildTestRequest({
      tagok: [
        testMember('A'),
        testMember('Berger Lili', {
          szuletesiIdo: '2016-02-01',
          torvenyesKepviselok: [
            { nev: 'Anna Berger', minoseg: 'SZULO', ...representative },
            { nev: 'Berger Tamás', minoseg: 'SZULO' },
          ],
        }),
      ],
    });

  it('accepts a representative who does not understand Hungarian, with a language and an interpreter', () => {
    const request = minor({
      nemErtiMagyarul: true,
      magyarazatNyelve: 'Német nyelven',
      tolmacsNeve: 'Kiss Éva',
      tolmacsAzonosito: 'lakcím: 4025 Debrecen, Kossuth utca 3.',
    });
    expect(checkExplainedLanguage(request, '')).toEqual([]);
    // the schema keeps the fields, the language as the documents print it
    expect(request.tarsasag.tagok[1]!.torvenyesKepviselok![0]).toMatchObject({
      nemErtiMagyarul: true,
      magyarazatNyelve: 'német',
      tolmacsNeve: 'Kiss Éva',
    });
  });

  it("refuses a representative's contradictory data, naming him, the minor and Pp. 325. § (2)", () => {
    const found = checkExplainedLanguage(minor({ tolmacsNeve: 'Kiss Éva' }), '');
    expect(found).toEqual([
      expect.objectContaining({
        code: 'EXPLAINED_LANGUAGE_CONTRADICTION',
        severity: 'error',
        statute: 'Pp. 325. § (2)',
        path: 'tarsasag.tagok.1.torvenyesKepviselok.0.tolmacsNeve',
      }),
    ]);
    expect(found[0]!.message).toMatch(
      /^Anna Berger \(Berger Lili törvényes képviselője\): Tolmács csak akkor adható meg, .*\(Pp\. 325\. § \(2\)\)\.$/u,
    );
    expect(
      checkExplainedLanguage(minor({ nemErtiMagyarul: true, magyarazatNyelve: 'magyar' }), '').map((f) => f.path),
    ).toEqual(['tarsasag.tagok.1.torvenyesKepviselok.0.magyarazatNyelve']);
    expect(checkRequest(minor({ nemErtiMagyarul: true }), { today: '2026-01-01' })).toContainEqual(
      expect.objectContaining({
        code: 'EXPLAINED_LANGUAGE_CONTRADICTION',
        path: 'tarsasag.tagok.1.torvenyesKepviselok.0.magyarazatNyelve',
      }),
    );
  });

  it("warns of a representative's interpreter without identification", () => {
    expect(
      checkExplainedLanguage(minor({ nemErtiMagyarul: true, magyarazatNyelve: 'német', tolmacsNeve: 'Kiss Éva' }), ''),
    ).toEqual([
      expect.objectContaining({
        code: 'INTERPRETER_ID_MISSING',
        severity: 'warning',
        message: expect.stringMatching(/^Anna Berger \(Berger Lili törvényes képviselője\): A tolmács azonosító/u),
      }),
    ]);
  });
});

describe('the language fields of a person', () => {
  it('keep a language as the adjective the documents print before "nyelven"', () => {
    const parse = (magyarazatNyelve: string) =>
      personSchema.parse({ nev: 'A', lakohely: 'B', nemErtiMagyarul: true, magyarazatNyelve }).magyarazatNyelve;
    expect(parse('Német')).toBe('német');
    expect(parse(' német nyelven ')).toBe('német');
    expect(parse('angol nyelv')).toBe('angol');
    expect(parse('nyelven')).toBe('nyelven');
  });
});
