import { describe, expect, it } from 'vitest';
import { deriveBusinessYear } from './derive-business-year.ts';

describe('deriveBusinessYear', () => {
  it('is the calendar year without a balance-sheet day or on 31 December', () => {
    expect(deriveBusinessYear(undefined).isCalendarYear).toBe(true);
    expect(deriveBusinessYear('2026-12-31').isCalendarYear).toBe(true);
  });

  it('runs from the day after the balance-sheet day', () => {
    expect(deriveBusinessYear('2026-06-30')).toEqual({
      isCalendarYear: false,
      firstDay: 'július 1.',
      lastDay: 'június 30.',
    });
    expect(deriveBusinessYear('2026-03-31').firstDay).toBe('április 1.');
  });

  it('treats the end of February as its last day', () => {
    expect(deriveBusinessYear('2028-02-29')).toEqual({
      isCalendarYear: false,
      firstDay: 'március 1.',
      lastDay: 'február utolsó napja',
    });
  });
});
