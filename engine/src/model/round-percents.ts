/**
 * Each value's share of their sum as a percentage rounded to hundredths, the roundings chosen so that the shares
 * add up to exactly 100 (largest remainder: three equal members get 33,34%, 33,33% and 33,33%, never 99,99% in all).
 * Ties go to the earlier value. A zero sum gives zeros.
 */
export function roundPercents(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return values.map(() => 0);
  // In hundredths of a percent; the epsilon keeps 2899.9999999999995 from flooring to 2899.
  const exact = values.map((value) => (value / total) * 10_000);
  const floors = exact.map((value) => Math.floor(value + 1e-9));
  let missing = 10_000 - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - floors[index]! }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    floors[index]! += 1;
    missing -= 1;
  }
  return floors.map((hundredths) => hundredths / 100);
}
