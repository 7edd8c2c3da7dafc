import { describe, expect, it } from 'vitest';
import { legalError, withCapitalStart, withStatute } from './warning.ts';

describe('a finding closed by its statute (decision 097)', () => {
  it('puts the statute before the sentence’s full stop', () => {
    expect(legalError('X', 'Ptk. 3:161. § (4)', 'A törzstőke nem éri el a törvényes minimumot.').message).toBe(
      'A törzstőke nem éri el a törvényes minimumot (Ptk. 3:161. § (4)).',
    );
  });

  it('closes a message written without a full stop', () => {
    expect(withStatute('Kérjük, javítsa a tag adatait', 'Ptk. 3:164. § (1)')).toBe(
      'Kérjük, javítsa a tag adatait (Ptk. 3:164. § (1)).',
    );
  });

  it('keeps the dot of a date, a company form or an abbreviation ending the sentence', () => {
    expect(withStatute('A határidő 2027. március 30.', 'Ctv. 50. § (5)')).toBe(
      'A határidő 2027. március 30. (Ctv. 50. § (5)).',
    );
    expect(withStatute('A tag az Alfa Kft.', 'Ptk. 3:174. §')).toBe('A tag az Alfa Kft. (Ptk. 3:174. §).');
  });
});

describe('a finding opening as a sentence', () => {
  const opening = (message: string) => withCapitalStart({ code: 'X', severity: 'warning', message }).message;

  it('capitalises a name typed with its title in lower case where it opens the message', () => {
    expect(opening('dr. Kiss Anna (ügyvezető) hiányzó személyes adatai: anyja születési neve.')).toBe(
      'Dr. Kiss Anna (ügyvezető) hiányzó személyes adatai: anyja születési neve.',
    );
    expect(opening('ifj. Nagy Béla ügyvezetői megbízatásának kezdete a múltban van.')).toBe(
      'Ifj. Nagy Béla ügyvezetői megbízatásának kezdete a múltban van.',
    );
  });

  it('keeps a name written with a capital inside its first word, and a message opening with a capital or a figure', () => {
    for (const message of [
      'eMAG Kft. (tag): …',
      'A főtevékenység nincs megadva.',
      '1051 Budapest, Fő utca 1. (székhely): …',
    ])
      expect(opening(message)).toBe(message);
  });
});
