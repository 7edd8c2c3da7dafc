import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../../fixtures/index.ts';
import type { TableCell } from '../ast/blocks.ts';
import { planDocument } from '../documents/plan-documents.ts';
import { createNodeEngine } from '../node.ts';
import {
  breakableNames,
  columnWidths,
  estimateDocxTextWidth,
  hasHandwritingColumn,
  wholeColumnWidths,
} from './column-widths.ts';
import { TEXT_WIDTH } from './docx/docx-layout.ts';
import { readPdfText } from './read-pdf-text.test-helper.ts';

const cell = (text: string, header = false): TableCell => ({
  content: text
    .split('\n')
    .flatMap((line, index) => [
      ...(index > 0 ? [{ kind: 'break' as const }] : []),
      { kind: 'text' as const, text: line },
    ]),
  header,
});
/** One unit a character: widths read as character counts. */
const chars = (text: string) => text.length;

describe('columnWidths', () => {
  it('keeps equal columns while every word fits', () => {
    const rows = [
      [cell('Tag neve', true), cell('Törzsbetét', true)],
      [cell('Kiss Anna'), cell('1 000 000 Ft')],
    ];
    expect(columnWidths(rows, 40, chars, 2)).toEqual([20, 20]);
  });

  it('widens a column to its longest word and takes the width from the columns with room to spare', () => {
    const rows = [
      [cell('Név', true), cell('Összeg', true), cell('Dátum', true)],
      [cell('9200 Mosonmagyaróvár, Fő utca 41.'), cell('1 Ft'), cell('ma')],
    ];
    // the word "Mosonmagyaróvár," (16) and padding 2 need 18 of the equal 15; the other two spare 15 − 8 and 15 − 7
    // for it: 18, 15 − 3 · 7/15 and 15 − 3 · 8/15; then the address line (33 + 2) takes what the others have beyond
    // their longest lines ("Összeg" 8, "Dátum" 7), all of it, as it lacks more
    const widths = columnWidths(rows, 45, chars, 2);
    expect(widths[0]).toBeCloseTo(30);
    expect(widths[1]).toBeCloseTo(8);
    expect(widths[2]).toBeCloseTo(7);
    // with the address on two short lines nothing wraps beyond its word: the first step alone
    const twoLines = [rows[0]!, [cell('9200\nMosonmagyaróvár,'), cell('1 Ft'), cell('ma')]];
    const stepped = columnWidths(twoLines, 45, chars, 2);
    expect(stepped[0]).toBe(18);
    expect(stepped[1]).toBeCloseTo(15 - (3 * 7) / 15);
  });

  it('gives the width a column has beyond its longest body line to the columns whose lines wrap, headers not counted', () => {
    // a legal-entity member's name and seat wrapped in a fifth of the register while the percentages left theirs empty
    const rows = [
      [cell('A tag neve', true), cell('A törzsbetét aránya', true), cell('A tagság kezdete', true)],
      [cell('Tiszántúli Vagyonkezelő Zártkörűen Működő Részvénytársaság'), cell('40%'), cell('2026. 11. 24.')],
    ];
    // equal 20 each; the longest lines: 58, 10 ("törzsbetét" is the longest word), 13: the others spare 10 and 7
    const widths = columnWidths(rows, 60, chars, 0);
    expect(widths).toEqual([37, 10, 13]);
    // less lacking than spared: each gives in proportion to what it spares
    const short = [rows[0]!, [cell('Kis Anna Kata Mária Éva'), cell('40%'), cell('2026. 11. 24.')]];
    const shared = columnWidths(short, 60, chars, 0);
    expect(shared[0]).toBeCloseTo(23);
    expect(shared[1]).toBeCloseTo(20 - (10 * 3) / 17);
    expect(shared[2]).toBeCloseTo(20 - (7 * 3) / 17);
  });

  it('keeps a name bound with no-break spaces and a numeric date whole, and breaks other text at spaces', () => {
    const rows = [[cell('dr.\u00a0Kovács\u2011Szabó\u00a0Anna'), cell('2026. 12. 10.'), cell('a b c d e f g h i j k')]];
    expect(columnWidths(rows, 90, chars, 0).slice(0, 2)).toEqual([30, 30]);
    // the name needs 21 of the equal 15: the date spares 2, the single letters 14 (15 − 6 · 2/16 and 15 − 6 · 14/16);
    // then the line of letters (21) takes what the date's column has beyond its 13
    const narrow = columnWidths(rows, 45, chars, 0);
    expect(narrow[0]).toBe(21);
    expect(narrow[1]).toBeCloseTo(13);
    expect(narrow[2]).toBeCloseTo(11);
  });

  it('leaves an empty body column its equal share for handwriting (an attendance sheet’s signatures)', () => {
    const rows = [
      [cell('Tag neve', true), cell('Törzsbetét', true), cell('Aláírás', true)],
      [cell('Ürögdiné-Kovács-Szabó-Ödönné'), cell('1 000 000 Ft'), cell('')],
    ];
    // the name needs 28 of the equal 20; only the amounts' column spares (20 − 10), the signatures' keeps its share
    expect(columnWidths(rows, 60, chars, 0)).toEqual([28, 12, 20]);
  });

  it('tells a table with a column left for handwriting: a header over body cells all empty', () => {
    const header = [cell('Tag neve', true), cell('Aláírás', true)];
    expect(hasHandwritingColumn([header, [cell('Kiss Anna'), cell('')], [cell('Nagy Béla'), cell(' ')]])).toBe(true);
    expect(hasHandwritingColumn([header, [cell('Kiss Anna'), cell('')], [cell('Nagy Béla'), cell('x')]])).toBe(false);
    // no body row, or only a short row spanning the columns it lacks
    expect(hasHandwritingColumn([header])).toBe(false);
    expect(hasHandwritingColumn([header, [cell('Összesen')]])).toBe(false);
  });

  it('breaks a bound name too long for the table between its words before it narrows the other columns', () => {
    const name = 'dr.\u00a0Szentgyörgyváry\u2011Kovácsházy\u00a0Ágnes\u00a0Erzsébet';
    const rows = [[cell(name), cell('7\u00a0500\u00a0000\u00a0Ft'), cell('(kerekítve)')]];
    // whole, the name (44) and the others (12 + 11) need 67 of 50: the amount and "(kerekítve)" keep their 12 and 11,
    // the name's column gets the rest, more than its longest word "Szentgyörgyváry‑Kovácsházy" (26)
    const widths = columnWidths(rows, 50, chars, 0);
    expect(widths[1]).toBeCloseTo(12);
    expect(widths[2]).toBeCloseTo(11);
    expect(widths[0]).toBeCloseTo(27);
    // too narrow even for the name's words: shared in proportion to them
    const narrow = columnWidths(rows, 40, chars, 0);
    expect(narrow[0]! / narrow[1]!).toBeCloseTo(26 / 12);
  });

  it('shares the width in proportion to the words when even they do not fit', () => {
    const rows = [[cell('Rábafémszerkezetgyártó'), cell('Győr-Moson-Sopron')]];
    const widths = columnWidths(rows, 26, chars, 0);
    expect(widths[0]! / widths[1]!).toBeCloseTo(22 / 17);
    expect(widths[0]! + widths[1]!).toBeCloseTo(26);
  });

  it('answers whole twips summing to the table width', () => {
    const rows = [
      [cell('A tag neve, lakóhelye (székhelye)', true), cell('Törzsbetét', true), cell('A tagság kezdete', true)],
      [cell('Tóth Krisztina\n9200 Mosonmagyaróvár, Fő utca 41.'), cell('1 200 000 Ft'), cell('2026. 12. 10.')],
    ];
    const widths = wholeColumnWidths(rows, 9070, estimateDocxTextWidth, 216);
    expect(widths.every(Number.isInteger)).toBe(true);
    expect(widths.reduce((sum, width) => sum + width, 0)).toBe(9070);
    expect(widths[0]).toBeGreaterThanOrEqual(estimateDocxTextWidth('Mosonmagyaróvár,', false) + 216 - 1);
  });
});

