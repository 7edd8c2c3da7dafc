import { describe, expect, it } from 'vitest';
import { linesMissingFromPdfText } from './libreoffice-lines.ts';

// pdftotext -raw of a LibreOffice PDF: wrapped lines, a hyphenated word, a page footer inside a paragraph.
const printed = [
  '6. A törzstőke',
  '6.1. A Társaság törzstőkéje 3 000 000 Ft, azaz hárommillió forint, amely a tagok tör-',
  'zsbetétjeiből áll; Őri‑Óvári Örs',
  '1. oldal / összesen 2 oldal',
  '\fGellért törzsbetétje 1 500 000 Ft.',
  'a) Nagy‑Kovács Anna: 50%;',
].join('\n');

describe('linesMissingFromPdfText', () => {
  it('finds a numbered line across its line breaks, a hyphenated word and a page footer', () => {
    const lines = [
      '6. A törzstőke',
      '6.1. A Társaság törzstőkéje 3 000 000 Ft, azaz hárommillió forint, amely a tagok törzsbetétjeiből áll; Őri‑Óvári Örs Gellért törzsbetétje 1 500 000 Ft.',
      'a) Nagy-Kovács Anna: 50%;',
    ];
    expect(linesMissingFromPdfText(printed, lines)).toEqual([]);
  });

  it('answers a line printed under another number, or not printed whole', () => {
    const lines = ['6.2. A Társaság törzstőkéje 3 000 000 Ft', 'b) Nagy-Kovács Anna: 50%;', '6. A törzstőke emelése'];
    expect(linesMissingFromPdfText(printed, lines)).toEqual(lines);
  });
});
