import { formatNumber } from './format-money.ts';

/**
 * `33.333` → `33,33%`, `50` → `50%`, `12.5` → `12,5%`: rounded to `maxDecimals` (half away from zero), decimal
 * comma, no trailing zeros, no space before `%` (legal brief 1.5). Suffixes are the template's business (`50%-át`).
 */
export function formatPercent(value: number, maxDecimals = 2): string {
  return `${formatNumber(value, maxDecimals)}%`;
}

/**
 * A percentage rounded to two decimals and printed with both of them: `16.6023` → `16,60%`, `12.0001` → `12,00%`.
 * The documents mark such a figure "(kerekítve)" and say it is rounded to two decimals, so `16,6%` would read as a
 * figure rounded to one.
 */
export function formatRoundedPercent(value: number): string {
  const [integer, fraction = ''] = formatNumber(value, 2).split(',');
  return `${integer},${fraction.padEnd(2, '0')}%`;
}
