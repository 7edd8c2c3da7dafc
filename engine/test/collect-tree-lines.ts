import type { Block, DocumentTree, Inline } from '../src/ast/blocks.ts';

/** One line of a document's text and where it sits, e.g. `{ where: '3. > 3.2.', text: 'A tagok …' }`. */
export type TreeLine = { where: string; text: string };

function textOf(content: Inline[]): string {
  return content.map((inline) => (inline.kind === 'break' ? '\n' : inline.text)).join('');
}

function collect(blocks: Block[], where: string, out: TreeLine[]): void {
  for (const block of blocks) {
    switch (block.kind) {
      case 'title':
      case 'subtitle':
      case 'paragraph':
        out.push({ where: `${where}${block.kind}`, text: textOf(block.content) });
        break;
      case 'clause':
        out.push({ where: `${where}${block.number}`, text: textOf(block.content) });
        break;
      case 'section':
        out.push({ where: `${where}${block.number} heading`, text: textOf(block.heading) });
        if (block.blocks.length === 0) out.push({ where: `${where}${block.number} body`, text: '' });
        collect(block.blocks, `${where}${block.number} > `, out);
        break;
      case 'list':
        if (block.items.length === 0) out.push({ where: `${where}list`, text: '' });
        for (const item of block.items) out.push({ where: `${where}${item.label}`, text: textOf(item.content) });
        break;
      case 'table':
        if (block.rows.length === 0) out.push({ where: `${where}table`, text: '' });
        // A single cell may stay empty (the residence column of a totals row); a whole row may not.
        block.rows.forEach((row, rowIndex) => {
          const cells = row
            .map((cell, cellIndex) => ({
              where: `${where}table ${rowIndex + 1}/${cellIndex + 1}`,
              text: textOf(cell.content),
            }))
            .filter((cell) => cell.text.trim() !== '');
          out.push(...(cells.length > 0 ? cells : [{ where: `${where}table row ${rowIndex + 1}`, text: '' }]));
        });
        break;
      case 'signatures':
        if (block.signatures.length === 0) out.push({ where: `${where}signatures`, text: '' });
        if (block.caption) out.push({ where: `${where}signatures caption`, text: textOf(block.caption) });
        block.signatures.forEach((signature, index) => {
          const label = `${where}signature ${index + 1}`;
          if (signature.below.length === 0) out.push({ where: label, text: '' });
          for (const line of [...signature.above, ...signature.below]) out.push({ where: label, text: textOf(line) });
        });
        break;
      case 'pageBreak':
        break;
      case 'keep':
        if (block.blocks.length === 0) out.push({ where: `${where}keep`, text: '' });
        collect(block.blocks, where, out);
        break;
    }
  }
}

/**
 * The tree's text as lines (title, headings, clauses, list items, non-empty table cells, signature lines), with a
 * `''` line standing for every section, list, table, table row or signature block that has no content.
 */
export function collectTreeLines(tree: DocumentTree): TreeLine[] {
  const lines: TreeLine[] = [{ where: 'document title', text: tree.title }];
  collect(tree.blocks, '', lines);
  return lines;
}
