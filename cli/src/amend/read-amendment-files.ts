import { readFile } from 'node:fs/promises';
import type { InputIssue } from '@cegdok/engine';

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
  return {
    ok: true,
    value: {
      ...object(amendment.value),
      bejegyzes: registered['bejegyzes'],
      korabbi: registered['tarsasag'],
      okirat: registered['okirat'],
      uj: 'tarsasag' in changed ? changed['tarsasag'] : changed,
    },
  };
}
