/** An activity (tevékenység) as the articles print it. */
export type Activity = {
  /** `62.10`, or null when the text is not in TEÁOR'25 form. */
  code: string | null;
  /** `Számítógépes programozás`, or the whole text when it is not in TEÁOR'25 form. */
  name: string;
  /** `62.10 – Számítógépes programozás` (en dash), or the text as given. */
  text: string;
};

/** `62.10 – Számítógépes programozás`; the spec's hyphen (`62.10 - …`) is accepted too. */
const TEAOR_25 = /^(\d{2}\.\d{2})\s+[–—-]\s+(\S.*)$/u;

/**
 * The punctuation a user may close an activity with (`62.20 – Információtechnológiai szaktanácsadás.`): the articles
 * list the activities with their own `;` and full stop, which would follow it („szaktanácsadás.;”, „Adatfeldolgozás;.”,
 * decision 092). No TEÁOR'25 name ends with a full stop, comma or semicolon; a free text keeps its full stop, which may
 * close an abbreviation („m.n.s.”).
 */
const TEAOR_TRAILING_PUNCTUATION = /\s*[.,;]+$/u;
const FREE_TEXT_TRAILING_PUNCTUATION = /\s*[,;]+$/u;

/** Reads a `kód – megnevezés` activity text (TEÁOR'25); anything else is kept as written. */
export function parseActivity(text: string): Activity {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const match = TEAOR_25.exec(trimmed);
  if (!match) {
    const free = trimmed.replace(FREE_TEXT_TRAILING_PUNCTUATION, '');
    return { code: null, name: free, text: free };
  }
  const [, code = '', given = ''] = match;
  const name = given.replace(TEAOR_TRAILING_PUNCTUATION, '');
  return { code, name, text: `${code} – ${name}` };
}
