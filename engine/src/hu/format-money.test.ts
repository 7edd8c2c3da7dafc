import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyWithWords, formatNumber } from './format-money.ts';

/** Writes U+00A0 as `_` so the expectations stay readable. */
const nbsp = (text: string) => text.replaceAll('_', '\u00a0');

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1000'],
    [2500, '2500'],
    [9999, '9999'],
    [10_000, '10_000'],
    [100_000, '100_000'],
    [250_000, '250_000'],
    [3_000_000, '3_000_000'],
    [12_345_678, '12_345_678'],
    [1_234_567_890, '1_234_567_890'],
    [-2500, '-2500'],
    [-3_000_000, '-3_000_000'],
    [12.5, '12,5'],
    [1.005, '1,01'],
    [33.333, '33,33'],
    [12_345.678, '12_345,68'],
    [9999.999, '10_000'],
    [-0.001, '0'],
    [0.00000015, '0'],
  ])('%d → %s', (value, expected) => {
    expect(formatNumber(value)).toBe(nbsp(expected));
  });

  it.each([
    [1.5, 0, '2'],
    [0.00000015, 7, '0,0000002'],
    [1e21, 0, '1_000_000_000_000_000_000_000'],
  ])('%d with %i decimals → %s', (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(nbsp(expected));
  });

  it('writes whole numbers up to the largest safe integer digit for digit, and -0 as 0', () => {
    expect(formatNumber(Number.MAX_SAFE_INTEGER)).toBe(nbsp('9_007_199_254_740_991'));
    expect(formatNumber(-Number.MAX_SAFE_INTEGER, 0)).toBe(nbsp('-9_007_199_254_740_991'));
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(-2500, 7)).toBe('-2500');
  });

  it('separates the groups with U+00A0, never a plain space', () => {
    expect(formatNumber(3_000_000)).toBe('3\u00a0000\u00a0000');
  });

  it.each([
    [Number.NaN, 2],
    [Number.POSITIVE_INFINITY, 2],
    [1, -1],
    [1, 1.5],
  ])('rejects %d with %d decimals', (value, decimals) => {
    expect(() => formatNumber(value, decimals)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each([
    [0, '0_Ft'],
    [2500, '2500_Ft'],
    [100_000, '100_000_Ft'],
    [3_000_000, '3_000_000_Ft'],
    [-5000, '-5000_Ft'],
  ])('%i → %s', (value, expected) => {
    expect(formatMoney(value)).toBe(nbsp(expected));
  });

  it('rejects fractions of a forint', () => {
    expect(() => formatMoney(1.5)).toThrow(RangeError);
  });

  it.each([
    [3000, '3_000_Ft'],
    [-5000, '-5_000_Ft'],
    [900, '900_Ft'],
    [15_000, '15_000_Ft'],
  ])('%i among longer amounts → %s', (value, expected) => {
    expect(formatMoney(value, true)).toBe(nbsp(expected));
  });
});

describe('formatMoneyWithWords', () => {
  it.each([
    [3_000_000, '3_000_000_Ft, azaz hárommillió forint'],
    [3_000_500, '3_000_500_Ft, azaz hárommillió-ötszáz forint'],
    [1500, '1500_Ft, azaz ezerötszáz forint'],
    [100_000, '100_000_Ft, azaz százezer forint'],
    [22, '22_Ft, azaz huszonkét forint'],
    [2002, '2002_Ft, azaz kétezer-két forint'],
    [0, '0_Ft, azaz nulla forint'],
  ])('%i → %s', (value, expected) => {
    expect(formatMoneyWithWords(value)).toBe(nbsp(expected));
  });

  it('writes egyszáz/egyezer when asked to', () => {
    expect(formatMoneyWithWords(100_000, { explicitOne: true })).toBe(nbsp('100_000_Ft, azaz egyszázezer forint'));
  });

  it.each([-1, 2.5, 1_000_000_000_000])('rejects %d', (value) => {
    expect(() => formatMoneyWithWords(value)).toThrow(RangeError);
  });
});