describe('breakableNames', () => {
  const text = (content: ReturnType<typeof breakableNames>) => content.map((item) => ('text' in item ? item.text : ''));

  it('unbinds the words of a name wider than the cell, never an amount or a date', () => {
    const content = [
      { kind: 'text' as const, text: 'dr.\u00a0Kovács\u2011Szabó\u00a0Anna\u00a0Mária', bold: true },
      { kind: 'break' as const },
      { kind: 'text' as const, text: '1\u00a0000\u00a0000\u00a0Ft, 2026.\u00a0december\u00a010.' },
      { kind: 'break' as const },
      { kind: 'text' as const, text: 'Rába\u00a0Fémszerkezet\u00a0Kft.\u00a0b.\u00a0a.' },
    ];
    expect(text(breakableNames(content, 20, chars, false))).toEqual([
      'dr. Kovács\u2011Szabó Anna Mária',
      '',
      '1\u00a0000\u00a0000\u00a0Ft, 2026.\u00a0december\u00a010.',
      '',
      'Rába Fémszerkezet Kft.\u00a0b.\u00a0a.',
    ]);
  });

  it('gives back the very content when every bound name fits', () => {
    const content = [{ kind: 'text' as const, text: 'dr.\u00a0Kovács\u00a0Anna 9024 Győr' }];
    expect(breakableNames(content, 20, chars, false)).toBe(content);
  });
});

