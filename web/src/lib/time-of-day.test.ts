import { describe, expect, it } from 'vitest';
import { normaliseTimeOfDay } from './time-of-day.ts';

describe('normaliseTimeOfDay', () => {
  it('writes a readable time as 24-hour HH:MM, however it was typed', () => {
    expect(normaliseTimeOfDay('09:30')).toBe('09:30');
    expect(normaliseTimeOfDay('9:30')).toBe('09:30');
    expect(normaliseTimeOfDay(' 9.30 ')).toBe('09:30');
    expect(normaliseTimeOfDay('930')).toBe('09:30');
    expect(normaliseTimeOfDay('1430')).toBe('14:30');
    expect(normaliseTimeOfDay('14 30')).toBe('14:30');
    expect(normaliseTimeOfDay('9')).toBe('09:00');
    expect(normaliseTimeOfDay('0:05')).toBe('00:05');
    expect(normaliseTimeOfDay('23:59')).toBe('23:59');
  });

  it('keeps an empty time empty (the minutes then leave it out)', () => {
    expect(normaliseTimeOfDay('')).toBe('');
    expect(normaliseTimeOfDay('   ')).toBe('');
  });

  it('refuses what is not a time of day: AM/PM, seconds, an hour past 23, a minute past 59, letters', () => {
    for (const typed of [
      '7:45 PM',
      '7:45 de.',
      '10:00:00',
      '24:00',
      '25:00',
      '12:60',
      '9:5',
      '12345',
      'tíz óra',
      ':30',
    ])
      expect(normaliseTimeOfDay(typed), typed).toBeNull();
  });
});
