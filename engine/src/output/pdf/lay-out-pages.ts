import type { Alignment, Block, DocumentTree, Inline, Signature, TableCell } from '../../ast/blocks.ts';
import { SIGNATURE_LINE } from '../../ast/tree-text.ts';
import { breakableNames, columnWidths, HANDWRITING_ROW_HEIGHT, hasHandwritingColumn } from '../column-widths.ts';
import { pairSignatures } from '../pair-signatures.ts';
import { closesWithNext, leadsNext } from '../lead-in.ts';
import { breakLines, type Run } from './break-lines.ts';
import type { FontSet } from './font-set.ts';

// The page as the .docx sets it (docx-layout.ts and build-docx-document.ts), in points: A4, 2.5 cm margins, 12 pt
// body text at 1.1 lines, 6 pt after a paragraph, clauses hanging 1.25 cm, lists 2 cm with a 0.75 cm hang.
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN = 70.9;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const CONTENT_HEIGHT = PAGE_HEIGHT - 2 * MARGIN;
const BODY_SIZE = 12;
const TITLE_SIZE = 16;
const TABLE_SIZE = 11;
const LINE_SPACING = 1.1;
const CLAUSE_INDENT = 35.45;
const LIST_INDENT = 56.7;
const CELL_PADDING_X = 5.4;
const CELL_PADDING_Y = 1.5;
const SIGNATURE_LINE_SPACING = 36;
const SIGNATURE_CELL_MARGIN = 12;
/** The fill of a table's header cells (F0F0F0), as DeviceRGB components. */
const HEADER_FILL = '0.941 0.941 0.941';

/** A line of text: `baseline` from the top of its slice, `stretch` the points added after each space (justified). */
export type TextLine = { x: number; baseline: number; size: number; runs: Run[]; stretch: number };

/** A filled or stroked rectangle, `y` from the top of its slice. */
export type Rectangle = { x: number; y: number; width: number; height: number; fill?: string; stroke?: boolean };

/** The unit of pagination: a text line, a table row or a row of signatures, never split across pages. */
type Slice = {
  height: number;
  before: number;
  after: number;
  texts: TextLine[];
  rectangles: Rectangle[];
  /** Stays on the page of the next slice (headings, keep-together blocks), if the group fits on a page. */
  keepWithNext: boolean;
  /** Starts a new page (after `<div class="page-break">`). */
  breakBefore: boolean;
  /** A table's header rows, repeated above this row when it opens a page. */
  header?: Slice[];
  /** A row of signature boxes: never alone on a page when text of its keep-together group can go with it. */
  signature?: boolean;
  /** A signature table's caption: never at the foot of a page without the first row of boxes under it. */
  caption?: boolean;
};

/** A slice on its page: `top` from the top of the text area. */
export type PlacedSlice = { top: number; texts: TextLine[]; rectangles: Rectangle[] };

export type Page = PlacedSlice[];

function slice(height: number, texts: TextLine[], rectangles: Rectangle[] = []): Slice {
  return { height, before: 0, after: 0, texts, rectangles, keepWithNext: false, breakBefore: false };
}

type TextOptions = {
  x: number;
  width: number;
  size: number;
  align: Alignment;
  bold?: boolean;
  italic?: boolean;
  /** A hanging number or letter printed at `number.x` on the first line. */
  number?: { text: string; x: number };
};

function lineHeight(fonts: FontSet, size: number): number {
  const { ascent, descent, lineGap, unitsPerEm } = fonts.regular.font;
  return (((ascent - descent + lineGap) * size) / unitsPerEm) * LINE_SPACING;
}

/** A broken, aligned line: its texts (the first line also carries the hanging number), `baseline` from its top. */
type LaidLine = { texts: TextLine[]; height: number };

