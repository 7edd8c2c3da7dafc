import { teaor08Class, teaor25Name } from './teaor.ts';

/** `6210 - Számítógépes programozás`, `6201 - …` or `62.01 - …`: a code (with or without the dot) and a name. */
const CODED = /^(\d{2})\.?(\d{2})\s*[–—-]\s*(\S.*)$/u;

const same = (a: string, b: string) => a.toLocaleLowerCase('hu') === b.toLocaleLowerCase('hu');

/**
 * An activity stored by the old TEÁOR picker, in the form the picker stores now (`62.10 – Számítógépes
 * programozás`, TEÁOR'25 code with the dot and the official name), when that form is certain:
 * - a TEÁOR'25 code without the dot and its name (`6210 - Számítógépes programozás`) gets the dot;
 * - a TEÁOR'08 class and its name (`6201 - Számítógépes programozás`) becomes its one TEÁOR'25 successor;
 * - a TEÁOR'08 class with several successors is not guessed: it is written `47.91 – <TEÁOR'08 name>`, which the
 *   activity check flags with the successors to choose from.
 * Any other text, a TEÁOR'25 text already dotted included, is answered as it is.
 */
export function upgradeActivity(text: string): string {
  const match = CODED.exec(text.trim().replace(/\s+/g, ' '));
  if (!match) return text;
  const [, division = '', rest = '', name = ''] = match;
  const code = `${division}.${rest}`;
  const isDotted = text.trim().startsWith(code);
  const current = teaor25Name(code);
  if (current !== null && same(current, name)) return isDotted ? text : `${code} – ${current}`;
  const old = teaor08Class(code);
  if (old === null || !same(old.name, name)) return text;
  const [only, ...others] = old.targets;
  if (only && others.length === 0) return `${only.code} – ${only.name}`;
  return isDotted ? text : `${code} – ${old.name}`;
}

/** The main and other activities of a company with {@link upgradeActivity} applied; the same object when unchanged. */
export function upgradeActivities<T extends { fotevekenyseg?: string | undefined; egyebTevekenysegek?: string[] }>(
  company: T,
): T {
  const main = company.fotevekenyseg === undefined ? undefined : upgradeActivity(company.fotevekenyseg);
  const others = company.egyebTevekenysegek?.map(upgradeActivity);
  const changed =
    main !== company.fotevekenyseg || others?.some((text, index) => text !== company.egyebTevekenysegek?.[index]);
  return changed ? { ...company, fotevekenyseg: main, ...(others ? { egyebTevekenysegek: others } : {}) } : company;
}
