import { numberToWords } from './number-to-words.ts';

/** Opening quotes, brackets and spaces that are not pronounced. */
const UNSPOKEN_START = /^[\s"'„“”‘’‚«»‹›([{<]+/u;
/** A leading number: digits, optionally in groups of three separated by a space, U+00A0, U+202F or a full stop. */
const LEADING_NUMBER = /^\d+(?:[ \u00a0\u202f.]\d{3}(?!\d))*/u;
/** Base letters of the Hungarian vowels; accents are removed first (á é í ó ö ő ú ü ű → a e i o o o u u u). */
const VOWEL = /^[aeiou]/i;
/**
 * A `y` before a consonant is read as the vowel `i` (`Ybl` ibl, `Yves` iv); before a vowel it is the consonant `j`
 * (`Yamaha` jamaha, `York` jork).
 */
const Y_READ_AS_VOWEL = /^y(?![aeiou])\p{L}/iu;
/**
 * A leading run of capital consonants ended by no letter (a digit, hyphen, space, `&`, full stop or the end): an
 * abbreviation that has no vowel to be read as a word (`SZTK`, `RTL`, `F1`, `X-Med`, `K&H`). `L'Oréal` is no such run.
 */
const SPELLED_ABBREVIATION = /^[BCDFGHJKLMNPQRSTVWXYZ]+(?![\p{L}'’])/u;
/** Consonants whose Hungarian letter name opens with a vowel: ef, el, em, en, er, es (esz), iksz, ipszilon. */
const LETTER_NAME_WITH_VOWEL = /^[FLMNRSXY]/;
/**
 * A single letter closed by `)` or `.`: a list item or point (`f) pont`, `l)`) or a name's initial (`F. Nagy Anna`),
 * read as the letter's name, in either case.
 */
const LETTER_LABEL = /^\p{L}(?=[).])/u;

/**
 * How a leading number is read aloud: `1 000 000` → `egymillió`. An ordinal reads like its cardinal at the start
 * (`1.` első / egy, `5.` ötödik / öt, `1000.` ezredik / ezer), so the cardinal decides. A leading zero reads `nulla`.
 * Beyond the range of {@link numberToWords} the leading three-digit group is what is read first.
 */
function spellLeadingNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits.startsWith('0')) return 'nulla';
  const leading = digits.length > 12 ? digits.slice(0, ((digits.length - 1) % 3) + 1) : digits;
  return numberToWords(Number(leading));
}

/**
 * The definite article before a word or a number as pronounced (legal brief 1.4): `az` before a vowel sound, `a`
 * before a consonant. Opening quotes and brackets are skipped (`„Alfa” Kft.` → `az`); a leading number is read in
 * words (`az 1.`, `az 5.`, `a 2.`, `a 10.`, `az 1000`, `az 1 000 000`); a leading sign or symbol counts as a consonant sound
 * (`-5` mínusz, `§` paragrafus → `a`). A capital abbreviation without a vowel cannot be read as a word and is read
 * letter by letter (Ctv. 3. § (2) allows it as the distinctive word): its first letter's name decides (`az SZTK`
 * esz-té-ká, `az RTL`, `az F1`, `az X-Med`, but `a BMW` bé, `a H2O` há), and so is a single letter closed by `)` or
 * `.`, a point of a list or an initial (`az f) pont` ef, `az l)`, `az S. Tóth`, `a b) pont`, `az a)`). A capital abbreviation with a vowel is taken as a
 * word (`a MÁV`, `a NATO`; `MTVA`, em-té-vé-á, would need `az`). A word opening with `y` before a consonant opens with
 * the sound `i` (`az Ybl`, `az Yves`); before a vowel with `j` (`a Yamaha`).
 */
export function article(word: string): 'a' | 'az' {
  const spoken = word.replace(UNSPOKEN_START, '');
  if (spoken === '') throw new Error(`article: nothing to pronounce in "${word}"`);
  const number = LEADING_NUMBER.exec(spoken);
  if (!number && LETTER_LABEL.test(spoken))
    return VOWEL.test(spoken.normalize('NFD')) || LETTER_NAME_WITH_VOWEL.test(spoken.toUpperCase()) ? 'az' : 'a';
  if (!number && SPELLED_ABBREVIATION.test(spoken)) return LETTER_NAME_WITH_VOWEL.test(spoken) ? 'az' : 'a';
  const start = number ? spellLeadingNumber(number[0]) : spoken;
  const bare = start.normalize('NFD');
  return VOWEL.test(bare) || Y_READ_AS_VOWEL.test(bare) ? 'az' : 'a';
}

/** `Alfa Kft.` → `az Alfa Kft.`, `Béta` → `a Béta`; with `capital` (sentence start) → `Az Alfa Kft.`, `A Béta`. */
export function withArticle(word: string, capital = false): string {
  const chosen = article(word);
  return `${capital ? chosen.replace('a', 'A') : chosen} ${word}`;
}
