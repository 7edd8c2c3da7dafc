import { describe, expect, it } from 'vitest';
import { findForbiddenCharacters } from './forbidden-characters.ts';

describe('findForbiddenCharacters', () => {
  it('lets through what people type: tabs, line breaks, accents, typographic signs and emoji (surrogate pairs)', () => {
    const text = 'Árvíztűrő „tükörfúrógép” – 1 000 000 Ft\t§ 3.\r\nKöszönöm 😀 \u00a0\u0085';
    expect(
      findForbiddenCharacters({ nev: text, tagok: [{ lakohely: text }], szam: 5, igen: true, semmi: null }),
    ).toEqual([]);
  });

  it('names the path of every text with a control character, U+FFFE/U+FFFF or a lone surrogate', () => {
    const found = findForbiddenCharacters({
      nev: 'Kiss\u0000Anna',
      tagok: [{ lakohely: 'Eger' }, { lakohely: '\u000bEger', anyjaNeve: 'Nagy\u001f' }],
      egyeb: ['jó', '\ud800rossz', 'rossz\udc00', '\ud83d\ude00 jó', '\uffff'],
    });
    expect(found.sort()).toEqual(
      ['nev', 'tagok.1.lakohely', 'tagok.1.anyjaNeve', 'egyeb.1', 'egyeb.2', 'egyeb.4'].sort(),
    );
    expect(findForbiddenCharacters('\u0007')).toEqual(['_']);
  });

  it('walks a value nested 100 000 levels deep without recursion', () => {
    let deep: unknown = 'a\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = { a: deep };
    expect(findForbiddenCharacters(deep)).toEqual([Array.from({ length: 100_000 }, () => 'a').join('.')]);
  });
});
