import { readFileSync } from 'node:fs';
import { normalizeText } from './normalize-text.ts';

/**
 * A TEÁOR'25 class: `kod` in registry form (`6210`), `kodKsh` in KSH notation (`62.10`); `teaor08` (KSH
 * notation) when it is offered as a successor of the TEÁOR'08 code that was typed in.
 */
export type TeaorEntry = { kod: string; kodKsh: string; megnevezes: string; verzio: 'TEAOR25'; teaor08?: string };

/** TEÁOR'08 code (registry form) → its TEÁOR'25 successors (registry form). */
export type TeaorSuccessors = ReadonlyMap<string, readonly string[]>;

export type TeaorIndex = { search(query: string, limit?: number): TeaorEntry[] };

type Indexed = { entry: TeaorEntry; name: string; words: string[] };

const CODE_QUERY = /^\d{1,2}(\.?\d{0,2})?$/;
export const TEAOR_RESULT_LIMIT = 50;

export const teaorDataFile = new URL('../../../../reference-data/teaor25.json', import.meta.url);
export const teaorSuccessorsFile = new URL('../../../../reference-data/teaor08-teaor25.json', import.meta.url);

/** Reads the bundled TEÁOR'25 list (reference-data/teaor25.json). */
export function loadTeaorEntries(file: URL = teaorDataFile): TeaorEntry[] {
  const rows = JSON.parse(readFileSync(file, 'utf8')) as { kod: string; kod_ksh: string; megnevezes: string }[];
  return rows.map((row) => ({ kod: row.kod, kodKsh: row.kod_ksh, megnevezes: row.megnevezes, verzio: 'TEAOR25' }));
}

/** Reads the KSH TEÁOR'08 → TEÁOR'25 correspondence (reference-data/teaor08-teaor25.json). */
export function loadTeaorSuccessors(file: URL = teaorSuccessorsFile): TeaorSuccessors {
  const rows = JSON.parse(readFileSync(file, 'utf8')) as { teaor08: string; teaor25: { kod: string }[] }[];
  return new Map(rows.map((row) => [row.teaor08, row.teaor25.map((successor) => successor.kod)]));
}

const kshNotation = (kod: string) => `${kod.slice(0, 2)}.${kod.slice(2)}`;

function scoreToken(token: string, item: Indexed): number {
  if (/^\d+$/.test(token) && item.entry.kod.startsWith(token)) return 4;
  if (item.words.includes(token)) return 3;
  if (item.words.some((word) => word.startsWith(token))) return 2;
  return item.name.includes(token) ? 1 : 0;
}

/**
 * Search by code prefix (`62`, `621`, `62.1`; a whole TEÁOR'08 code such as `62.01` also brings its
 * TEÁOR'25 successors, marked with `teaor08`) or by words (every word must occur, accent- and
 * case-insensitive); best matches first: whole words before word starts before inner matches,
 * then matches nearer the start, then shorter names.
 */
export function createTeaorIndex(entries: readonly TeaorEntry[], successors: TeaorSuccessors = new Map()): TeaorIndex {
  const byCode = new Map(entries.map((entry) => [entry.kod, entry]));
  const items: Indexed[] = entries.map((entry) => {
    const name = normalizeText(entry.megnevezes);
    return { entry, name, words: name.split(/[^\p{L}\p{N}]+/u).filter(Boolean) };
  });
  return {
    search(query, limit = TEAOR_RESULT_LIMIT) {
      const normalized = normalizeText(query).trim();
      if (normalized.length < 2) return [];
      if (CODE_QUERY.test(normalized)) {
        const prefix = normalized.replace('.', '');
        const matches = items.filter((item) => item.entry.kod.startsWith(prefix)).map((item) => item.entry);
        const offered = (successors.get(prefix) ?? [])
          .filter((kod) => !matches.some((entry) => entry.kod === kod))
          .flatMap((kod) => byCode.get(kod) ?? [])
          .map((entry) => ({ ...entry, teaor08: kshNotation(prefix) }));
        return [...matches, ...offered].slice(0, limit);
      }
      const tokens = normalized.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
      if (tokens.length === 0) return [];
      const first = tokens[0] as string;
      return items
        .map((item) => {
          const scores = tokens.map((token) => scoreToken(token, item));
          return { item, score: scores.every((score) => score > 0) ? scores.reduce((a, b) => a + b, 0) : 0 };
        })
        .filter((candidate) => candidate.score > 0)
        .sort(
          (a, b) =>
            b.score - a.score ||
            a.item.name.indexOf(first) - b.item.name.indexOf(first) ||
            a.item.name.length - b.item.name.length ||
            a.item.entry.kod.localeCompare(b.item.entry.kod),
        )
        .slice(0, limit)
        .map((candidate) => candidate.item.entry);
    },
  };
}
