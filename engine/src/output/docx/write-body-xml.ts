import type { Alignment, Block, DocumentTree, Inline, Signature, TableCell } from '../../ast/blocks.ts';
import { SIGNATURE_LINE } from '../../ast/tree-text.ts';
import { pairSignatures } from '../pair-signatures.ts';
import {
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

// eslint-disable-next-line no-control-regex
const SPECIAL = /[&"'<>\x00-\x08\x0B\x0C\x0E-\x1F]/g;

/** Escapes as docx does: markup characters become entities, control characters XML cannot hold are dropped. */
function escapeText(text: string): string {
  SPECIAL.lastIndex = 0;
  return SPECIAL.test(text) ? text.replace(SPECIAL, (char) => ESCAPES[char] ?? '') : text;
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
const SIGNATURE_MARGINS =
  `<w:tcMar><w:top w:type="dxa" w:w="${SIGNATURE_CELL_MARGIN}"/>` +
  `<w:bottom w:type="dxa" w:w="${SIGNATURE_CELL_MARGIN}"/></w:tcMar>`;
const SIGNATURE_LINE_PARAGRAPH =
  `<w:p><w:pPr>${paragraphStyle(STYLE_IDS.signature)}<w:spacing w:before="${SIGNATURE_LINE_SPACING}"/></w:pPr>` +
  `<w:r><w:t xml:space="preserve">${escapeText(SIGNATURE_LINE)}</w:t></w:r></w:p>`;
const PAGE_BREAK = '<w:p><w:r><w:br w:type="page"/></w:r></w:p>';

function runs(content: Inline[], bold = false): string {
  let xml = '';
  for (const item of content) {
    if (item.kind === 'break') {
      xml += '<w:r><w:br/></w:r>';
      continue;
    }
    const isBold = bold || (item.kind === 'text' && item.bold === true);
    const isItalic = item.kind === 'text' && item.italic === true;
    xml += '<w:r>';
    if (isBold || isItalic)
      xml += `<w:rPr>${isBold ? '<w:b/><w:bCs/>' : ''}${isItalic ? '<w:i/><w:iCs/>' : ''}</w:rPr>`;
    xml += `<w:t xml:space="preserve">${escapeText(item.text)}</w:t></w:r>`;
  }
  return xml;
}

function paragraph(properties: string, content: string): string {
  return `<w:p><w:pPr>${properties}</w:pPr>${content}</w:p>`;
}

function dataTable(rows: TableCell[][]): string {
  const columns = Math.max(...rows.map((row) => row.length));
  const width = Math.floor(TEXT_WIDTH / columns);
  let xml = `<w:tbl><w:tblPr>${DATA_TABLE}</w:tblPr><w:tblGrid>${`<w:gridCol w:w="${width}"/>`.repeat(columns)}</w:tblGrid>`;
  for (const row of rows) {
    xml += `<w:tr><w:trPr><w:cantSplit/>${row.every((cell) => cell.header) ? '<w:tblHeader/>' : ''}</w:trPr>`;
    row.forEach((cell, index) => {
      // a short row's last cell spans the columns it lacks
      const span = index === row.length - 1 ? columns - row.length + 1 : 1;
      xml +=
        `<w:tc><w:tcPr>${cellWidth(width * span)}${span > 1 ? `<w:gridSpan w:val="${span}"/>` : ''}` +
        `${cell.header ? HEADER_SHADING : ''}</w:tcPr>` +
        `${paragraph(paragraphStyle(STYLE_IDS.tableText), runs(cell.content, cell.header))}</w:tc>`;
    });
    xml += '</w:tr>';
  }
  return `${xml}</w:tbl>`;
}

function signatureCell(signature: Signature, columnSpan: number): string {
  const line = (content: Inline[]) => paragraph(paragraphStyle(STYLE_IDS.signature), runs(content));
  return (
    `<w:tc><w:tcPr>${cellWidth((TEXT_WIDTH / 2) * columnSpan)}` +
    `${columnSpan > 1 ? `<w:gridSpan w:val="${columnSpan}"/>` : ''}${SIGNATURE_MARGINS}</w:tcPr>` +
    `${signature.above.map(line).join('')}${SIGNATURE_LINE_PARAGRAPH}${signature.below.map(line).join('')}</w:tc>`
  );
}

/** Signature boxes two to a row in a borderless table; a row with a single box spans both columns, centred. */
function signatureTable(signatures: Signature[]): string {
  let xml = `<w:tbl><w:tblPr>${SIGNATURE_TABLE}</w:tblPr><w:tblGrid>${`<w:gridCol w:w="${TEXT_WIDTH / 2}"/>`.repeat(2)}</w:tblGrid>`;
  for (const row of pairSignatures(signatures)) {
    xml += '<w:tr><w:trPr><w:cantSplit/></w:trPr>';
    for (const signature of row) xml += signatureCell(signature, row.length === 1 ? 2 : 1);
    xml += '</w:tr>';
  }
  return `${xml}</w:tbl>`;
}

/**
 * The Word list instances of a body, numbered in the order of their first paragraph as docx numbers them: `legal`
 * once, every lettered list on its own.
 */
type Lists = { numIds: Map<string, number>; instancesXml: string; lettered: number };

function numbered(lists: Lists, styleId: string, reference: string, instance: number, level: number): string {
  const key = `${reference}-${instance}`;
  let numId = lists.numIds.get(key);
  if (numId === undefined) {
    numId = FIRST_NUM_ID + lists.numIds.size;
    lists.numIds.set(key, numId);
    lists.instancesXml += `<w:num w:numId="${numId}">${LIST_OVERRIDES.get(reference)!}</w:num>`;
  }
  return `${paragraphStyle(styleId)}<w:numPr><w:ilvl w:val="${level}"/><w:numId w:val="${numId}"/></w:numPr>`;
}

function blockXml(block: Block, lists: Lists): string {
  switch (block.kind) {
    case 'title':
      return paragraph(paragraphStyle('Title'), runs(block.content));
    case 'subtitle':
      return paragraph(paragraphStyle(STYLE_IDS.subtitle), runs(block.content));
    case 'section':
      return (
        paragraph(numbered(lists, 'Heading1', LEGAL, 0, 0), runs(block.heading)) +
        block.blocks.map((child) => blockXml(child, lists)).join('')
      );
    case 'clause':
      return paragraph(numbered(lists, STYLE_IDS.clause, LEGAL, 0, 1), runs(block.content));
    case 'paragraph':
      return paragraph(`<w:jc w:val="${JUSTIFICATIONS[block.align]}"/>`, runs(block.content));
    case 'list': {
      // Every list is an instance of its own, so Word restarts it at a).
      lists.lettered += 1;
      const instance = lists.lettered;
      return block.items
        .map((item) => paragraph(numbered(lists, STYLE_IDS.list, LETTERED, instance, 0), runs(item.content)))
        .join('');
    }
    case 'table': {
      const rows = block.rows.filter((row) => row.length > 0);
      return rows.length > 0 ? dataTable(rows) : '';
    }
    case 'signatures':
      return signatureTable(block.signatures);
    case 'keep':
      return block.blocks.map((child) => blockXml(child, lists)).join('');
    case 'pageBreak':
      return PAGE_BREAK;
  }
}

/**
 * The content of `<w:body>` in `word/document.xml` (before the section properties), and the `<w:num>` list
 * instances its numbered paragraphs refer to, which follow docx's own in `word/numbering.xml`.
 */
export function writeBodyXml(tree: DocumentTree): { body: string; listInstances: string } {
  const lists: Lists = { numIds: new Map(), instancesXml: '', lettered: 0 };
  const body = tree.blocks.map((block) => blockXml(block, lists)).join('');
  return { body, listInstances: lists.instancesXml };
}
