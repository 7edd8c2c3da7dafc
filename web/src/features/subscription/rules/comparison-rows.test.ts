import { describe, expect, it } from 'vitest';
import { COMPARISON_ROWS, enterpriseUsersFootnote, NOT_AVAILABLE, type ComparedPlan } from './comparison-rows.ts';

const medium: ComparedPlan = {
  id: 'medium',
  monthlyPrice: 19900,
  yearlyPrice: 199000,
  userCap: 3,
  monthlyDocCap: 60,
  extraDocPrice: 690,
  docRetentionInDays: 180,
};

function column(plan: ComparedPlan): Record<string, string> {
  return Object.fromEntries(COMPARISON_ROWS.map((row) => [row.label, row.value(plan)]));
}

describe('comparison rows', () => {
  it('has every row of the spec with forint prices', () => {
    expect(column(medium)).toEqual({
      'Havi díj': '19 900 Ft',
      'Éves díj': '199 000 Ft',
      'Felhasználók száma': '3',
      'Dokumentumok száma havonta': '60',
      'Extra dokumentum ára': '690 Ft/db',
      'Dokumentumok tárolása': '180 nap',
      Dokumentumtípusok: 'Összes',
      'PDF és Word formátum': 'Igen',
      'Előnézet generálás előtt': 'Igen',
      'Adatok mentése újrafelhasználásra': 'Igen',
    });
  });

  it('marks the extendable enterprise user count and a missing extra document price', () => {
    expect(column({ ...medium, id: 'enterprise', userCap: 10 })['Felhasználók száma']).toBe('10*');
    expect(column({ ...medium, id: 'free', extraDocPrice: 0 })['Extra dokumentum ára']).toBe(NOT_AVAILABLE);
  });

  it('prices the extra enterprise user in the footnote', () => {
    expect(enterpriseUsersFootnote(2500)).toBe(
      'A Vállalati csomag felhasználószáma bővíthető, felhasználónként havi 2 500 Ft díjért.',
    );
  });
});
