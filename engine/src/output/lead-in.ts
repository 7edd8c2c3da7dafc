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

/** Whether a text opens with bold: its first run that is not blank. */
function opensBold(content: readonly Inline[]): boolean {
  for (const item of content) {
    if (item.kind === 'break') return false;
    if (item.text.trim() !== '') return item.kind === 'text' && item.bold === true;
  }
  return false;
}

/**
 * Whether `blocks[index]` leads the block after it, so that the writers keep it with that block's first line and it
 * never stands alone at the foot of a page (decision 059): a block before a list („11.11. A taggyűlés kizárólagos
 * hatáskörébe tartozik:”), and a clause or paragraph ending with a colon before a clause or paragraph (the amending
 * deed's „A társasági szerződés 1.1. pontja helyébe a következő rendelkezés lép:” before the new text), and a centred
 * paragraph opening in bold, the heading of what follows it (a resolution's „3/2026. (XI. 20.) számú taggyűlési
 * határozat”, a voting form's „1. számú határozattervezet”), which stood alone at the foot of the minutes' first page.
 */
export function leadsNext(blocks: readonly Block[], index: number): boolean {
  const next = blocks[index + 1];
  if (next === undefined) return false;
  if (next.kind === 'list') return next.items.length > 0;
  const block = blocks[index]!;
  if (next.kind !== 'clause' && next.kind !== 'paragraph') return false;
  if (block.kind === 'paragraph' && block.align === 'center' && opensBold(block.content)) return true;
  return (block.kind === 'clause' || block.kind === 'paragraph') && endsWithColon(block.content);
}

/**
 * Whether `blocks[index]` is a section whose last block the writers keep with the paragraph after the section, so
 * that this paragraph never opens a page away from the text it closes: the consolidated articles' dating line („Kelt:
 * …; egységes szerkezetben: …”) follows their last section outside it, and LibreOffice set it alone at the head of a
 * page, the last clause on the page before (decision 068). Only a clause or a paragraph is kept with it: a list, a
 * table or a kept group as the last block is left as it is (a chain of its every row could outgrow the page).
 */
export function closesWithNext(blocks: readonly Block[], index: number): boolean {
  const block = blocks[index]!;
  if (block.kind !== 'section' || blocks[index + 1]?.kind !== 'paragraph') return false;
  const last = block.blocks[block.blocks.length - 1];
  return last?.kind === 'clause' || last?.kind === 'paragraph';
}
