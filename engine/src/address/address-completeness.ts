import { withArticle } from '../hu/article.ts';
import { hungarianLower } from '../hu/hungarian-case.ts';
import { joinList } from '../hu/join-list.ts';

/** The parts a Hungarian address needs before it can be saved (issue 15, spec section 5). */
export type AddressPart = 'irányítószám' | 'település' | 'közterület neve' | 'közterület jellege' | 'házszám';

/** Public place types (KSH list, the common ones) and their usual abbreviations, lower case. */
const PLACE_TYPES = new Set([
  'utca',
  'u.',
  'út',
  'útja',
  'tér',
  'tere',
  'körút',
  'krt.',
  'sugárút',
  'sgt.',
  'köz',
  'sor',
  'sétány',
  'fasor',
  'rakpart',
  'rkp.',
  'park',
  'liget',
  'dűlő',
  'lakótelep',
  'ltp.',
  'lejtő',
  'lépcső',
  'határút',
  'átjáró',
  'part',
  'sziget',
  'udvar',
  'kert',
  'telep',
  'tanya',
  'major',
  'puszta',
  'domb',
  'hegy',
  'lejáró',
  'ösvény',
  'árok',
  'híd',
  'kapu',
  'körtér',
  'körönd',
  'mező',
  'pincesor',
  'sikátor',
  'zug',
  'tető',
  'völgy',
  'erdősor',
  'gát',
  'pihenő',
  'sétaút',
  'szer',
  'sánc',
  'sáv',
  'köz.',
  'dülő',
  'forduló',
  'kör',
  'stny.',
  'korzó',
  'lakópark',
  'kikötő',
  'utcája',
  'villasor',
  'üdülősor',
  'gyepsor',
  'mélyút',
  'dűlőút',
  'bástya',
  'állomás',
  'rét',
  'szél',
  'rész',
  'kertek',
]);
/**
 * The full type an abbreviation stands for, by the abbreviations of the KSH and Magyar Posta lists (`krt.`, `sgt.`,
 * `stny.`, `rkp.`, `ltp.`), with or without the dot. `u.` is utca only: út has no abbreviation in those lists and is
 * written out, and an utca and an út of the same name coexist, even in one district or town (the Posta street lists in
 * reference-data: Mária utca and Mária út in Budapest II., Thököly utca and Thököly út in XVI., Csabai utca and Csabai
 * út in Miskolc), so `Fő u.` never stands for `Fő út`. `dülő` is the old spelling of dűlő.
 */
const TYPE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  u: 'utca',
  krt: 'körút',
  sgt: 'sugárút',
  stny: 'sétány',
  rkp: 'rakpart',
  ltp: 'lakótelep',
  dülő: 'dűlő',
};
/** Types a one-word name may end in (`Várkörút`, `Nagykörút`, `Várkerület`). */
const MERGED_TYPES = [
  'körút',
  'utca',
  'sugárút',
  'fasor',
  'sétány',
  'rakpart',
  'lakótelep',
  'liget',
  'park',
  'kerület',
];
const HRSZ =
  /^(?:hrsz\.?|helyrajzi\s+szám:?)\s*\d+(?:\/[\dA-Z]+)*\.?|^\d+(?:\/[\dA-Z]+)*\s*(?:hrsz\.?|helyrajzi\s+szám)/i;
