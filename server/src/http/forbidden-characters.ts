/** The C0 control characters XML 1.0 forbids (all but tab, line feed and carriage return), U+FFFE and U+FFFF. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
/** A surrogate without its pair: SQLite would store it as U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const FORBIDDEN_CHARACTER_MESSAGE =
  'Nem megengedett karaktert tartalmaz (vezérlőkarakter vagy hibás Unicode-karakter); kérjük, gépelje be újra.';

/**
 * The dotted paths (`tagok.0.nev`, as in the error envelope's `fields`) of every text in a parsed JSON value that
 * holds a forbidden character. Walked without recursion, so a value nested thousands of levels deep is no danger.
 */
export function findForbiddenCharacters(value: unknown): string[] {
  const found: string[] = [];
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (NOT_IN_XML.test(item) || LONE_SURROGATE.test(item)) found.push(path || '_');
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) pending.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return found;
}
