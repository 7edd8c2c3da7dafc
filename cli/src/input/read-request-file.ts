import { readFile } from 'node:fs/promises';
import type { DocumentRequest, ParseResult } from '@cegdok/engine';
import { UsageError } from '../usage-error.ts';
import { parseRequestText } from './parse-request-text.ts';

/** Reads and validates the request in a JSON file (`validate`, `preview`); a missing file is a usage error. */
export async function readRequestFile(path: string): Promise<ParseResult<DocumentRequest>> {
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new UsageError(`A fájl nem található: ${path}`);
    if (error.code === 'EISDIR') throw new UsageError(`Ez mappa, nem fájl: ${path}`);
    throw error;
  });
  return parseRequestText(text);
}
