import type { DocumentRequest, ParseResult } from '@cegdok/engine';
import { UsageError } from '../usage-error.ts';
import { parseRequestSource } from './parse-request-text.ts';
import { readGenerateInput } from './read-generate-input.ts';

/** Reads and validates the request in one JSON file (`preview`); a folder or a JSONL batch is a usage error. */
export async function readRequestFile(path: string): Promise<ParseResult<DocumentRequest>> {
  const input = await readGenerateInput(path);
  if (input.isBatch) throw new UsageError(`Ide egyetlen kérés .json fájlja kell, nem köteg: ${path}`);
  return parseRequestSource(input.source);
}
