/**
 * Unknown keys of a strict object: the Hungarian message names the key and, when one is close enough, the known key
 * the author most likely meant ("penzbetett — erre gondolt: penzbetet?").
 */

/** Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of neighbours each cost 1. */
export function editDistance(left: string, right: string): number {
  const rows = left.length + 1;
  const columns = right.length + 1;
  const table: number[][] = Array.from({ length: rows }, (_, row) =>
    Array.from({ length: columns }, (_, column) => (row === 0 ? column : column === 0 ? row : 0)),
  );
  for (let row = 1; row < rows; row += 1) {
    for (let column = 1; column < columns; column += 1) {
      const cost = left[row - 1] === right[column - 1] ? 0 : 1;
      let best = Math.min(
        table[row - 1]![column]! + 1,
        table[row]![column - 1]! + 1,
        table[row - 1]![column - 1]! + cost,
      );
      if (row > 1 && column > 1 && left[row - 1] === right[column - 2] && left[row - 2] === right[column - 1])
        best = Math.min(best, table[row - 2]![column - 2]! + 1);
      table[row]![column] = best;
    }
  }
  return table[left.length]![right.length]!;
}

/** The known key closest to `key` (case-insensitive), if it is within a third of the key's length (at least 2). */
export function closestKey(key: string, knownKeys: readonly string[]): string | undefined {
  const limit = Math.max(2, Math.floor(key.length / 3));
  let best: { key: string; distance: number } | undefined;
  for (const candidate of knownKeys) {
    const distance = editDistance(key.toLowerCase(), candidate.toLowerCase());
    if (distance <= limit && (!best || distance < best.distance)) best = { key: candidate, distance };
  }
  return best?.key;
}

/** "Ismeretlen mező: penzbetett — erre gondolt: penzbetet?" */
export function unknownKeyMessage(key: string, knownKeys: readonly string[]): string {
  const suggestion = closestKey(key, knownKeys);
  return suggestion === undefined
    ? `Ismeretlen mező: ${key} — törölje, vagy javítsa a nevét.`
    : `Ismeretlen mező: ${key} — erre gondolt: ${suggestion}?`;
}
