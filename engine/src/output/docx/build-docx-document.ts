import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  LevelFormat,
  PageBreak,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableBorders,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type FileChild,
  type INumberingOptions,
  type IStylesOptions,
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

/** Word numbering definitions: sections and clauses share one list, lettered lists get one instance each. */
const LEGAL = 'legal';
const LETTERED = 'lettered';

const FONT = 'Times New Roman';
/** A4 with 2.5 cm margins: the width of the text in twips. */
const PAGE_MARGIN = 1418;
const TEXT_WIDTH = 11906 - 2 * PAGE_MARGIN;
const CLAUSE_INDENT = 709;

const STYLE_IDS = {
  clause: 'Clause',
  list: 'LetteredList',
  signature: 'Signature',
  tableText: 'TableText',
  footer: 'Footer',
  subtitle: 'Subtitle',
} as const;

const STYLES: IStylesOptions = {
  default: {
    document: {
      run: { font: FONT, size: 24, language: { value: 'hu-HU' } },
      paragraph: { spacing: { after: 120, line: 264 } },
    },
    title: {
      run: { font: FONT, size: 32, bold: true, color: '000000' },
      paragraph: { alignment: AlignmentType.CENTER, spacing: { after: 120 }, keepNext: true },
    },
    heading1: {
      run: { font: FONT, size: 24, bold: true, color: '000000' },
      paragraph: {
        spacing: { before: 240, after: 120 },
        keepNext: true,
        keepLines: true,
        indent: { left: CLAUSE_INDENT, hanging: CLAUSE_INDENT },
      },
    },
  },
  paragraphStyles: [
    {
      id: STYLE_IDS.subtitle,
      name: 'Subtitle',
      basedOn: 'Normal',
      next: 'Normal',
      quickFormat: true,
      run: { italics: true },
      paragraph: { alignment: AlignmentType.CENTER, spacing: { after: 240 } },
    },
    {
      id: STYLE_IDS.clause,
      name: 'Pont',
      basedOn: 'Normal',
      next: STYLE_IDS.clause,
      quickFormat: true,
      paragraph: { alignment: AlignmentType.JUSTIFIED, indent: { left: CLAUSE_INDENT, hanging: CLAUSE_INDENT } },
    },
    {
      id: STYLE_IDS.list,
      name: 'Betűjeles felsorolás',
      basedOn: 'Normal',
      next: STYLE_IDS.list,
      quickFormat: true,
      paragraph: {
        alignment: AlignmentType.JUSTIFIED,
        spacing: { after: 60 },
        indent: { left: CLAUSE_INDENT + 425, hanging: 425 },
      },
    },
    {
      id: STYLE_IDS.signature,
      name: 'Aláírás',
      basedOn: 'Normal',
      quickFormat: true,
      paragraph: { alignment: AlignmentType.CENTER, spacing: { after: 0 }, keepNext: true, keepLines: true },
    },
    {
      id: STYLE_IDS.tableText,
      name: 'Táblázat szövege',
      basedOn: 'Normal',
      quickFormat: true,
      run: { size: 22 },
      paragraph: { alignment: AlignmentType.LEFT, spacing: { after: 0 } },
    },
    {
      id: STYLE_IDS.footer,
      name: 'footer',
      basedOn: 'Normal',
      run: { size: 18 },
      paragraph: { alignment: AlignmentType.CENTER, spacing: { after: 0 } },
    },
  ],
};

const NUMBERING: INumberingOptions = {
  config: [
    {
      reference: LEGAL,
      levels: [
        {
          level: 0,
          format: LevelFormat.DECIMAL,
          text: '%1.',
          alignment: AlignmentType.LEFT,
          style: { paragraph: { indent: { left: CLAUSE_INDENT, hanging: CLAUSE_INDENT } } },
        },
        {
          level: 1,
          format: LevelFormat.DECIMAL,
          text: '%1.%2.',
          alignment: AlignmentType.LEFT,
          style: { paragraph: { indent: { left: CLAUSE_INDENT, hanging: CLAUSE_INDENT } } },
        },
      ],
    },
    {
      reference: LETTERED,
      levels: [
        {
          level: 0,
          format: LevelFormat.LOWER_LETTER,
          text: '%1)',
          alignment: AlignmentType.LEFT,
          style: { paragraph: { indent: { left: CLAUSE_INDENT + 425, hanging: 425 } } },
        },
      ],
    },
  ],
};

const ALIGNMENTS = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
  justify: AlignmentType.JUSTIFIED,
} as const satisfies Record<Alignment, string>;

function runs(content: Inline[], style: { bold?: boolean } = {}): TextRun[] {
  return content.map((item) => {
    switch (item.kind) {
      case 'break':
        return new TextRun({ break: 1 });
      case 'blank':
        return new TextRun({ text: item.text, bold: style.bold });
      case 'text':
        return new TextRun({ text: item.text, bold: item.bold || style.bold, italics: item.italic });
    }
  });
}

