import { describe, expect, it } from 'vitest';
import { lawyerDataTarget, legalErrorTarget } from './legal-error-target.ts';

describe('legalErrorTarget', () => {
  it('sends a company field to the company editor with the field to open', () => {
    expect(legalErrorTarget('tarsasag.tagok.1.osztalekArany', 7)).toEqual({
      href: '/tool/tarsasagok/7?mezo=tagok.1.osztalekArany',
      label: 'Javítás a társaság adatlapján',
    });
    expect(legalErrorTarget('tarsasag', 7)).toMatchObject({ href: '/tool/tarsasagok/7' });
  });

  it('sends the law firm and the dating to their wizard steps', () => {
    expect(legalErrorTarget('ugyvediIroda.kasz', 7)).toMatchObject({ step: 2 });
    expect(legalErrorTarget('keltezesIdeje', 7)).toMatchObject({ step: 3 });
  });

  it('has no target for an error without a field', () => {
    expect(legalErrorTarget(undefined, 7)).toBeNull();
    expect(legalErrorTarget('valami', 7)).toBeNull();
  });
});

describe('lawyerDataTarget', () => {
  it('sends the lawyer’s and the law firm’s data to their fields on the account page', () => {
    expect(lawyerDataTarget('ugyvediIroda.kasz', true)).toEqual({
      href: '/tool/fiok?mezo=kasz',
      label: 'Javítás a Fiók oldalon',
    });
    expect(lawyerDataTarget('ugyvediIroda.ugyvedNeve', true)?.href).toBe('/tool/fiok?mezo=name');
    expect(lawyerDataTarget('ugyvediIroda.szekhely', true)?.href).toBe('/tool/fiok?mezo=szekhely');
  });

  it('sends the firm’s name to the firm’s field, or to the lawyer’s name, which stands in without a firm', () => {
    expect(lawyerDataTarget('ugyvediIroda.nev', true)?.href).toBe('/tool/fiok?mezo=nev');
    expect(lawyerDataTarget('ugyvediIroda.nev', false)?.href).toBe('/tool/fiok?mezo=name');
  });

  it('sends the data as a whole to the page, and has no target for other paths', () => {
    expect(lawyerDataTarget('ugyvediIroda', true)?.href).toBe('/tool/fiok');
    expect(lawyerDataTarget('ugyvediIroda.constructor', true)?.href).toBe('/tool/fiok');
    expect(lawyerDataTarget('tarsasag.nev', true)).toBeNull();
    expect(lawyerDataTarget('ugyvediIrodaX', true)).toBeNull();
  });
});
