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
]);
const HRSZ =
  /^(?:hrsz\.?|helyrajzi\s+szám:?)\s*\d+(?:\/[\dA-Z]+)*\.?|^\d+(?:\/[\dA-Z]+)*\s*(?:hrsz\.?|helyrajzi\s+szám)/i;
const HOUSE_NUMBER = /^\d/;

/**
 * Which parts of a one-line address (`6720 Szeged, Kárász utca 2.` or `2119 Pécel, hrsz. 123/4`) are missing:
 * postcode, settlement, and after the comma the public place's name, its type and the number, or the
 * helyrajzi szám instead of all three. An empty list means the address is complete.
 */
export function findMissingAddressParts(address: string): AddressPart[] {
  const match = /^\s*(\d{4}(?!\d))?\s*([^,]*?)\s*(?:,\s*(.*))?$/s.exec(address) ?? [];
  const [, postcode, settlement = '', rest = ''] = match;
  const missing: AddressPart[] = [];
  if (!postcode) missing.push('irányítószám');
  if (!/\p{L}/u.test(settlement)) missing.push('település');
  const place = rest.trim();
  if (HRSZ.test(place)) return missing;
  const words = place.split(/\s+/).filter((word) => /[\p{L}\d]/u.test(word));
  const numberAt = words.findIndex((word) => HOUSE_NUMBER.test(word));
  const nameAndType = numberAt === -1 ? words : words.slice(0, numberAt);
  const type = nameAndType.at(-1)?.toLowerCase();
  const hasType = type !== undefined && PLACE_TYPES.has(type);
  if (nameAndType.length < (hasType ? 2 : 1)) missing.push('közterület neve');
  if (!hasType) missing.push('közterület jellege');
  if (numberAt === -1) missing.push('házszám');
  return missing;
}

function listInHungarian(parts: string[]): string {
  const withArticles = parts.map((part) => (/^[aáeéiíoóöőuúüű]/i.test(part) ? `az ${part}` : `a ${part}`));
  return withArticles.length === 1
    ? withArticles[0]!
    : `${withArticles.slice(0, -1).join(', ')} és ${withArticles.at(-1)!}`;
}

/** A Hungarian message naming what the address lacks, or null when it is complete. */
export function addressCompletenessError(address: string): string | null {
  const missing = findMissingAddressParts(address);
  if (missing.length === 0) return null;
  const parts = missing.map((part) => (part === 'házszám' ? 'házszám (vagy a helyrajzi szám)' : part));
  return `A cím hiányos. Hiányzik: ${listInHungarian(parts)}.`;
}
