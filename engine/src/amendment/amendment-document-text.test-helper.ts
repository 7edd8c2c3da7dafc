import type { Block } from '../ast/blocks.ts';
import { treeText } from '../ast/tree-text.ts';
import { createNodeAmendmentRenderer } from '../node.ts';
import type { AmendmentRequest } from './amendment-schema.ts';

export const renderer = createNodeAmendmentRenderer();

/** The plain text of one document of an amendment case (`fileStem` as in the plan), no-break spaces as spaces. */
export function documentText(request: AmendmentRequest, fileStem: string): string {
  const prepared = renderer.prepare(request);
  const document = prepared.plan.documents.find((item) => item.fileStem === fileStem);
  if (!document) throw new Error(`no ${fileStem} document`);
  return treeText(renderer.renderTree(prepared, document)).replace(/\u00a0/g, ' ');
}

/** The signature blocks of a tree at any depth (in sections and keep-together blocks). */
export function signatureBlocks(blocks: Block[]): Block[] {
  return blocks.flatMap((block) =>
    block.kind === 'signatures'
      ? [block]
      : block.kind === 'section' || block.kind === 'keep'
        ? signatureBlocks(block.blocks)
        : [],
  );
}
