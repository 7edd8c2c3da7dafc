import { legalError, type Warning } from './warning.ts';

const STATUTE = 'Pp. 325. § (2)';

type Described = { readonly [key: string]: unknown };

const given = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

/** The data of one person about the language his documents were explained in (decision 031). */
export type ExplainedLanguage = {
  nev?: unknown;
  nemErtiMagyarul?: boolean | undefined;
  magyarazatNyelve?: string | undefined;
  tolmacsNeve?: string | undefined;
  tolmacsAzonosito?: string | undefined;
};

/** One contradiction in a person's language data: the field it is about and the Hungarian message. */
export type LanguageIssue = { field: keyof ExplainedLanguage; severity: 'error' | 'warning'; message: string };

/**
 * The contradictions in one person's language data: a language or an interpreter without the statement that the person
 * does not understand Hungarian, the statement without a language, Hungarian as the language, an interpreter's
 * identification without his name (errors: the clause would say what the data do not), and an interpreter without an
 * identification (a warning: the clause prints a dotted blank).
 */
export function languageIssues(person: ExplainedLanguage): LanguageIssue[] {
  const issues: LanguageIssue[] = [];
  const flagged = person.nemErtiMagyarul === true;
  if (!flagged) {
    for (const field of ['magyarazatNyelve', 'tolmacsNeve', 'tolmacsAzonosito'] as const)
      if (given(person[field]))
        issues.push({
          field,
          severity: 'error',
          message:
            field === 'magyarazatNyelve'
              ? 'A magyarázat nyelve csak akkor adható meg, ha a személy nem érti a magyar nyelvet; jelölje be ezt, vagy törölje a nyelvet.'
              : 'Tolmács csak akkor adható meg, ha a személy nem érti a magyar nyelvet; jelölje be ezt, vagy törölje a tolmács adatait.',
        });
    return issues;
  }
  if (!given(person.magyarazatNyelve))
    issues.push({
      field: 'magyarazatNyelve',
      severity: 'error',
      message:
        'Ha a személy nem érti a magyar nyelvet, meg kell adni, milyen nyelven magyarázták meg neki az okiratok tartalmát (pl. német).',
    });
  else if (/^magyar$/iu.test(String(person.magyarazatNyelve).trim()))
    issues.push({
      field: 'magyarazatNyelve',
      severity: 'error',
      message: 'A magyarázat nyelve nem lehet magyar, ha a személy nem érti a magyar nyelvet.',
    });
  if (given(person.tolmacsAzonosito) && !given(person.tolmacsNeve))
    issues.push({
      field: 'tolmacsNeve',
      severity: 'error',
      message: 'A tolmács azonosító adatai mellett a tolmács nevét is meg kell adni.',
    });
  if (given(person.tolmacsNeve) && !given(person.tolmacsAzonosito))
    issues.push({
      field: 'tolmacsAzonosito',
      severity: 'warning',
      message:
        'A tolmács azonosító adatai (pl. lakcím vagy személyazonosító okmány száma) nincsenek megadva; a záradékban kipontozott hely áll a helyükön.',
    });
  return issues;
}

const nameOf = (data: Described) =>
  typeof data.nev === 'string' && data.nev.trim() !== '' ? data.nev.trim() : undefined;

/**
 * Every object under `value` that carries any of the language fields, with its path; a minor's legal representative
 * (an entry of `torvenyesKepviselok`, decision 030) with the name of the minor he signs for.
 */
function languageRecords(
  value: unknown,
  path: string,
  into: { path: string; data: Described; minor?: string | undefined }[] = [],
  minor?: string,
) {
  if (Array.isArray(value)) value.forEach((item, index) => languageRecords(item, `${path}.${index}`, into, minor));
  else if (value !== null && typeof value === 'object') {
    const data = value as Described;
    if (
      ['nemErtiMagyarul', 'magyarazatNyelve', 'tolmacsNeve', 'tolmacsAzonosito'].some((key) => data[key] !== undefined)
    )
      into.push({ path, data, minor });
    for (const [key, child] of Object.entries(data))
      languageRecords(
        child,
        path ? `${path}.${key}` : key,
        into,
        key === 'torvenyesKepviselok' ? (nameOf(data) ?? '') : undefined,
      );
  }
  return into;
}

/** Whom a finding is about: "Hans Gruber: ", a representative "Anna Berger (Berger Lili törvényes képviselője): ". */
function findingSubject(record: { data: Described; minor?: string | undefined }): string {
  const name = nameOf(record.data);
  if (record.minor === undefined) return name ? `${name}: ` : '';
  const role = record.minor ? `${record.minor} törvényes képviselője` : 'törvényes képviselő';
  return name ? `${name} (${role}): ` : `${role.charAt(0).toUpperCase()}${role.slice(1)}: `;
}

/**
 * The language data of every person in a request (members, directors, owners, buyers, a minor's legal
 * representatives…), checked by `languageIssues`.
 * The errors name Pp. 325. § (2): the clause on the explanation is what gives a document signed by someone who does
 * not understand its language full evidential force, so it must not say what the data contradict.
 */
export function checkExplainedLanguage(value: unknown, path: string): Warning[] {
  const findings: Warning[] = [];
  for (const record of languageRecords(value, path)) {
    const who = findingSubject(record);
    for (const issue of languageIssues(record.data as ExplainedLanguage)) {
      const at = `${record.path}.${issue.field}`;
      findings.push(
        issue.severity === 'error'
          ? legalError('EXPLAINED_LANGUAGE_CONTRADICTION', STATUTE, `${who}${issue.message}`, at)
          : { code: 'INTERPRETER_ID_MISSING', severity: 'warning', message: `${who}${issue.message}`, path: at },
      );
    }
  }
  return findings;
}
