import { describe, expect, it } from 'vitest';
import { amendmentCaseNames, loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { Block } from '../ast/blocks.ts';
import { createNodeAmendmentRenderer } from '../node.ts';

const renderer = createNodeAmendmentRenderer();

/**
 * Where signature boxes stand outside a keep-together block, or in one that opens with them: such a block can open a
 * page on its own, and a page of signatures alone is the quality bar's one layout fault.
 */
function looseSignatures(blocks: Block[], where: string, kept = false): string[] {
  return blocks.flatMap((block, index) => {
    if (block.kind === 'signatures') {
      if (!kept) return [`${where}: signatures outside a keep-together block`];
      return index === 0 ? [`${where}: a keep-together block opening with signatures`] : [];
    }
    if (block.kind === 'keep') return looseSignatures(block.blocks, where, true);
    if (block.kind === 'section') return looseSignatures(block.blocks, `${where} ${block.number}`, kept);
    return [];
  });
}

describe('the signatures of every amendment document', () => {
  it.each(amendmentCaseNames)('%s: stand in a keep-together block after the dating line or text', (name) => {
    const prepared = renderer.prepare(loadAmendmentCase(name));
    const loose = prepared.plan.documents
      // the specimen signatures are the body of the signature specimen, right under its title; its closing is kept
      .filter((document) => !document.isDocxOnly && document.id !== 'alairasminta')
      .flatMap((document) => looseSignatures(renderer.renderTree(prepared, document).blocks, document.fileStem));
    expect(loose).toEqual([]);
  });
});
