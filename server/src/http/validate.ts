import { zValidator } from '@hono/zod-validator';
import type { MiddlewareHandler, ValidationTargets } from 'hono';
import { FORBIDDEN_CHARACTER_MESSAGE, hungarianZodErrors, toInputIssues } from '@cegdok/engine';
import type { z } from 'zod';
import { AppError, type FieldErrors } from '../errors/app-error.ts';
import { findForbiddenCharacters } from './forbidden-characters.ts';

export type ValidatedTarget = Extract<keyof ValidationTargets, 'json' | 'param' | 'query'>;

/** Remembers which schema validates which part of a route, for the OpenAPI document. */
export const validatorSchemas = new WeakMap<MiddlewareHandler, { target: ValidatedTarget; schema: z.ZodType }>();

/** Field path → first Hungarian message, for the error envelope; an unknown key has its own path. */
function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of toInputIssues(issues)) fields[issue.path || '_'] ??= issue.message;
  return fields;
}

/**
 * A failed validation: 422 UNKNOWN_FIELDS when the body has a key the schema does not know (a misspelt field would
 * otherwise be lost without a word), else 400 VALIDATION_FAILED.
 */
export function validationError(issues: readonly z.core.$ZodIssue[]): AppError {
  const code = issues.some((issue) => issue.code === 'unrecognized_keys') ? 'UNKNOWN_FIELDS' : 'VALIDATION_FAILED';
  return new AppError(code, { fields: toFieldErrors(issues) });
}

/** The media types Hono's validator reads as JSON (`application/json`, `application/…+json`). */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * zod validation of a request part; failures become a 400 with Hungarian `fields`. A JSON body
 * sent without a JSON Content-Type is a 415: Hono would not read it and every field would look
 * missing. A text with a control character or a lone surrogate is refused before the schema sees it:
 * it would be stored altered (SQLite) or break the documents' XML.
 */
export function validate<T extends z.ZodType, Target extends ValidatedTarget>(target: Target, schema: T) {
  const validator = zValidator(
    target,
    schema,
    (result) => {
      if (!result.success) throw validationError(result.error.issues);
    },
    // The cast bridges zod-validator's v3/v4 conditional result type, which a generic T cannot resolve.
    {
      validationFunction: (s, value) => {
        const unwritable = findForbiddenCharacters(value);
        if (unwritable.length > 0)
          throw new AppError('VALIDATION_FAILED', {
            fields: Object.fromEntries(unwritable.map((path) => [path, FORBIDDEN_CHARACTER_MESSAGE])),
          });
        return s.safeParseAsync(value, { error: hungarianZodErrors }) as never;
      },
    },
  );
  const middleware: typeof validator =
    target === 'json'
      ? async (c, next) => {
          const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim();
          if (!JSON_MEDIA_TYPE.test(mediaType)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
          return validator(c, next);
        }
      : validator;
  validatorSchemas.set(middleware, { target, schema });
  return middleware;
}
