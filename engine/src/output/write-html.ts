import type { DocumentTree } from '../ast/blocks.ts';

/** The document's markup with its numbers, without the page shell (used by the preview and the golden files). */
export function writeHtmlBody(_tree: DocumentTree): string {
  throw new Error('TODO');
}

/** A standalone A4 preview page (no scripts) with the stylesheet inlined. */
export function writeHtml(_tree: DocumentTree, _options: { stylesheet: string }): string {
  throw new Error('TODO');
}
