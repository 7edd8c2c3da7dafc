import type { Inline, TableCell } from '../ast/blocks.ts';

/** The width of a text in a table cell, in the writer's unit (points for the PDF, twips for the .docx). */
export type MeasureText = (text: string, bold: boolean) => number;

/** Figures, spaces and punctuation only: a numeric date, a number. */
const NUMERIC = /^[\d\s.,:;/()–-]+$/u;

/**
 * A no-break space a bound personal name may still break at when the name is wider than its column (`bindName`):
 * between its words ("dr. Kovács Anna"), never inside an amount ("1 000 000 Ft"), a date ("2026. december 10.") or
 * before a one-letter abbreviation ("Kft. b. a.").
 */
const NAME_SPACE = /(?<=\p{L}\.?)\u00a0(?=\p{L}{2})/gu;

/** A cell's lines (split at line breaks), each as its text, bold for a header cell or bold runs. */
function cellLines(cell: TableCell): { text: string; bold: boolean }[] {
  const lines: { text: string; bold: boolean }[] = [{ text: '', bold: cell.header }];
  for (const item of cell.content) {
    if (item.kind === 'break') lines.push({ text: '', bold: cell.header });
    else {
      const line = lines[lines.length - 1]!;
      line.text += item.text;
      if (item.kind === 'text' && item.bold === true) line.bold = true;
    }
  }
  return lines;
}

/**
 * The widths of a data table's columns, summing to `total`: equal, as long as every column holds its longest word (a
 * line never breaks inside a word). A column too narrow for its longest word is widened to it, and the width comes
 * from the columns that have room to spare, in proportion to what they spare (decision 043: equal columns broke
 * "Mosonmagyaróvá-r" in the members' register of fourteen members). A word is a run between ordinary spaces: a
 * personal name bound with no-break spaces and an amount ("1 000 000 Ft") stay whole, and so does a line of figures
 * alone (a numeric date). A column whose body cells are all empty is left for handwriting (the signatures of an
 * attendance sheet) and keeps its equal share. When the words do not fit, a bound name may break between its words
 * ({@link breakableNames}): the columns get what their words need with names broken, and the width left goes to the
 * columns of the names, towards their whole names (a long "dr. Szentgyörgyváry-Kovácsházy Ágnes Erzsébet" in the
 * members' register had shrunk every column in proportion and broke "törzsbet-ét", "kerekítv-e" and, in Word and
 * LibreOffice, "7 500 00-0 Ft"). When even the names' words do not fit, the width is shared in proportion to them. A
 * short row's last cell spans the columns it lacks and is left out of the measure. `padding` is a cell's left and
 * right padding together. Where the words fit, the width a column has beyond its longest body line then goes to the
 * columns whose body lines wrap, in proportion to what they lack.
 */
export function columnWidths(
  rows: readonly TableCell[][],
  total: number,
  measure: MeasureText,
  padding: number,
): number[] {
  const columns = Math.max(0, ...rows.map((row) => row.length));
  const equal = total / columns;
  const need = new Array<number>(columns).fill(padding);
  // the words with a no-break space (bound names, amounts), measured in their parts only when the whole words do not fit
  const names: { index: number; word: string; bold: boolean }[] = [];
  // each column's widest word that is not a bound name
  const plain = new Array<number>(columns).fill(padding);
  // each column's longest body line unbroken
  const natural = new Array<number>(columns).fill(padding);
  const written = new Array<boolean>(columns).fill(false);
  for (const row of rows) {
    row.forEach((cell, index) => {
      if (index === row.length - 1 && row.length < columns) return;
      for (const line of cellLines(cell)) {
        if (!cell.header && line.text.trim() !== '') {
          written[index] = true;
          natural[index] = Math.max(natural[index]!, measure(line.text.trim(), line.bold) + padding);
        }
        // a line of figures alone (a numeric date "2026. 12. 10.") is one word too
        const words = NUMERIC.test(line.text) ? [line.text.trim()] : line.text.split(/ +/);
        for (const word of words) {
          if (word === '') continue;
          const width = measure(word, line.bold) + padding;
          need[index] = Math.max(need[index]!, width);
          if (word.includes('\u00a0')) names.push({ index, word, bold: line.bold });
          else plain[index] = Math.max(plain[index]!, width);
        }
      }
    });
  }
  written.forEach((isWritten, index) => {
    if (isWritten) return;
    need[index] = Math.max(need[index]!, equal);
    plain[index] = Math.max(plain[index]!, equal);
  });
  const sum = (values: number[]) => values.reduce((all, value) => all + value, 0);
  const needed = sum(need);
  if (needed > total) {
    const least = leastWidths(plain, names, measure, padding);
    const leastNeeded = sum(least);
    if (leastNeeded >= total) return least.map((width) => (width * total) / leastNeeded);
    // the width left over the names' words goes to the names' columns, in proportion to what their whole names lack
    const share = (total - leastNeeded) / (needed - leastNeeded);
    return least.map((width, index) => width + (need[index]! - width) * share);
  }
  const lacking = sum(need.map((width) => Math.max(0, width - equal)));
  const spare = sum(need.map((width) => Math.max(0, equal - width)));
  const widths = need.map((width) => (width >= equal ? width : equal - (lacking * (equal - width)) / spare));
  // the width a column has beyond its longest body line goes to the columns whose lines wrap, in proportion to what
  // they lack (a legal-entity member's name and seat wrapped into ten lines of a fifth of the register while the
  // percentages and the dates left most of theirs empty); a header wraps at its spaces and is not counted
  const longest = natural.map((width, index) => (written[index] ? Math.max(width, need[index]!) : widths[index]!));
  const slack = widths.map((width, index) => Math.max(0, width - longest[index]!));
  const short = widths.map((width, index) => Math.max(0, longest[index]! - width));
  const slackSum = sum(slack);
  const shortSum = sum(short);
  if (slackSum === 0 || shortSum === 0) return widths;
  const moved = Math.min(slackSum, shortSum);
  return widths.map((width, index) => width - (slack[index]! * moved) / slackSum + (short[index]! * moved) / shortSum);
}

