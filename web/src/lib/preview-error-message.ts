import { AmendmentBlockedError, DocumentPlanError } from '@cegdok/engine';
import { ApiError } from './api-client.ts';

/**
 * What the lawyer reads when a preview fails for a reason not meant for them (a template error, a TypeError, a
 * RangeError of a formatter): what happened, that the data entered is kept, and what to do next.
 */
export const PREVIEW_INTERNAL_ERROR =
  'Az előnézet most nem jeleníthető meg, mert a dokumentum elkészítése közben belső hiba történt. A beírt adatokat ez nem érinti: módosításuk után az előnézet újra elkészül. Ha a hiba megmarad, kérjük, jelezze nekünk a Kapcsolat oldalon, és írja meg, melyik dokumentum előnézeténél jelentkezett.';

/** A per-director document of a company without a director: nothing to render until one is entered. */
export const PREVIEW_NEEDS_DIRECTOR =
  'Ez a dokumentum ügyvezetőnként készül, ezért az előnézet még nem jeleníthető meg. Kérjük, adjon meg legalább egy ügyvezetőt az Ügyvezetők fülön.';

/**
 * The errors whose message is written for the lawyer, in Hungarian: the engine's refusals of a request it cannot
 * plan or render (a director that does not exist, an amendment with legal errors) and the server's answers (the API
 * client puts the server's Hungarian message, or its own, on an `ApiError`).
 */
function isMeantForUser(error: unknown): error is Error {
  return error instanceof DocumentPlanError || error instanceof AmendmentBlockedError || error instanceof ApiError;
}

/**
 * The message a failed preview shows: a user-facing error's own Hungarian text, anything else the generic
 * {@link PREVIEW_INTERNAL_ERROR}; the technical detail of the latter goes to the console for support, never on screen.
 */
export function previewErrorMessage(error: unknown): string {
  if (isMeantForUser(error) && error.message.trim() !== '') return error.message;
  console.error('Az előnézet nem készült el:', error);
  return PREVIEW_INTERNAL_ERROR;
}

export const AMENDMENT_PREVIEW_FAILED = 'Az előnézet nem készült el.';

/**
 * The message of an amendment document's failed preview: the engine's refusal (every legal error, one a line) or the
 * server's Hungarian reason after {@link AMENDMENT_PREVIEW_FAILED}; an internal error's generic message alone.
 */
export function amendmentPreviewErrorMessage(error: unknown): string {
  const message = previewErrorMessage(error);
  return message === PREVIEW_INTERNAL_ERROR ? message : `${AMENDMENT_PREVIEW_FAILED} ${message}`;
}
