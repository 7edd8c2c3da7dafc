import { z } from 'zod';
import { hasPercentDecimals } from '../hu/format-percent.ts';
import { TAX_ID_STATUTE, taxIdProblem } from '../hu/tax-id.ts';
import { unknownKeyMessage } from './unknown-keys.ts';

/**
 * The longest text a field takes: generous for real use, small enough that no single request can make a writer
 * work for long (issue 13). Every text field has one; `text` is the default.
 */
export const TEXT_LIMITS = {
  /** A person's or a company's name, a birth place, a citizenship. */
  name: 200,
  /** An identifier: a tax id, a registration or parcel number, an ownership share, a timestamp. */
  code: 50,
  /** An address, a TEÁOR activity's code and name, and every other short text. */
  text: 300,
  /** A free-text clause (pótbefizetés, mellékszolgáltatás). */
  clause: 10_000,
} as const;

/** The most items a list takes. */
export const LIST_LIMITS = {
  members: 50,
  directors: 10,
  premises: 50,
  branches: 50,
  activities: 150,
  properties: 101,
  owners: 5,
  /** Properties one member contributes in kind (decision 081). */
  inKindProperties: 10,
} as const;

function tooLong(max: number) {
  return { message: `Legfeljebb ${max} karakter adható meg.` };
}

/** The C0 control characters XML 1.0 forbids (all but tab, line feed and carriage return), U+FFFE and U+FFFF. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
/** A surrogate without its pair: not a character at all (SQLite would store it as U+FFFD). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const FORBIDDEN_CHARACTER_MESSAGE =
  'Nem megengedett karaktert tartalmaz (vezérlőkarakter vagy hibás Unicode-karakter); kérjük, gépelje be újra.';

/**
 * Whether a text holds a character no document can print: a control character XML forbids (the .docx writer would
 * drop it without a word) or half of a surrogate pair. The engine's text fields refuse them, and so does the server
 * for every text of every call.
 */
export function hasForbiddenCharacter(text: string): boolean {
  return NOT_IN_XML.test(text) || LONE_SURROGATE.test(text);
}

const printable = { message: FORBIDDEN_CHARACTER_MESSAGE };
const isPrintable = (text: string) => !hasForbiddenCharacter(text);

/** A bounded list: `Legfeljebb N tétel adható meg.` */
export function tooMany(max: number) {
  return { message: `Legfeljebb ${max} tétel adható meg.` };
}

/** Absent, null and "" all mean "not given"; anything else is trimmed. */
export function optionalText(options: { max?: number } = {}) {
  const max = options.max ?? TEXT_LIMITS.text;
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z
      .string()
      .max(max, tooLong(max))
      .refine(isPrintable, printable)
      .transform((value) => value.trim())
      .optional(),
  );
}

export const TAX_ID_FORMAT_MESSAGE = `Az adóazonosító jel tíz számjegyből áll, és 8-as számjeggyel kezdődik (${TAX_ID_STATUTE}). Kérjük, az adóigazolvány szerint adja meg, szóköz és elválasztójel nélkül (pl. 8365670003).`;
export const TAX_ID_CHECK_DIGIT_MESSAGE = `Az adóazonosító jel hibás: utolsó, ellenőrző számjegye nem egyezik az első kilenc számjegyből számítottal (${TAX_ID_STATUTE} 3. pont), ezért a szám elírt. Kérjük, ellenőrizze és javítsa az adóigazolvány szerint.`;

/**
 * A natural person's tax id (adóazonosító jel), optional: ten digits from 8 with the right check digit (decision 080).
 * A wrong one is refused at the field, as an impossible date is: the documents would print it for the court.
 */
export function optionalTaxId() {
  const schema = optionalText({ max: TEXT_LIMITS.code }).superRefine((value, ctx) => {
    if (value === undefined) return;
    const problem = taxIdProblem(value);
    if (problem !== null)
      ctx.addIssue({
        code: 'custom',
        message: problem === 'format' ? TAX_ID_FORMAT_MESSAGE : TAX_ID_CHECK_DIGIT_MESSAGE,
      });
  });
  TAX_ID_SCHEMAS.add(schema);
  return schema;
}

/** The tax id fields, which the JSON Schema generator gives their pattern. */
export const TAX_ID_SCHEMAS = new WeakSet<object>();
/** The form of a tax id in the published JSON Schemas; the check digit is the engine's to check. */
export const TAX_ID_PATTERN = '^8\\d{9}$';

/** A required, non-empty, trimmed text with the spec's Hungarian message. */
export function requiredText(message: string, options: { max?: number } = {}) {
  const max = options.max ?? TEXT_LIMITS.text;
  return z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z
      .string({ error: message })
      .max(max, tooLong(max))
      .refine(isPrintable, printable)
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

/** Only `YYYY-MM-DD` (surrounding spaces aside): a timestamp or anything after the day is refused. */
function trimmed(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

/**
 * The years a date of a request may fall in: nobody living was born before 1900, no Kft. was registered before 1988,
 * and the engine's date arithmetic (deadlines years ahead) stays within what JavaScript's `Date` writes as ISO text.
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2199;

const isInYears = (text: string) => {
  const year = Number(text.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
};

/** A real day as `YYYY-MM-DD`; shared by every date field (the JSON Schema generator recognises it). */
export const isoDateString = z
  .string()
  .refine(isRealDate, { message: 'Érvénytelen dátum (ÉÉÉÉ-HH-NN formátum szükséges).', abort: true })
  .refine(isInYears, { message: `Érvénytelen dátum: az évszám ${FIRST_YEAR} és ${LAST_YEAR} között lehet.` });

export function optionalDate() {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : trimmed(value)),
    isoDateString.optional(),
  );
}

