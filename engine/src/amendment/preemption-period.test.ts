import { describe, expect, it } from 'vitest';
import { preemptionLastDay, preemptionPeriodEnded } from './preemption-period.ts';

describe('the members’ fifteen days on a pre-emption offer (Ptk. 3:167. § (5), 8:3. §; decision 113)', () => {
  it('ends on the fifteenth day after the communication, which a contract must follow', () => {
    // 2 November 2026 (Monday) + 15 = 17 November (Tuesday)
    expect(preemptionLastDay('2026-11-02')).toBe('2026-11-17');
    expect(preemptionPeriodEnded('2026-11-02', '2026-11-17')).toBe(false);
    expect(preemptionPeriodEnded('2026-11-02', '2026-11-18')).toBe(true);
  });

  it('moves a last day on a non-working day to the next working day (8:3. § (3))', () => {
    // 30 October 2026 + 15 = 14 November, a Saturday: the period runs to Monday 16 November
    expect(preemptionLastDay('2026-10-30')).toBe('2026-11-16');
    expect(preemptionPeriodEnded('2026-10-30', '2026-11-16')).toBe(false);
    expect(preemptionPeriodEnded('2026-10-30', '2026-11-17')).toBe(true);
  });

  it('has not run when the offer’s day is not given', () => {
    expect(preemptionPeriodEnded(undefined, '2027-01-01')).toBe(false);
  });
});
