import type { DocumentTree } from '../ast/blocks.ts';

/** A .docx with Word styles, real multi-level numbering, page numbers and signature tables. */
export async function writeDocx(_tree: DocumentTree, _options: { generatedAt: Date }): Promise<Uint8Array> {
  throw new Error('TODO');
}
