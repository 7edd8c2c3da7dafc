import {
  LineRuleType,
  AlignmentType,
  BorderStyle,
  HeadingLevel,
  PageBreak,
  Paragraph,
  ShadingType,
  SimpleField,
  Table,
  TableBorders,
  TableCell,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
  type FileChild,
} from 'docx';
import type {
  Alignment,
  Block,
  DocumentTree,
  Inline,
  Signature,
  TableCell as TreeTableCell,
} from '../../ast/blocks.ts';
import { SIGNATURE_LINE } from '../../ast/tree-text.ts';
import { pairSignatures } from '../pair-signatures.ts';
import { closesWithNext, leadsNext } from '../lead-in.ts';
import { keptChain } from './kept-chain.ts';
import {
  breakableNames,
  estimateDocxSignatureTextWidth,
  estimateDocxTextWidth,
  wholeColumnWidths,
} from '../column-widths.ts';
import {
  CELL_MARGIN,
  HEADER_FILL,
  LEGAL,
  LETTERED,
  SIGNATURE_CELL_MARGIN,
  SIGNATURE_LINE_SPACING,
  STYLE_IDS,
  TEXT_WIDTH,
} from './docx-layout.ts';

// The reference the DOCX writer is tested against: the body of a tree built from docx's own objects, which docx's
// Packer writes out. The writer's serializer must give exactly the XML docx gives for these.

const ALIGNMENTS = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
  justify: AlignmentType.JUSTIFIED,
} as const satisfies Record<Alignment, string>;

function runs(content: Inline[], style: { bold?: boolean } = {}): (TextRun | SimpleField)[] {
  return content.map((item) => {
    switch (item.kind) {
      case 'break':
        return new TextRun({ break: 1 });
      case 'blank':
        return new TextRun({ text: item.text, bold: style.bold });
      case 'text':
        if (item.field === 'pageCount') return new SimpleField('NUMPAGES', item.text);
        return new TextRun({ text: item.text, bold: item.bold || style.bold, italics: item.italic || undefined });
    }
  });
}

const LINE = { style: BorderStyle.SINGLE, size: 4, color: '000000' };
const ALL_BORDERS = { top: LINE, bottom: LINE, left: LINE, right: LINE, insideHorizontal: LINE, insideVertical: LINE };

function dataTable(rows: TreeTableCell[][]): Table {
  const columns = Math.max(...rows.map((row) => row.length));
  const widths = wholeColumnWidths(rows, TEXT_WIDTH, estimateDocxTextWidth, 2 * CELL_MARGIN);
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    borders: ALL_BORDERS,
    rows: rows.map(
      (row) =>
        new TableRow({
          cantSplit: true,
          tableHeader: row.every((cell) => cell.header) || undefined,
          children: row.map((cell, index) => {
            // a short row's last cell spans the columns it lacks
            const span = index === row.length - 1 ? columns - row.length + 1 : 1;
            const width = widths.slice(index, index + span).reduce((sum, part) => sum + part, 0);
            const content = breakableNames(cell.content, width - 2 * CELL_MARGIN, estimateDocxTextWidth, cell.header);
            return new TableCell({
              width: { size: width, type: WidthType.DXA },
              columnSpan: span > 1 ? span : undefined,
              shading: cell.header ? { type: ShadingType.CLEAR, fill: HEADER_FILL, color: 'auto' } : undefined,
              children: [
                new Paragraph({
                  style: STYLE_IDS.tableText,
                  children: runs(content, cell.header ? { bold: true } : {}),
                }),
              ],
            });
          }),
        }),
    ),
  });
}

/** `true` kept with the next paragraph, `false` as the style says, `'off'` not kept though the style keeps it. */
type Keep = boolean | 'off';
const signatureKeep = (keep: Keep) =>
  keep === 'off' ? { keepNext: false } : keep ? { keepNext: true, keepLines: true } : {};

