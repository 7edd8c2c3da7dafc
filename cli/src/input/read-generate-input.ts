import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { UsageError } from '../usage-error.ts';

/** One request to generate, still as JSON text. */
export type RequestSource = {
  /** How reports name it: the file name, or `line-N (N. sor)` for a JSONL line. */
  label: string;
  /** The output subfolder in a batch: the file name without `.json`, or `line-N`. */
  folder: string;
  text: string;
};

export type GenerateInput = { isBatch: false; source: RequestSource } | { isBatch: true; sources: RequestSource[] };

async function readJsonLines(path: string): Promise<RequestSource[]> {
  const lines = (await readFile(path, 'utf8')).split(/\r?\n/);
  const sources = lines.flatMap((text, index) => {
    const lineNumber = index + 1;
    return text.trim() === ''
      ? []
      : [{ label: `line-${lineNumber} (${lineNumber}. sor)`, folder: `line-${lineNumber}`, text }];
  });
  if (sources.length === 0) throw new UsageError(`A JSONL fájlban nincs egyetlen kérés sem: ${path}`);
  return sources;
}

async function readJsonFolder(path: string): Promise<RequestSource[]> {
  const names = (await readdir(path, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && extname(entry.name).toLowerCase() === '.json')
    .map((entry) => entry.name)
    .sort((left, right) => left.localeCompare(right, 'hu'));
  if (names.length === 0) throw new UsageError(`A mappában nincs .json fájl: ${path}`);
  return Promise.all(
    names.map(async (name) => ({
      label: name,
      folder: basename(name, extname(name)),
      text: await readFile(join(path, name), 'utf8'),
    })),
  );
}

/** `--input`: a JSON file (one request), a JSONL file (one request a line) or a folder of JSON files. */
export async function readGenerateInput(path: string): Promise<GenerateInput> {
  const stats = await stat(path).catch(() => undefined);
  if (!stats) throw new UsageError(`A bemenet nem található: ${path}`);
  if (stats.isDirectory()) return { isBatch: true, sources: await readJsonFolder(path) };
  if (extname(path).toLowerCase() === '.jsonl') return { isBatch: true, sources: await readJsonLines(path) };
  const name = basename(path);
  return {
    isBatch: false,
    source: { label: name, folder: basename(name, extname(name)), text: await readFile(path, 'utf8') },
  };
}
