import { describe, expect, it } from 'vitest';
import { article, withArticle } from './article.ts';

describe('article', () => {
  it.each([
    ['Alfa Kft.', 'az'],
    ['Béta Kft.', 'a'],
    ['alapító okirat', 'az'],
    ['tag', 'a'],
    ['Egyesült', 'az'],
    ['ügyvezető', 'az'],
    ['Ügyvezető', 'az'],
    ['Ábel', 'az'],
    ['étterem', 'az'],
    ['ÍRÓ', 'az'],
    ['óra', 'az'],
    ['ötlet', 'az'],
    ['őr', 'az'],
    ['Úr', 'az'],
    ['Űr', 'az'],
    ['ünnep', 'az'],
    ['Oázis', 'az'],
    ['Szeged', 'a'],
    ['Zsolt', 'a'],
    ['MÁV', 'a'],
    ['OTP', 'az'],
    // a capital abbreviation without a vowel is read letter by letter: the first letter's name decides
    ['SZTK Kft.', 'az'],
    ['RTL Klub', 'az'],
    ['SMS Futár Kft.', 'az'],
    ['NRG', 'az'],
    ['F1 Racing Kft.', 'az'],
    ['M7 Logisztika Kft.', 'az'],
    ['X-Med Kft.', 'az'],
    ['K&H', 'a'],
    ['BMW', 'a'],
    ['H2O Kft.', 'a'],
    ['Szeged', 'a'],
    ['SZEGED', 'a'],
    // a `y` before a consonant reads `i`, before a vowel `j`
    ['Ybl', 'az'],
    ['Ybl Építő Kft.', 'az'],
    ['Yvette Szalon Kft.', 'az'],
    ['Yamaha Hangszer Kft.', 'a'],
    ['York Kft.', 'a'],
    ['Yóda Kft.', 'a'],
    ["L'Oréal", 'a'],
    ['„Alfa” Kft.', 'az'],
    ['"Béta" Kft.', 'a'],
    ['(Alfa)', 'az'],
    ['[Omega]', 'az'],
    ['  alma', 'az'],
    ['§ 5', 'a'],
  ])('%s → %s', (word, expected) => {
    expect(article(word)).toBe(expected);
  });

  it.each([
    ['0', 'a'],
    ['01', 'a'],
    ['1', 'az'],
    ['1.', 'az'],
    ['1. pont', 'az'],
    ['2', 'a'],
    ['2.', 'a'],
    ['5', 'az'],
    ['5.', 'az'],
    ['10.', 'a'],
    ['11', 'a'],
    ['50', 'az'],
    ['50%', 'az'],
    ['100.', 'a'],
    ['500', 'az'],
    ['1000', 'az'],
    ['1 000', 'az'],
    ['1500', 'az'],
    ['1999', 'az'],
    ['2000', 'a'],
    ['5000', 'az'],
    ['1 000 000', 'az'],
    ['1\u00a0000\u00a0000 Ft', 'az'],
    ['1.000.000', 'az'],
    ['3 000 000 Ft', 'a'],
    ['1,5', 'az'],
    ['1 234 567 890 123', 'az'],
    ['512 000 000 000 000', 'az'],
    ['200 000 000 000 000', 'a'],
    ['(5)', 'az'],
    ['-5', 'a'],
  ])('number %s → %s', (word, expected) => {
    expect(article(word)).toBe(expected);
  });

  it.each([
    ['a)', 'az'],
    ['b)', 'a'],
    ['f)', 'az'],
    ['f), g) és q)', 'az'],
    ['g)', 'a'],
    ['i)', 'az'],
    ['l)', 'az'],
    ['m)', 'az'],
    ['n) pont', 'az'],
    ['r)', 'az'],
    ['s)', 'az'],
    ['ö)', 'az'],
    ['q)', 'a'],
    ['F. Nagy Anna', 'az'],
    ['K. Tóth Anna', 'a'],
    ['Fő utca', 'a'],
    ['sz. melléklet', 'a'],
  ])('a letter of a list or an initial, %s → %s, is read by its name', (word, expected) => {
    expect(article(word)).toBe(expected);
  });

  it.each(['', '   ', '„”'])('rejects "%s" with nothing to pronounce', (word) => {
    expect(() => article(word)).toThrow(/nothing to pronounce/);
  });
});

describe('withArticle', () => {
  it.each([
    ['Alfa Kft.', false, 'az Alfa Kft.'],
    ['Béta', false, 'a Béta'],
    ['Béta', true, 'A Béta'],
    ['Alfa Kft.', true, 'Az Alfa Kft.'],
    ['1. pont', false, 'az 1. pont'],
    ['2. pont', true, 'A 2. pont'],
  ])('%s (capital: %s) → %s', (word, capital, expected) => {
    expect(withArticle(word, capital)).toBe(expected);
  });

  it('defaults to lower case', () => {
    expect(withArticle('Alfa Kft.')).toBe('az Alfa Kft.');
  });
});
