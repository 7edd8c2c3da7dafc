import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { describeFileError, IoError } from '../io-error.ts';
import { UsageError } from '../usage-error.ts';
import { decodeRequestBytes, type DecodedText } from './decode-request-bytes.ts';

/** One request to generate or validate, still as text (or why its bytes are not text). */
export type RequestSource = {
  /** How reports name it: the file name, or `line-N (N. sor)` for a JSONL line. */
  label: string;
  /** The output subfolder in a batch: the file name without `.json`, or `line-N`. */
  folder: string;
  content: DecodedText;
};

export type GenerateInput = { isBatch: false; source: RequestSource } | { isBatch: true; sources: RequestSource[] };

async function readBytes(path: string): Promise<Uint8Array> {
  try {
    return await readFile(path);
  } catch (error) {
    throw new IoError(`A bemenet nem olvasható: ${path} – ${describeFileError(error)}`);
  }
}

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** The lines of a JSONL file as byte ranges, so an encoding error names its offset in the whole file. */
function splitLines(bytes: Uint8Array): { start: number; line: Uint8Array }[] {
  const lines: { start: number; line: Uint8Array }[] = [];
  let start = 0;
  for (let index = 0; index <= bytes.length; index += 1) {
    if (index < bytes.length && bytes[index] !== NEWLINE) continue;
    const end = index > start && bytes[index - 1] === CARRIAGE_RETURN ? index - 1 : index;
    lines.push({ start, line: bytes.subarray(start, end) });
    start = index + 1;
  }
  return lines;
}

async function readJsonLines(path: string): Promise<RequestSource[]> {
  const name = basename(path);
  const sources = splitLines(await readBytes(path)).flatMap(({ start, line }, index) => {
    const lineNumber = index + 1;
    const content = decodeRequestBytes(line, name, start);
    if (content.ok && content.text.trim() === '') return [];
    const located: DecodedText = content.ok
      ? content
      : { ok: false, message: `${content.message} (${lineNumber}. sor)` };
    return [{ label: `line-${lineNumber} (${lineNumber}. sor)`, folder: `line-${lineNumber}`, content: located }];
  });
  if (sources.length === 0) throw new UsageError(`A JSONL fájlban nincs egyetlen kérés sem: ${path}`);
  return sources;
}

async function readJsonFile(path: string): Promise<RequestSource> {
  const name = basename(path);
  return {
    label: name,
    folder: basename(name, extname(name)),
    content: decodeRequestBytes(await readBytes(path), name),
  };
}

async function readJsonFolder(path: string): Promise<RequestSource[]> {
  const entries = await readdir(path, { withFileTypes: true }).catch((error: unknown) => {
    throw new IoError(`A mappa nem olvasható: ${path} – ${describeFileError(error)}`);
  });
  const names = entries
    .filter((entry) => entry.isFile() && extname(entry.name).toLowerCase() === '.json')
    .map((entry) => entry.name)
    .sort((left, right) => left.localeCompare(right, 'hu'));
  if (names.length === 0) throw new UsageError(`A mappában nincs .json fájl: ${path}`);
  return Promise.all(names.map((name) => readJsonFile(join(path, name))));
}

/** A JSON file (one request), a JSONL file (one request a line) or a folder of JSON files. */
export async function readGenerateInput(path: string): Promise<GenerateInput> {
  const stats = await stat(path).catch(() => undefined);
  if (!stats) throw new IoError(`A bemenet nem található: ${path}`);
  if (stats.isDirectory()) return { isBatch: true, sources: await readJsonFolder(path) };
  if (extname(path).toLowerCase() === '.jsonl') return { isBatch: true, sources: await readJsonLines(path) };
  return { isBatch: false, source: await readJsonFile(path) };
}
