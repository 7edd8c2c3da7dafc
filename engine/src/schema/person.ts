import type { z } from 'zod';
import { entityId, optionalDate, optionalText, requiredText, strictObject, TEXT_LIMITS } from './primitives.ts';

/**
 * Personal data the court of registration needs (legal brief, section 9). None of it is in the
 * original specification, so every field is optional: a document prints a dotted blank line
 * for what is missing and the checks list it.
 */
export const personalDataShape = {
  szuletesiNev: optionalText({ max: TEXT_LIMITS.name }),
  anyjaNeve: optionalText({ max: TEXT_LIMITS.name }),
  szuletesiHely: optionalText({ max: TEXT_LIMITS.name }),
  szuletesiIdo: optionalDate(),
  allampolgarsag: optionalText({ max: TEXT_LIMITS.name }),
  adoazonositoJel: optionalText({ max: TEXT_LIMITS.code }),
};

/** A saved person (személy). */
export const personSchema = strictObject({
  id: entityId.optional(),
  /** The server's time of the last save; the server ignores what a client sends. */
  modifiedAt: optionalText({ max: TEXT_LIMITS.code }),
  nev: requiredText('A név megadása kötelező.', { max: TEXT_LIMITS.name }),
  lakohely: requiredText('A lakcím megadása kötelező.'),
  ...personalDataShape,
});

export type Person = z.infer<typeof personSchema>;