function textLines(fonts: FontSet, content: Inline[], options: TextOptions): LaidLine[] {
  const { size, width, align } = options;
  const height = lineHeight(fonts, size);
  const { ascent, lineGap, unitsPerEm } = fonts.regular.font;
  const baseline = ((ascent + lineGap / 2) * size) / unitsPerEm + (height - height / LINE_SPACING) / 2;
  const lines = breakLines(content, { fonts, size, maxWidth: width, bold: options.bold, italic: options.italic });
  return lines.map((line, index) => {
    const free = width - line.width;
    const x = align === 'center' ? options.x + free / 2 : align === 'right' ? options.x + free : options.x;
    const stretch = align === 'justify' && !line.isLast && line.spaces > 0 && free > 0 ? free / line.spaces : 0;
    const texts: TextLine[] = [{ x, baseline, size, runs: line.runs, stretch }];
    if (index === 0 && options.number) {
      const style = options.bold ? 'bold' : 'regular';
      texts.unshift({ x: options.number.x, baseline, size, runs: [{ style, text: options.number.text }], stretch: 0 });
    }
    return { texts, height };
  });
}

/**
 * Lines of text as one slice each: `before` above the first, `after` below the last. Neither the first line of a
 * paragraph stays alone at the foot of a page nor its last line alone at the top of the next (decision 059: „szerint
 * nyújtják be a cégbírósághoz jogi képviselő útján.” opened page 14 of the fourteen members' articles).
 */
function textSlices(
  fonts: FontSet,
  content: Inline[],
  options: TextOptions & { before: number; after: number },
): Slice[] {
  const slices = textLines(fonts, content, options).map((line) => slice(line.height, line.texts));
  slices[0]!.before = options.before;
  slices[slices.length - 1]!.after = options.after;
  if (slices.length > 1) {
    slices[0]!.keepWithNext = true;
    slices[slices.length - 2]!.keepWithNext = true;
  }
  return slices;
}

/** Places lines one under the other from `top`; answers the texts and the top after the last line. */
function stack(lines: LaidLine[], top: number): { texts: TextLine[]; bottom: number } {
  const texts: TextLine[] = [];
  for (const line of lines) {
    for (const text of line.texts) texts.push({ ...text, baseline: top + text.baseline });
    top += line.height;
  }
  return { texts, bottom: top };
}

function tableSlices(fonts: FontSet, rows: TableCell[][]): Slice[] {
  const columns = Math.max(...rows.map((row) => row.length));
  const measure = (text: string, bold: boolean) => fonts[bold ? 'bold' : 'regular'].width(text, TABLE_SIZE);
  const widths = columnWidths(rows, TEXT_WIDTH, measure, 2 * CELL_PADDING_X);
  // a body row of a table with a column for handwriting leaves room for a signature
  const leastBodyHeight = hasHandwritingColumn(rows) ? HANDWRITING_ROW_HEIGHT : 0;
  const header: Slice[] = [];
  const slices: Slice[] = [];
  let isHeader = true;
  for (const row of rows) {
    isHeader &&= row.every((cell) => cell.header);
    let x = MARGIN;
    const cells = row.map((cell, index) => {
      // a short row's last cell spans the columns it lacks
      const span = index === row.length - 1 ? columns - row.length + 1 : 1;
      const width = widths.slice(index, index + span).reduce((sum, part) => sum + part, 0);
      const inner = width - 2 * CELL_PADDING_X;
      const lines = textLines(fonts, breakableNames(cell.content, inner, measure, cell.header), {
        x: x + CELL_PADDING_X,
        width: inner,
        size: TABLE_SIZE,
        align: 'left',
        bold: cell.header,
      });
      const result = { x, width, cell, lines };
      x += width;
      return result;
    });
    const height = Math.max(
      isHeader ? 0 : leastBodyHeight,
      Math.max(...cells.map(({ lines }) => lines.reduce((sum, line) => sum + line.height, 0))) + 2 * CELL_PADDING_Y,
    );
    const texts: TextLine[] = [];
    const rectangles: Rectangle[] = [];
    for (const { x: left, width, cell, lines } of cells) {
      if (cell.header) rectangles.push({ x: left, y: 0, width, height, fill: HEADER_FILL });
      rectangles.push({ x: left, y: 0, width, height, stroke: true });
      texts.push(...stack(lines, CELL_PADDING_Y).texts);
    }
    const rowSlice = slice(height, texts, rectangles);
    // a header row never stands alone at the foot of a page: it stays with the first row under it
    rowSlice.keepWithNext = isHeader && row !== rows[rows.length - 1];
    if (isHeader) header.push(rowSlice);
    else if (header.length > 0) rowSlice.header = header;
    slices.push(rowSlice);
  }
  slices[slices.length - 1]!.after = BODY_SIZE / 2;
  return slices;
}

