import { isAddressAbroad, placeTypeOf, splitAddress } from '../address/address-completeness.ts';
import { countyOf } from '../address/settlement-county.ts';
import { hungarianLower } from '../hu/hungarian-case.ts';

/**
 * Case, spacing and punctuation dropped, except that two numbers stay apart: `1. 2.` (house number 1, floor 2) is not
 * `12.`.
 */
function squeeze(text: string): string {
  return hungarianLower(text).replace(/[\s.,;]+/g, (run: string, at: number, whole: string) =>
    /\d/.test(whole[at - 1] ?? '') && /\d/.test(whole[at + run.length] ?? '') ? ' ' : '',
  );
}

/** The parts of a building after the house number, written out: `em.` → `emelet`, `fszt.` → `földszint`. */
const BUILDING_PARTS: Readonly<Record<string, string>> = {
  em: 'emelet',
  emelet: 'emelet',
  félem: 'félemelet',
  félemelet: 'félemelet',
  fsz: 'földszint',
  fszt: 'földszint',
  földszint: 'földszint',
  mfsz: 'magasföldszint',
  mfszt: 'magasföldszint',
  magasföldszint: 'magasföldszint',
  ajtó: 'ajtó',
  lph: 'lépcsőház',
  lépcsőház: 'lépcsőház',
  ép: 'épület',
  épület: 'épület',
};
/** The parts naming a floor, after which a bare number is the door (`3. emelet 4.` is `3. emelet 4. ajtó`). */
const FLOORS = new Set(['emelet', 'földszint', 'félemelet', 'magasföldszint']);
const ROMAN_NUMERALS = [
  ['l', 50],
  ['xl', 40],
  ['x', 10],
  ['ix', 9],
  ['v', 5],
  ['iv', 4],
  ['i', 1],
] as const;

/** `iii` → 3, `xiv` → 14 (up to 89); null for anything else, a malformed numeral (`iiii`, `vx`) included. */
function romanValue(text: string): number | null {
  if (!/^[ivxl]{1,8}$/.test(text)) return null;
  let rest = text;
  let value = 0;
  for (const [numeral, worth] of ROMAN_NUMERALS)
    for (let times = 0; times < 3 && rest.startsWith(numeral); times += 1) {
      rest = rest.slice(numeral.length);
      value += worth;
    }
  return rest === '' && toRoman(value) === text ? value : null;
}

function toRoman(value: number): string {
  let rest = value;
  let text = '';
  for (const [numeral, worth] of ROMAN_NUMERALS)
    while (rest >= worth) {
      text += numeral;
      rest -= worth;
    }
  return text;
}

/**
 * What follows the house number, its parts written out: `3. em. 4.`, `III. emelet 4. ajtó` and `III/4.` are all
 * `3 emelet 4 ajtó`. A floor in Roman numerals becomes a number only before `emelet`, a Roman number only before a
 * slash and a door number: elsewhere a letter may be a building's or a staircase's.
 */
function buildingParts(words: readonly string[]): string[] {
  const parts: string[] = [];
  let afterFloor = false;
  for (const word of words) {
    const bare = word.replace(/[.,;]+$/, '');
    const floorAndDoor = /^([ivxl]+)\.?\/(\d+)$/.exec(bare);
    const floor = floorAndDoor ? romanValue(floorAndDoor[1]!) : null;
    if (floorAndDoor && floor !== null) {
      parts.push(String(floor), 'emelet', floorAndDoor[2]!, 'ajtó');
      afterFloor = true;
      continue;
    }
    const part = BUILDING_PARTS[bare];
    if (part === undefined) {
      // `a.` after a floor and a number is the door (`2. em. 5. a.`); before a floor it may be a building letter
      parts.push(bare === 'a' && afterFloor && /^\d/.test(parts.at(-1) ?? '') ? 'ajtó' : bare);
      continue;
    }
    const roman = part === 'emelet' ? romanValue(parts.at(-1) ?? '') : null;
    if (roman !== null) parts[parts.length - 1] = String(roman);
    parts.push(part);
    if (FLOORS.has(part)) afterFloor = true;
  }
  if (parts.length >= 2 && /^\d/.test(parts.at(-1)!) && FLOORS.has(parts.at(-2)!)) parts.push('ajtó');
  return parts;
}

/**
 * The public place, the house number and the building parts, written out: `Teréz krt. 5. III/2.` → `teréz körút 5
 * 3 emelet 2 ajtó`. The type is the last type word before a house number (as in the completeness rule); a place with
 * no such word (a helyrajzi szám, an address in words) stays as written.
 */
function placeParts(place: string): string {
  const words = hungarianLower(place)
    .split(/\s+/)
    .filter((word) => word !== '');
  const typeAt = words.findLastIndex((word, index) => placeTypeOf(word) !== null && /^\d/.test(words[index + 1] ?? ''));
  if (typeAt === -1) return squeeze(words.join(' '));
  const parts = [
    ...words.slice(0, typeAt),
    placeTypeOf(words[typeAt]!)!,
    words[typeAt + 1]!,
    ...buildingParts(words.slice(typeAt + 2)),
  ];
  return squeeze(parts.join(' '));
}

