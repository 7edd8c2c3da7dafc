import { z } from 'zod';

const zodHungarian = z.locales.hu().localeError;

/** The names of JSON's kinds of value (and zod's), as a wrong-type message says them. */
const KINDS: Record<string, string> = {
  string: 'szöveg',
  number: 'szám',
  int: 'egész szám',
  bigint: 'egész szám',
  boolean: 'logikai érték (true vagy false)',
  object: 'objektum',
  array: 'lista',
  date: 'dátum',
  null: 'üres érték (null)',
  nan: 'érvénytelen szám',
};

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'nan';
  return typeof value;
}

const kindName = (kind: string) => KINDS[kind] ?? kind;

/**
 * zod's Hungarian messages (`z.locales.hu()`), with a value of the wrong kind said in Hungarian too: the locale
 * leaves the kinds as zod names them ("a várt érték object, a kapott érték undefined").
 */
export const hungarianZodErrors: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'invalid_type') return zodHungarian(issue);
  const expected = kindName(issue.expected);
  if (issue.input === undefined) return `Hiányzó érték: ${expected} megadása kötelező.`;
  return `Érvénytelen érték: ${expected} helyett ${kindName(kindOf(issue.input))} érkezett.`;
};
