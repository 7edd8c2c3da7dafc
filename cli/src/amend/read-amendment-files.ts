import { readFile } from 'node:fs/promises';
import { unknownKeyMessage, type InputIssue } from '@cegdok/engine';

/** A file could not be read: exit code 3. */
export class InputFileError extends Error {
  override name = 'InputFileError';
}

export type AmendmentFiles = { from: string; to: string; amendment: string };

async function readJson(path: string, what: string): Promise<{ value?: unknown; issue?: InputIssue }> {
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new InputFileError(`A fájl nem található: ${path}`);
    if (error.code === 'EISDIR') throw new InputFileError(`Ez mappa, nem fájl: ${path}`);
    throw new InputFileError(`A fájl nem olvasható: ${path} (${error.message})`);
  });
  try {
    return { value: JSON.parse(text.replace(/^\uFEFF/, '')) };
  } catch (error) {
    const detail = error instanceof Error ? ` (${error.message})` : '';
    return { issue: { path: what, message: `A(z) ${path} nem érvényes JSON${detail}.` } };
  }
}

/** What `--from` holds (the registered version, `registeredSchema`) and what `--to` may be wrapped in. */
const REGISTERED_KEYS = ['bejegyzes', 'tarsasag', 'okirat'] as const;
const CHANGED_WRAPPER_KEYS = ['tarsasag'] as const;
/** The request's parts the other two files give: in `--amendment` they would be overwritten without a word. */
const BASE_KEYS = ['bejegyzes', 'korabbi', 'uj', 'okirat'];

/**
 * A file's top-level keys that its wrapper does not take: the request is assembled from the known ones only, so any
 * other would be dropped without a word (a misspelt `okirat` and the registered text is rebuilt); each is an issue.
 */
function unknownTopKeys(value: Record<string, unknown>, known: readonly string[], file: string): InputIssue[] {
  return Object.keys(value)
    .filter((key) => !known.includes(key))
    .map((key) => ({ path: key, message: `A(z) ${file} fájlban: ${unknownKeyMessage(key, known)}` }));
}

/**
 * The three files of `cegdok amend` as one amendment request: `--from` holds `{ bejegyzes, tarsasag, okirat? }` (the
 * registered version), `--to` the changed company (or `{ tarsasag }`), `--amendment` the decision and change data.
 */
export async function readAmendmentFiles(
  files: AmendmentFiles,
): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; issues: InputIssue[] }> {
  const [from, to, amendment] = await Promise.all([
    readJson(files.from, 'korabbi'),
    readJson(files.to, 'uj'),
    readJson(files.amendment, 'modositas'),
  ]);
  const issues = [from.issue, to.issue, amendment.issue].filter((issue): issue is InputIssue => issue !== undefined);
  if (issues.length > 0) return { ok: false, issues };
  const object = (value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const registered = object(from.value);
  const changed = object(to.value);
  const data = object(amendment.value);
  const misplaced = [
    ...unknownTopKeys(registered, REGISTERED_KEYS, files.from),
    ...('tarsasag' in changed ? unknownTopKeys(changed, CHANGED_WRAPPER_KEYS, files.to) : []),
    ...Object.keys(data)
      .filter((key) => BASE_KEYS.includes(key))
      .map((key) => ({
        path: key,
        message: `A(z) ${files.amendment} fájlban nem adható meg: ${key} — a bejegyzett állapotot a --from, a módosított társaságot a --to kapcsolóval megadott fájlban kell megadni.`,
      })),
  ];
  if (misplaced.length > 0) return { ok: false, issues: misplaced };
  return {
    ok: true,
    value: {
      ...data,
      bejegyzes: registered['bejegyzes'],
      korabbi: registered['tarsasag'],
      okirat: registered['okirat'],
      uj: 'tarsasag' in changed ? changed['tarsasag'] : changed,
    },
  };
}
