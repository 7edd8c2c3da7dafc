import { describe, expect, it } from 'vitest';
import { isLegalEntity, legalEntitySummary } from './legal-entity-summary.ts';

describe('a legal entity on its card', () => {
  it('is named with its registration number and its representatives, jointly when there are several', () => {
    expect(
      legalEntitySummary({
        jogiSzemely: true,
        cegjegyzekszam: '01-10-123456',
        kepviselo: 'Kiss Tamás vezérigazgató',
        egyuttesKepviselok: ['Nagy Éva igazgatósági tag', 'Tóth Béla igazgatósági tag'],
      }),
    ).toBe(
      'Jogi személy – cégjegyzékszám: 01-10-123456; képviseli: Kiss Tamás vezérigazgató, Nagy Éva igazgatósági tag és Tóth Béla igazgatósági tag együttesen',
    );
    expect(
      legalEntitySummary({ jogiSzemely: true, cegjegyzekszam: '01-09-654321', kepviselo: 'Kiss Tamás ügyvezető' }),
    ).toBe('Jogi személy – cégjegyzékszám: 01-09-654321; képviseli: Kiss Tamás ügyvezető');
  });

  it('says what is missing instead of leaving a gap', () => {
    expect(legalEntitySummary({ jogiSzemely: true })).toBe(
      'Jogi személy – cégjegyzékszám: nincs megadva; képviseli: nincs megadva',
    );
  });

  it('is told from a natural person by the saved flag alone', () => {
    expect(isLegalEntity({ jogiSzemely: true })).toBe(true);
    expect(isLegalEntity({ jogiSzemely: false, cegjegyzekszam: '01-09-654321' })).toBe(false);
    expect(isLegalEntity(undefined)).toBe(false);
  });
});
