import { describe, expect, it } from 'vitest';
import { addMonths } from './add-months.ts';

describe('addMonths', () => {
  it('adds months and caps the day at the end of the month', () => {
    expect(addMonths('2026-11-22', 30)).toBe('2029-05-22');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
  });
});