/** A Hungarian address in parts, each written out, for comparison. */
type AddressKey = {
  postcode: string | null;
  settlement: string;
  /** The Budapest district, as written (`Budapest V. kerület`) or from the postcode (1051 → 5); else null. */
  district: number | null;
  place: string;
};

/** `Budapest V. kerület, …`, `Budapest, XIII. ker., …`, `Bp. V., …`: the district at the start of what follows Budapest. */
const DISTRICT = /^([ivxl]+)\.?\s*(?:(?:kerület|ker\.?)(?=[\s,]|$)|(?=,))[\s,]*/;

function addressKey(address: string): AddressKey | null {
  if (isAddressAbroad(address)) return null;
  const line = splitAddress(address);
  const [head = '', ...extra] = hungarianLower(line.settlement).split(/\s+/);
  const name = head.replace(/\.$/, '');
  const settlement = name === 'bp' ? 'budapest' : name;
  if (!/\p{L}/u.test(settlement)) return null;
  // without a comma after the settlement, the words after its name are the place
  let place = hungarianLower(
    extra.length === 0 ? line.place : line.place === '' ? extra.join(' ') : `${extra.join(' ')}, ${line.place}`,
  );
  let district: number | null = null;
  if (settlement === 'budapest') {
    const written = DISTRICT.exec(place);
    if (written) {
      district = romanValue(written[1]!);
      // a district that is no Roman numeral (`VX. kerület`) is compared as written only
      if (district === null) return null;
      place = place.slice(written[0].length);
    } else if (line.postcode !== null) {
      // a Budapest postcode is 1, the district in two digits and one more digit (1051: V. kerület; 1007 Margitsziget
      // and the post-box codes name none)
      const number = Number(line.postcode.slice(1, 3));
      district = line.postcode.startsWith('1') && number >= 1 && number <= 23 ? number : null;
    }
    if (written && line.postcode !== null && district !== Number(line.postcode.slice(1, 3))) return null;
  }
  return { postcode: line.postcode, settlement, district, place: placeParts(place) };
}

/** An address as written, squeezed, and in parts (null: abroad, or no settlement). */
type ReadAddress = { text: string; key: AddressKey | null };

/**
 * The addresses read lately: one model compares its few addresses many times over (every premises with the seat, every
 * owner with every member), and reading one costs some microseconds. Emptied when full, so it stays small.
 */
const read = new Map<string, ReadAddress>();
const READ_LIMIT = 512;

function readAddress(address: string): ReadAddress {
  let known = read.get(address);
  if (known === undefined) {
    if (read.size >= READ_LIMIT) read.clear();
    known = { text: squeeze(address), key: addressKey(address) };
    read.set(address, known);
  }
  return known;
}

/**
 * Whether two addresses are the same: the same text up to case, spacing and punctuation, or the same Hungarian
 * address written with the usual abbreviations —
 * - the public place type abbreviated or written out (`krt.` körút, `sgt.` sugárút, `stny.` sétány, `rkp.` rakpart,
 *   `ltp.` lakótelep, `u.` utca). `u.` is utca only, never út: út has no abbreviation in the KSH and Posta lists, and an
 *   utca and an út of the same name coexist, even in one district (Mária utca and Mária út in Budapest II.), so `Andrássy u. 1.` and
 *   `Andrássy út 1.` stay two addresses, as do `Fő utca` and `Fő út`, a `tér` and its `tere`, an `út` and its `útja`;
 * - the building parts abbreviated or written out (`em.` emelet, `fszt.` földszint, `lph.` lépcsőház, `ép.` épület,
 *   `a.` ajtó after a floor), a floor in Roman numerals (`III. em.`, `III/4.`), a bare number after the floor as the
 *   door (`3. emelet 4.` is `3. em. 4. ajtó`);
 * - `Bp.` for Budapest, a Budapest district written out or left to the postcode (`1051 Budapest` is `Budapest
 *   V. kerület`), and `, Magyarország` at the end;
 * - a postcode on one side only, in a Hungarian settlement (of the KSH list) other than Budapest: a public place's
 *   name and type are one place in such a settlement (the Posta street lists of Debrecen, Szeged, Miskolc, Pécs and
 *   Győr hold no name and type twice but as parts of one street), while Ady Endre utca recurs in seven Budapest
 *   districts, so a Budapest address needs its postcode or district on both sides.
 *
 * Two given postcodes, districts, settlements, names, types, house numbers or building parts that differ are two
 * addresses. Addresses abroad are compared as text only.
 */
export function isSameAddress(left: string, right: string): boolean {
  const one = readAddress(left);
  const other = readAddress(right);
  if (one.text === other.text) return true;
  if (one.key === null || other.key === null) return false;
  return isSameKey(one.key, other.key);
}

function isSameKey(one: AddressKey, other: AddressKey): boolean {
  if (one.settlement !== other.settlement || one.place !== other.place) return false;
  if (one.postcode !== null && other.postcode !== null)
    return one.postcode === other.postcode && one.district === other.district;
  if (one.settlement === 'budapest')
    return one.district !== null
      ? one.district === other.district
      : other.district === null && one.postcode === other.postcode;
  // a postcode on one side only: a street name is one place in a Hungarian settlement other than Budapest
  return one.postcode === other.postcode || countyOf(one.settlement) !== null;
}
