import type { TableCell } from '../ast/blocks.ts';

/** The width of a text in a table cell, in the writer's unit (points for the PDF, twips for the .docx). */
export type MeasureText = (text: string, bold: boolean) => number;

/** Figures, spaces and punctuation only: a numeric date, a number. */
const NUMERIC = /^[\d\s.,:;/()–-]+$/u;

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
 * attendance sheet) and keeps its equal share. When even the words do not fit, the width is shared in proportion to
 * them. A short row's last cell spans the columns it lacks and is left out of the measure. `padding` is a cell's left
 * and right padding together.
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
  const written = new Array<boolean>(columns).fill(false);
  for (const row of rows) {
    row.forEach((cell, index) => {
      if (index === row.length - 1 && row.length < columns) return;
      for (const line of cellLines(cell)) {
        if (!cell.header && line.text.trim() !== '') written[index] = true;
        // a line of figures alone (a numeric date "2026. 12. 10.") is one word too
        const words = NUMERIC.test(line.text) ? [line.text.trim()] : line.text.split(/ +/);
        for (const word of words)
          if (word !== '') need[index] = Math.max(need[index]!, measure(word, line.bold) + padding);
      }
    });
  }
  written.forEach((isWritten, index) => {
    if (!isWritten) need[index] = Math.max(need[index]!, equal);
  });
  const sum = (values: number[]) => values.reduce((all, value) => all + value, 0);
  const needed = sum(need);
  if (needed > total) return need.map((width) => (width * total) / needed);
  const lacking = sum(need.map((width) => Math.max(0, width - equal)));
  const spare = sum(need.map((width) => Math.max(0, equal - width)));
  return need.map((width) => (width >= equal ? width : equal - (lacking * (equal - width)) / spare));
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
  for (const char of text) ems += char === ' ' || char === '\u00a0' ? 0.25 : WIDE_CHARACTER.test(char) ? 0.7 : 0.5;
  return ems * TABLE_EM * (bold ? 1.05 : 1);
}

/** A capital letter or one as wide: seven tenths of an em (a pattern made once, not at every character). */
const WIDE_CHARACTER = /[\p{Lu}mwMW%]/u;
