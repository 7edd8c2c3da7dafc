import { parseRequest, type DocumentRequest, type ParseResult } from '@cegdok/engine';
import type { RequestSource } from './read-generate-input.ts';

/** A request as JSON text: a syntax error is reported like a schema issue on the whole request (empty path). */
export function parseRequestText(text: string): ParseResult<DocumentRequest> {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? ` (${error.message})` : '';
    return { ok: false, issues: [{ path: '', message: `A bemenet nem érvényes JSON${detail}.` }] };
  }
  return parseRequest(input);
}

/** A read request: bytes that are not UTF-8 are an issue on the whole request, like a JSON syntax error. */
export function parseRequestSource(source: RequestSource): ParseResult<DocumentRequest> {
  if (!source.content.ok) return { ok: false, issues: [{ path: '', message: source.content.message }] };
  return parseRequestText(source.content.text);
}
