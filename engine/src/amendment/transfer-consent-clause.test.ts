import { describe, expect, it } from 'vitest';
import { parseBlocks } from '../ast/parse-blocks.ts';
import { transferConsentClause } from './transfer-consent-clause.ts';

describe('transferConsentClause', () => {
  it("finds the consent clause's number in the registered numbering", () => {
    const tree = parseBlocks(
      '<section><h2>Tagok</h2><p class="clause">Egy.</p></section>' +
        '<section><h2>Az üzletrész</h2><p class="clause">Kettő.</p>' +
        '<div class="keep-together"><p class="clause">Az üzletrész kívülálló személyre történő átruházásához a Társaság beleegyezése szükséges, amelynek megadásáról a taggyűlés dönt.</p></div></section>',
    );
    expect(transferConsentClause(tree)).toBe('2.2.');
  });

  it('answers null when consent is not required', () => {
    const tree = parseBlocks(
      '<section><h2>Az üzletrész</h2><p class="clause">Az üzletrész kívülálló személyre történő átruházásához a Társaság beleegyezése nem szükséges.</p></section>',
    );
    expect(transferConsentClause(tree)).toBeNull();
  });
});
