import { createHmac, timingSafeEqual } from 'node:crypto';

/** `base64(HMAC-SHA384(secretKey, text))` over the exact UTF-8 bytes sent or received (protocol brief §1.3). */
export function signSimplePay(secretKey: string, text: string): string {
  return createHmac('sha384', secretKey.trim()).update(text, 'utf8').digest('base64');
}

/** Constant-time check of a `Signature` header against the raw text it claims to sign. */
export function isValidSimplePaySignature(
  secretKey: string,
  text: string,
  signature: string | undefined | null,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signSimplePay(secretKey, text));
  const given = Buffer.from(signature.trim());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** JSON as the official PHP SDK writes it (`/` escaped as `\/`); the signature covers exactly this text. */
export function toSimplePayJson(value: unknown): string {
  return JSON.stringify(value).replace(/\//g, '\\/');
}

/** ISO 8601 with an explicit offset and no milliseconds, e.g. `2026-11-20T10:00:00+00:00`. */
export function toSimplePayDate(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

/** Hono decodes `+` in a query value as a space; base64 needs it back (protocol brief §1.6). */
export function restoreBase64Plus(value: string): string {
  return value.replace(/ /g, '+');
}
