import { hasForbiddenCharacter } from '@cegdok/engine';

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
      if (hasForbiddenCharacter(item)) found.push(path || '_');
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) pending.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return found;
}
