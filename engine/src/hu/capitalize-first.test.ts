import { describe, expect, it } from 'vitest';
import { capitalizeFirst, lowercaseFirst } from './capitalize-first.ts';

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

describe('lowercaseFirst', () => {
  it.each([
    ['Tagjegyzék', 'tagjegyzék'],
    ['Üzletrész-átruházási szerződés – Kovács Péter', 'üzletrész-átruházási szerződés – Kovács Péter'],
    ['Ügyvezetői elfogadó nyilatkozat – Ács Éva', 'ügyvezetői elfogadó nyilatkozat – Ács Éva'],
    ['', ''],
  ])('%s → %s', (text, expected) => {
    expect(lowercaseFirst(text)).toBe(expected);
  });
});
