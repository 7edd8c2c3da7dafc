import { z } from 'zod';
import { companySchema, type Company } from '@cegdok/engine';
import type { companies } from '../../db/schema/records.ts';

export const companyAnswer = companySchema.extend({ id: z.number(), modifiedAt: z.string() });
export type CompanyAnswer = Omit<Company, 'id' | 'modifiedAt'> & { id: number; modifiedAt: string };

/** The saved company as the API answers it: the stored fields with the row's id and modifiedAt. */
export function toCompanyAnswer(row: typeof companies.$inferSelect): CompanyAnswer {
  return { id: row.id, ...(row.data as Omit<Company, 'id' | 'modifiedAt'>), modifiedAt: row.modifiedAt.toISOString() };
}
