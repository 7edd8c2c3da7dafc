/** The largest number {@link numberToWords} spells: 999 999 999 999 (scales up to milliárd). */
export const MAX_NUMBER_IN_WORDS = 999_999_999_999;

export type NumberToWordsOptions = {
  /**
   * Write `egyszáz` and `egyezer` instead of AkH.'s `száz` and `ezer`, as banks sometimes do against tampering
   * (legal brief 1.5). Default false.
   */
  explicitOne?: boolean;
  /**
   * The numeral stands before a noun (`… forint`), so a final 2 is `két` (`huszonkét forint`) rather than the
   * stand-alone `kettő`. Default false.
   */
  beforeNoun?: boolean;
};

const UNITS = ['', 'egy', 'két', 'három', 'négy', 'öt', 'hat', 'hét', 'nyolc', 'kilenc'] as const;
/** Tens standing alone (`20` → `húsz`). */
const TENS = ['', 'tíz', 'húsz', 'harminc', 'negyven', 'ötven', 'hatvan', 'hetven', 'nyolcvan', 'kilencven'] as const;
/** Tens followed by a unit (`21` → `huszonegy`). */
const TENS_WITH_UNIT = [
  '',
  'tizen',
  'huszon',
  'harminc',
  'negyven',
  'ötven',
  'hatvan',
  'hetven',
  'nyolcvan',
  'kilencven',
] as const;
/** Scales of the three-digit groups, from the right. */
const SCALES = ['', 'ezer', 'millió', 'milliárd'] as const;

/** 1 … 999 in words; `isEnd` marks the very end of the numeral, where 2 is `kettő`. */
function spellGroup(group: number, isEnd: boolean, options: NumberToWordsOptions): string {
  const hundreds = Math.floor(group / 100);
  const tens = Math.floor(group / 10) % 10;
  const unit = group % 10;
  const hundredsWord = hundreds === 0 ? '' : `${hundreds === 1 && !options.explicitOne ? '' : UNITS[hundreds]}száz`;
  const unitWord = unit === 2 && isEnd && !options.beforeNoun ? 'kettő' : UNITS[unit];
  const tensWord = unit === 0 ? TENS[tens] : TENS_WITH_UNIT[tens];
  return `${hundredsWord}${tensWord}${unitWord}`;
}

/**
 * An integer 0 … 999 999 999 999 in Hungarian words by the AkH. cardinal-number rule (legal brief 1.5):
 * up to and including 2000 one word (`ezerkilencszázkilencvenkilenc`, `kétezer`); above 2000 round thousands,
 * millions and milliárds stay one word (`ötezer`, `hárommillió`), anything else is split into its non-zero
 * three-digit groups joined by hyphens (`kétezer-egy`, `hárommillió-ötszáz`). `ezer` and `száz` stand without
 * `egy` unless `explicitOne`; `egymillió` and `egymilliárd` always take it. Inside compounds 2 is `két`; at the very
 * end it is `kettő` unless `beforeNoun`.
 */
export function numberToWords(value: number, options: NumberToWordsOptions = {}): string {
  if (!Number.isInteger(value) || value < 0 || value > MAX_NUMBER_IN_WORDS) {
    throw new RangeError(`numberToWords: expected an integer from 0 to ${MAX_NUMBER_IN_WORDS}, got ${value}`);
  }
  if (value === 0) return 'nulla';
  const words: string[] = [];
  for (let scale = SCALES.length - 1; scale >= 0; scale -= 1) {
    const group = Math.floor(value / 1000 ** scale) % 1000;
    if (group === 0) continue;
    const isOneThousand = scale === 1 && group === 1 && !options.explicitOne;
    words.push(`${isOneThousand ? '' : spellGroup(group, scale === 0, options)}${SCALES[scale]}`);
  }
  return words.join(value <= 2000 || words.length === 1 ? '' : '-');
}