/** A line of a signature box `width` wide, a name wider than the box breakable between its words. */
function signatureText(fonts: FontSet, content: Inline[], width: number): Inline[] {
  return breakableNames(content, width, (text, bold) => fonts[bold ? 'bold' : 'regular'].width(text, BODY_SIZE), false);
}

/**
 * A signature box: the lines above the dotted line start `pad` lower, so that the dotted lines of a row are level
 * whatever the height of the texts above them.
 */
function signatureCell(fonts: FontSet, signature: Signature, x: number, width: number, pad = 0) {
  const texts: TextLine[] = [];
  let top = SIGNATURE_CELL_MARGIN + pad;
  const line = (content: Inline[], before = 0) => {
    const placed = stack(
      textLines(fonts, signatureText(fonts, content, width), { x, width, size: BODY_SIZE, align: 'center' }),
      top + before,
    );
    texts.push(...placed.texts);
    top = placed.bottom;
  };
  for (const above of signature.above) line(above);
  line([{ kind: 'text', text: SIGNATURE_LINE }], SIGNATURE_LINE_SPACING);
  for (const below of signature.below) line(below);
  return { texts, height: top + SIGNATURE_CELL_MARGIN };
}

/** The height of the wrapped lines above a box's dotted line. */
function aboveHeight(fonts: FontSet, signature: Signature, width: number): number {
  let height = 0;
  for (const above of signature.above) {
    for (const line of textLines(fonts, signatureText(fonts, above, width), {
      x: 0,
      width,
      size: BODY_SIZE,
      align: 'center',
    }))
      height += line.height;
  }
  return height;
}

/**
 * Signature boxes two to a row, their dotted lines level; a row with a single box is centred across the page. A
 * caption stands above the first row, and again above every row that opens a page, as a table's header rows.
 */
function signatureSlices(fonts: FontSet, signatures: Signature[], caption?: Inline[]): Slice[] {
  const header: Slice[] = [];
  if (caption) {
    const placed = stack(
      textLines(fonts, caption, { x: MARGIN, width: TEXT_WIDTH, size: BODY_SIZE, align: 'center', bold: true }),
      0,
    );
    header.push({
      ...slice(placed.bottom, placed.texts),
      before: BODY_SIZE / 2,
      keepWithNext: true,
      signature: true,
      caption: true,
    });
  }
  const rows = pairSignatures(signatures).map((row): Slice => {
    const width = TEXT_WIDTH / row.length;
    const aboves = row.map((signature) => aboveHeight(fonts, signature, width));
    const tallest = Math.max(...aboves);
    const cells = row.map((signature, index) =>
      signatureCell(fonts, signature, MARGIN + index * width, width, tallest - aboves[index]!),
    );
    return {
      ...slice(
        Math.max(...cells.map((cell) => cell.height)),
        cells.flatMap((cell) => cell.texts),
      ),
      signature: true,
      ...(header.length > 0 ? { header } : {}),
    };
  });
  return [...header, ...rows];
}

/**
 * Rows of signatures that follow a captioned signature table with no text between (the lawyer's countersignature
 * under the members' boxes) take its caption too when they open a page: they are signatures of the same document.
 */
function continueCaptions(slices: Slice[]): Slice[] {
  let header: Slice[] | undefined;
  for (const entry of slices) {
    if (!entry.signature) header = undefined;
    else if (entry.header) header = entry.header;
    else if (header && !entry.caption) entry.header = header;
  }
  return slices;
}

function keepTogether(slices: Slice[]): Slice[] {
  slices.forEach((entry, index) => {
    if (index < slices.length - 1) entry.keepWithNext = true;
  });
  return slices;
}

