import type { Alignment, Block, DocumentTree, Inline, Signature, TableCell } from '../../ast/blocks.ts';
import { SIGNATURE_LINE } from '../../ast/tree-text.ts';
import {
  breakableNames,
  DOCX_WIDEST_CHARACTER,
  DOCX_WIDEST_SIGNATURE_CHARACTER,
  estimateDocxSignatureTextWidth,
  estimateDocxTextWidth,
  HANDWRITING_ROW_HEIGHT,
  hasHandwritingColumn,
  wholeColumnWidths,
} from '../column-widths.ts';
import { pairSignatures } from '../pair-signatures.ts';
import { closesWithNext, leadsNext } from '../lead-in.ts';
import { keptChain } from './kept-chain.ts';
import {
  CELL_MARGIN,
  HEADER_FILL,
  LEGAL,
  LETTERED,
  NUMBERING,
  SIGNATURE_CELL_MARGIN,
  SIGNATURE_LINE_SPACING,
  STYLE_IDS,
  TEXT_WIDTH,
} from './docx-layout.ts';

// The WordprocessingML of a tree, element for element as docx writes the `Paragraph`, `TextRun` and `Table` objects
// of the same tree (the tests hold the two against each other for every fixture).

const ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&apos;', '<': '&lt;', '>': '&gt;' };

