import { formatNumber } from './format-money.ts';

/**
 * `33.333` → `33,33%`, `50` → `50%`, `12.5` → `12,5%`: rounded to `maxDecimals` (half away from zero), decimal
 * comma, no trailing zeros, no space before `%` (legal brief 1.5). Suffixes are the template's business (`50%-át`).
 */
export function formatPercent(value: number, maxDecimals = 2): string {
  return `${formatNumber(value, maxDecimals)}%`;
}
