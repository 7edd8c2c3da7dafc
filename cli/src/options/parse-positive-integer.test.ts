import { describe, expect, it } from 'vitest';
import { parsePositiveInteger } from './parse-positive-integer.ts';

describe('parsePositiveInteger', () => {
  it('reads whole numbers from 1', () => {
    expect(parsePositiveInteger('1', 'X')).toBe(1);
    expect(parsePositiveInteger(' 16 ', 'X')).toBe(16);
  });

  it.each(['0', '-2', '1.5', '2e3', 'két', ''])('rejects %j', (value) => {
    expect(() => parsePositiveInteger(value, 'A --workers értéke')).toThrow(
      `A --workers értéke pozitív egész szám legyen (kapott érték: ${value}).`,
    );
  });
});