/**
 * The slices of each of `blocks`, siblings: the last line of a block that leads the next (a clause ending in
 * „tartozik:” before its list) stays on the page of the next block's first line (decision 059), and so does the last
 * line of a section closed by the paragraph after it (the consolidated articles' dating line, decision 068).
 */
function childSlices(fonts: FontSet, blocks: Block[]): Slice[][] {
  const slices = blocks.map((child) => blockSlices(fonts, child));
  slices.forEach((own, index) => {
    if ((leadsNext(blocks, index) || closesWithNext(blocks, index)) && own.length > 0 && slices[index + 1]!.length > 0)
      own[own.length - 1]!.keepWithNext = true;
  });
  return slices;
}

/** The slices of the blocks one after the other (a loop: `flat()` takes V8 several times as long). */
function joined(lists: Slice[][]): Slice[] {
  const all: Slice[] = [];
  for (const list of lists) for (const entry of list) all.push(entry);
  return all;
}

function blockSlices(fonts: FontSet, block: Block): Slice[] {
  const body = { x: MARGIN, width: TEXT_WIDTH, size: BODY_SIZE };
  switch (block.kind) {
    case 'title': {
      const lines = textSlices(fonts, block.content, {
        ...body,
        size: TITLE_SIZE,
        align: 'center',
        bold: true,
        before: 0,
        after: 6,
      });
      // never alone at the foot of a page, as the .docx's Title style (keepNext): the consolidated articles'
      // „IGAZOLÁS” stood at the foot of page 9, its certificate on page 10
      for (const line of lines) line.keepWithNext = true;
      return lines;
    }
    case 'subtitle':
      return textSlices(fonts, block.content, { ...body, align: 'center', italic: true, before: 0, after: 12 });
    case 'section': {
      const heading = textSlices(fonts, block.heading, {
        x: MARGIN + CLAUSE_INDENT,
        width: TEXT_WIDTH - CLAUSE_INDENT,
        size: BODY_SIZE,
        align: 'left',
        bold: true,
        number: { text: block.number, x: MARGIN },
        before: 12,
        after: 6,
      });
      const children = joined(childSlices(fonts, block.blocks));
      // The heading never stays alone at the foot of a page: it travels with the opening lines of the section's first
      // block (two, by the orphan rule; a table's header rows and first row), as the .docx's keep-with-next heading
      // does. Kept with the whole block, it left a long first clause's room empty (decision 106).
      keepTogether(heading).at(-1)!.keepWithNext = children.length > 0;
      return [...heading, ...children];
    }
    case 'clause':
      return textSlices(fonts, block.content, {
        x: MARGIN + CLAUSE_INDENT,
        width: TEXT_WIDTH - CLAUSE_INDENT,
        size: BODY_SIZE,
        align: 'justify',
        number: { text: block.number, x: MARGIN },
        before: 0,
        after: 6,
      });
    case 'paragraph':
      return textSlices(fonts, block.content, { ...body, align: block.align, before: 0, after: 6 });
    case 'list':
      return block.items.flatMap((item) =>
        textSlices(fonts, item.content, {
          x: MARGIN + LIST_INDENT,
          width: TEXT_WIDTH - LIST_INDENT,
          size: BODY_SIZE,
          align: 'justify',
          number: { text: item.label, x: MARGIN + CLAUSE_INDENT },
          before: 0,
          after: 3,
        }),
      );
    case 'table': {
      const rows = block.rows.filter((row) => row.length > 0);
      return rows.length > 0 ? tableSlices(fonts, rows) : [];
    }
    case 'signatures':
      return signatureSlices(fonts, block.signatures, block.caption);
    case 'keep':
      return keepTogether(continueCaptions(joined(childSlices(fonts, block.blocks))));
    case 'pageBreak':
      return [{ ...slice(0, []), breakBefore: true }];
  }
}

/**
 * The space between a slice and the one above it: the larger of the space after the one above and the space before
 * this one, as Word and LibreOffice set two paragraphs of the .docx. Their sum set every section heading 6 pt lower
 * than the .docx, and pages ran longer (decision 106).
 */
