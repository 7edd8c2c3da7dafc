import { describe, expect, it } from 'vitest';
import { formatDate, formatDateNumeric } from './format-date.ts';

describe('formatDate', () => {
  it.each([
    ['2026-11-22', '2026. november 22.'],
    ['2026-01-01', '2026. január 1.'],
    ['2025-02-28', '2025. február 28.'],
    ['2024-02-29', '2024. február 29.'],
    ['2000-02-29', '2000. február 29.'],
    ['2026-03-09', '2026. március 9.'],
    ['2026-04-30', '2026. április 30.'],
    ['2026-05-15', '2026. május 15.'],
    ['2026-06-06', '2026. június 6.'],
    ['2026-07-07', '2026. július 7.'],
    ['2026-08-20', '2026. augusztus 20.'],
    ['2026-09-10', '2026. szeptember 10.'],
    ['2026-10-23', '2026. október 23.'],
    ['2026-12-31', '2026. december 31.'],
  ])('%s → %s', (iso, expected) => {
    expect(formatDate(iso)).toBe(expected);
  });
});

describe('formatDateNumeric', () => {
  it.each([
    ['2026-11-22', '2026. 11. 22.'],
    ['2026-01-05', '2026. 01. 05.'],
  ])('%s → %s', (iso, expected) => {
    expect(formatDateNumeric(iso)).toBe(expected);
  });
});

describe('invalid dates', () => {
  it.each([
    '',
    '2026-11-31',
    '2026-02-29',
    '1900-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-11-00',
    '2026-4-5',
    '22.11.2026',
    '2026-11-22T10:00:00Z',
    ' 2026-11-22',
  ])('rejects "%s" in both forms', (iso) => {
    expect(() => formatDate(iso)).toThrow(/invalid ISO date/);
    expect(() => formatDateNumeric(iso)).toThrow(/invalid ISO date/);
  });
});
