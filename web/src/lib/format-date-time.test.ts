import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDate, formatDateTime } from './format-date-time.ts';

describe('formatDateTime', () => {
  it('shows summer time in Budapest as UTC+2', () => {
    expect(formatDateTime('2026-07-01T08:05:00Z')).toBe('2026. 07. 01. 10:05');
  });

  it('shows winter time in Budapest as UTC+1', () => {
    expect(formatDateTime('2026-01-15T23:30:00Z')).toBe('2026. 01. 16. 00:30');
  });

  it('answers an empty text for an invalid date', () => {
    expect(formatDateTime('nem dátum')).toBe('');
  });
});

describe('formatDate', () => {
  it('shows the Budapest day of the beta end (the end of that day, 22:59 UTC in winter)', () => {
    expect(formatDate('2026-12-31T22:59:59.999Z')).toBe('2026. 12. 31.');
    expect(formatDate(new Date('2026-07-31T21:59:59.999Z'))).toBe('2026. 07. 31.');
  });

  it('answers an empty text for an invalid date', () => {
    expect(formatDate('2026-13-45')).toBe('');
  });
});

describe('formatCalendarDay', () => {
  it('names a calendar day in Hungarian order, whatever the time zone, a time after it ignored', () => {
    expect(formatCalendarDay('2026-11-10')).toBe('2026. november 10.');
    expect(formatCalendarDay('2027-01-01 23:30:00')).toBe('2027. január 1.');
    expect(formatCalendarDay('nincs')).toBe('');
  });
});
