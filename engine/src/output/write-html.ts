import type { Block, DocumentTree, Inline, Signature, TableCell } from '../ast/blocks.ts';
import { inlineText } from '../ast/parse-blocks.ts';
import { SIGNATURE_LINE } from '../ast/tree-text.ts';
import { pairSignatures } from './pair-signatures.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

function inlineHtml(content: Inline[]): string {
  return content
    .map((item) => {
      switch (item.kind) {
        case 'break':
          return '<br>';
        case 'blank':
          return `<span class="blank">${escapeHtml(item.text)}</span>`;
        case 'text': {
          let html = escapeHtml(item.text);
          if (item.field === 'pageCount') html = `<span class="page-count">${html}</span>`;
          if (item.italic) html = `<em>${html}</em>`;
          if (item.bold) html = `<strong>${html}</strong>`;
          return html;
        }
      }
    })
    .join('');
}

function numbered(tag: string, className: string, number: string, content: Inline[]): string {
  return `<${tag} class="${className}"><span class="num">${escapeHtml(number)}</span><span class="text">${inlineHtml(content)}</span></${tag}>`;
}

/**
 * A signature box: the lines above the dotted line, then the dotted line and the lines under it. The stylesheet sets
 * the two parts of the boxes of a row in two shared grid rows, the first bottom-aligned, so the dotted lines are level.
 */
function signatureHtml(signature: Signature): string {
  const above = signature.above.map((line) => `<p class="above">${inlineHtml(line)}</p>`).join('');
  const below = signature.below.map((line) => `<p class="below">${inlineHtml(line)}</p>`).join('');
  return (
    `<div class="signature"><div class="signature-above">${above}</div>` +
    `<div class="signature-foot"><p class="line">${SIGNATURE_LINE}</p>${below}</div></div>`
  );
}

/** The opening words of a note for the lawyer (`templates/partials/lawyer-note.njk`), an italic paragraph. */
export const LAWYER_NOTE_OPENING = 'Megjegyzés az ügyvéd részére (megerősítendő):';

/** A note for the lawyer: the preview sets it apart from the document's text, which it is not part of. */
function isLawyerNote(content: Inline[]): boolean {
  const first = content[0];
  return first?.kind === 'text' && first.italic === true && first.text.startsWith(LAWYER_NOTE_OPENING);
}

/**
 * The name a screen reader gives a table's scrolling box: the table's column headings, which say what it lists
 * („Táblázat, oszlopai: Változás; Korábbi; Új”). Semicolons part them, as a heading may hold a comma.
 */
function tableLabel(rows: TableCell[][]): string {
  const headings = (rows[0] ?? []).filter((cell) => cell.header).map((cell) => inlineText(cell.content).trim());
  return headings.length > 0 ? `Táblázat, oszlopai: ${headings.join('; ')}` : 'Táblázat';
}

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'title':
      return `<h1 class="title">${inlineHtml(block.content)}</h1>`;
    case 'subtitle':
      return `<p class="subtitle">${inlineHtml(block.content)}</p>`;
    case 'section':
      return [
        '<section class="section">',
        numbered('h2', 'heading', block.number, block.heading),
        ...block.blocks.map(blockHtml),
        '</section>',
      ].join('\n');
    case 'clause':
      return numbered('p', 'clause', block.number, block.content);
    case 'paragraph':
      return `<p class="paragraph align-${block.align}${isLawyerNote(block.content) ? ' lawyer-note' : ''}">${inlineHtml(block.content)}</p>`;
    case 'list':
      return [
        '<ol class="list">',
        ...block.items.map((item) => numbered('li', 'item', item.label, item.content)),
        '</ol>',
      ].join('\n');
    case 'table':
      return [
        // The wrapper scrolls a table wider than a narrow screen, so the sheet itself never does. A box that scrolls
        // must be reachable by the keyboard (WCAG 2.1.1): it is a named region in the Tab order, as a page without
        // scripts cannot know at which width it scrolls.
        `<div class="table-scroll" role="region" tabindex="0" aria-label="${escapeHtml(tableLabel(block.rows))}"><table class="data"><tbody>`,
        ...block.rows.map(
          (row) =>
            `<tr>${row.map((cell) => (cell.header ? `<th>${inlineHtml(cell.content)}</th>` : `<td>${inlineHtml(cell.content)}</td>`)).join('')}</tr>`,
        ),
        '</tbody></table></div>',
      ].join('\n');
    case 'signatures':
      return [
        '<div class="signatures">',
        // the caption once: the preview has no pages for it to repeat on
        ...(block.caption ? [`<p class="signatures-caption">${inlineHtml(block.caption)}</p>`] : []),
        ...pairSignatures(block.signatures).map(
          (row) => `<div class="signature-row">${row.map(signatureHtml).join('')}</div>`,
        ),
        '</div>',
      ].join('\n');
    case 'pageBreak':
      return '<div class="page-break"></div>';
    case 'keep':
      return ['<div class="keep-together">', ...block.blocks.map(blockHtml), '</div>'].join('\n');
  }
}

/** The document's markup with its numbers, without the page shell (used by the preview and the golden files). */
export function writeHtmlBody(tree: DocumentTree): string {
  return `<article class="document">\n${tree.blocks.map(blockHtml).join('\n')}\n</article>\n`;
}

/** A standalone A4 preview page (no scripts) with the stylesheet inlined. */
export function writeHtml(tree: DocumentTree, options: { stylesheet: string }): string {
  // A stylesheet cannot close its own <style> element.
  const stylesheet = options.stylesheet.replace(/<\/style/gi, '<\\/style');
  return `<!doctype html>
<html lang="hu">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(tree.title)}</title>
<style>
${stylesheet}
</style>
</head>
<body>
<main class="page">
${writeHtmlBody(tree)}</main>
</body>
</html>
`;
}
