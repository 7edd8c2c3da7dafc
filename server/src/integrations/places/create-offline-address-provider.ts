import { readFileSync } from 'node:fs';
import { normalizeText } from '../../services/teaor/normalize-text.ts';
import type { AddressProvider, AddressSuggestion } from './address-provider.ts';

type SettlementRow = { iranyitoszam: string; telepules: string; telepulesresz: string | null; forras_lap: string };
type StreetRow = {
  iranyitoszam: string;
  telepules?: string;
  kerulet?: string | null;
  kozterulet_nev: string;
  kozterulet_jelleg: string | null;
  szam1: number;
  szam2: number;
};

type Street = {
  telepules: string;
  irsz: string;
  /** Groups the rows of one street (a street can span several postal codes). */
  key: string;
  label: string;
  norm: string;
  szam1: number;
  szam2: number;
};

type Settlement = { telepules: string; norm: string; irsz: string; telepulesresz: string | null; isBase: boolean };

const RESULT_LIMIT = 8;
const OFFLINE_PREFIX = 'offline:';
const HOUSE_NUMBER = /^(\d{1,4})(?:\s*[/-]?\s*[a-z]{1,2})?\.?$/i;
const ABBREVIATIONS: [RegExp, string][] = [
  [/\bu\.?(?=\s|$)/g, 'utca'],
  [/\bkrt\.?(?=\s|$)/g, 'korut'],
  [/\bsgt\.?(?=\s|$)/g, 'sugarut'],
];

export const referenceDataDir = new URL('../../../../reference-data/', import.meta.url);

function readJson<T>(name: string, dir: URL): T {
  return JSON.parse(readFileSync(new URL(name, dir), 'utf8')) as T;
}

/** Does a house-number range row of the Posta list cover `number`? (coding in reference-data/PROVENANCE.md) */
function covers(street: Street, number: number): boolean | 'rest' {
  const { szam1, szam2 } = street;
  if (szam1 === 0) return true;
  if (szam1 === -1) return number % 2 === 1;
  if (szam1 === -2) return number % 2 === 0;
  if (szam1 === -3) return 'rest';
  if (number % 2 !== szam1 % 2) return false;
  return number >= szam1 && (szam2 === 0 || number <= szam2);
}

function encodePlaceId(address: string): string {
  return OFFLINE_PREFIX + Buffer.from(address, 'utf8').toString('base64url');
}

/**
 * Addresses from the bundled Magyar Posta lists: streets with postal codes for Budapest and the
 * five cities that have street-level codes; elsewhere the settlement's code and the street as typed.
 * `Váci út 1` → `1062 Budapest, Váci út 1.` The place id carries the address itself.
 */
