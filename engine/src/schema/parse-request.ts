import type { z } from 'zod';
import { hungarianZodErrors } from './hungarian-errors.ts';
import { documentRequestSchema, type DocumentRequest } from './request.ts';

/** One problem with the input: where it is (`tarsasag.tagok.0.nev`) and what is wrong, in Hungarian. */
export type InputIssue = { path: string; message: string };

export type ParseResult<T> = { ok: true; value: T } | { ok: false; issues: InputIssue[] };

type ZodIssueLike = { code?: string; path: readonly PropertyKey[]; message: string; keys?: readonly string[] };

/**
 * zod issues as dotted paths and Hungarian messages. An object's unknown keys become one issue each, at the key's
 * own path (`tarsasag.tagok.1.penzbetett`), with the message `strictObject` wrote for it.
 */
export function toInputIssues(issues: readonly ZodIssueLike[]): InputIssue[] {
  return issues.flatMap((issue) => {
    const path = issue.path.map(String);
    if (issue.code !== 'unrecognized_keys' || !issue.keys) return [{ path: path.join('.'), message: issue.message }];
    const messages = issue.message.split('\n');
    return issue.keys.map((key, index) => ({
      path: [...path, key].join('.'),
      message: messages[index] ?? issue.message,
    }));
  });
}

/** Validates with the given schema, answering Hungarian messages with dotted field paths. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): ParseResult<z.infer<S>> {
  const result = schema.safeParse(input, { error: hungarianZodErrors });
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, issues: toInputIssues(result.error.issues) };
}

function withoutKeys(value: unknown, path: readonly PropertyKey[], keys: readonly string[]): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (path.length === 0) {
    if (Array.isArray(value)) return value;
    return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));
  }
  const [head, ...rest] = path;
  if (Array.isArray(value))
    return value.map((item, index) => (index === Number(head) ? withoutKeys(item, rest, keys) : item));
  const record = value as Record<string, unknown>;
  const key = String(head);
  return key in record ? { ...record, [key]: withoutKeys(record[key], rest, keys) } : record;
}

/** A lenient read: the value, and the paths of the unknown keys dropped to get it. */
export type LenientResult<T> = { ok: true; value: T; dropped: string[] } | { ok: false; issues: InputIssue[] };

/**
 * Reads data saved before the schema became strict (or before a field was removed): unknown keys are dropped
 * instead of refused; every other rule still holds. New input is parsed with `parseWith`.
 */
export function parseLenient<S extends z.ZodType>(schema: S, input: unknown): LenientResult<z.infer<S>> {
  let current = input;
  const dropped: string[] = [];
  // Each pass removes the unknown keys zod could see; a key inside a removed value needs no second pass.
  for (let pass = 0; pass < 5; pass += 1) {
    const result = schema.safeParse(current, { error: hungarianZodErrors });
    if (result.success) return { ok: true, value: result.data, dropped };
    const unknown = result.error.issues.filter((issue) => issue.code === 'unrecognized_keys');
    if (unknown.length === 0) return { ok: false, issues: toInputIssues(result.error.issues) };
    for (const issue of unknown) {
      current = withoutKeys(current, issue.path, issue.keys);
      dropped.push(...issue.keys.map((key) => [...issue.path.map(String), key].join('.')));
    }
  }
  const last = parseWith(schema, current);
  return last.ok ? { ...last, dropped } : last;
}

/** Validates a contract-engine request. */
export function parseRequest(input: unknown): ParseResult<DocumentRequest> {
  return parseWith(documentRequestSchema, input);
}
