import { hungarianLower, hungarianUpper } from './hungarian-case.ts';

/**
 * The first letter in upper case, the rest untouched: a name that opens a sentence (`dr. Kiss Anna` → `Dr. Kiss
 * Anna`; AkH.: an abbreviation at the start of a sentence is capitalised). Nunjucks' own `capitalize` would lower
 * the rest of the text.
 */
export function capitalizeFirst(text: string): string {
  return hungarianUpper(text.charAt(0)) + text.slice(1);
}

/**
 * The first letter in lower case, the rest untouched: a document title as an item of a list that runs on from the
 * text and ends in semicolons, which starts lower case (`Tagjegyzék` → `tagjegyzék`, `Aláírásminta – Kiss Anna` →
 * `aláírásminta – Kiss Anna`; Laczkó–Mártonfi: Helyesírás, Osiris 2004, 309–310).
 */
export function lowercaseFirst(text: string): string {
  return hungarianLower(text.charAt(0)) + text.slice(1);
}
