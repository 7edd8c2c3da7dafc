import { describe, expect, it } from 'vitest';
import { birthDateOfTaxId, taxIdCheckDigit, taxIdDays, taxIdFor, taxIdProblem } from './tax-id.ts';

describe('the tax id (adóazonosító jel, 1996. évi XX. törvény 1. számú melléklet; decision 080)', () => {
  it('takes well-formed ids, computed by hand: Σ digit × position (1–9) mod 11 is the 10th digit', () => {
    // 1967-02-13 is 36567 days after 1867-01-01; 8·1+3·2+6·3+5·4+6·5+7·6 = 124 = 11·11 + 3
    expect(taxIdProblem('8365670003')).toBeNull();
    // 1980-05-05: 41397 days; 8+8+12+36+35+42+7+16+27 = 191 = 11·17 + 4 … with sequence 123: 8413971233
    expect(taxIdProblem('8413971233')).toBeNull();
    expect(taxIdProblem('8493074578')).toBeNull(); // 2001-12-31, sequence 457
    expect(taxIdProblem('8120530071')).toBeNull(); // 1900-01-01, sequence 007
  });

  it('refuses a wrong check digit, nine or eleven digits, a first digit other than 8, and non-digits', () => {
    expect(taxIdProblem('8365670004')).toBe('checkDigit');
    expect(taxIdProblem('8413971232')).toBe('checkDigit');
    expect(taxIdProblem('836567000')).toBe('format');
    expect(taxIdProblem('83656700031')).toBe('format');
    expect(taxIdProblem('7365670003')).toBe('format');
    expect(taxIdProblem('8365 670003')).toBe('format');
    expect(taxIdProblem('836567000X')).toBe('format');
  });

  it('reads the birth date from the 2nd–6th digits and writes them from a birth date', () => {
    expect(birthDateOfTaxId('8365670003')).toBe('1967-02-13');
    expect(taxIdDays('1967-02-13')).toBe('36567');
    expect(taxIdDays('1900-01-01')).toBe('12053');
    expect(taxIdDays('1867-01-02')).toBe('00001');
    expect(birthDateOfTaxId(`8${taxIdDays('2000-02-29')}0000`)).toBe('2000-02-29');
  });

  it('forms valid ids for test data, skipping a sequence whose check digit would be 10', () => {
    expect(taxIdFor('1967-02-13', 0)).toBe('8365670003');
    expect(taxIdCheckDigit('836567002')).toBe(10); // never issued
    expect(taxIdFor('1967-02-13', 2)).toBe(`836567003${taxIdCheckDigit('836567003')}`);
    expect(taxIdProblem(taxIdFor('1980-05-05', 999))).toBeNull();
  });
});