const LINE = { style: BorderStyle.SINGLE, size: 4, color: '000000' };
const ALL_BORDERS = { top: LINE, bottom: LINE, left: LINE, right: LINE, insideHorizontal: LINE, insideVertical: LINE };

function dataTable(rows: TreeTableCell[][]): Table {
  const columns = Math.max(...rows.map((row) => row.length));
  const width = Math.floor(TEXT_WIDTH / columns);
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: Array.from({ length: columns }, () => width),
    borders: ALL_BORDERS,
    rows: rows.map(
      (row) =>
        new TableRow({
          cantSplit: true,
          tableHeader: row.every((cell) => cell.header) || undefined,
          children: row.map((cell, index) => {
            // a short row's last cell spans the columns it lacks
            const span = index === row.length - 1 ? columns - row.length + 1 : 1;
            return new TableCell({
              width: { size: width * span, type: WidthType.DXA },
              columnSpan: span > 1 ? span : undefined,
              shading: cell.header ? { type: ShadingType.CLEAR, fill: 'F0F0F0', color: 'auto' } : undefined,
              children: [
                new Paragraph({
                  style: STYLE_IDS.tableText,
                  children: runs(cell.content, cell.header ? { bold: true } : {}),
                }),
              ],
            });
          }),
        }),
    ),
  });
}

function signatureCell(signature: Signature, columnSpan: number): TableCell {
  const line = (content: Inline[]) => new Paragraph({ style: STYLE_IDS.signature, children: runs(content) });
  return new TableCell({
    width: { size: (TEXT_WIDTH / 2) * columnSpan, type: WidthType.DXA },
    columnSpan: columnSpan > 1 ? columnSpan : undefined,
    margins: { top: 240, bottom: 240 },
    children: [
      ...signature.above.map(line),
      new Paragraph({
        style: STYLE_IDS.signature,
        spacing: { before: 720 },
        children: [new TextRun(SIGNATURE_LINE)],
      }),
      ...signature.below.map(line),
    ],
  });
}

/** Signature boxes two to a row in a borderless table; a row with a single box spans both columns, centred. */
function signatureTable(signatures: Signature[]): Table {
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: [TEXT_WIDTH / 2, TEXT_WIDTH / 2],
    borders: TableBorders.NONE,
    rows: pairSignatures(signatures).map(
      (row) =>
        new TableRow({
          cantSplit: true,
          children: row.map((signature) => signatureCell(signature, row.length === 1 ? 2 : 1)),
        }),
    ),
  });
}

type Lists = { count: number };

function blockChildren(block: Block, lists: Lists): FileChild[] {
  switch (block.kind) {
    case 'title':
      return [new Paragraph({ heading: HeadingLevel.TITLE, children: runs(block.content) })];
    case 'subtitle':
      return [new Paragraph({ style: STYLE_IDS.subtitle, children: runs(block.content) })];
    case 'section':
      return [
        new Paragraph({
          heading: HeadingLevel.HEADING_1,
          numbering: { reference: LEGAL, level: 0, instance: 0 },
          children: runs(block.heading),
        }),
        ...block.blocks.flatMap((child) => blockChildren(child, lists)),
      ];
    case 'clause':
      return [
        new Paragraph({
          style: STYLE_IDS.clause,
          numbering: { reference: LEGAL, level: 1, instance: 0 },
          children: runs(block.content),
        }),
      ];
    case 'paragraph':
      return [new Paragraph({ alignment: ALIGNMENTS[block.align], children: runs(block.content) })];
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
          }),
      );
    }
    case 'table': {
      const rows = block.rows.filter((row) => row.length > 0);
      return rows.length > 0 ? [dataTable(rows)] : [];
    }
    case 'signatures':
      return [signatureTable(block.signatures)];
    case 'pageBreak':
      return [new Paragraph({ children: [new PageBreak()] })];
  }
}

/**
 * The docx `Document` of a tree: Word styles (Title, Heading 1 for sections, a clause style, a list style, Times New
 * Roman 12 pt in Hungarian), real multi-level numbering (`%1.` sections, `%1.%2.` clauses, `%1)` lists restarting in
 * every list), a footer with PAGE and NUMPAGES fields, and the body. Without a tree it is the empty shell whose
 * unchanging parts (styles, settings, footer, theme …) every document shares.
 */
export function buildDocxDocument(tree: DocumentTree | null): Document {
  const lists: Lists = { count: 0 };
  const children = tree ? tree.blocks.flatMap((block) => blockChildren(block, lists)) : [];
  return new Document({
    creator: 'Cégdok',
    styles: STYLES,
    numbering: NUMBERING,
    sections: [
      {
        properties: {
          page: {
            margin: { top: PAGE_MARGIN, right: PAGE_MARGIN, bottom: PAGE_MARGIN, left: PAGE_MARGIN, footer: 567 },
          },
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                style: STYLE_IDS.footer,
                children: [
                  new TextRun({
                    children: [PageNumber.CURRENT, '. oldal / összesen ', PageNumber.TOTAL_PAGES, ' oldal'],
                  }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
}
