import { describe, expect, it } from 'vitest';
import { loadPdfAssets } from '../../node.ts';
import { breakLines } from './break-lines.ts';
import { createFontSet } from './font-set.ts';

const fonts = createFontSet(loadPdfAssets().fonts);
const text = (value: string, style: { bold?: boolean } = {}) => ({ kind: 'text', text: value, ...style }) as const;
const joined = (lines: ReturnType<typeof breakLines>) => lines.map((line) => line.runs.map((run) => run.text).join(''));

describe('breakLines', () => {
  it('breaks at spaces, first fit, and keeps a word whose style changes in the middle in one piece', () => {
    const lines = breakLines([text('egy kettő három '), text('Őrség', { bold: true }), text('. négy öt')], {
      fonts,
      size: 12,
      maxWidth:
        fonts.regular.width('egy kettő három ', 12) + fonts.bold.width('Őrség', 12) + fonts.regular.width('.', 12),
    });
    expect(joined(lines)).toEqual(['egy kettő három Őrség.', 'négy öt']);
    expect(lines[0]!.runs.map((run) => run.style)).toEqual(['regular', 'bold', 'regular']);
    expect(lines.map((line) => [line.spaces, line.isLast])).toEqual([
      [3, false],
      [1, true],
    ]);
  });

  it('cuts a word wider than the line between characters, every line within the width', () => {
    const word = 'Rábafémszerkezetgyártóésszerelő'.repeat(40);
    const lines = breakLines([text(`Cégnév: ${word} Kft.`)], { fonts, size: 12, maxWidth: 300 });
    expect(joined(lines).join('').replace(/ /g, '')).toBe(`Cégnév:${word}Kft.`);
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(300);
  });

  it('ends a line at <br> and keeps an empty line between two', () => {
    const lines = breakLines([text('első'), { kind: 'break' }, { kind: 'break' }, text('harmadik')], {
      fonts,
      size: 12,
      maxWidth: 400,
    });
    expect(joined(lines)).toEqual(['első', '', 'harmadik']);
    expect(lines.every((line) => line.isLast)).toBe(true);
  });
});