/**
 * The least height, in points, of a body row of a table with a column for handwriting ({@link hasHandwritingColumn}):
 * a signature needs about a centimetre, and a row of one line (5 mm) left the members of an attendance sheet signing
 * over its rules.
 */
export const HANDWRITING_ROW_HEIGHT = 28;

/**
 * Whether a table has a column left for handwriting: a header over body cells that are all empty (the signatures of
 * an attendance sheet). A short row's spanning last cell is not counted.
 */
export function hasHandwritingColumn(rows: readonly TableCell[][]): boolean {
  const columns = Math.max(0, ...rows.map((row) => row.length));
  const body = rows.filter((row) => row.length === columns && !row.every((cell) => cell.header));
  if (body.length === 0) return false;
  const isEmpty = (cell: TableCell) => cellLines(cell).every((line) => line.text.trim() === '');
  return Array.from({ length: columns }, (_, index) => index).some(
    (index) => rows.some((row) => row[index]?.header === true) && body.every((row) => isEmpty(row[index]!)),
  );
}

/** What each column needs with its bound names broken between their words: its widest part or other word. */
function leastWidths(
  plain: readonly number[],
  names: readonly { index: number; word: string; bold: boolean }[],
  measure: MeasureText,
  padding: number,
): number[] {
  const least = [...plain];
  for (const { index, word, bold } of names)
    for (const part of word.split(NAME_SPACE)) least[index] = Math.max(least[index]!, measure(part, bold) + padding);
  return least;
}

/**
 * A cell's content with its bound names breakable between their words where one is wider than `width` (the cell's
 * width less its padding, in the unit of `measure`), so that the writer breaks it at a space and not between letters
 * ("Erzséb-et"): the text of a cell whose names fit is given back as it is. Runs on table cells and signature boxes.
 * `widest` is the most any one character measures: a word of no more characters than `width ÷ widest` fits unmeasured
 * (most names of a signature box), which keeps the estimate off the .docx writer's time.
 */
export function breakableNames(
  content: Inline[],
  width: number,
  measure: MeasureText,
  bold: boolean,
  widest = Infinity,
): Inline[] {
  let broken: Inline[] | undefined;
  const fitting = width / widest;
  content.forEach((item, index) => {
    if (item.kind !== 'text' || !item.text.includes('\u00a0')) return;
    const itemBold = bold || item.bold === true;
    for (const word of item.text.split(/ +/)) {
      if (word.length <= fitting || !word.includes('\u00a0') || measure(word, itemBold) <= width) continue;
      broken ??= [...content];
      broken[index] = { ...item, text: item.text.replace(NAME_SPACE, ' ') };
      return;
    }
  });
  return broken ?? content;
}

/**
 * {@link columnWidths} in whole units (twips) that still sum to `total`: each is rounded down and the units left over
 * go to the widest column.
 */
export function wholeColumnWidths(
  rows: readonly TableCell[][],
  total: number,
  measure: MeasureText,
  padding: number,
): number[] {
  const widths = columnWidths(rows, total, measure, padding).map(Math.floor);
  if (widths.length === 0) return widths;
  const widest = widths.indexOf(Math.max(...widths));
  widths[widest]! += total - widths.reduce((all, width) => all + width, 0);
  return widths;
}

/** The em of the .docx table text (11 pt) in twips. */
const TABLE_EM = 220;

/**
 * A text's width in the .docx table font, estimated without the font (the writer runs in the browser too): a space a
 * quarter em, a capital or wide letter seven tenths, every other character half an em; bold a twentieth wider.
 */
export function estimateDocxTextWidth(text: string, bold: boolean): number {
  let ems = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x80) {
      ems += ASCII_EMS[code]!;
      continue;
    }
    // beyond ASCII: a character (both halves of a surrogate pair) read by the pattern
    const char = String.fromCodePoint(text.codePointAt(index)!);
    if (char.length === 2) index++;
    ems += char === '\u00a0' ? 0.25 : WIDE_CHARACTER.test(char) ? 0.7 : 0.5;
  }
  return ems * TABLE_EM * (bold ? 1.05 : 1);
}

/** {@link estimateDocxTextWidth} for the 12 pt text of a signature box. */
export function estimateDocxSignatureTextWidth(text: string, bold: boolean): number {
  return (estimateDocxTextWidth(text, bold) * 12) / 11;
}

/** The most one character measures in {@link estimateDocxTextWidth}: a wide letter in bold. */
export const DOCX_WIDEST_CHARACTER = 0.7 * TABLE_EM * 1.05;

/** The same in {@link estimateDocxSignatureTextWidth}. */
export const DOCX_WIDEST_SIGNATURE_CHARACTER = (DOCX_WIDEST_CHARACTER * 12) / 11;

/** A capital letter or one as wide: seven tenths of an em (a pattern made once, not at every character). */
const WIDE_CHARACTER = /[\p{Lu}mwMW%]/u;

/** The ems of each ASCII character by the same rule, looked up instead of matched (the register measures every word). */
const ASCII_EMS = Array.from({ length: 0x80 }, (_, code) => {
  const char = String.fromCharCode(code);
  return char === ' ' ? 0.25 : WIDE_CHARACTER.test(char) ? 0.7 : 0.5;
});