// A pattern without the g flag for the test: V8 tests it in half the time of a global one (about 40 µs a set).
// eslint-disable-next-line no-control-regex
const SPECIAL = /[&"'<>\x00-\x08\x0B\x0C\x0E-\x1F]/;
// eslint-disable-next-line no-control-regex
const SPECIAL_ALL = /[&"'<>\x00-\x08\x0B\x0C\x0E-\x1F]/g;

/** Escapes as docx does: markup characters become entities, control characters XML cannot hold are dropped. */
function escapeText(text: string): string {
  return SPECIAL.test(text) ? text.replace(SPECIAL_ALL, (char) => ESCAPES[char] ?? '') : text;
}

const JUSTIFICATIONS = {
  left: 'left',
  center: 'center',
  right: 'right',
  justify: 'both',
} as const satisfies Record<Alignment, string>;

/** docx numbers its own bullet list 1 (abstract and concrete), then the lists of `NUMBERING` in their order. */
const FIRST_NUM_ID = 2;
const LIST_OVERRIDES = new Map(
  NUMBERING.config.map(({ reference, levels }, index) => [
    reference,
    `<w:abstractNumId w:val="${index + 2}"/>` +
      levels
        .map(({ level }) => `<w:lvlOverride w:ilvl="${level}"><w:startOverride w:val="1"/></w:lvlOverride>`)
        .join(''),
  ]),
);

const paragraphStyle = (styleId: string) => `<w:pStyle w:val="${styleId}"/>`;
const cellWidth = (width: number) => `<w:tcW w:type="dxa" w:w="${width}"/>`;
const tableWidthAndBorders = (border: string) =>
  `<w:tblW w:type="dxa" w:w="${TEXT_WIDTH}"/><w:tblBorders>` +
  ['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map((side) => `<w:${side} ${border}/>`).join('') +
  '</w:tblBorders>';
const DATA_TABLE = tableWidthAndBorders('w:val="single" w:color="000000" w:sz="4"');
const SIGNATURE_TABLE = tableWidthAndBorders('w:val="none" w:color="auto" w:sz="0"');
const HEADER_SHADING = `<w:shd w:fill="${HEADER_FILL}" w:color="auto" w:val="clear"/>`;
const PAGE_BREAK = '<w:p><w:r><w:br w:type="page"/></w:r></w:p>';

const TEXT_OPEN = '<w:t xml:space="preserve">';
const TEXT_CLOSE = '</w:t></w:r>';
/** The opening of a text run by its formatting: plain, bold, italic, bold italic. */
const RUN_OPENS = ['', '<w:b/><w:bCs/>', '<w:i/><w:iCs/>', '<w:b/><w:bCs/><w:i/><w:iCs/>'].map(
  (properties) => `<w:r>${properties ? `<w:rPr>${properties}</w:rPr>` : ''}${TEXT_OPEN}`,
);

function runs(content: readonly Inline[], bold = false): string {
  let xml = '';
  for (const item of content) {
    if (item.kind === 'break') {
      xml += '<w:r><w:br/></w:r>';
    } else if (item.kind === 'blank') {
      xml += RUN_OPENS[bold ? 1 : 0]! + escapeText(item.text) + TEXT_CLOSE;
    } else if (item.field === 'pageCount') {
      // Word and LibreOffice replace the cached text with the number of pages when they lay the document out.
      xml += `<w:fldSimple w:instr="NUMPAGES"><w:r>${TEXT_OPEN}${escapeText(item.text)}${TEXT_CLOSE}</w:fldSimple>`;
    } else {
      xml += RUN_OPENS[(bold || item.bold === true ? 1 : 0) + (item.italic === true ? 2 : 0)]!;
      xml += escapeText(item.text) + TEXT_CLOSE;
    }
  }
  return xml;
}

/**
 * A paragraph's keep-with-next: `true` kept with the next paragraph (and its lines together), `false` as its style
 * says, `'off'` not kept with the next even where its style keeps it (the signature style does: see `signatureTable`),
 * `'lastLines'` kept with the next by its last lines, its first ones free to stay on the page before (`keptChain`).
 */
type Keep = boolean | 'off' | 'lastLines';

const KEEPS = {
  on: '<w:keepNext/><w:keepLines/>',
  off: '<w:keepNext w:val="false"/>',
  lastLines: '<w:keepNext/>',
} as const;

/** Keep-with-next and keep-lines go right after the style, where WordprocessingML orders them. */
function paragraph(properties: string, content: string, keep: Keep = false): string {
  let pPr = properties;
  if (keep !== false) {
    const styleEnd = properties.startsWith('<w:pStyle') ? properties.indexOf('/>') + 2 : 0;
    pPr = properties.slice(0, styleEnd) + KEEPS[keep === true ? 'on' : keep] + properties.slice(styleEnd);
  }
  return `<w:p><w:pPr>${pPr}</w:pPr>${content}</w:p>`;
}

const TITLE = paragraphStyle('Title');
const SUBTITLE = paragraphStyle(STYLE_IDS.subtitle);
const TABLE_TEXT = paragraphStyle(STYLE_IDS.tableText);
const SIGNATURE = paragraphStyle(STYLE_IDS.signature);
const ALIGNMENTS = Object.fromEntries(
  Object.entries(JUSTIFICATIONS).map(([align, value]) => [align, `<w:jc w:val="${value}"/>`]),
) as Record<Alignment, string>;

function dataTable(rows: readonly TableCell[][]): string {
  let columns = 0;
  for (const row of rows) columns = Math.max(columns, row.length);
  const widths = wholeColumnWidths(rows, TEXT_WIDTH, estimateDocxTextWidth, 2 * CELL_MARGIN);
  // a body row of a table with a column for handwriting leaves room for a signature (points × 20 = twips)
  const bodyRowHeight = hasHandwritingColumn(rows)
    ? `<w:trHeight w:val="${HANDWRITING_ROW_HEIGHT * 20}" w:hRule="atLeast"/>`
    : '';
  let xml = `<w:tbl><w:tblPr>${DATA_TABLE}</w:tblPr><w:tblGrid>${widths.map((width) => `<w:gridCol w:w="${width}"/>`).join('')}</w:tblGrid>`;
  for (const row of rows) {
    xml += `<w:tr><w:trPr><w:cantSplit/>${row.every((cell) => cell.header) ? '<w:tblHeader/>' : bodyRowHeight}</w:trPr>`;
    for (let index = 0; index < row.length; index++) {
      const cell = row[index]!;
      // a short row's last cell spans the columns it lacks
      const span = index === row.length - 1 ? columns - row.length + 1 : 1;
      const width = widths.slice(index, index + span).reduce((sum, part) => sum + part, 0);
      const content = breakableNames(
        cell.content,
        width - 2 * CELL_MARGIN,
        estimateDocxTextWidth,
        cell.header,
        DOCX_WIDEST_CHARACTER,
      );
      xml +=
        `<w:tc><w:tcPr>${cellWidth(width)}${span > 1 ? `<w:gridSpan w:val="${span}"/>` : ''}` +
        `${cell.header ? HEADER_SHADING : ''}</w:tcPr>` +
        `${paragraph(TABLE_TEXT, runs(content, cell.header))}</w:tc>`;
    }
    xml += '</w:tr>';
  }
  return `${xml}</w:tbl>`;
}

/** The lines of a box `columnSpan` columns wide, a name wider than the box breakable between its words. */
function signatureLines(lines: readonly Inline[][], columnSpan: number, keep: Keep = false): string {
  const width = (TEXT_WIDTH / 2) * columnSpan - 2 * CELL_MARGIN;
  let xml = '';
  for (const line of lines)
    xml += paragraph(
      SIGNATURE,
      runs(
        breakableNames(line as Inline[], width, estimateDocxSignatureTextWidth, false, DOCX_WIDEST_SIGNATURE_CHARACTER),
      ),
      keep,
    );
  return xml;
}

/** The dotted line of a box: as its style keeps it, kept with what follows it, not kept. */
const [SIGNATURE_LINE_PARAGRAPH, KEPT_SIGNATURE_LINE_PARAGRAPH, FREE_SIGNATURE_LINE_PARAGRAPH] = (
  [false, true, 'off'] as const
).map((keep) =>
  paragraph(
    `${SIGNATURE}<w:spacing w:before="${SIGNATURE_LINE_SPACING}"/>`,
    `<w:r><w:t xml:space="preserve">${escapeText(SIGNATURE_LINE)}</w:t></w:r>`,
    keep,
  ),
) as [string, string, string];

const signatureMargins = (top: number, bottom: number) =>
  `<w:tcMar><w:top w:type="dxa" w:w="${top}"/><w:bottom w:type="dxa" w:w="${bottom}"/></w:tcMar>`;
const SIGNATURE_MARGINS = signatureMargins(SIGNATURE_CELL_MARGIN, SIGNATURE_CELL_MARGIN);
/** A row of boxes with texts above their lines is two table rows: the texts above, then the lines and the names. */
const ABOVE_MARGINS = signatureMargins(SIGNATURE_CELL_MARGIN, 0);
const LINE_MARGINS = signatureMargins(0, SIGNATURE_CELL_MARGIN);
const BOTTOM = '<w:vAlign w:val="bottom"/>';

function signatureCellProperties(columnSpan: number, margins: string, vAlign = ''): string {
  return (
    `<w:tcPr>${cellWidth((TEXT_WIDTH / 2) * columnSpan)}` +
    `${columnSpan > 1 ? `<w:gridSpan w:val="${columnSpan}"/>` : ''}${margins}${vAlign}</w:tcPr>`
  );
}

const lineParagraph = (keep: Keep) =>
  keep === 'off' ? FREE_SIGNATURE_LINE_PARAGRAPH : keep ? KEPT_SIGNATURE_LINE_PARAGRAPH : SIGNATURE_LINE_PARAGRAPH;

/** `keep`: every paragraph of the box kept with what follows, or not kept (see `signatureTable`). */
function signatureCell(signature: Signature, columnSpan: number, keep: Keep): string {
  return (
    `<w:tc>${signatureCellProperties(columnSpan, SIGNATURE_MARGINS)}` +
    `${signatureLines(signature.above, columnSpan, keep)}${lineParagraph(keep)}${signatureLines(signature.below, columnSpan, keep)}</w:tc>`
  );
}

/** The texts above a box's line, at the foot of their cell and kept with the row of the line; else an empty line. */
function aboveCell(signature: Signature, columnSpan: number): string {
  const lines =
    signature.above.length > 0 ? signatureLines(signature.above, columnSpan, true) : paragraph(SIGNATURE, '', true);
  return `<w:tc>${signatureCellProperties(columnSpan, ABOVE_MARGINS, BOTTOM)}${lines}</w:tc>`;
}

function lineCell(signature: Signature, columnSpan: number, keep: Keep): string {
  return (
    `<w:tc>${signatureCellProperties(columnSpan, LINE_MARGINS)}` +
    `${lineParagraph(keep)}${signatureLines(signature.below, columnSpan, keep)}</w:tc>`
  );
}

const SIGNATURE_ROW = '<w:tr><w:trPr><w:cantSplit/></w:trPr>';

/**
 * The caption of a long signature table: a header row across both columns, which Word and LibreOffice repeat at the
 * top of every page the table continues on, its bold line kept with the first row of boxes.
 */
function captionRow(caption: readonly Inline[]): string {
  return (
    `<w:tr><w:trPr><w:cantSplit/><w:tblHeader/></w:trPr><w:tc>${signatureCellProperties(2, '')}` +
    `${paragraph(SIGNATURE, runs(caption, true), true)}</w:tc></w:tr>`
  );
}

/**
 * Signature boxes two to a row in a borderless table; a row with a single box spans both columns, centred. Where a
 * box of the row has texts above its line, those texts take a row of their own, bottom-aligned, so that the dotted
 * lines of the row are level. A caption, when the block has one, is the table's header row (`captionRow`).
 * `keep`: the table is in a keep-together group and not its last block (the lawyer's countersignature follows), so
 * Word keeps its rows with what follows, as it keeps a row whose paragraphs are kept with the next: every row of a
 * short table, and of a captioned one, too long to be sure to fit on a page, its last row only.
 *
 * The rows of a captioned table that are not kept say so (`keepNext` off), for the signature style keeps every
 * paragraph with the next: otherwise every row would keep with the next, and LibreOffice splits a table whose rows all
 * keep together only at the top of a page — it moved the whole table to the next page and left the dating line, kept
 * with it, alone at the foot of the page before. Word and LibreOffice keep a row with the next when its paragraphs
 * are kept; the caption row, kept, holds the first row of boxes to it, and the keep-together group's paragraphs
 * before the table hold on to both.
 */
function signatureTable(signatures: Signature[], caption: readonly Inline[] | undefined, keep: boolean): string {
  let xml = `<w:tbl><w:tblPr>${SIGNATURE_TABLE}</w:tblPr><w:tblGrid>${`<w:gridCol w:w="${TEXT_WIDTH / 2}"/>`.repeat(2)}</w:tblGrid>`;
  if (caption) xml += captionRow(caption);
  const rows = pairSignatures(signatures);
  rows.forEach((row, index) => {
    const span = row.length === 1 ? 2 : 1;
    const keepRow: Keep = caption ? (keep && index === rows.length - 1) || 'off' : keep;
    if (row.some((signature) => signature.above.length > 0)) {
      xml += SIGNATURE_ROW;
      for (const signature of row) xml += aboveCell(signature, span);
      xml += `</w:tr>${SIGNATURE_ROW}`;
      for (const signature of row) xml += lineCell(signature, span, keepRow);
    } else {
      xml += SIGNATURE_ROW;
      for (const signature of row) xml += signatureCell(signature, span, keepRow);
    }
    xml += '</w:tr>';
  });
  return `${xml}</w:tbl>`;
}

/**
 * The Word list instances of a body, numbered in the order of their first paragraph as docx numbers them: `legal`
 * once (its heading and clause properties written once), every lettered list on its own.
 */
type Lists = {
  count: number;
  instancesXml: string;
  legal?: { heading: string; clause: string };
  /** The block written last was a data table (see `spaceAfterTable`). */
  afterTable?: boolean;
};

/**
 * 6 pt above the clause, paragraph or list that follows a data table, as the PDF leaves below it: Word and LibreOffice
 * put no space after a table, and the next line's text touched its bottom border. Answers '' elsewhere, and clears the
 * mark.
 */
function spaceAfterTable(lists: Lists): string {
  if (lists.afterTable !== true) return '';
  lists.afterTable = false;
  return AFTER_TABLE_SPACING;
}

const AFTER_TABLE_SPACING = '<w:spacing w:before="120"/>';

/** A new list instance of `reference`: its numId. */
function addList(lists: Lists, reference: string): number {
  const numId = FIRST_NUM_ID + lists.count;
  lists.count += 1;
  lists.instancesXml += `<w:num w:numId="${numId}">${LIST_OVERRIDES.get(reference)!}</w:num>`;
  return numId;
}

const numberedProperties = (styleId: string, level: number, numId: number) =>
  `${paragraphStyle(styleId)}<w:numPr><w:ilvl w:val="${level}"/><w:numId w:val="${numId}"/></w:numPr>`;

function legal(lists: Lists): { heading: string; clause: string } {
  if (lists.legal) return lists.legal;
  const numId = addList(lists, LEGAL);
  lists.legal = {
    heading: numberedProperties('Heading1', 0, numId),
    clause: numberedProperties(STYLE_IDS.clause, 1, numId),
  };
  return lists.legal;
}

/** The blocks that take the space after a data table; a 'keep' group passes the mark on to its first block. */
const SPACED_AFTER_TABLE: ReadonlySet<Block['kind']> = new Set(['clause', 'paragraph', 'list', 'keep', 'table']);

/**
 * An empty paragraph 6 pt high between two data tables (the filing summary's changes and resolutions): with nothing
 * between them Word and LibreOffice join them into what looks like one table.
 */
const TABLE_SPACING = '<w:spacing w:after="0" w:line="120" w:lineRule="exact"/>';

/**
 * `keep`: the block is in a keep-together group and not its last block, or leads a list, so it stays with what
 * follows (`'lastLines'`: a clause or a paragraph, by its last lines); `keepLast`: a section's last block stays with
 * what follows the section (`closesWithNext`).
 */
function blockXml(block: Block, lists: Lists, keep: boolean | 'lastLines' = false, keepLast = false): string {
  if (lists.afterTable === true && !SPACED_AFTER_TABLE.has(block.kind)) lists.afterTable = false;
  switch (block.kind) {
    case 'title':
      return paragraph(TITLE, runs(block.content), keep);
    case 'subtitle':
      return paragraph(SUBTITLE, runs(block.content), keep);
    case 'section': {
      let xml = paragraph(legal(lists).heading, runs(block.heading), keep);
      const children = block.blocks;
      const last = children.length - 1;
      for (let index = 0; index <= last; index++)
        xml += blockXml(children[index]!, lists, keep || leadsNext(children, index) || (keepLast && index === last));
      return xml;
    }
    case 'clause':
      return paragraph(legal(lists).clause + spaceAfterTable(lists), runs(block.content), keep);
    case 'paragraph':
      return paragraph(spaceAfterTable(lists) + ALIGNMENTS[block.align], runs(block.content), keep);
    case 'list': {
      // Every list is an instance of its own, so Word restarts it at a).
      if (block.items.length === 0) return '';
      const properties = numberedProperties(STYLE_IDS.list, 0, addList(lists, LETTERED));
      let xml = '';
      for (const item of block.items) xml += paragraph(properties + spaceAfterTable(lists), runs(item.content), keep);
      return xml;
    }
    case 'table': {
      const rows = block.rows.filter((row) => row.length > 0);
      if (rows.length === 0) return '';
      const spacer = lists.afterTable === true ? paragraph(TABLE_SPACING, '', keep) : '';
      lists.afterTable = true;
      return spacer + dataTable(rows);
    }
    case 'signatures':
      return signatureTable(block.signatures, block.caption, keep === true);
    case 'pageBreak':
      return PAGE_BREAK;
    case 'keep': {
      let xml = '';
      const last = block.blocks.length - 1;
      // a group taller than a page keeps only its last blocks that fit on one (kept-chain.ts)
      const { from, lastLines } = keep === true ? { from: 0, lastLines: false } : keptChain(block.blocks);
      for (let index = 0; index <= last; index++) {
        const kept = (index >= from && index < last) || leadsNext(block.blocks, index);
        xml += blockXml(
          block.blocks[index]!,
          lists,
          kept || (lastLines && index === from - 1 ? 'lastLines' : keep),
          closesWithNext(block.blocks, index),
        );
      }
      return xml;
    }
  }
}

/**
 * The content of `<w:body>` in `word/document.xml` (before the section properties), and the `<w:num>` list
 * instances its numbered paragraphs refer to, which follow docx's own in `word/numbering.xml`.
 */
export function writeBodyXml(tree: DocumentTree): { body: string; listInstances: string } {
  const lists: Lists = { count: 0, instancesXml: '' };
  let body = '';
  const blocks = tree.blocks;
  for (let index = 0; index < blocks.length; index++)
    body += blockXml(blocks[index]!, lists, leadsNext(blocks, index), closesWithNext(blocks, index));
  return { body, listInstances: lists.instancesXml };
}
