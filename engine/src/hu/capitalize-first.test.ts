import { describe, expect, it } from 'vitest';
import { capitalizeFirst } from './capitalize-first.ts';

describe('capitalizeFirst', () => {
  it.each([
    ['dr. Kiss Anna', 'Dr. Kiss Anna'],
    ['Nagy Béla', 'Nagy Béla'],
    ['ifj. Őri Ödön', 'Ifj. Őri Ödön'],
    ['özv. Ács ÉVA', 'Özv. Ács ÉVA'],
    ['', ''],
  ])('%s → %s', (text, expected) => {
    expect(capitalizeFirst(text)).toBe(expected);
  });
});
