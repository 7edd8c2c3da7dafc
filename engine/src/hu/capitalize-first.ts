/**
 * The first letter in upper case, the rest untouched: a name that opens a sentence (`dr. Kiss Anna` → `Dr. Kiss
 * Anna`; AkH.: an abbreviation at the start of a sentence is capitalised). Nunjucks' own `capitalize` would lower
 * the rest of the text.
 */
export function capitalizeFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase('hu') + text.slice(1);
}
