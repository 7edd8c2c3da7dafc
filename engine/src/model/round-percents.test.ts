import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundPercents } from './round-percents.ts';

describe('roundPercents', () => {
  it.each([
    [
      [1, 1, 1],
      [33.34, 33.33, 33.33],
    ],
    [
      [1, 1],
      [50, 50],
    ],
    [
      [1_000_000, 2_000_000],
      [33.33, 66.67],
    ],
    [[3_000_000], [100]],
    [
      [1, 1, 1, 1, 1, 1, 1],
      [14.29, 14.29, 14.29, 14.29, 14.28, 14.28, 14.28],
    ],
    [
      [290, 710],
      [29, 71],
    ],
    [
      [0, 0],
      [0, 0],
    ],
  ])('%j → %j', (values, expected) => {
    expect(roundPercents(values)).toEqual(expected);
  });

  it('always adds up to exactly 100 and stays within a hundredth of the exact share', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1_000_000_000 }), { minLength: 1, maxLength: 30 }), (values) => {
        const percents = roundPercents(values);
        const total = values.reduce((sum, value) => sum + value, 0);
        expect(Math.round(percents.reduce((sum, value) => sum + value, 0) * 100)).toBe(10_000);
        percents.forEach((percent, index) =>
          expect(Math.abs(percent - (values[index]! / total) * 100)).toBeLessThan(0.01 + 1e-9),
        );
      }),
    );
  });
});
