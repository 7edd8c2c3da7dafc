import { z } from 'zod';
import { documentRequestSchema, type DocumentRequest } from './request.ts';

/** One problem with the input: where it is (`tarsasag.tagok.0.nev`) and what is wrong, in Hungarian. */
export type InputIssue = { path: string; message: string };

export type ParseResult<T> = { ok: true; value: T } | { ok: false; issues: InputIssue[] };

const hungarian = z.locales.hu();

/** Validates with the given schema, answering Hungarian messages with dotted field paths. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): ParseResult<z.infer<S>> {
  const result = schema.safeParse(input, { error: hungarian.localeError });
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  };
}

/** Validates a contract-engine request. */
export function parseRequest(input: unknown): ParseResult<DocumentRequest> {
  return parseWith(documentRequestSchema, input);
}