/** A line of a box `span` columns wide, a name wider than the box breakable between its words. */
const signatureLine = (content: Inline[], span: number, keep: Keep = false) =>
  new Paragraph({
    style: STYLE_IDS.signature,
    children: runs(
      breakableNames(content, (TEXT_WIDTH / 2) * span - 2 * CELL_MARGIN, estimateDocxSignatureTextWidth, false),
    ),
    ...signatureKeep(keep),
  });

const dottedLine = (keep: Keep = false) =>
  new Paragraph({
    style: STYLE_IDS.signature,
    spacing: { before: SIGNATURE_LINE_SPACING },
    children: [new TextRun(SIGNATURE_LINE)],
    ...signatureKeep(keep),
  });

function signatureCell(
  children: Paragraph[],
  columnSpan: number,
  margins: { top: number; bottom: number },
  bottom = false,
): TableCell {
  return new TableCell({
    width: { size: (TEXT_WIDTH / 2) * columnSpan, type: WidthType.DXA },
    columnSpan: columnSpan > 1 ? columnSpan : undefined,
    margins,
    verticalAlign: bottom ? VerticalAlign.BOTTOM : undefined,
    children,
  });
}

const BOTH = { top: SIGNATURE_CELL_MARGIN, bottom: SIGNATURE_CELL_MARGIN };

/**
 * Signature boxes two to a row in a borderless table; a row with a single box spans both columns, centred. Where a
 * box of the row has texts above its line, those texts take a row of their own, bottom-aligned.
 */
function signatureTable(signatures: Signature[], caption: Inline[] | undefined, keep: boolean): Table {
  const rows = pairSignatures(signatures);
  const captionRows = caption
    ? [
        new TableRow({
          cantSplit: true,
          tableHeader: true,
          children: [
            new TableCell({
              width: { size: TEXT_WIDTH, type: WidthType.DXA },
              columnSpan: 2,
              children: [
                new Paragraph({
                  style: STYLE_IDS.signature,
                  children: runs(caption, { bold: true }),
                  keepNext: true,
                  keepLines: true,
                }),
              ],
            }),
          ],
        }),
      ]
    : [];
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: [TEXT_WIDTH / 2, TEXT_WIDTH / 2],
    borders: TableBorders.NONE,
    rows: [
      ...captionRows,
      ...rows.flatMap((row, index) => {
        const span = row.length === 1 ? 2 : 1;
        // in a keep-together group: every row of a short table kept with what follows, of a captioned one the last;
        // the other rows of a captioned one not kept, though the signature style keeps them
        const keepRow: Keep = caption ? (keep && index === rows.length - 1) || 'off' : keep;
        if (!row.some((signature) => signature.above.length > 0))
          return [
            new TableRow({
              cantSplit: true,
              children: row.map((signature) =>
                signatureCell(
                  [
                    ...signature.above.map((line) => signatureLine(line, span, keepRow)),
                    dottedLine(keepRow),
                    ...signature.below.map((line) => signatureLine(line, span, keepRow)),
                  ],
                  span,
                  BOTH,
                ),
              ),
            }),
          ];
        return [
          new TableRow({
            cantSplit: true,
            children: row.map((signature) =>
              signatureCell(
                signature.above.length > 0
                  ? signature.above.map((line) => signatureLine(line, span, true))
                  : [signatureLine([], span, true)],
                span,
                { top: SIGNATURE_CELL_MARGIN, bottom: 0 },
                true,
              ),
            ),
          }),
          new TableRow({
            cantSplit: true,
            children: row.map((signature) =>
              signatureCell(
                [dottedLine(keepRow), ...signature.below.map((line) => signatureLine(line, span, keepRow))],
                span,
                {
                  top: 0,
                  bottom: SIGNATURE_CELL_MARGIN,
                },
              ),
            ),
          }),
        ];
      }),
    ],
  });
}

