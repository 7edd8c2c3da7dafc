import { describe, expect, it } from 'vitest';
import { fullBusinessYearsClosed, transitionalBusinessYear } from './transitional-business-year.ts';

describe('transitionalBusinessYear', () => {
  it('closes the running year on its old day when the new day would come later, then runs short to the new day', () => {
    // calendar year → 30 June, effective 1 December 2026: 2026 closes as before, then January–June 2027
    expect(transitionalBusinessYear(undefined, '2027-06-30', '2026-12-01')).toEqual({
      from: '2027-01-01',
      to: '2027-06-30',
    });
    expect(transitionalBusinessYear('2020-12-31', '2027-06-30', '2026-12-31')).toEqual({
      from: '2027-01-01',
      to: '2027-06-30',
    });
  });

  it('ends the running year early on the new day when that comes before the old end', () => {
    // calendar year → 30 September, effective 1 March 2026: 1 January – 30 September 2026
    expect(transitionalBusinessYear(undefined, '2026-09-30', '2026-03-01')).toEqual({
      from: '2026-01-01',
      to: '2026-09-30',
    });
    // 30 June → calendar year, effective 15 August 2026: 1 July – 31 December 2026
    expect(transitionalBusinessYear('2021-06-30', '2026-12-31', '2026-08-15')).toEqual({
      from: '2026-07-01',
      to: '2026-12-31',
    });
    // effective on the new day itself: the year ends that day
    expect(transitionalBusinessYear(undefined, '2026-09-30', '2026-09-30')).toEqual({
      from: '2026-01-01',
      to: '2026-09-30',
    });
  });

  it('is always shorter than twelve months and starts the day after a balance-sheet day', () => {
    const days = ['2026-01-31', '2026-03-31', '2026-06-30', '2026-09-30', '2026-12-31', '2026-02-28'];
    for (const before of days)
      for (const after of days)
        for (const effective of ['2026-01-01', '2026-02-28', '2026-07-15', '2026-12-31', '2028-02-29']) {
          const year = transitionalBusinessYear(before, after, effective);
          if (before === after) {
            expect(year).toBeNull();
            continue;
          }
          const from = Date.parse(year!.from);
          const to = Date.parse(year!.to);
          expect(to, `${before} → ${after} on ${effective}`).toBeGreaterThanOrEqual(Date.parse(effective));
          expect(from, `${before} → ${after} on ${effective}`).toBeLessThan(to);
          const oneYearOn = new Date(from);
          oneYearOn.setUTCFullYear(oneYearOn.getUTCFullYear() + 1);
          expect(to, `${before} → ${after} on ${effective}`).toBeLessThan(oneYearOn.getTime() - 86_400_000);
        }
  });

  it('reads February 28 and 29 as the last day of February, in leap years too', () => {
    expect(transitionalBusinessYear('2021-02-28', '2028-02-29', '2027-05-01')).toBeNull();
    expect(transitionalBusinessYear(undefined, '2027-02-28', '2027-12-01')).toEqual({
      from: '2028-01-01',
      to: '2028-02-29',
    });
    // end of February → calendar year, effective 10 January 2028: the running year ends on 29 February 2028
    expect(transitionalBusinessYear('2021-02-28', undefined, '2028-01-10')).toEqual({
      from: '2028-03-01',
      to: '2028-12-31',
    });
  });
});

describe('fullBusinessYearsClosed (Szt. 11. § (3))', () => {
  it('counts the twelve-month years begun on or after the start and ended before the decision', () => {
    // registered 20 December 2023, calendar year: 2024 and 2025 are full and closed on 21 December 2026
    expect(fullBusinessYearsClosed(undefined, '2023-12-20', '2026-12-21')).toBe(2);
    // a year beginning on the start day itself is full
    expect(fullBusinessYearsClosed(undefined, '2024-01-01', '2026-12-21')).toBe(2);
    expect(fullBusinessYearsClosed(undefined, '2024-01-01', '2027-01-01')).toBe(3);
    // a year ending on the decision's day has no report yet
    expect(fullBusinessYearsClosed(undefined, '2024-01-01', '2026-12-31')).toBe(2);
    // 30 June: after a change taking effect 1 July 2023, July 2023 – June 2026 are three full years
    expect(fullBusinessYearsClosed('2023-06-30', '2023-07-01', '2026-07-01')).toBe(3);
    // the end of February, whatever the year
    expect(fullBusinessYearsClosed('2021-02-28', '2023-03-01', '2026-03-01')).toBe(3);
  });
});
