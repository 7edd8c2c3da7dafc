import type { Block, Inline, Signature } from '../../ast/blocks.ts';
import { pairSignatures } from '../pair-signatures.ts';
import {
  CELL_MARGIN,
  CLAUSE_INDENT,
  PAGE_MARGIN,
  SIGNATURE_CELL_MARGIN,
  SIGNATURE_LINE_SPACING,
  TEXT_WIDTH,
} from './docx-layout.ts';

// Word and LibreOffice keep a paragraph with the next as long as the chain of kept paragraphs and rows fits on a
// page; a chain taller than a page they break where they can, and LibreOffice then moves an unbroken signature table
// to the next page by itself, leaving every kept line behind it. So a keep-together group keeps only as many of its
// last blocks as are sure to fit on one page: estimated here, generously, as the substitute fonts set the text. The
// tests' LibreOffice now sets the text in Liberation Serif, with Times New Roman's widths (decision 068); the estimate
// stays at the wider DejaVu Serif's, which a LibreOffice without Liberation Serif substitutes.

/** The height of an A4 page between its 2.5 cm margins, in twips. */
const PAGE_BODY = 16838 - 2 * PAGE_MARGIN;
/** What a chain may take of it: a line is left for the estimate's errors. */
const CHAIN_BUDGET = PAGE_BODY - 300;
/** A line of 12 pt text at the writer's 1.1 line spacing, in the widest font LibreOffice substitutes, in twips. */
const LINE = 304;
/**
 * A character of 12 pt text, on average, in twips: 0.55 em, a tenth more than Times New Roman's Hungarian text, for
 * the wider fonts LibreOffice substitutes (DejaVu Serif sets about 72 characters on the full width; this, 69). By the
 * length alone: the estimate runs for every document, and measuring each character would cost a tenth of a set.
 */
const CHARACTER = 0.55 * 240;
/** The space after a paragraph and after a list item (the styles'), in twips. */
const PARAGRAPH_AFTER = 120;
const LIST_ITEM_AFTER = 60;
const LIST_INDENT = CLAUSE_INDENT + 425;

/** The lines of `content` set `width` twips wide: each line break starts one, each wraps at the width. */
function lineCount(content: readonly Inline[], width: number): number {
  let lines = 0;
  let characters = 0;
  for (const item of content) {
    if (item.kind !== 'break') {
      characters += item.text.length;
      continue;
    }
    lines += Math.max(1, Math.ceil((characters * CHARACTER) / width));
    characters = 0;
  }
  return lines + Math.max(1, Math.ceil((characters * CHARACTER) / width));
}

/** The most lines any box of the row has in `part` (above or below its dotted line). */
function mostLines(row: readonly Signature[], part: 'above' | 'below', width: number): number {
  let most = 0;
  for (const signature of row) {
    let lines = 0;
    for (const line of signature[part]) lines += lineCount(line, width);
    most = Math.max(most, lines);
  }
  return most;
}

function rowHeight(row: readonly Signature[]): number {
  const width = TEXT_WIDTH / (row.length === 1 ? 1 : 2) - 2 * CELL_MARGIN;
  const lines = mostLines(row, 'above', width) + 1 + mostLines(row, 'below', width);
  return 2 * SIGNATURE_CELL_MARGIN + SIGNATURE_LINE_SPACING + LINE * lines;
}

/**
 * The height a block adds to a chain of kept blocks, in twips: a captioned signature table its caption and first row
 * only, as its other rows are not kept (see `signatureTable`).
 */
function chainHeight(block: Block): number {
  switch (block.kind) {
    case 'title':
    case 'subtitle':
    case 'paragraph':
      return lineCount(block.content, TEXT_WIDTH) * LINE + PARAGRAPH_AFTER;
    case 'clause':
      return lineCount(block.content, TEXT_WIDTH - CLAUSE_INDENT) * LINE + PARAGRAPH_AFTER;
    case 'list':
      return block.items.reduce(
        (sum, item) => sum + lineCount(item.content, TEXT_WIDTH - LIST_INDENT) * LINE + LIST_ITEM_AFTER,
        0,
      );
    case 'table':
      return block.rows.reduce(
        (sum, row) => sum + Math.max(1, ...row.map((cell) => lineCount(cell.content, TEXT_WIDTH / row.length))) * LINE,
        0,
      );
    case 'signatures': {
      const rows = pairSignatures(block.signatures);
      if (block.caption) return lineCount(block.caption, TEXT_WIDTH) * LINE + rowHeight(rows[0]!);
      return rows.reduce((sum, row) => sum + rowHeight(row), 0);
    }
    case 'section':
      return (
        lineCount(block.heading, TEXT_WIDTH) * LINE + block.blocks.reduce((sum, child) => sum + chainHeight(child), 0)
      );
    case 'keep':
      return block.blocks.reduce((sum, child) => sum + chainHeight(child), 0);
    case 'pageBreak':
      return PAGE_BODY;
  }
}

/** How a keep-together group is chained to its end (see `keptChain`). */
export type KeptChain = {
  /** The first block kept whole with what follows: 0 when the whole group is sure to fit on a page. */
  from: number;
  /**
   * The block before `from`, a clause or a paragraph, is kept with it by its last lines (keep-with-next without
   * keep-lines): it may begin on the page before, but at least two of its lines (widow control) stand above the
   * dating line and the signatures. Without it the page-count line opened the signature page (decision 106).
   */
  lastLines: boolean;
};

/** The fewest lines of a paragraph Word and LibreOffice leave on a page (widow and orphan control, decision 068). */
const WIDOW_LINES = 2;

/**
 * Which blocks of a keep-together group are kept with what follows: all of them when the group is sure to fit on a
 * page, else those from the first from which the rest does, and the last lines of the clause or paragraph before
 * when they fit too. The chain ends at a captioned signature table, whose later rows are not kept.
 */
export function keptChain(blocks: readonly Block[]): KeptChain {
  const captioned = blocks.findIndex((block) => block.kind === 'signatures' && block.caption !== undefined);
  const end = captioned < 0 ? blocks.length - 1 : captioned;
  let height = 0;
  for (let index = end; index >= 0; index--) {
    const added = chainHeight(blocks[index]!);
    if (height + added <= CHAIN_BUDGET) {
      height += added;
      continue;
    }
    // the group's last block alone taller than a page: it is not kept with the block before
    if (index === end) return { from: end, lastLines: false };
    const before = blocks[index]!;
    const fitsLastLines = height + WIDOW_LINES * LINE + PARAGRAPH_AFTER <= CHAIN_BUDGET;
    return { from: index + 1, lastLines: (before.kind === 'clause' || before.kind === 'paragraph') && fitsLastLines };
  }
  return { from: 0, lastLines: false };
}
