import type { Inline } from '../../ast/blocks.ts';
import { styleOf, type FontSet, type FontStyle } from './font-set.ts';

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

type Fragment = { style: FontStyle; text: string; width: number };

type Atom =
  | { kind: 'word'; fragments: Fragment[]; width: number }
  | { kind: 'space'; fragment: Fragment; count: number }
  | { kind: 'break' };

/** Words, the spaces between them and line breaks; a word may change style in the middle (`<b>Kft.</b>,`). */
function atomsOf(content: Inline[], fonts: FontSet, size: number, base: { bold: boolean; italic: boolean }): Atom[] {
  const atoms: Atom[] = [];
  let word: (Atom & { kind: 'word' }) | null = null;
  for (const item of content) {
    if (item.kind === 'break') {
      atoms.push({ kind: 'break' });
      word = null;
      continue;
    }
    const style =
      item.kind === 'text'
        ? styleOf(base.bold || item.bold === true, base.italic || item.italic === true)
        : styleOf(base.bold, base.italic);
    const face = fonts[style];
    for (const piece of item.text.match(/ +|[^ ]+/g) ?? []) {
      const width = face.width(piece, size);
      if (piece.charCodeAt(0) === 32) {
        atoms.push({ kind: 'space', fragment: { style, text: piece, width }, count: piece.length });
        word = null;
      } else if (word) {
        word.fragments.push({ style, text: piece, width });
        word.width += width;
      } else {
        word = { kind: 'word', fragments: [{ style, text: piece, width }], width };
        atoms.push(word);
      }
    }
  }
  return atoms;
}

/**
 * Breaks inline content into lines at most `maxWidth` points wide, first fit (as Word does): lines break at spaces,
 * and a word wider than a whole line is cut between characters. Linear in the length of the text, however long a
 * word is.
 */
export function breakLines(
  content: Inline[],
  options: { fonts: FontSet; size: number; maxWidth: number; bold?: boolean; italic?: boolean },
): Line[] {
  const { fonts, size, maxWidth } = options;
  const atoms = atomsOf(content, fonts, size, { bold: options.bold === true, italic: options.italic === true });
  const lines: Line[] = [];
  let runs: Run[] = [];
  let width = 0;
  let spaces = 0;
  let pending: (Atom & { kind: 'space' })[] = [];
  let hasWord = false;

  const append = (fragment: { style: FontStyle; text: string }) => {
    const last = runs[runs.length - 1];
    if (last && last.style === fragment.style) last.text += fragment.text;
    else runs.push({ style: fragment.style, text: fragment.text });
  };
  const finish = (isLast: boolean) => {
    lines.push({ runs, width, spaces, isLast });
    runs = [];
    width = 0;
    spaces = 0;
    pending = [];
    hasWord = false;
  };
  /** A word wider than a line: as many characters as fit on each line, measured one by one. */
  const cut = (fragments: Fragment[]) => {
    for (const fragment of fragments) {
      const face = fonts[fragment.style];
      let start = 0;
      let chunk = 0;
      for (let index = 0; index < fragment.text.length; index += 1) {
        const char = face.width(fragment.text[index]!, size);
        if (width + chunk + char > maxWidth && (hasWord || index > start)) {
          if (index > start) append({ style: fragment.style, text: fragment.text.slice(start, index) });
          width += chunk;
          finish(false);
          start = index;
          chunk = 0;
        }
        chunk += char;
      }
      append({ style: fragment.style, text: fragment.text.slice(start) });
      width += chunk;
      hasWord = true;
    }
  };

  for (const atom of atoms) {
    if (atom.kind === 'break') {
      finish(true);
      continue;
    }
    if (atom.kind === 'space') {
      if (hasWord) pending.push(atom);
      continue;
    }
    const gap = pending.reduce((sum, space) => sum + space.fragment.width, 0);
    if (hasWord && width + gap + atom.width > maxWidth) finish(false);
    if (hasWord) {
      for (const space of pending) {
        append(space.fragment);
        spaces += space.count;
      }
      width += gap;
      pending = [];
    }
    if (width + atom.width > maxWidth) cut(atom.fragments);
    else {
      for (const fragment of atom.fragments) append(fragment);
      width += atom.width;
      hasWord = true;
    }
  }
  if (hasWord || lines.length === 0) finish(true);
  return lines;
}
