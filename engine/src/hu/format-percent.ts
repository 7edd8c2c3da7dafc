import { formatNumber } from './format-money.ts';

/**
 * `33.333` → `33,33%`, `50` → `50%`, `12.5` → `12,5%`: rounded to `maxDecimals` (half away from zero), decimal
 * comma, no trailing zeros, no space before `%` (legal brief 1.5). Suffixes are the template's business (`50%-át`).
 */
export function formatPercent(value: number, maxDecimals = 2): string {
  return `${formatNumber(value, maxDecimals)}%`;
}

/**
 * The most decimals a percentage the user enters may have (a deviating business share or dividend ratio, the quorum):
 * the schema refuses more, and the documents print such a figure with all of its decimals, exactly as entered
 * (`66,667%`, decision 037). A ten-thousandth of a percent is a millionth of the whole.
 */
export const MAX_PERCENT_DECIMALS = 4;

/**
 * A percentage has at most {@link MAX_PERCENT_DECIMALS} decimals: the documents print it exactly as entered, all its
 * decimals, so a figure they could not print exactly is refused rather than rounded (decision 037).
 */
export function hasPercentDecimals(value: number): boolean {
  const scaled = value * 10 ** MAX_PERCENT_DECIMALS;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
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

/**
 * Whether `part` as a percentage of `whole` has more than two decimals, so that a two-decimal figure of it is rounded:
 * 1 of 3 → `true` (33,33…%), 1 of 2 → `false` (50%). Decided on the exact ratio, never on a printed figure: whole
 * numbers (forints, votes) exactly, other values (percentages summed or entered with decimals) to a millionth of a
 * percent. A zero whole gives `false` (nothing is printed rounded).
 */
export function isRoundedRatio(part: number, whole: number): boolean {
  if (whole === 0) return false;
  if (Number.isSafeInteger(part) && Number.isSafeInteger(whole)) return (BigInt(part) * 10_000n) % BigInt(whole) !== 0n;
  const hundredths = (part / whole) * 10_000;
  return Math.abs(hundredths - Math.round(hundredths)) > 1e-4;
}

/**
 * A percentage as the documents print it: a rounded one with both decimals and the mark, `33,33% (kerekítve)`; an
 * exact one as it is, `50%`, an entered one with all its decimals, `66,667%` (at most {@link MAX_PERCENT_DECIMALS}).
 * Whether it is rounded comes from the exact value (`isRoundedRatio`, or the model's flag); a ratio that is not
 * rounded is within a millionth of a percent of its two-decimal figure, so the extra decimals never show for it.
 */
export function formatMarkedPercent(value: number, isRounded: boolean): string {
  return isRounded ? `${formatRoundedPercent(value)} (kerekítve)` : formatPercent(value, MAX_PERCENT_DECIMALS);
}

/**
 * The same before a case suffix the text adds (`-át`, `-ával`): the mark stands before the number, since
 * `33,33% (kerekítve)-át` is no Hungarian: `kerekítve 33,33%` (→ `a törzstőke kerekítve 33,33%-át`); an exact one `50%`, an entered one `66,667%`.
 */
export function formatMarkedPercentBeforeSuffix(value: number, isRounded: boolean): string {
  return isRounded ? `kerekítve ${formatRoundedPercent(value)}` : formatPercent(value, MAX_PERCENT_DECIMALS);
}
