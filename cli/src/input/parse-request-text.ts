import { parseRequest, type DocumentRequest, type ParseResult } from '@cegdok/engine';

/** A request as JSON text: a syntax error is reported like a schema issue on the whole request (empty path). */
export function parseRequestText(text: string): ParseResult<DocumentRequest> {
  let input: unknown;
  try {
    input = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const detail = error instanceof Error ? ` (${error.message})` : '';
    return { ok: false, issues: [{ path: '', message: `A bemenet nem érvényes JSON${detail}.` }] };
  }
  return parseRequest(input);
}