const HOUSE_NUMBER = /^\d/;
/** `…, Magyarország` at the end: the country of every address the rule checks. */
const HUNGARY_LAST = /,\s*Magyarország\s*$/i;
/** A last part after a second comma that is only a name (`…, Ausztria`): the country of an address abroad. */
const COUNTRY_LAST = /,[^,]*,\s*\p{L}[\p{L} .'-]*$/u;

/**
 * The public place type a word names, written out and lower case (`krt.`, `Krt` → `körút`; `tér.` → `tér`;
 * `u.` → `utca`, never `út`: see {@link TYPE_ABBREVIATIONS}), or null when the word is no type.
 */
export function placeTypeOf(word: string): string | null {
  const bare = hungarianLower(word).replace(/[.,;]+$/, '');
  const full = TYPE_ABBREVIATIONS[bare];
  if (full !== undefined) return full;
  return PLACE_TYPES.has(bare) ? bare : null;
}

function isMergedType(word: string): boolean {
  return MERGED_TYPES.some((type) => word.length > type.length && word.endsWith(type));
}

/**
 * An address abroad, written with its country last (`1010 Wien, Stephansplatz 4., Ausztria`): the parts of a
 * Hungarian address do not apply to it.
 */
export function isAddressAbroad(address: string): boolean {
  return !HUNGARY_LAST.test(address) && COUNTRY_LAST.test(address.trim());
}

/** What the public place lacks (`Október 6. utca 12.`: the number follows the type; a name may hold a number). */
function findMissingPlaceParts(place: string): AddressPart[] {
  const words = place.split(/\s+/).filter((word) => /[\p{L}\d]/u.test(word));
  const lower = words.map((word) => word.toLowerCase());
  const isType = (word: string) => PLACE_TYPES.has(word) || isMergedType(word);
  const typed = lower.flatMap((word, index) => (isType(word) ? [index] : []));
  const typeAt = typed.findLast((index) => HOUSE_NUMBER.test(words[index + 1] ?? '')) ?? typed.at(-1);
  if (typeAt === undefined) {
    const numberAt = words.findIndex((word) => HOUSE_NUMBER.test(word));
    const name = numberAt === -1 ? words : words.slice(0, numberAt);
    return [
      ...(name.length === 0 ? (['közterület neve'] as const) : []),
      'közterület jellege',
      ...(numberAt === -1 ? (['házszám'] as const) : []),
    ];
  }
  const hasName = typeAt > 0 || isMergedType(lower[typeAt]!);
  const hasNumber = words.slice(typeAt + 1).some((word) => HOUSE_NUMBER.test(word));
  return [...(hasName ? [] : (['közterület neve'] as const)), ...(hasNumber ? [] : (['házszám'] as const))];
}

/** A one-line Hungarian address cut at its first comma: the postcode and settlement before it, the rest after it. */
export type AddressLine = { postcode: string | null; settlement: string; place: string };

/**
 * `6720 Szeged, Kárász utca 2.` → `6720`, `Szeged`, `Kárász utca 2.` (a last `, Magyarország` dropped). Without a comma
 * everything after the postcode is the settlement and the place is empty.
 */
export function splitAddress(address: string): AddressLine {
  const match = /^\s*(\d{4}(?!\d))?\s*([^,]*?)\s*(?:,\s*(.*))?$/s.exec(address.replace(HUNGARY_LAST, '')) ?? [];
  const [, postcode, settlement = '', rest = ''] = match;
  return { postcode: postcode ?? null, settlement, place: rest.trim() };
}

/**
 * Which parts of a one-line Hungarian address (`6720 Szeged, Kárász utca 2.` or `2119 Pécel, hrsz. 123/4`) are
 * missing: postcode, settlement, and after the comma the public place's name, its type and the number, or the
 * helyrajzi szám instead of all three. An empty list means the address is complete; an address abroad
 * ({@link isAddressAbroad}) is not checked.
 */
export function findMissingAddressParts(address: string): AddressPart[] {
  if (isAddressAbroad(address)) return [];
  const { postcode, settlement, place } = splitAddress(address);
  const missing: AddressPart[] = [];
  if (postcode === null) missing.push('irányítószám');
  if (!/\p{L}/u.test(settlement)) missing.push('település');
  return HRSZ.test(place) ? missing : [...missing, ...findMissingPlaceParts(place)];
}

/** A Hungarian message naming what the address lacks, or null when it is complete. */
export function addressCompletenessError(address: string): string | null {
  const missing = findMissingAddressParts(address);
  if (missing.length === 0) return null;
  const parts = missing.map((part) => (part === 'házszám' ? 'házszám (vagy a helyrajzi szám)' : part));
  return `A cím hiányos. Hiányzik: ${joinList(parts.map((part) => withArticle(part)))}.`;
}
