import { companySchema, parseLenient } from '@cegdok/engine';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/records.ts';
import type { Db } from '../../db/open-database.ts';

/**
 * Companies saved before the schema became strict, or before one of their fields was removed, hold keys the
 * schema no longer knows. The web app sends a listed company back as it got it, and a strict save would refuse it,
 * so at start such keys are dropped from the stored data (every other value is kept as stored). Answers how many
 * companies changed.
 */
export function dropUnknownCompanyKeys(db: Db): number {
  let changed = 0;
  for (const row of db.select({ id: companies.id, data: companies.data }).from(companies).all()) {
    const lenient = parseLenient(companySchema, row.data);
    if (!lenient.ok || lenient.dropped.length === 0) continue;
    const { id: _id, modifiedAt: _modifiedAt, ...data } = lenient.value;
    db.update(companies).set({ data }).where(eq(companies.id, row.id)).run();
    changed += 1;
  }
  return changed;
}
