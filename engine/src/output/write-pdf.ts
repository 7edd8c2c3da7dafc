import type { DocumentTree } from '../ast/blocks.ts';

/** A PDF of the same tree. */
export async function writePdf(_tree: DocumentTree, _options: { generatedAt: Date }): Promise<Uint8Array> {
  throw new Error('TODO');
}
