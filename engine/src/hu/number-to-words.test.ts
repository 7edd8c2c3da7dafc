import { describe, expect, it } from 'vitest';
import { MAX_NUMBER_IN_WORDS, numberToWords } from './number-to-words.ts';

describe('numberToWords', () => {
  it.each([
    [0, 'nulla'],
    [1, 'egy'],
    [2, 'kettő'],
    [3, 'három'],
    [7, 'hét'],
    [10, 'tíz'],
    [11, 'tizenegy'],
    [12, 'tizenkettő'],
    [19, 'tizenkilenc'],
    [20, 'húsz'],
    [21, 'huszonegy'],
    [22, 'huszonkettő'],
    [30, 'harminc'],
    [45, 'negyvenöt'],
    [99, 'kilencvenkilenc'],
    [100, 'száz'],
    [101, 'százegy'],
    [102, 'százkettő'],
    [110, 'száztíz'],
    [200, 'kétszáz'],
    [222, 'kétszázhuszonkettő'],
    [999, 'kilencszázkilencvenkilenc'],
    [1000, 'ezer'],
    [1001, 'ezeregy'],
    [1002, 'ezerkettő'],
    [1500, 'ezerötszáz'],
    [1999, 'ezerkilencszázkilencvenkilenc'],
    [2000, 'kétezer'],
    [2001, 'kétezer-egy'],
    [2002, 'kétezer-kettő'],
    [2500, 'kétezer-ötszáz'],
    [5000, 'ötezer'],
    [10_000, 'tízezer'],
    [22_000, 'huszonkétezer'],
    [22_222, 'huszonkétezer-kétszázhuszonkettő'],
    [100_000, 'százezer'],
    [250_000, 'kétszázötvenezer'],
    [1_000_000, 'egymillió'],
    [1_000_001, 'egymillió-egy'],
    [1_001_000, 'egymillió-ezer'],
    [1_002_000, 'egymillió-kétezer'],
    [1_200_000, 'egymillió-kétszázezer'],
    [2_000_000, 'kétmillió'],
    [3_000_000, 'hárommillió'],
    [3_000_500, 'hárommillió-ötszáz'],
    [3_500_000, 'hárommillió-ötszázezer'],
    [10_000_000, 'tízmillió'],
    [15_000_000, 'tizenötmillió'],
    [12_345_678, 'tizenkétmillió-háromszáznegyvenötezer-hatszázhetvennyolc'],
    [1_000_000_000, 'egymilliárd'],
    [2_000_000_002, 'kétmilliárd-kettő'],
    [1_234_567_890, 'egymilliárd-kétszázharmincnégymillió-ötszázhatvanhétezer-nyolcszázkilencven'],
    [
      MAX_NUMBER_IN_WORDS,
      'kilencszázkilencvenkilencmilliárd-kilencszázkilencvenkilencmillió-kilencszázkilencvenkilencezer-kilencszázkilencvenkilenc',
    ],
  ])('%i → %s', (value, words) => {
    expect(numberToWords(value)).toBe(words);
  });

  it.each([
    [2, 'két'],
    [22, 'huszonkét'],
    [2002, 'kétezer-két'],
    [3_000_000, 'hárommillió'],
  ])('before a noun %i → %s', (value, words) => {
    expect(numberToWords(value, { beforeNoun: true })).toBe(words);
  });

  it.each([
    [100, 'egyszáz'],
    [1000, 'egyezer'],
    [1500, 'egyezerötszáz'],
    [1100, 'egyezeregyszáz'],
    [100_000, 'egyszázezer'],
    [1_100_000, 'egymillió-egyszázezer'],
    [2100, 'kétezer-egyszáz'],
  ])('with an explicit one %i → %s', (value, words) => {
    expect(numberToWords(value, { explicitOne: true })).toBe(words);
  });

  it.each([-1, 1.5, MAX_NUMBER_IN_WORDS + 1, Number.NaN, Number.POSITIVE_INFINITY])('rejects %s', (value) => {
    expect(() => numberToWords(value)).toThrow(RangeError);
  });
});
