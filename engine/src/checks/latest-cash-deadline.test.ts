import { describe, expect, it } from 'vitest';
import { latestCashDeadline } from './latest-cash-deadline.ts';

describe('latestCashDeadline (Ptk. 3:162. § (2))', () => {
  it('calendar year, registered during the year: accounts of the year after next, by 31 May, plus three months', () => {
    expect(latestCashDeadline('2026-12-01', undefined)).toBe('2029-08-31');
  });

  it('calendar year, registered on 1 January: that year is the first full one, a day later it is not', () => {
    expect(latestCashDeadline('2027-01-01', undefined)).toBe('2029-08-31');
    expect(latestCashDeadline('2027-01-02', undefined)).toBe('2030-08-31');
  });

  it('a business year ending on 30 June', () => {
    expect(latestCashDeadline('2026-12-14', '2027-06-30')).toBe('2030-02-28');
    expect(latestCashDeadline('2027-07-01', '2027-06-30')).toBe('2030-02-28');
    expect(latestCashDeadline('2027-07-02', '2027-06-30')).toBe('2031-02-28');
  });

  it('three months after the last day of a shorter month end on its day number, not at the month end (Ptk. 8:3. § (2))', () => {
    // business year to 30 September: accounts of the year to 30 September 2029 approved by 28 February 2030
    expect(latestCashDeadline('2026-12-14', '2027-09-30')).toBe('2030-05-28');
    // … by 29 February 2028 in a leap year
    expect(latestCashDeadline('2025-09-30', '2027-09-30')).toBe('2028-05-29');
    // to 30 November: approved by 30 April, so 30 July; to 30 April: approved by 30 September, so 30 December
    expect(latestCashDeadline('2026-12-14', '2027-11-30')).toBe('2030-07-30');
    expect(latestCashDeadline('2026-12-14', '2027-04-30')).toBe('2029-12-30');
  });
});
