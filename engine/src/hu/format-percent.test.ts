import { describe, expect, it } from 'vitest';
import { formatPercent, formatRoundedPercent } from './format-percent.ts';

describe('formatPercent', () => {
  it.each([
    [33.333, '33,33%'],
    [50, '50%'],
    [12.5, '12,5%'],
    [100, '100%'],
    [0, '0%'],
    [12.499, '12,5%'],
    [66.666_666_666_666_67, '66,67%'],
    [100 / 3, '33,33%'],
    [0.005, '0,01%'],
  ])('%d → %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });

  it.each([
    [33.333, 0, '33%'],
    [33.333, 1, '33,3%'],
    [12.5, 3, '12,5%'],
  ])('%d with at most %i decimals → %s', (value, decimals, expected) => {
    expect(formatPercent(value, decimals)).toBe(expected);
  });

  it('rejects a value that is not a number', () => {
    expect(() => formatPercent(Number.NaN)).toThrow(RangeError);
  });

  it.each([
    [16.6023, '16,60%'],
    [12.0001, '12,00%'],
    [100 / 3, '33,33%'],
    [33.335, '33,34%'],
    [0.004, '0,00%'],
  ])('%d rounded, with both decimals → %s', (value, expected) => {
    expect(formatRoundedPercent(value)).toBe(expected);
  });
});