function spacing(after: number, next: Slice): number {
  return Math.max(after, next.before);
}

/** The height of slices stacked on one page: each one's own height and the gaps between them. */
function stackHeight(slices: Slice[]): number {
  return slices.reduce(
    (sum, entry, at) => sum + (at > 0 ? spacing(slices[at - 1]!.after, entry) : 0) + entry.height,
    0,
  );
}

/**
 * Where a kept group taller than a page must break so that its last page does not hold signatures alone: before the
 * run of text (the last clause, the page count, the dating line) that precedes those signatures, or as far back into
 * it as still fits on one page with them. -1 when the group's natural breaks already leave text on its last page.
 */
function breakBeforeClosingText(group: Slice[], startY: number, startAfter: number): number {
  let y = startY;
  let after = startAfter;
  let lastBreak = -1;
  group.forEach((entry, at) => {
    if (y > 0 && y + spacing(after, entry) + entry.height > CONTENT_HEIGHT) {
      lastBreak = at;
      y = 0;
    }
    y += (y > 0 ? spacing(after, entry) : 0) + entry.height;
    after = entry.after;
  });
  if (lastBreak <= 0 || !group.slice(lastBreak).every((entry) => entry.signature)) return -1;
  let at = lastBreak;
  while (at > 1 && group[at - 1]!.signature) at -= 1;
  let cut = -1;
  while (at > 1 && !group[at - 1]!.signature && stackHeight(group.slice(at - 1)) <= CONTENT_HEIGHT) {
    at -= 1;
    cut = at;
  }
  return cut;
}

/**
 * Lays the tree out on A4 pages: slices fill a page from the top; a group of slices kept together (a heading with
 * the first block of its section, a keep-together block) moves whole to the next page when it does not fit on this
 * one but fits on a page; a table row that opens a page gets the table's header rows above it.
 */
export function layOutPages(tree: DocumentTree, fonts: FontSet): Page[] {
  const slices = joined(childSlices(fonts, tree.blocks));
  const pages: Page[] = [[]];
  let y = 0;
  let after = 0;
  const newPage = () => {
    pages.push([]);
    y = 0;
    after = 0;
  };
  const place = (entry: Slice) => {
    const gap = y > 0 ? spacing(after, entry) : 0;
    pages[pages.length - 1]!.push({ top: y + gap, texts: entry.texts, rectangles: entry.rectangles });
    y += gap + entry.height;
    after = entry.after;
  };
  const placeOpeningPage = (entry: Slice) => {
    if (y === 0 && entry.header && pages[pages.length - 1]!.length === 0) for (const row of entry.header) place(row);
    place(entry);
  };
  let index = 0;
  while (index < slices.length) {
    // the group: this slice and those it keeps with
    let end = index;
    while (slices[end]!.keepWithNext && end + 1 < slices.length && !slices[end + 1]!.breakBefore) end += 1;
    const group = slices.slice(index, end + 1);
    if (group[0]!.breakBefore) {
      if (pages[pages.length - 1]!.length > 0 || y > 0) newPage();
      index += 1;
      continue;
    }
    const height = stackHeight(group);
    const opening = (y > 0 ? spacing(after, group[0]!) : 0) + height;
    if (y > 0 && y + opening > CONTENT_HEIGHT && height <= CONTENT_HEIGHT) newPage();
    const cut = height > CONTENT_HEIGHT ? breakBeforeClosingText(group, y, after) : -1;
    group.forEach((entry, at) => {
      let needed = (y > 0 ? spacing(after, entry) : 0) + entry.height;
      // a caption goes to the next page with the first row of boxes, where it would stand alone at the foot
      const next = group[at + 1];
      if (entry.caption && next) needed += spacing(entry.after, next) + next.height;
      if (y > 0 && (at === cut || y + needed > CONTENT_HEIGHT)) newPage();
      placeOpeningPage(entry);
    });
    index = end + 1;
  }
  return pages;
}
