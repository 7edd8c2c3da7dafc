import { describe, expect, it } from 'vitest';
import {
  formatMarkedPercent,
  formatMarkedPercentBeforeSuffix,
  formatPercent,
  formatRoundedPercent,
  isRoundedRatio,
} from './format-percent.ts';

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

describe('isRoundedRatio', () => {
  it.each([
    [1, 3, true],
    [2, 3, true],
    [1, 2, false],
    [1, 8, false],
    [1, 16, false],
    [1, 32, true],
    [3, 3, false],
    [0, 3, false],
    [1, 0, false],
    [2_249_999, 3_000_000, true],
    [1_000_000_000_001, 2_000_000_000_000, true],
    [66.667, 100, true],
    [62.5, 100, false],
    [100 / 3 + 100 / 3 + 100 / 3, 100, false],
    [0.1 + 0.2, 100, false],
  ])('%d of %d → %s', (part, whole, expected) => {
    expect(isRoundedRatio(part, whole)).toBe(expected);
  });
});

describe('formatMarkedPercent', () => {
  it('marks a rounded percentage and prints both decimals; an exact one as it is', () => {
    expect(formatMarkedPercent(100 / 3, true)).toBe('33,33% (kerekítve)');
    expect(formatMarkedPercent(16.6, true)).toBe('16,60% (kerekítve)');
    expect(formatMarkedPercent(50, false)).toBe('50%');
  });

  it('prints an exact figure with all its decimals, at most four: an entered ratio as entered (decision 037)', () => {
    expect(formatMarkedPercent(66.667, false)).toBe('66,667%');
    expect(formatMarkedPercent(33.3333, false)).toBe('33,3333%');
    expect(`${formatMarkedPercentBeforeSuffix(66.6667, false)}-át`).toBe('66,6667%-át');
    // a sum that is not rounded (within a millionth of a percent of two decimals) shows no floating-point noise
    expect(formatMarkedPercent(0.1 + 0.2, false)).toBe('0,3%');
  });

  it('before a case suffix, puts the mark in front of the number', () => {
    expect(`${formatMarkedPercentBeforeSuffix(200 / 3, true)}-át`).toBe('kerekítve 66,67%-át');
    expect(`${formatMarkedPercentBeforeSuffix(12.5, false)}-át`).toBe('12,5%-át');
  });
});