export function createOfflineAddressProvider(dir: URL = referenceDataDir): AddressProvider {
  const settlements: Settlement[] = readJson<SettlementRow[]>('hu-settlements.json', dir).map((row) => ({
    telepules: row.telepules,
    norm: normalizeText(row.telepules),
    irsz: row.iranyitoszam,
    telepulesresz: row.telepulesresz,
    isBase: row.forras_lap === 'Települések' && row.telepulesresz === null,
  }));
  const toStreet = (row: StreetRow, telepules: string): Street => {
    const label = [row.kozterulet_nev, row.kozterulet_jelleg].filter(Boolean).join(' ');
    return {
      telepules,
      irsz: row.iranyitoszam,
      // Budapest streets cross districts (Váci út: VI. and XIII.): the ranges of one name belong together.
      key: `${telepules}|${label}`,
      label,
      norm: normalizeText(label),
      szam1: row.szam1,
      szam2: row.szam2,
    };
  };
  const streets: Street[] = [
    ...readJson<StreetRow[]>('budapest-streets.json', dir).map((row) => toStreet(row, 'Budapest')),
    ...readJson<StreetRow[]>('hu-city-streets.json', dir).map((row) => toStreet(row, row.telepules ?? '')),
  ];
  const settlementNames = new Map(settlements.map((settlement) => [settlement.norm, settlement.telepules]));
  const citiesWithStreets = new Set(streets.map((street) => street.telepules));

  /**
   * Splits "1062 Budapest, Váci út 1" into postal code, settlement, street text and house number.
   * A settlement is recognised after a comma or as the leading words, unless `withSettlement` is false.
   */
  function parse(input: string, withSettlement = true) {
    let rest = normalizeText(input).replace(/\s+/g, ' ').trim();
    const zip = /(?:^|\s|,)(\d{4})(?=\s|,|$)/.exec(rest)?.[1];
    if (zip) rest = rest.replace(zip, ' ').replace(/\s+/g, ' ').trim();
    let settlement: string | undefined;
    let isSettlementExplicit = false;
    const parts = rest
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const named = withSettlement ? parts.findIndex((part) => settlementNames.has(part)) : -1;
    if (named >= 0) {
      settlement = settlementNames.get(parts[named] as string);
      isSettlementExplicit = true;
      parts.splice(named, 1);
      rest = parts.join(' ');
    } else {
      const words = rest.replace(/,/g, ' ').split(' ').filter(Boolean);
      for (let count = withSettlement ? Math.min(3, words.length - 1) : 0; count >= 1 && !settlement; count -= 1) {
        const candidate = words.slice(0, count).join(' ');
        if (settlementNames.has(candidate)) {
          settlement = settlementNames.get(candidate);
          rest = words.slice(count).join(' ');
        }
      }
      rest = rest.replace(/,/g, ' ');
    }
    const words = rest.split(' ').filter(Boolean);
    const last = words.at(-1);
    let houseNumber: { text: string; value: number } | undefined;
    if (words.length > 1 && last && HOUSE_NUMBER.test(last)) {
      const original = /(\d{1,4}(?:\s*[/-]?\s*[a-zA-Z]{1,2})?)\.?\s*$/.exec(input.trim())?.[1] ?? last;
      houseNumber = { text: original.replace(/\s+/g, ''), value: Number(HOUSE_NUMBER.exec(last)?.[1]) };
      words.pop();
    }
    let streetText = words.join(' ');
    for (const [pattern, replacement] of ABBREVIATIONS) streetText = streetText.replace(pattern, replacement);
    return { zip, settlement, isSettlementExplicit, streetText, houseNumber, original: input.trim() };
  }

  function matchStreets(query: ReturnType<typeof parse>): AddressSuggestion[] {
    const { zip, settlement, streetText, houseNumber } = query;
    if (streetText.length < 2) return [];
    let candidates = streets.filter(
      (street) =>
        street.norm.startsWith(streetText) &&
        (!settlement || street.telepules === settlement) &&
        (!zip || street.irsz === zip),
    );
    // With a house number the street name is complete: "Váci út 1" is not "Váci utca 1".
    if (houseNumber && candidates.some((street) => street.norm === streetText))
      candidates = candidates.filter((street) => street.norm === streetText);
    const byStreet = new Map<string, Street[]>();
    for (const street of candidates) byStreet.set(street.key, [...(byStreet.get(street.key) ?? []), street]);
    const results: { address: string; rank: number }[] = [];
    for (const rows of byStreet.values()) {
      const first = rows[0] as Street;
      const rank = (first.norm === streetText ? 0 : 2) + (first.telepules === 'Budapest' ? 0 : 1);
      if (houseNumber) {
        const exact = rows.filter((row) => covers(row, houseNumber.value) === true);
        const chosen = exact.length > 0 ? exact : rows.filter((row) => covers(row, houseNumber.value) === 'rest');
        for (const irsz of new Set(chosen.map((row) => row.irsz)))
          results.push({ address: `${irsz} ${first.telepules}, ${first.label} ${houseNumber.text}.`, rank });
      } else {
        const codes = new Set(rows.map((row) => row.irsz));
        const prefix = codes.size === 1 ? `${first.irsz} ` : '';
        results.push({ address: `${prefix}${first.telepules}, ${first.label}`, rank });
      }
    }
    return results
      .sort((a, b) => a.rank - b.rank || a.address.localeCompare(b.address, 'hu'))
      .map((result) => ({ address: result.address, placeId: encodePlaceId(result.address) }));
  }

  function matchSettlements(query: ReturnType<typeof parse>): AddressSuggestion[] {
    const { zip, settlement, streetText, houseNumber } = query;
    let found: Settlement[];
    let street = '';
    if (settlement) {
      found = settlements.filter(
        (row) => row.telepules === settlement && (zip ? row.irsz === zip : row.isBase || row.telepulesresz === null),
      );
      if (found.length === 0) found = settlements.filter((row) => row.telepules === settlement);
      if (streetText) {
        const typed = query.original.replace(/^\d{4}\s*/, '');
        const afterName = typed
          .slice(typed.toLowerCase().indexOf(settlement.toLowerCase()) + settlement.length)
          .replace(/^[\s,]+/, '');
        street = afterName.replace(/\.$/, '');
        if (houseNumber && !street.endsWith('.')) street = `${street}.`;
      }
    } else if (zip) {
      found = settlements.filter((row) => row.irsz === zip);
    } else {
      const text = streetText;
      if (text.length < 2) return [];
      found = settlements
        .filter(
          (row) =>
            row.norm.startsWith(text) &&
            row.telepulesresz === null &&
            (row.isBase || !citiesWithStreets.has(row.telepules)),
        )
        .sort((a, b) => a.telepules.length - b.telepules.length || a.telepules.localeCompare(b.telepules, 'hu'));
    }
    const seen = new Set<string>();
    return found
      .map((row) => {
        return `${row.irsz} ${row.telepules}${street ? `, ${street}` : ''}`;
      })
      .filter((address) => !seen.has(address) && seen.add(address))
      .map((address) => ({ address, placeId: encodePlaceId(address) }));
  }

  return {
    async autocomplete({ searchInput }) {
      // "Kárász utca 5" is a Szeged street, not the village Kárász: a street reading without a
      // settlement is tried when the settlement has no street list.
      const query = parse(searchInput);
      let suggestions = query.settlement && citiesWithStreets.has(query.settlement) ? matchStreets(query) : [];
      if (suggestions.length === 0 && !query.isSettlementExplicit)
        suggestions = matchStreets(query.settlement ? parse(searchInput, false) : query);
      if (suggestions.length === 0) suggestions = matchSettlements(query);
      else if (!query.settlement && !query.houseNumber && !query.zip && !query.streetText.includes(' '))
        // A single word may still be the start of a settlement ("Sze" → Szeged): those first.
        suggestions = [...matchSettlements(query).slice(0, RESULT_LIMIT / 2), ...suggestions];
      return suggestions.slice(0, RESULT_LIMIT);
    },
    async details({ placeId }) {
      if (!placeId.startsWith(OFFLINE_PREFIX)) return null;
      const address = Buffer.from(placeId.slice(OFFLINE_PREFIX.length), 'base64url').toString('utf8');
      return address.trim().length > 0 && address.length <= 300 ? { address } : null;
    },
  };
}
