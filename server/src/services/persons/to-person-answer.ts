import { z } from 'zod';
import { personSchema } from '@cegdok/engine';
import type { persons } from '../../db/schema/records.ts';

export const personAnswer = personSchema.extend({ id: z.number(), modifiedAt: z.string() });
export type PersonAnswer = z.infer<typeof personAnswer>;

/** The identification data a person row may hold, which the documents print (a dotted blank where missing). */
export const IDENTIFICATION_FIELDS = [
  'szuletesiNev',
  'anyjaNeve',
  'szuletesiHely',
  'szuletesiIdo',
  'allampolgarsag',
  'adoazonositoJel',
] as const;

/** The optional personal data a person row holds, as the API names them. */
export const OPTIONAL_FIELDS = [
  ...IDENTIFICATION_FIELDS,
  'nemErtiMagyarul',
  'magyarazatNyelve',
  'tolmacsNeve',
  'tolmacsAzonosito',
] as const;

/** A person row as the API answers it: optional fields only when set. */
export function toPersonAnswer(row: typeof persons.$inferSelect): PersonAnswer {
  const answer: PersonAnswer = {
    id: row.id,
    nev: row.nev,
    lakohely: row.lakohely,
    modifiedAt: row.modifiedAt.toISOString(),
  };
  const optional: Record<string, unknown> = answer;
  for (const field of OPTIONAL_FIELDS) {
    const value = row[field];
    if (value !== null) optional[field] = value;
  }
  return answer;
}
