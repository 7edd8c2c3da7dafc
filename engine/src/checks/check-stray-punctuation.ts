import type { Warning } from './warning.ts';

/**
 * The fields holding a name or an address, each with the words a finding names it by. A name is a person's, a legal
 * entity's or a representative's (`nev`, `szuletesiNev`, `anyjaNeve`, `kepviselo`, each of `egyuttesKepviselok`,
 * `tolmacsNeve`); an address a home, a seat or a property (`lakohely`, `szekhely`, `cim`).
 */
const CHECKED_FIELDS: Readonly<Record<string, string>> = {
  nev: 'A név',
  szuletesiNev: 'A születési név',
  anyjaNeve: 'Az anyja születési neve',
  kepviselo: 'A képviselő neve',
  egyuttesKepviselok: 'Az együttes képviselő neve',
  tolmacsNeve: 'A tolmács neve',
  lakohely: 'A lakóhely (székhely)',
  szekhely: 'A székhely',
  cim: 'Az ingatlan címe',
};

/** A closing comma, semicolon or colon, with the word a finding names it by. */
const CLOSING_MARKS: Readonly<Record<string, string>> = { ',': 'vesszőre', ';': 'pontosvesszőre', ':': 'kettőspontra' };

/**
 * Two marks in a row that no name or address holds: one mark twice („;;”, „..”), or a comma, semicolon or colon before
 * another. A full stop before a comma is the dot of an ordinal or an abbreviation: „Fő u. 1., 2. emelet”, „Alfa Kft.,”
 * (the latter's comma closes the text and is found as such).
 */
const DOUBLED_MARKS = /([.,;:])\s*\1|[,;:]\s*[.,;:]/u;

/** What is wrong with `value`'s punctuation, or null; a closing full stop may be an abbreviation („ifj.”, „dr.”). */
function strayPunctuation(value: string): string | null {
  const doubled = DOUBLED_MARKS.exec(value)?.[0];
  if (doubled !== undefined) return `kettőzött írásjelet tartalmaz („${doubled}”)`;
  const closing = CLOSING_MARKS[value.slice(-1)];
  return closing === undefined ? null : `${closing} végződik`;
}

/** The finding on one field's value, or none; `owner` names whose field it is („Kiss Anna: ”), when known. */
function fieldFinding(owner: string, label: string, value: string, path: string): Warning[] {
  const wrong = strayPunctuation(value.trim());
  if (wrong === null) return [];
  return [
    {
      code: 'STRAY_PUNCTUATION',
      severity: 'warning',
      message: `${owner}${label} („${value.trim()}”) ${wrong}. A program a neveket és a címeket a megadott formában írja az okiratokba, így az írásjel az aláírt okiratokban is szerepelne; kérjük, ellenőrizze és javítsa.`,
      path,
    },
  ];
}

/** Whose fields an object holds: „Kiss Anna: ” by its name, when the name is no finding itself. */
function ownerOf(data: object): string {
  const name = (data as { nev?: unknown }).nev;
  return typeof name === 'string' && name.trim() !== '' && strayPunctuation(name.trim()) === null
    ? `${name.trim()}: `
    : '';
}

/**
 * Names and addresses closed with, or holding, stray punctuation (decision 097): „anyja születési neve: Minta Mária;;”
 * or „képviseli: Omega Ottó ügyvezető, és …” would print as typed into the signed documents. The program does not
 * rewrite a name, so the lawyer is told at the field. A warning: the program cannot know the true name, and a closing
 * full stop („ifj.”, „dr.”, „Kft.”) is left alone. `value` is a whole request, formation or amendment.
 */
export function checkStrayPunctuation(value: unknown, path = ''): Warning[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => checkStrayPunctuation(item, `${path}.${index}`));
  if (value === null || typeof value !== 'object') return [];
  const owner = ownerOf(value);
  return Object.entries(value).flatMap(([key, child]) => {
    const at = path ? `${path}.${key}` : key;
    const label = CHECKED_FIELDS[key];
    const whose = key === 'nev' ? '' : owner;
    if (label !== undefined && typeof child === 'string') return fieldFinding(whose, label, child, at);
    if (label !== undefined && Array.isArray(child))
      return child.flatMap((item, index) =>
        typeof item === 'string'
          ? fieldFinding(whose, label, item, `${at}.${index}`)
          : checkStrayPunctuation(item, `${at}.${index}`),
      );
    return checkStrayPunctuation(child, at);
  });
}
