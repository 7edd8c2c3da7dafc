import { describe, expect, it } from 'vitest';
import { parseFormats } from './parse-formats.ts';

describe('parseFormats', () => {
  it('reads a comma-separated list in a fixed order without repeats', () => {
    expect(parseFormats('pdf,DOCX, pdf')).toEqual(['docx', 'pdf']);
    expect(parseFormats('html')).toEqual(['html']);
  });

  it('rejects unknown and empty lists in Hungarian', () => {
    expect(() => parseFormats('docx,odt,rtf')).toThrow('Ismeretlen formátum: odt, rtf. Választható: docx, html, pdf.');
    expect(() => parseFormats('')).toThrow('Adjon meg legalább egy formátumot (docx, html, pdf).');
  });
});
