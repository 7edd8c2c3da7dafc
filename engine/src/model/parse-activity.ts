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

/** Reads a `kód – megnevezés` activity text (TEÁOR'25); anything else is kept as written. */
export function parseActivity(text: string): Activity {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const match = TEAOR_25.exec(trimmed);
  if (!match) return { code: null, name: trimmed, text: trimmed };
  const [, code = '', name = ''] = match;
  return { code, name, text: `${code} – ${name}` };
}
