import { z } from 'zod';

/** Absent, null and "" all mean "not given"; anything else is trimmed. */
export function optionalText() {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z
      .string()
      .transform((value) => value.trim())
      .optional(),
  );
}

/** A required, non-empty, trimmed text with the spec's Hungarian message. */
export function requiredText(message: string) {
  return z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z
      .string({ error: message })
      .transform((value) => value.trim())
      .refine((value) => value.length > 0, { message }),
  );
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Accepts `YYYY-MM-DD` and a full ISO timestamp (the date part is kept). */
function toIsoDate(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  const datePart = /^\d{4}-\d{2}-\d{2}T/.test(trimmed) ? trimmed.slice(0, 10) : trimmed;
  return datePart;
}

const isoDateString = z.string().refine(isRealDate, { message: 'Érvénytelen dátum (ÉÉÉÉ-HH-NN formátum szükséges).' });

export function optionalDate() {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : toIsoDate(value)),
    isoDateString.optional(),
  );
}

export function requiredDate(message: string) {
  return z.preprocess(
    (value) => (value === null || value === undefined ? '' : toIsoDate(value)),
    z
      .string({ error: message })
      .refine((value) => value.length > 0, { message })
      .pipe(isoDateString),
  );
}

/** Whole forints; the web app may send "3 000 000" while the user types. */
export function forintAmount() {
  return z.preprocess(
    (value) => {
      if (value === null || value === undefined || value === '') return 0;
      if (typeof value === 'string') {
        const digits = value.replace(/[\s\u00a0\u202f.]/g, '').replace(/Ft$/i, '');
        return digits === '' ? 0 : Number(digits);
      }
      return value;
    },
    z
      .number({ error: 'Az összegnek számnak kell lennie.' })
      .int({ message: 'Az összeg csak egész forint lehet.' })
      .min(0, { message: 'Az összeg nem lehet negatív.' })
      .max(999_999_999_999, { message: 'Az összeg túl nagy.' }),
  );
}

/** An optional percentage (0–100) with a decimal comma or point. */
export function optionalPercent() {
  return z.preprocess(
    (value) => {
      if (value === null || value === undefined || value === '') return undefined;
      if (typeof value === 'string') return Number(value.replace(',', '.').replace('%', '').trim());
      return value;
    },
    z
      .number({ error: 'A százaléknak számnak kell lennie.' })
      .min(0, { message: 'A százalék nem lehet negatív.' })
      .max(100, { message: 'A százalék legfeljebb 100 lehet.' })
      .optional(),
  );
}

export function flag(defaultValue: boolean) {
  return z.preprocess((value) => (value === null || value === undefined ? defaultValue : value), z.boolean());
}

export function textList() {
  return z.preprocess(
    (value) => (value === null || value === undefined ? [] : value),
    z.array(z.string()).transform((items) => items.map((item) => item.trim()).filter((item) => item.length > 0)),
  );
}

/** A saved entity's id: the server uses numbers; the browser may send strings. */
export const entityId = z.union([z.number().int(), z.string().min(1)]);

export const entityRef = z.preprocess(
  (value) => (value === null ? undefined : value),
  z.object({ id: entityId.optional() }).optional(),
);
