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
