import { upgradeActivities } from '@cegdok/engine';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/records.ts';
import type { Db } from '../../db/open-database.ts';

type StoredActivities = { fotevekenyseg?: string; egyebTevekenysegek?: string[] };

/**
 * Companies saved with the old TEÁOR picker hold `6210 - Számítógépes programozás` (no dot) or a TEÁOR'08 class.
 * At start each such activity is rewritten in the form the picker stores now where that form is certain; a
 * TEÁOR'08 class with several successors is kept for the lawyer to choose (the activity check lists them).
 * Answers how many companies changed.
 */
export function upgradeStoredActivities(db: Db): number {
  let changed = 0;
  for (const row of db.select({ id: companies.id, data: companies.data }).from(companies).all()) {
    const stored = row.data as StoredActivities;
    const upgraded = upgradeActivities(stored);
    if (upgraded === stored) continue;
    db.update(companies).set({ data: upgraded }).where(eq(companies.id, row.id)).run();
    changed += 1;
  }
  return changed;
}
