/** One step of an alignment: both sides, only the old side (deleted) or only the new side (inserted). */
export type Aligned<T> = { old?: T; new?: T };

/**
 * Aligns two sequences on their longest common subsequence under `same`; between two anchors the leftovers are
 * paired position by position when `pair` allows it (a modified item), the rest are deletions and insertions.
 */
export function alignSequences<T>(
  before: readonly T[],
  after: readonly T[],
  same: (left: T, right: T) => boolean,
  pair: (left: T, right: T) => boolean = () => false,
): Aligned<T>[] {
  const rows = before.length;
  const cols = after.length;
  const table: Uint32Array[] = Array.from({ length: rows + 1 }, () => new Uint32Array(cols + 1));
  for (let i = rows - 1; i >= 0; i--)
    for (let j = cols - 1; j >= 0; j--)
      table[i]![j] = same(before[i]!, after[j]!)
        ? table[i + 1]![j + 1]! + 1
        : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const result: Aligned<T>[] = [];
  let pendingOld: T[] = [];
  let pendingNew: T[] = [];
  const flush = () => {
    let k = 0;
    while (k < pendingOld.length && k < pendingNew.length && pair(pendingOld[k]!, pendingNew[k]!)) {
      result.push({ old: pendingOld[k]!, new: pendingNew[k]! });
      k++;
    }
    for (const item of pendingOld.slice(k)) result.push({ old: item });
    for (const item of pendingNew.slice(k)) result.push({ new: item });
    pendingOld = [];
    pendingNew = [];
  };
  let i = 0;
  let j = 0;
  while (i < rows || j < cols) {
    if (i < rows && j < cols && same(before[i]!, after[j]!)) {
      flush();
      result.push({ old: before[i]!, new: after[j]! });
      i++;
      j++;
    } else if (j >= cols || (i < rows && table[i + 1]![j]! >= table[i]![j + 1]!)) pendingOld.push(before[i++]!);
    else pendingNew.push(after[j++]!);
  }
  flush();
  return result;
}
