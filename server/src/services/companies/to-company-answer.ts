import { z } from 'zod';
import { companySchema, registrationSchema, type Company } from '@cegdok/engine';
import type { companies } from '../../db/schema/records.ts';

/** The registered identifiers as answered (and kept with the company and its versions). */
export const registrationAnswer = registrationSchema.omit({ sablonVerzio: true });
export type RegistrationAnswer = z.infer<typeof registrationAnswer>;

export const companyAnswer = companySchema.extend({
  id: z.number(),
  modifiedAt: z.string(),
  bejegyzes: registrationAnswer.nullable().describe('A bejegyzés adatai; null: bejegyzés alatt'),
});
export type CompanyAnswer = Omit<Company, 'id' | 'modifiedAt'> & {
  id: number;
  modifiedAt: string;
  bejegyzes: RegistrationAnswer | null;
};

/** The saved company as the API answers it: the stored fields with the row's id, modifiedAt and registration. */
export function toCompanyAnswer(row: typeof companies.$inferSelect): CompanyAnswer {
  return {
    id: row.id,
    ...(row.data as Omit<Company, 'id' | 'modifiedAt'>),
    modifiedAt: row.modifiedAt.toISOString(),
    bejegyzes: (row.registration as RegistrationAnswer | null) ?? null,
  };
}
