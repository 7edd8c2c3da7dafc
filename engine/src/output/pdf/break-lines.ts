import type { Inline } from '../../ast/blocks.ts';
import { styleOf, type FontSet, type FontStyle } from './font-set.ts';

/**
 * What a page-count field occupies while the lines are broken: two figure spaces, as wide as two digits. The page
 * writer prints the number of pages in its place once every page is laid out.
 */
export const PAGE_COUNT_PLACEHOLDER = '\u2007\u2007';

/** A piece of a line in one style. */
export type Run = { style: FontStyle; text: string };

export type Line = {
  runs: Run[];
  /** Natural width in points. */
  width: number;
  /** Spaces between the words of the line: where a justified line stretches. */
  spaces: number;
  /** The last line of the paragraph or a line ended by `<br>`: never stretched. */
  isLast: boolean;
};

function append(runs: Run[], style: FontStyle, text: string): void {
  const last = runs[runs.length - 1];
  if (last && last.style === style) last.text += text;
  else runs.push({ style, text });
}

/**
 * Breaks inline content into lines at most `maxWidth` points wide, first fit (as Word does): lines break at spaces,
 * and a word wider than a whole line is cut between characters. One pass over the characters, linear in the length
 * of the text however long a word is; a word may change style in the middle (`<b>Kft.</b>,`).
 */
export function breakLines(
  content: Inline[],
  options: { fonts: FontSet; size: number; maxWidth: number; bold?: boolean; italic?: boolean },
): Line[] {
  const { fonts, size, maxWidth } = options;
  const bold = options.bold === true;
  const italic = options.italic === true;
  const lines: Line[] = [];
  // the line being filled
  let runs: Run[] = [];
  let width = 0;
  let spaces = 0;
  let hasWord = false;
  // the spaces after its last word, and the word being read
  let gap: Run[] = [];
  let gapWidth = 0;
  let gapCount = 0;
  let word: Run[] = [];
  let wordWidth = 0;

  const finish = (isLast: boolean) => {
    lines.push({ runs, width, spaces, isLast });
    runs = [];
    width = 0;
    spaces = 0;
    hasWord = false;
    gap = [];
    gapWidth = 0;
    gapCount = 0;
  };
  /** A word wider than a line: as many characters as fit on each line, measured one by one. */
  const cut = () => {
    for (const piece of word) {
      const face = fonts[piece.style];
      const scale = size / face.font.unitsPerEm;
      let start = 0;
      let chunk = 0;
      for (let index = 0; index < piece.text.length; index += 1) {
        const char = face.advanceOf(piece.text.charCodeAt(index)) * scale;
        if (width + chunk + char > maxWidth && (hasWord || index > start)) {
          if (index > start) append(runs, piece.style, piece.text.slice(start, index));
          width += chunk;
          finish(false);
          start = index;
          chunk = 0;
        }
        chunk += char;
      }
      append(runs, piece.style, piece.text.slice(start));
      width += chunk;
      hasWord = true;
    }
  };
  const endWord = () => {
    if (word.length === 0) return;
    if (hasWord && width + gapWidth + wordWidth > maxWidth) finish(false);
    if (hasWord) {
      for (const space of gap) append(runs, space.style, space.text);
      width += gapWidth;
      spaces += gapCount;
    }
    gap = [];
    gapWidth = 0;
    gapCount = 0;
    if (width + wordWidth > maxWidth) cut();
    else {
      for (const piece of word) append(runs, piece.style, piece.text);
      width += wordWidth;
      hasWord = true;
    }
    word = [];
    wordWidth = 0;
  };

  for (const item of content) {
    if (item.kind === 'break') {
      endWord();
      finish(true);
      continue;
    }
    const style =
      item.kind === 'text'
        ? styleOf(bold || item.bold === true, italic || item.italic === true)
        : styleOf(bold, italic);
    const face = fonts[style];
    const scale = size / face.font.unitsPerEm;
    const text = item.kind === 'text' && item.field === 'pageCount' ? PAGE_COUNT_PLACEHOLDER : item.text;
    let start = 0;
    let units = 0;
    let isSpace = text.charCodeAt(0) === 32;
    const flush = (end: number) => {
      const piece = text.slice(start, end);
      const pieceWidth = units * scale;
      if (isSpace) {
        endWord();
        if (hasWord) {
          append(gap, style, piece);
          gapWidth += pieceWidth;
          gapCount += piece.length;
        }
      } else {
        append(word, style, piece);
        wordWidth += pieceWidth;
      }
    };
    for (let index = 0; index < text.length; index += 1) {
      const char = text.charCodeAt(index);
      if ((char === 32) !== isSpace) {
        flush(index);
        start = index;
        units = 0;
        isSpace = char === 32;
      }
      units += face.advanceOf(char);
    }
    if (text.length > 0) flush(text.length);
  }
  endWord();
  if (hasWord || lines.length === 0) finish(true);
  return lines;
}
