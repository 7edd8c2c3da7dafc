import { gte, sql } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { documents } from '../../db/schema/documents.ts';
import { companies, persons } from '../../db/schema/records.ts';
import type { Db } from '../../db/open-database.ts';
import { budapestDate } from '../documents/budapest-date.ts';

const DAY = 24 * 60 * 60 * 1000;
export const SERIES_DAYS = 30;

/**
 * Every day of the last `SERIES_DAYS` (Budapest dates, oldest first) with the number of instants
 * on it. The days are counted back on the calendar from today's Budapest date, not in 24-hour
 * steps: a day of 23 or 25 hours (summer time starting or ending) would skip or repeat a date.
 */
function perDay(instants: Date[], now: Date): Record<string, number> {
  const series: Record<string, number> = {};
  const [year, month, day] = budapestDate(now).split('-').map(Number) as [number, number, number];
  for (let back = SERIES_DAYS - 1; back >= 0; back -= 1)
    series[new Date(Date.UTC(year, month - 1, day - back)).toISOString().slice(0, 10)] = 0;
  for (const instant of instants) {
    const day = budapestDate(instant);
    if (day in series) series[day] = (series[day] ?? 0) + 1;
  }
  return series;
}

/** The admin statistics: totals and the per-day series of generated documents and registrations. */
export function getAdminStats(db: Db, now: Date) {
  const count = (table: typeof users | typeof persons | typeof companies | typeof documents) =>
    db
      .select({ count: sql<number>`count(*)` })
      .from(table)
      .get()?.count ?? 0;
  const since = new Date(now.getTime() - (SERIES_DAYS + 1) * DAY);
  return {
    totalUserCount: count(users),
    totalSzemelyCount: count(persons),
    totalTarsasagCount: count(companies),
    totalDocumentCount: count(documents),
    documentGenerationsSeries: perDay(
      db
        .select({ at: documents.createdAt })
        .from(documents)
        .where(gte(documents.createdAt, since))
        .all()
        .map((row) => row.at),
      now,
    ),
    userRegisterSeries: perDay(
      db
        .select({ at: users.createdAt })
        .from(users)
        .where(gte(users.createdAt, since))
        .all()
        .map((row) => row.at),
      now,
    ),
  };
}
