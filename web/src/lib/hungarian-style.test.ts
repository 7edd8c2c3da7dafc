import { describe, expect, it } from 'vitest';
import { findStyleSlips } from './hungarian-style.ts';

describe('Hungarian style slips', () => {
  it('finds an article that does not agree with the next word', () => {
    expect(findStyleSlips('Hiba történt az dokumentumok előnézete során.')).toEqual([
      { kind: 'article', excerpt: 'az dokumentumok' },
    ]);
    expect(findStyleSlips('A előnézet')).toEqual([{ kind: 'article', excerpt: 'A előnézet' }]);
    expect(findStyleSlips('Az ügyvéd a dokumentumokat az irodában írja alá.')).toEqual([]);
  });

  it('leaves acronyms, numbers and a(z) alone', () => {
    expect(findStyleSlips('az SMS, a 2. pont, a(z) Példa Kft. irodába')).toEqual([]);
  });

  it('finds doubled punctuation but not an ellipsis', () => {
    expect(findStyleSlips('Példa Kft.. irodája')).toEqual([{ kind: 'punctuation', excerpt: 'Példa Kft.. ' }]);
    expect(findStyleSlips('Betöltés...')).toEqual([]);
    expect(findStyleSlips('Kezdje el írni a címet, pl.: Váci út 1.')).toEqual([]);
    expect(findStyleSlips('Megjegyzés.: nem')).toHaveLength(1);
  });

  it('finds the informal register', () => {
    expect(findStyleSlips('Kezdd el írni a címet')).toEqual([{ kind: 'register', excerpt: 'Kezdd' }]);
    expect(findStyleSlips('Kezdje el írni a címet')).toEqual([]);
  });
});
