// A 20 000-character word (a company name without a space) in every writer: it breaks, and the PDF line breaker's
// work stays linear. The time it takes is measured by `npm run bench` (engine/bench/measure-long-word.ts), as a ratio of
// a 20 000- to a 5 000-character name, never here: a timed test fails on a loaded machine (it once measured 9.18×
// against a limit of 9×). Here the work is counted, which no load changes.
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../fixtures/index.ts';
import { planDocument } from '../src/documents/plan-documents.ts';
import { createNodeEngine, loadPdfAssets } from '../src/node.ts';
import { breakLines } from '../src/output/pdf/break-lines.ts';
import { MARGIN, PAGE_WIDTH } from '../src/output/pdf/lay-out-pages.ts';
import { createFontSet, FONT_STYLES, type Face, type FontSet } from '../src/output/pdf/font-set.ts';
import { readPdfText } from '../src/output/read-pdf-text.test-helper.ts';
import type { DocumentRequest } from '../src/schema/request.ts';

const engine = createNodeEngine();
const fixture = loadFixture('ket-tag');
const generatedAt = new Date('2026-11-22T10:30:00Z');

const longName = (length: number) => 'Rábafémszerkezetgyártó'.repeat(Math.ceil(length / 22)).slice(0, length);

function withName(length: number): DocumentRequest {
  return { ...fixture, tarsasag: { ...fixture.tarsasag, nev: longName(length) } };
}

describe('a company name of 20 000 characters without a space', () => {
  it('breaks in the HTML preview, the .docx and the PDF', async () => {
    const request = withName(20_000);
    const name = request.tarsasag.nev;
    const files = await engine.renderSet(request, [planDocument(request, 'tagjegyzek')], {
      formats: ['html', 'docx', 'pdf'],
      generatedAt,
    });
    const content = Object.fromEntries(
      files.map((file) => {
        if (!file.ok) throw file.error;
        return [file.format, file.content];
      }),
    );

    // HTML: the whole name, and a stylesheet that lets it wrap anywhere
    const html = content['html'] as string;
    expect(html).toContain(name);
    expect(html).toMatch(/\.page \{[^}]*overflow-wrap: anywhere/);
    // .docx: the whole name as text (Word and LibreOffice wrap a word wider than the line between characters)
    const documentXml = strFromU8(unzipSync(content['docx'] as Uint8Array)['word/document.xml']!);
    expect(documentXml).toContain(name);
    // PDF: the name cut into lines, none of them wider than the page, all of it there
    const lines = readPdfText(content['pdf'] as Uint8Array).flatMap((page) => page.split('\n'));
    const pieces = lines.filter((line) => /^[Rábafémszerkezetgyártó]+$/.test(line));
    expect(pieces.length).toBeGreaterThan(100);
    expect(pieces.join('')).toContain(name.slice(0, 5_000));
    expect(pieces.join('').length).toBeGreaterThanOrEqual(name.length);
  });
});

describe('the PDF line breaker on a word wider than the line', () => {
  /** The real font set, counting every character it is asked to measure. */
  function countingFonts(): { fonts: FontSet; measured: () => number } {
    const real = createFontSet(loadPdfAssets().fonts);
    let measured = 0;
    const counting = (face: Face): Face => ({
      ...face,
      advanceOf(char) {
        measured += 1;
        return face.advanceOf(char);
      },
      width(text, size) {
        measured += text.length;
        return face.width(text, size);
      },
    });
    const fonts = Object.fromEntries(FONT_STYLES.map((style) => [style, counting(real[style])])) as FontSet;
    return { fonts, measured: () => measured };
  }

  /** The PDF's text width: the page without its margins. */
  const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

  /** The characters measured to break the name's line of the member register, and the lines it makes. */
  function breakName(length: number) {
    const { fonts, measured } = countingFonts();
    const name = longName(length);
    const content = [
      { kind: 'text', text: 'A Társaság cégneve: ' },
      { kind: 'text', text: name, bold: true },
      { kind: 'text', text: ' (a továbbiakban: Társaság).' },
    ] as const;
    const lines = breakLines([...content], { fonts, size: 12, maxWidth: TEXT_WIDTH });
    const text = lines.map((line) => line.runs.map((run) => run.text).join('')).join('');
    return { measured: measured(), characters: content.reduce((sum, item) => sum + item.text.length, 0), lines, text };
  }

  it('measures each character a bounded number of times: four times the word, four times the work', () => {
    const short = breakName(5_000);
    const long = breakName(20_000);
    // the whole text there, no line wider than the text width
    expect(long.text.replace(/ /g, '')).toBe(`ATársaságcégneve:${longName(20_000)}(atovábbiakban:Társaság).`);
    for (const line of long.lines) expect(line.width).toBeLessThanOrEqual(TEXT_WIDTH);
    expect(long.lines.length).toBeGreaterThan(200);
    // linear: today each character is measured once as read and once more where the word is cut (2 per character);
    // a breaker measuring the rest of the word again on each of its 200 lines would measure about 100 times as many,
    // and its work would grow 16-fold with four times the word
    expect(long.measured).toBeLessThanOrEqual(8 * long.characters);
    expect(long.measured / short.measured).toBeLessThan(5);
  });
});
