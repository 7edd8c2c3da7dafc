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

  it('leaves acronyms and a(z) alone', () => {
    expect(findStyleSlips('az SMS, a(z) Példa Kft. irodába')).toEqual([]);
  });

  it('gives a number the article of its pronunciation', () => {
    expect(findStyleSlips('a 2. pont, az 1. pont, az 5 nap, a 10 nap, az 1000 Ft, a 30 napos')).toEqual([]);
    expect(findStyleSlips('a 1. pont és az 2. pont')).toEqual([
      { kind: 'article', excerpt: 'a 1.' },
      { kind: 'article', excerpt: 'az 2.' },
    ]);
  });

  it('finds doubled punctuation but not an ellipsis', () => {
    expect(findStyleSlips('Példa Kft.. irodája')).toEqual([{ kind: 'punctuation', excerpt: 'Példa Kft.. ' }]);
    expect(findStyleSlips('Betöltés...')).toEqual([]);
    expect(findStyleSlips('Kezdje el írni a címet, pl.: Váci út 1.')).toEqual([]);
    expect(findStyleSlips('a TP Mobil Kft., a kereskedő; Pl.: 1/2')).toEqual([]);
    expect(findStyleSlips('Megjegyzés.: nem')).toHaveLength(1);
  });

  it('finds the informal register', () => {
    expect(findStyleSlips('Kezdd el írni a címet')).toEqual([{ kind: 'register', excerpt: 'Kezdd' }]);
    expect(findStyleSlips('Kezdje el írni a címet')).toEqual([]);
  });
});
