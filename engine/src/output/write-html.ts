import type { DocumentTree } from '../ast/blocks.ts';

/** A standalone A4 preview page (no scripts) with the stylesheet inlined. */
export function writeHtml(_tree: DocumentTree, _options: { stylesheet: string }): string {
  throw new Error('TODO');
}
