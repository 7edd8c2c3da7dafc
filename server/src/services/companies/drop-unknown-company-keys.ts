import { companySchema, parseLenient } from '@cegdok/engine';
import { eq } from 'drizzle-orm';
import { companies, companyVersions } from '../../db/schema/records.ts';
import type { Db } from '../../db/open-database.ts';

/** The company data without the keys the schema no longer knows, or null when it has none (or does not read). */
function withoutUnknownKeys(data: unknown): Record<string, unknown> | null {
  const lenient = parseLenient(companySchema, data);
  if (!lenient.ok || lenient.dropped.length === 0) return null;
  const { id: _id, modifiedAt: _modifiedAt, ...known } = lenient.value;
  return known;
}

/**
 * Companies saved before the schema became strict, or before one of their fields was removed, hold keys the
 * schema no longer knows. The web app sends a listed company back as it got it, and a strict save would refuse it;
 * an amendment reads its registered base (`company_versions.state`) with the strict schema as `korabbi`, and would
 * be refused naming the old key. So at start such keys are dropped from the stored companies and from the states of
 * their versions (every other value is kept as stored). Answers how many rows changed.
 */
export function dropUnknownCompanyKeys(db: Db): number {
  let changed = 0;
  for (const row of db.select({ id: companies.id, data: companies.data }).from(companies).all()) {
    const data = withoutUnknownKeys(row.data);
    if (!data) continue;
    db.update(companies).set({ data }).where(eq(companies.id, row.id)).run();
    changed += 1;
  }
  for (const row of db.select({ id: companyVersions.id, state: companyVersions.state }).from(companyVersions).all()) {
    const state = withoutUnknownKeys(row.state);
    if (!state) continue;
    db.update(companyVersions).set({ state }).where(eq(companyVersions.id, row.id)).run();
    changed += 1;
  }
  return changed;
}
