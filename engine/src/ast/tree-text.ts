import type { Block, DocumentTree } from './blocks.ts';
import { inlineText } from './parse-blocks.ts';

/** The dotted line every output prints in a signature box, between the lines above and below it. */
export const SIGNATURE_LINE = '.'.repeat(50);

function blockLines(block: Block): string[] {
  switch (block.kind) {
    case 'title':
    case 'subtitle':
    case 'clause':
    case 'paragraph':
      return [inlineText(block.content)];
    case 'section':
      return [inlineText(block.heading), ...block.blocks.flatMap(blockLines)];
    case 'list':
      return block.items.map((item) => inlineText(item.content));
    case 'table':
      return block.rows.flatMap((row) => row.map((cell) => inlineText(cell.content)));
    case 'signatures':
      // the caption once, above the boxes, as the .docx and the preview print it
      return [
        ...(block.caption ? [inlineText(block.caption)] : []),
        ...block.signatures.flatMap((signature) => [
          ...signature.above.map(inlineText),
          SIGNATURE_LINE,
          ...signature.below.map(inlineText),
        ]),
      ];
    case 'keep':
      return block.blocks.flatMap(blockLines);
    case 'pageBreak':
      return [];
  }
}

/**
 * The visible text of a document in reading order, one line per paragraph, table cell or line break, without the
 * numbers of sections, clauses and list items and without empty lines. Every output prints exactly this text.
 */
export function treeText(tree: DocumentTree): string {
  return tree.blocks
    .flatMap(blockLines)
    .flatMap((line) => line.split('\n'))
    .filter((line) => line.trim() !== '')
    .join('\n');
}
