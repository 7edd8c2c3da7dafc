import { z } from 'zod';
import { companySchema } from '@cegdok/engine';

/** A company body as POST /api/tarsasag takes it: a `bejegyzes` sent back with a company answer is ignored. */
export const companyBody = companySchema.extend({
  bejegyzes: z.unknown().optional().describe('A válaszban kapott bejegyzési adatok; mentéskor figyelmen kívül marad'),
});
export type CompanyBody = z.infer<typeof companyBody>;

/** The company without the keys the server sets (id, modifiedAt) or changes only by its own call (bejegyzes). */
export function withoutServerKeys(company: CompanyBody) {
  const { id: _id, modifiedAt: _modifiedAt, bejegyzes: _registration, ...data } = company;
  return data;
}
