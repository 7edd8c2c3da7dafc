import type { Block, DocumentTree } from '../ast/blocks.ts';
import { inlineText } from '../ast/parse-blocks.ts';

/** How the articles this engine writes open the clause requiring the company's consent to a transfer to an outsider. */
const CONSENT_CLAUSE = /^Az üzletrész kívülálló személyre történő átruházásához a Társaság beleegyezése szükséges/u;
/** How they open the clause requiring the members' meeting's prior consent to a gift to an outsider. */
const GIFT_CLAUSE =
  /^Az üzletrész kívülálló személyre ingyenesen vagy más, nem pénzbeli ellenszolgáltatás fejében kizárólag a taggyűlés előzetes hozzájárulásával/u;

function clauseNumber(blocks: readonly Block[], opening: RegExp): string | null {
  for (const block of blocks) {
    if (block.kind === 'clause' && opening.test(inlineText(block.content))) return block.number;
    const inner = block.kind === 'section' || block.kind === 'keep' ? clauseNumber(block.blocks, opening) : null;
    if (inner) return inner;
  }
  return null;
}

/**
 * The registered articles' point requiring the company's consent to a transfer to an outsider (Ptk. 3:167. § (3)),
 * as the registered document numbers it, so the consent resolution cites it; null when the articles have none.
 */
export function transferConsentClause(tree: DocumentTree): string | null {
  return clauseNumber(tree.blocks, CONSENT_CLAUSE);
}

/**
 * The registered articles' point letting a share pass to an outsider as a gift (or for no money) only with the
 * members' meeting's prior consent (Ptk. 3:167. § (6)), so the consent resolution cites it; null when there is none.
 */
export function transferGiftClause(tree: DocumentTree): string | null {
  return clauseNumber(tree.blocks, GIFT_CLAUSE);
}
