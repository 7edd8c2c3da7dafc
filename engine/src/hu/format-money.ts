import { numberToWords, type NumberToWordsOptions } from './number-to-words.ts';

/** U+00A0: digit groups and the currency stay on one line. */
const NBSP = '\u00a0';

/** `123.45` → digits `12345` with the decimal point after 3; the exponent form of tiny or huge numbers resolved. */
function toDecimalDigits(absolute: number): { digits: string; point: number } {
  const [mantissa = '', exponent = '0'] = String(absolute).split('e');
  const [integerPart = '', fractionPart = ''] = mantissa.split('.');
  const digits = integerPart + fractionPart;
  const point = integerPart.length + Number(exponent);
  if (point <= 0) return { digits: '0'.repeat(1 - point) + digits, point: 1 };
  return { digits: digits.padEnd(point, '0'), point };
}

/** Rounds half away from zero on the shortest decimal form (so `1.005` → `1.01`, unlike `toFixed`). */
function roundDecimal(absolute: number, maxDecimals: number): { integer: string; fraction: string } {
  const { digits, point } = toDecimalDigits(absolute);
  const kept = digits.slice(0, point + maxDecimals).padEnd(point + maxDecimals, '0');
  const roundsUp = (digits[point + maxDecimals] ?? '0') >= '5';
  const rounded = (BigInt(kept) + (roundsUp ? 1n : 0n)).toString().padStart(point + maxDecimals, '0');
  const integerEnd = rounded.length - maxDecimals;
  return {
    integer: rounded.slice(0, integerEnd).replace(/^0+(?=\d)/, ''),
    fraction: rounded.slice(integerEnd).replace(/0+$/, ''),
  };
}

/**
 * `3000000` → `3 000 000`: groups of three digits from the right separated by U+00A0 (AkH.). House style: a number
 * of four digits gets no separator (`2500`), as AkH. writes it outside columns of longer numbers; from five digits
 * on every group is separated (`10 000`). A fraction is rounded to `maxDecimals` (half away from zero), written with
 * a decimal comma and without trailing zeros (`12,5`); its digits are not grouped. Negative numbers get a leading
 * hyphen-minus (`-2500`).
 */
export function formatNumber(value: number, maxDecimals = 2): string {
  if (!Number.isFinite(value)) throw new RangeError(`formatNumber: expected a finite number, got ${value}`);
  if (!Number.isInteger(maxDecimals) || maxDecimals < 0 || maxDecimals > 20) {
    throw new RangeError(`formatNumber: maxDecimals must be an integer from 0 to 20, got ${maxDecimals}`);
  }
  // whole numbers (every amount and share) have nothing to round: their shortest form is their digits
  const { integer, fraction } = Number.isSafeInteger(value)
    ? { integer: String(Math.abs(value)), fraction: '' }
    : roundDecimal(Math.abs(value), maxDecimals);
  const grouped = integer.length <= 4 ? integer : integer.replace(/\B(?=(\d{3})+$)/g, NBSP);
  const isZero = integer === '0' && fraction === '';
  return `${value < 0 && !isZero ? '-' : ''}${grouped}${fraction === '' ? '' : `,${fraction}`}`;
}

function assertWholeForints(value: number, caller: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${caller}: expected whole forints, got ${value}`);
}

/**
 * `3000000` → `3 000 000 Ft` (U+00A0 inside the number and before `Ft`; `Ft` takes no full stop). Whole forints only.
 * `amongLonger`: the amount stands in a list of longer ones, so four digits are grouped too (`3 000 Ft` next to
 * `15 000 Ft`), as AkH. groups them in such company.
 */
export function formatMoney(value: number, amongLonger = false): string {
  assertWholeForints(value, 'formatMoney');
  const digits = formatNumber(value);
  const grouped = amongLonger && /^-?\d{4}$/.test(digits) ? `${digits.slice(0, -3)}${NBSP}${digits.slice(-3)}` : digits;
  return `${grouped}${NBSP}Ft`;
}

/**
 * `3000000` → `3 000 000 Ft, azaz hárommillió forint`. The words use `két` before `forint` (`huszonkét forint`), the
 * attributive form (legal brief 1.5, uncertainty 11); `explicitOne` gives `egyezer`/`egyszáz` as banks write them.
 * Amounts from 0 to 999 999 999 999 Ft.
 */
export function formatMoneyWithWords(value: number, options: Pick<NumberToWordsOptions, 'explicitOne'> = {}): string {
  assertWholeForints(value, 'formatMoneyWithWords');
  return `${formatMoney(value)}, azaz ${numberToWords(value, { ...options, beforeNoun: true })} forint`;
}
