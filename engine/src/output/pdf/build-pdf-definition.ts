import type {
  Content,
  ContentStack,
  ContentText,
  StyleDictionary,
  TDocumentDefinitions,
  TableCell,
} from 'pdfmake/interfaces';
import type { Block, DocumentTree, Inline, Signature, TableCell as TreeTableCell } from '../../ast/blocks.ts';
import { SIGNATURE_LINE } from '../../ast/tree-text.ts';
import { pairSignatures } from '../pair-signatures.ts';

/** Width of the hanging number column of sections and clauses, and of list letters, in points. */
const NUMBER_WIDTH = 34;
const LETTER_WIDTH = 20;

const STYLES: StyleDictionary = {
  title: { fontSize: 15, bold: true, alignment: 'center', margin: [0, 0, 0, 6] },
  subtitle: { italics: true, alignment: 'center', margin: [0, 0, 0, 12] },
  heading: { bold: true, margin: [0, 10, 0, 5] },
  clause: { margin: [0, 0, 0, 5] },
  paragraph: { margin: [0, 0, 0, 5] },
  list: { margin: [NUMBER_WIDTH, 0, 0, 5] },
  table: { fontSize: 10, margin: [0, 2, 0, 8] },
  signatures: { margin: [0, 16, 0, 0] },
  signature: { alignment: 'center', margin: [0, 0, 0, 14] },
};

/** The id of the document's last node: a page reference to it prints the number of pages. */
const LAST_PAGE = 'cegdok-last-page';

const THIN_LINES = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  paddingLeft: () => 4,
  paddingRight: () => 4,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

function texts(content: Inline[], style: { bold?: boolean } = {}): ContentText['text'] {
  return content.map((item) => {
    switch (item.kind) {
      case 'break':
        return '\n';
      case 'blank':
        return { text: item.text, ...style };
      case 'text':
        return item.field === 'pageCount'
          ? { pageReference: LAST_PAGE, bold: item.bold || style.bold, italics: item.italic }
          : { text: item.text, bold: item.bold || style.bold, italics: item.italic };
    }
  });
}

function numbered(number: string, content: Inline[], numberWidth: number, style: string): Content {
  return {
    columns: [
      { width: numberWidth, text: number },
      { width: '*', text: texts(content), alignment: 'justify' },
    ],
    columnGap: 0,
    style,
  };
}

function tableContent(rows: TreeTableCell[][]): Content {
  const columns = Math.max(...rows.map((row) => row.length));
  const headerRows = rows.findIndex((row) => !row.every((cell) => cell.header));
  return {
    table: {
      headerRows: headerRows === -1 ? 0 : headerRows,
      dontBreakRows: true,
      widths: Array.from({ length: columns }, () => '*'),
      body: rows.map((row) =>
        // a short row's last cell spans the columns it lacks
        row.flatMap((cell, index): TableCell[] => {
          const span = index === row.length - 1 ? columns - row.length + 1 : 1;
          const content: TableCell = {
            text: texts(cell.content, { bold: cell.header }),
            fillColor: cell.header ? '#f0f0f0' : undefined,
            colSpan: span > 1 ? span : undefined,
          };
          return [content, ...Array.from({ length: span - 1 }, () => ({}))];
        }),
      ),
    },
    layout: THIN_LINES,
    style: 'table',
  };
}

function signatureContent(signature: Signature): ContentStack {
  return {
    stack: [
      ...signature.above.map((line) => ({ text: texts(line) })),
      { text: SIGNATURE_LINE, margin: [0, 30, 0, 0] },
      ...signature.below.map((line) => ({ text: texts(line) })),
    ],
    style: 'signature',
  };
}

function signaturesContent(signatures: Signature[]): Content {
  return {
    stack: pairSignatures(signatures).map((row) => ({
      columns:
        row.length === 2
          ? row.map(signatureContent)
          : [
              { width: '20%', text: '' },
              { width: '60%', ...signatureContent(row[0]!) },
              { width: '20%', text: '' },
            ],
      columnGap: 20,
      unbreakable: true,
    })),
    style: 'signatures',
  };
}

function blockContent(block: Block): Content {
  switch (block.kind) {
    case 'title':
      return { text: texts(block.content), style: 'title' };
    case 'subtitle':
      return { text: texts(block.content), style: 'subtitle' };
    case 'section': {
      const [first, ...rest] = block.blocks.map(blockContent);
      // The heading never stays alone at the foot of a page: it travels with the section's first block.
      return [
        { stack: [numbered(block.number, block.heading, NUMBER_WIDTH, 'heading'), first!], unbreakable: true },
        ...rest,
      ];
    }
    case 'clause':
      return numbered(block.number, block.content, NUMBER_WIDTH, 'clause');
    case 'paragraph':
      return { text: texts(block.content), alignment: block.align, style: 'paragraph' };
    case 'list':
      return {
        stack: block.items.map((item) => numbered(item.label, item.content, LETTER_WIDTH, 'paragraph')),
        style: 'list',
      };
    case 'table': {
      const rows = block.rows.filter((row) => row.length > 0);
      return rows.length > 0 ? tableContent(rows) : [];
    }
    case 'signatures':
      return signaturesContent(block.signatures);
    case 'pageBreak':
      return { text: '', pageBreak: 'after' };
    case 'keep':
      // The last clause, the dating line and the signatures move to the next page together.
      return { stack: block.blocks.map(blockContent), unbreakable: true };
  }
}

/**
 * The pdfmake document of a tree: the same text and numbers as the other outputs, A4, Roboto (which covers ő, ű, Ő,
 * Ű), "n. oldal / összesen N oldal" in the footer, and metadata dated `generatedAt` so the bytes never depend on
 * the clock.
 */
export function buildPdfDefinition(tree: DocumentTree, generatedAt: Date): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageMargins: [70, 60, 70, 60],
    language: 'hu-HU',
    info: {
      title: tree.title,
      creator: 'Cégdok',
      producer: 'Cégdok',
      creationDate: generatedAt,
      modDate: generatedAt,
    },
    defaultStyle: { font: 'Roboto', fontSize: 10.5, lineHeight: 1.2 },
    styles: STYLES,
    content: [...tree.blocks.map(blockContent), { text: '\u200b', id: LAST_PAGE, fontSize: 1 }],
    footer: (currentPage, pageCount) => ({
      text: `${currentPage}. oldal / összesen ${pageCount} oldal`,
      alignment: 'center',
      fontSize: 8.5,
      margin: [0, 25, 0, 0],
    }),
  };
}
