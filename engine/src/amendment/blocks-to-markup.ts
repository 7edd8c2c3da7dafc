import type { Block, Inline } from '../ast/blocks.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string) => text.replace(/[&<>"]/g, (char) => ESCAPES[char]!);

function itemMarkup(item: Inline): string {
  if (item.kind === 'break') return '<br>';
  if (item.kind === 'blank') return `<span class="blank">${escape(item.text)}</span>`;
  let html = escape(item.text);
  if (item.italic) html = `<em>${html}</em>`;
  if (item.bold) html = `<strong>${html}</strong>`;
  return html;
}

/**
 * Consecutive texts as one bold italic run. The parser drops the spaces at the edges of a bold or italic element, so
 * marking each text on its own would glue a bold name to the text after it (`Kiss Anna(születési név: …`); inside one
 * run they stay, and the run's own edge spaces are kept outside it.
 */
function markedRun(text: string): string {
  const [, lead, core, trail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text)!;
  return `${lead}${core ? `<strong><em>${core}</em></strong>` : ''}${trail}`;
}

/** Inline content back in the document vocabulary; `mark` sets every text in bold italic (a changed passage). */
export function inlineMarkup(content: readonly Inline[], mark = false): string {
  if (!mark) return content.map(itemMarkup).join('');
  const parts: string[] = [];
  let run = '';
  for (const item of content) {
    if (item.kind === 'text') run += escape(item.text);
    else {
      parts.push(markedRun(run), itemMarkup(item));
      run = '';
    }
  }
  parts.push(markedRun(run));
  return parts.join('');
}

/**
 * A block back in the document vocabulary (the inverse of `parseBlocks`, numbers left to the parser). `isMarked`
 * says which blocks are changed passages, printed in bold italic (amendments brief 3.3).
 */
export function blockMarkup(block: Block, isMarked: (block: Block) => boolean = () => false): string {
  const mark = isMarked(block);
  switch (block.kind) {
    case 'title':
      return `<h1>${inlineMarkup(block.content, mark)}</h1>`;
    case 'subtitle':
      return `<p class="subtitle">${inlineMarkup(block.content, mark)}</p>`;
    case 'section':
      return `<section><h2>${inlineMarkup(block.heading, mark)}</h2>${block.blocks.map((child) => blockMarkup(child, isMarked)).join('')}</section>`;
    case 'clause':
      return `<p class="clause">${inlineMarkup(block.content, mark)}</p>`;
    case 'paragraph':
      return `<p${block.align === 'justify' ? '' : ` class="${block.align}"`}>${inlineMarkup(block.content, mark)}</p>`;
    case 'list':
      return `<ol>${block.items.map((item) => `<li>${inlineMarkup(item.content, mark)}</li>`).join('')}</ol>`;
    case 'table':
      return `<table>${block.rows.map((row) => `<tr>${row.map((cell) => (cell.header ? `<th>${inlineMarkup(cell.content, mark)}</th>` : `<td>${inlineMarkup(cell.content, mark)}</td>`)).join('')}</tr>`).join('')}</table>`;
    case 'signatures':
      return `<div class="signatures">${block.signatures.map((signature) => `<div class="signature">${signature.above.map((line) => `<p>${inlineMarkup(line)}</p>`).join('')}<hr>${signature.below.map((line) => `<p>${inlineMarkup(line)}</p>`).join('')}</div>`).join('')}</div>`;
    case 'pageBreak':
      return '<div class="page-break"></div>';
    case 'keep':
      return `<div class="keep-together">${block.blocks.map((child) => blockMarkup(child, isMarked)).join('')}</div>`;
  }
}
