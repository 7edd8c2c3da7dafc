import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from './api-client.ts';
import { focusFirstInvalidIn } from './focus-first-invalid-field.ts';

/** A refused request, its field errors sorted by where they are shown. */
export type ServerRefusal = {
  /** The server's own message, without the field messages (they are shown apart). */
  summary: string;
  /** Form path → message, for the fields of the form: each is shown at its field. */
  atFields: Record<string, string>;
  /** Server path → message, for those the form has no field for: the form's general alert tells them. */
  elsewhere: Record<string, string>;
};

/** The form path of a server path (the error envelope's `fields`, `tagok.0.nev`), or null where the form has none. */
export type FieldOf = (serverPath: string) => string | null;

/**
 * Sorts a refused request's errors (decision 066): the field errors of the server (`ApiError.fields`) that `fieldOf`
 * places are for the form's fields, the others for its general alert. A failure without field errors (a network error,
 * a 500, a refusal of the whole) is the summary alone.
 */
export function sortServerErrors(error: Error, fieldOf: FieldOf): ServerRefusal {
  if (!(error instanceof ApiError) || !error.fields) return { summary: error.message, atFields: {}, elsewhere: {} };
  const atFields: Record<string, string> = {};
  const elsewhere: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.fields)) {
    const field = fieldOf(path);
    if (field === null) elsewhere[path] = message;
    else atFields[field] ??= message;
  }
  return { summary: error.summary, atFields, elsewhere };
}

/**
 * Whether a refusal needs the form's general alert: nothing of it is at a field, or some of it is at none. A refusal
 * wholly shown at its fields needs none: the focus goes to its first field instead.
 */
export function needsGeneralAlert(refusal: ServerRefusal): boolean {
  return Object.keys(refusal.atFields).length === 0 || Object.keys(refusal.elsewhere).length > 0;
}

/** The general alert's text: the server's own message and the messages of the errors at no field of the form. */
export function refusalText(refusal: ServerRefusal): string {
  return [refusal.summary, ...new Set(Object.values(refusal.elsewhere))].join(' ');
}

/** `sortServerErrors`'s `fieldOf` for a form whose fields are the top-level keys of its values (a flat form). */
export const topLevelFieldOf =
  (values: object): FieldOf =>
  (path) =>
    Object.hasOwn(values, path) ? path : null;

/**
 * `sortServerErrors`'s `fieldOf` for a nested form (the company editor, decision 072): a server path (`tagok.0.nev`,
 * `szekhelyIngatlan.helyrajziSzam`, `telephelyek.1`) is the form's field when it names a single value of the form's
 * values (text, number, yes/no, an empty date), the same path; a list or a part as a whole (`tagok`, `ugyvezetok.1`),
 * a path the form does not hold, or one `isShownElsewhere` names (edited in another dialog) is for the general alert.
 */
export const nestedFieldOf =
  (values: object, isShownElsewhere: (path: string) => boolean = () => false): FieldOf =>
  (path) => {
    let value: unknown = values;
    for (const key of path.split('.')) {
      if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return null;
      value = (value as Record<string, unknown>)[key];
    }
    const isSingleValue = value === null || ['string', 'number', 'boolean'].includes(typeof value);
    return isSingleValue && !isShownElsewhere(path) ? path : null;
  };

/**
 * A Mantine form's handling of the server's refusal (decision 066): `onError` (for the mutation) puts each field error
 * at its field (the input's `error`: aria-invalid, and the message its accessible description) and, when the refusal
 * needs no general alert (`needsGeneralAlert`), moves the focus to the first invalid field; else the alert, focused
 * as it is shown (`FailureAlert`), tells the rest. `formRef` goes on the `<form>`. `beforeFocus` may open what the
 * fields are in (a collapsed section): returning true, it takes the focus on itself, by `focusFirstInvalid` once the
 * section is shown.
 */
export function useServerFieldErrors<Values>(
  form: UseFormReturnType<Values>,
  fieldOf: FieldOf,
  beforeFocus?: (refusal: ServerRefusal) => boolean,
) {
  const formRef = useRef<HTMLFormElement>(null);
  function focusFirstInvalid() {
    if (formRef.current) focusFirstInvalidIn(formRef.current);
  }
  // The focus moves in an effect of the render that draws the messages (decision 072): a timer of its own, started
  // before that render, could run first under load and find no invalid field yet.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid();
  }, [focusRequest]);
  function onError(error: Error) {
    const refusal = sortServerErrors(error, fieldOf);
    if (Object.keys(refusal.atFields).length === 0) return;
    form.setErrors({ ...form.errors, ...refusal.atFields });
    const isDeferred = beforeFocus?.(refusal) ?? false;
    if (!needsGeneralAlert(refusal) && !isDeferred) setFocusRequest((count) => count + 1);
  }
  return { formRef, onError, focusFirstInvalid };
}