/** Fourteen members, the first with a name longer than the members' register's first column. */
function longNamedMember() {
  const request = structuredClone(loadFixture('tizennegy-tag'));
  request.tarsasag.tagok[0]!.nev = 'dr. Szentgyörgyváry-Kovácsházy Ágnes Erzsébet Mária';
  return request;
}

describe('a member whose name is longer than a column', () => {
  const generatedAt = new Date('2026-12-10T10:00:00Z');

  it('is broken between its words in the PDF register and signature box, the other columns whole', async () => {
    const request = longNamedMember();
    const engine = createNodeEngine();
    for (const type of ['tagjegyzek', 'tarsasagi'] as const) {
      const pdf = await engine.renderPdf(request, planDocument(request, type), { generatedAt });
      const words = readPdfText(pdf).flatMap((page) => page.split(/\s+/));
      // the equal-share fallback cut the name "Erzséb|et" and the columns "törzsbet|ét", "(kerekítv|e)"
      expect(words, type).toContain('Erzsébet');
      expect(words, type).toContain('Szentgyörgyváry\u2011Kovácsházy');
      if (type === 'tagjegyzek') {
        expect(words).toContain('törzsbetét');
        expect(words).toContain('(kerekítve)');
      }
    }
  });

  it('is written with ordinary spaces in its .docx register cell, the amount column as wide as its amount', async () => {
    const request = longNamedMember();
    const docx = await createNodeEngine().renderDocx(request, planDocument(request, 'tagjegyzek'), { generatedAt });
    const body = strFromU8(unzipSync(docx)['word/document.xml']!);
    expect(body).toContain('dr. Szentgyörgyváry\u2011Kovácsházy Ágnes Erzsébet Mária');
    const grid = /<w:tblGrid>(.*?)<\/w:tblGrid>/.exec(body)![1]!;
    const widths = [...grid.matchAll(/w:w="(\d+)"/g)].map((match) => Number(match[1]));
    expect(widths[1]).toBeGreaterThanOrEqual(
      Math.floor(estimateDocxTextWidth('7\u00a0500\u00a0000\u00a0Ft', false) + 216),
    );
  });
});

