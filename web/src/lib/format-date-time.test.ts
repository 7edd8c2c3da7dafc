import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time.ts';

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
