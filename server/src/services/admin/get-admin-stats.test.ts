import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/create-test-app.ts';
import { users } from '../../db/schema/accounts.ts';
import { getAdminStats, SERIES_DAYS } from './get-admin-stats.ts';

const t = createTestApp();

function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

describe('the admin per-day series', () => {
  // Summer time ends on 25 October 2026 (a 25-hour day) and starts on 29 March 2026 (23 hours).
  const cases = [
    ['2026-11-19T22:30:00Z', '2026-10-21', '2026-11-19'],
    ['2026-11-19T23:30:00Z', '2026-10-22', '2026-11-20'],
    ['2026-04-10T21:30:00Z', '2026-03-12', '2026-04-10'],
    ['2026-04-10T22:30:00Z', '2026-03-13', '2026-04-11'],
  ] as const;
  for (const [now, first, last] of cases)
    it(`has 30 consecutive Budapest days across a clock change, ${first} … ${last} at ${now}`, () => {
      const { userRegisterSeries, documentGenerationsSeries } = getAdminStats(t.db, new Date(now));
      for (const series of [userRegisterSeries, documentGenerationsSeries]) {
        const days = Object.keys(series);
        expect(days).toHaveLength(SERIES_DAYS);
        expect(days[0]).toBe(first);
        expect(days.at(-1)).toBe(last);
        for (let index = 1; index < days.length; index += 1) expect(days[index]).toBe(dayAfter(days[index - 1]!));
      }
    });

  it('counts an instant on its Budapest day on both sides of the change', () => {
    const base = { passwordHash: 'x', role: 'user' as const };
    t.db
      .insert(users)
      .values([
        // 00:30 summer time on 25 October (22:30 UTC the day before).
        { ...base, name: 'Nyári', email: 'nyari@example.hu', createdAt: new Date('2026-10-24T22:30:00Z') },
        // 23:30 winter time on 25 October.
        { ...base, name: 'Téli', email: 'teli@example.hu', createdAt: new Date('2026-10-25T22:30:00Z') },
      ])
      .run();
    const { userRegisterSeries } = getAdminStats(t.db, new Date('2026-11-19T22:30:00Z'));
    expect(userRegisterSeries['2026-10-24']).toBe(0);
    expect(userRegisterSeries['2026-10-25']).toBe(2);
    expect(userRegisterSeries['2026-10-26']).toBe(0);
  });
});