type Lists = { count: number; afterTable?: boolean };

/** 6 pt above the clause, paragraph or list item that follows a data table (see write-body-xml's `spaceAfterTable`). */
function spaceAfterTable(lists: Lists): { spacing?: { before: number } } {
  if (lists.afterTable !== true) return {};
  lists.afterTable = false;
  return { spacing: { before: 120 } };
}

function blockChildren(block: Block, lists: Lists, keep: boolean | 'lastLines' = false, keepLast = false): FileChild[] {
  const keepOptions = keep === 'lastLines' ? { keepNext: true } : keep ? { keepNext: true, keepLines: true } : {};
  if (!['clause', 'paragraph', 'list', 'keep', 'table'].includes(block.kind)) lists.afterTable = false;
  switch (block.kind) {
    case 'title':
      return [new Paragraph({ heading: HeadingLevel.TITLE, children: runs(block.content), ...keepOptions })];
    case 'subtitle':
      return [new Paragraph({ style: STYLE_IDS.subtitle, children: runs(block.content), ...keepOptions })];
    case 'section':
      return [
        new Paragraph({
          heading: HeadingLevel.HEADING_1,
          numbering: { reference: LEGAL, level: 0, instance: 0 },
          children: runs(block.heading),
          ...keepOptions,
        }),
        ...block.blocks.flatMap((child, index) =>
          blockChildren(
            child,
            lists,
            keep || leadsNext(block.blocks, index) || (keepLast && index === block.blocks.length - 1),
          ),
        ),
      ];
    case 'clause':
      return [
        new Paragraph({
          style: STYLE_IDS.clause,
          numbering: { reference: LEGAL, level: 1, instance: 0 },
          children: runs(block.content),
          ...keepOptions,
          ...spaceAfterTable(lists),
        }),
      ];
    case 'paragraph':
      return [
        new Paragraph({
          alignment: ALIGNMENTS[block.align],
          children: runs(block.content),
          ...keepOptions,
          ...spaceAfterTable(lists),
        }),
      ];
    case 'list': {
      // Every list is an instance of its own, so Word restarts it at a).
      lists.count += 1;
      const instance = lists.count;
      return block.items.map(
        (item) =>
          new Paragraph({
            style: STYLE_IDS.list,
            numbering: { reference: LETTERED, level: 0, instance },
            children: runs(item.content),
            ...keepOptions,
            ...spaceAfterTable(lists),
          }),
      );
    }
    case 'table': {
      const rows = block.rows.filter((row) => row.length > 0);
      if (rows.length === 0) return [];
      // an empty paragraph 6 pt high between two data tables
      const spacer =
        lists.afterTable === true
          ? [new Paragraph({ spacing: { after: 0, line: 120, lineRule: LineRuleType.EXACT }, ...keepOptions })]
          : [];
      lists.afterTable = true;
      return [...spacer, dataTable(rows)];
    }
    case 'signatures':
      return [signatureTable(block.signatures, block.caption, keep === true)];
    case 'pageBreak':
      return [new Paragraph({ children: [new PageBreak()] })];
    case 'keep': {
      const { from, lastLines } = keep === true ? { from: 0, lastLines: false } : keptChain(block.blocks);
      return block.blocks.flatMap((child, index) =>
        blockChildren(
          child,
          lists,
          (index >= from && index < block.blocks.length - 1) ||
            leadsNext(block.blocks, index) ||
            (lastLines && index === from - 1 ? 'lastLines' : keep),
          closesWithNext(block.blocks, index),
        ),
      );
    }
  }
}

/** The body of a tree as docx objects, for `buildDocxDocument`. */
export function buildDocxBody(tree: DocumentTree): FileChild[] {
  const lists: Lists = { count: 0 };
  return tree.blocks.flatMap((block, index) =>
    blockChildren(block, lists, leadsNext(tree.blocks, index), closesWithNext(tree.blocks, index)),
  );
}
