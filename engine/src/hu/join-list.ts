/**
 * `['A', 'B', 'C']` → `A, B és C`: commas between the items and the conjunction before the last one, with no comma
 * before it (Hungarian usage). One item → itself, none → `''`. `conjunction` replaces `és` (e.g. `vagy`).
 */
export function joinList(items: readonly string[], conjunction = 'és'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}
