import { describe, expect, it } from 'vitest';
import { endOfBudapestDay } from './end-of-budapest-day.ts';

describe('the end of a Budapest day', () => {
  it('is 23:59:59.999 local time in winter and in summer, also on the days the clocks change', () => {
    expect(
      [
        '2027-01-01',
        '2027-03-27',
        '2027-03-28', // summer time starts at 02:00
        '2027-03-31',
        '2026-07-31',
        '2026-10-24',
        '2026-10-25', // summer time ends at 03:00
        '2026-12-31',
      ].map((day) => endOfBudapestDay(day).toISOString()),
    ).toEqual([
      '2027-01-01T22:59:59.999Z',
      '2027-03-27T22:59:59.999Z',
      '2027-03-28T21:59:59.999Z',
      '2027-03-31T21:59:59.999Z',
      '2026-07-31T21:59:59.999Z',
      '2026-10-24T21:59:59.999Z',
      '2026-10-25T22:59:59.999Z',
      '2026-12-31T22:59:59.999Z',
    ]);
  });
});