describe('the members’ register of four members, one a legal entity', () => {
  it('gives the name and address column of the .docx the width the percentages and dates do not use', async () => {
    const request = loadFixture('negy-tag-jogi-szemely-kulfoldi-ugyvezeto');
    const docx = await createNodeEngine().renderDocx(request, planDocument(request, 'tagjegyzek'), {
      generatedAt: new Date('2026-12-10T10:00:00Z'),
    });
    const body = strFromU8(unzipSync(docx)['word/document.xml']!);
    const grid = /<w:tblGrid>(.*?)<\/w:tblGrid>/.exec(body)![1]!;
    const widths = [...grid.matchAll(/w:w="(\d+)"/g)].map((match) => Number(match[1]));
    // equal fifths wrapped "Donauknie Holding GmbH / 1010 Wien, Graben 12., Ausztria" while "40%" used a third of its
    expect(widths[0]).toBeGreaterThan(Math.max(...widths.slice(1)) * 2);
    expect(widths.reduce((sum, width) => sum + width, 0)).toBe(TEXT_WIDTH);
  });
});

describe('the members’ register of fourteen members', () => {
  it('prints "Mosonmagyaróvár," whole in the PDF', async () => {
    const request = loadFixture('tizennegy-tag');
    const engine = createNodeEngine();
    const pdf = await engine.renderPdf(request, planDocument(request, 'tagjegyzek'), {
      generatedAt: new Date('2026-12-10T10:00:00Z'),
    });
    const lines = readPdfText(pdf).flatMap((page) => page.split('\n'));
    expect(lines.some((line) => line.includes('Mosonmagyaróvár,'))).toBe(true);
  });

  it('gives the name and address column of the .docx the width of "Mosonmagyaróvár,"', async () => {
    const request = loadFixture('tizennegy-tag');
    const docx = await createNodeEngine().renderDocx(request, planDocument(request, 'tagjegyzek'), {
      generatedAt: new Date('2026-12-10T10:00:00Z'),
    });
    const body = strFromU8(unzipSync(docx)['word/document.xml']!);
    const grid = /<w:tblGrid>(.*?)<\/w:tblGrid>/.exec(body)![1]!;
    const widths = [...grid.matchAll(/w:w="(\d+)"/g)].map((match) => Number(match[1]));
    expect(widths).toHaveLength(5);
    expect(widths.reduce((sum, width) => sum + width, 0)).toBe(TEXT_WIDTH);
    expect(widths[0]).toBeGreaterThanOrEqual(Math.floor(estimateDocxTextWidth('Mosonmagyaróvár,', false) + 216));
  });
});

describe('estimateDocxTextWidth', () => {
  it('gives a space or no-break space a quarter em, a capital or m, w, % seven tenths, any other character half', () => {
    const em = (text: string) => estimateDocxTextWidth(text, false) / 220;
    expect(em(' \u00a0')).toBe(0.5);
    expect(em('AmW%')).toBeCloseTo(2.8, 10);
    expect(em('aé1.')).toBe(2);
    expect(em('ŐŰ')).toBeCloseTo(1.4, 10);
    // a character beyond the basic plane counts once, a lone surrogate as one character
    expect(em('𝐀')).toBeCloseTo(0.7, 10);
    expect(em('\ud835')).toBe(0.5);
    expect(estimateDocxTextWidth('Kft.', true)).toBeCloseTo((0.7 + 0.5 * 3) * 220 * 1.05, 10);
  });

  it('measures as the character-by-character rule on every text of a large set', () => {
    const reference = (text: string, bold: boolean) => {
      let ems = 0;
      for (const char of text)
        ems += char === ' ' || char === '\u00a0' ? 0.25 : /[\p{Lu}mwMW%]/u.test(char) ? 0.7 : 0.5;
      return ems * 220 * (bold ? 1.05 : 1);
    };
    const texts = ['dr. Szentgyörgyváry-Kovácsházy Ágnes', '1 000 000 Ft (kerekítve 33,33%)', '„Alfa” – 2026. 12. 10.'];
    for (const text of texts)
      for (const bold of [false, true]) expect(estimateDocxTextWidth(text, bold)).toBe(reference(text, bold));
  });
});
