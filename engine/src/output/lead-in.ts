import type { Block, Inline } from '../ast/blocks.ts';

/** Whether a text ends with a colon: its last run, trailing spaces aside. */
function endsWithColon(content: readonly Inline[]): boolean {
  for (let index = content.length - 1; index >= 0; index--) {
    const item = content[index]!;
    if (item.kind === 'break') return false;
    const text = item.text.trimEnd();
    if (text !== '') return text.endsWith(':');
  }
  return false;
}

/**
 * Whether `blocks[index]` leads the block after it, so that the writers keep it with that block's first line and it
 * never stands alone at the foot of a page (decision 059): a block before a list („11.11. A taggyűlés kizárólagos
 * hatáskörébe tartozik:”), and a clause or paragraph ending with a colon before a clause or paragraph (the amending
 * deed's „A társasági szerződés 1.1. pontja helyébe a következő rendelkezés lép:” before the new text).
 */
export function leadsNext(blocks: readonly Block[], index: number): boolean {
  const next = blocks[index + 1];
  if (next === undefined) return false;
  if (next.kind === 'list') return next.items.length > 0;
  const block = blocks[index]!;
  return (
    (block.kind === 'clause' || block.kind === 'paragraph') &&
    (next.kind === 'clause' || next.kind === 'paragraph') &&
    endsWithColon(block.content)
  );
}