export function requiredDate(message: string) {
  return z.preprocess(
    (value) => (value === null || value === undefined ? '' : trimmed(value)),
    z
      .string({ error: message })
      .refine((value) => value.length > 0, { message })
      .pipe(isoDateString),
  );
}

/**
 * Whole forints as digits, optionally grouped by thousands with a space, a no-break space or a dot and followed by
 * "Ft" (the web app sends "3 000 000" while the user types). "0x10", "1e6", "12.5" and "-5" are not amounts.
 */
/** The longest amount written as text ("999 999 999 999 Ft" is 18). */
export const MAX_AMOUNT_TEXT = 30;
export const AMOUNT_TEXT = /^(\d+|\d{1,3}([ \u00a0\u202f.]\d{3})+)(\s*Ft)?$/i;

const AMOUNT_MESSAGE = 'Az összeg egész forint: számjegyekkel (pl. 3000000 vagy „3 000 000”).';

/** The amount once read; shared by every amount field (the JSON Schema generator recognises it). */
export const wholeForints = z
  .number({ error: AMOUNT_MESSAGE })
  .int({ message: 'Az összeg csak egész forint lehet.' })
  .min(0, { message: 'Az összeg nem lehet negatív.' })
  .max(999_999_999_999, { message: 'Az összeg túl nagy.' });

export function forintAmount() {
  return z.preprocess((value) => {
    if (value === null || value === undefined || value === '') return 0;
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text.length <= MAX_AMOUNT_TEXT && AMOUNT_TEXT.test(text)
      ? Number(text.replace(/\s*Ft$/i, '').replace(/[ \u00a0\u202f.]/g, ''))
      : value;
  }, wholeForints);
}

/**
 * A decimal written with a comma or a point ("12,5", "12.5", "12", "-1"); anything else is left for the schema to
 * refuse. A negative one is read as a number, so the schema says it may not be negative, not that it is no number.
 */
export function numberFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return /^-?\d+([.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : value;
}

/** The message for a percentage with too many decimals (see {@link hasPercentDecimals}). */
const PERCENT_DECIMALS_MESSAGE = 'A százalék legfeljebb négy tizedesjeggyel adható meg.';

/** An optional percentage (0–100) with a decimal comma or point, at most four decimals. */
export function optionalPercent() {
  return z.preprocess(
    (value) => {
      if (value === null || value === undefined || value === '') return undefined;
      return typeof value === 'string' ? numberFromText(value.replace(/\s*%$/, '')) : value;
    },
    z
      .number({ error: 'A százaléknak számnak kell lennie.' })
      .min(0, { message: 'A százalék nem lehet negatív.' })
      .max(100, { message: 'A százalék legfeljebb 100 lehet.' })
      .refine(hasPercentDecimals, { message: PERCENT_DECIMALS_MESSAGE })
      .optional(),
  );
}

export function flag(defaultValue: boolean) {
  return z.preprocess((value) => (value === null || value === undefined ? defaultValue : value), z.boolean());
}

/** A list of short texts; blank items are dropped. */
export function textList(options: { maxItems: number; max?: number }) {
  const max = options.max ?? TEXT_LIMITS.text;
  return z.preprocess(
    (value) => (value === null || value === undefined ? [] : value),
    z
      .array(z.string().max(max, tooLong(max)).refine(isPrintable, printable))
      .max(options.maxItems, tooMany(options.maxItems))
      .transform((items) => items.map((item) => item.trim()).filter((item) => item.length > 0)),
  );
}

/** A list of objects; absent or null is an empty list. */
export function objectList<T extends z.ZodType>(item: T, maxItems: number) {
  return z.preprocess((value) => value ?? [], z.array(item).max(maxItems, tooMany(maxItems)));
}

/**
 * An object that refuses keys it does not know: a misspelt key would otherwise be dropped without a word and the
 * documents would come out without it. The message suggests the closest known key; `parseWith` gives each unknown
 * key its own issue and path.
 */
export function strictObject<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code !== 'unrecognized_keys') return undefined;
      const known = Object.keys((issue.inst as z.ZodObject | undefined)?.shape ?? shape);
      return issue.keys.map((key) => unknownKeyMessage(key, known)).join('\n');
    },
  });
}

/** A saved entity's id: the server uses numbers; the browser may send strings. */
export const entityId = z.union([z.number().int(), z.string().min(1).max(100, tooLong(100))]);

export const entityRef = z.preprocess(
  (value) => (value === null ? undefined : value),
  strictObject({ id: entityId.optional() }).optional(),
);
