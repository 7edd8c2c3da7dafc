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
});
