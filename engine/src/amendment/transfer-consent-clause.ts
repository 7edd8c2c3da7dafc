import type { Block, DocumentTree } from '../ast/blocks.ts';
import { inlineText } from '../ast/parse-blocks.ts';

/** How the articles this engine writes open the clause requiring the company's consent to a transfer to an outsider. */
const CONSENT_CLAUSE = /^Az üzletrész kívülálló személyre történő átruházásához a Társaság beleegyezése szükséges/u;

function clauseNumber(blocks: readonly Block[]): string | null {
  for (const block of blocks) {
    if (block.kind === 'clause' && CONSENT_CLAUSE.test(inlineText(block.content))) return block.number;
    const inner = block.kind === 'section' || block.kind === 'keep' ? clauseNumber(block.blocks) : null;
    if (inner) return inner;
  }
  return null;
}

/**
 * The registered articles' point requiring the company's consent to a transfer to an outsider (Ptk. 3:167. § (3)),
 * as the registered document numbers it, so the consent resolution cites it; null when the articles have none.
 */
export function transferConsentClause(tree: DocumentTree): string | null {
  return clauseNumber(tree.blocks);
}
