import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { Block, DocumentTree } from '../ast/blocks.ts';
import { inlineText } from '../ast/parse-blocks.ts';
import { treeText } from '../ast/tree-text.ts';
import { createNodeAmendmentRenderer, createNodeEngine } from '../node.ts';
import { signatureBlocks } from './amendment-document-text.test-helper.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import type { AmendmentDocumentId } from './plan-amendment.ts';
import { renderArticles, type PreparedAmendment } from './prepare-amendment.ts';
import { hasSpentFoundingClauses, spentTreatment } from './spent-founding-clauses.ts';

const renderer = createNodeAmendmentRenderer();
const engine = createNodeEngine();

type Section = Extract<Block, { kind: 'section' }>;
type Clause = Extract<Block, { kind: 'clause' }>;
const sections = (tree: DocumentTree) => tree.blocks.filter((block): block is Section => block.kind === 'section');
const clause = (tree: DocumentTree, number: string): Clause => {
  const found = sections(tree)
    .flatMap((section) => section.blocks)
    .find((block): block is Clause => block.kind === 'clause' && block.number === number);
  if (!found) throw new Error(`no clause ${number}`);
  return found;
};
const isMarked = (block: Clause) => block.content.every((item) => item.kind !== 'text' || (item.bold && item.italic));

function render(prepared: PreparedAmendment, id: AmendmentDocumentId): DocumentTree {
  const document = prepared.plan.documents.find((item) => item.id === id);
  if (!document) throw new Error(`no ${id} document`);
  return renderer.renderTree(prepared, document);
}

describe('which clauses the registration spent', () => {
  it('removes the pre-company, "bejegyzés alatt", 30-day filing and approving-signature clauses, rewords "first director"', () => {
    expect(spentTreatment('A Társaság a cégbejegyzésig … „bejegyzés alatt” (rövidítve: „b. a.”) toldattal …')).toBe(
      'remove',
    );
    expect(spentTreatment('Az előtársasági időszakról a Társaság külön beszámolót készít.')).toBe('remove');
    expect(
      spentTreatment('A Társaság cégbejegyzési kérelmét – az ellenjegyzéstől számított harminc napon belül – …'),
    ).toBe('remove');
    expect(spentTreatment('A tagok a jelen társasági szerződést … jóváhagyólag írják alá.')).toBe('remove');
    expect(spentTreatment('A Társaság első ügyvezetőjét a tagok a jelen társasági szerződésben jelölik ki.')).toBe(
      'reword',
    );
    expect(spentTreatment('A Társaság ügyvezetését egy ügyvezető látja el.')).toBeNull();
    expect(spentTreatment('Az üzletrész a Társaság cégjegyzékbe való bejegyzésével keletkezik.')).toBeNull();
  });
});

describe('a registered articles tree in formation form (the text filed at founding)', () => {
  const request = loadAmendmentCase('szekhely-mas-cegbirosag');
  const formation = renderArticles(engine, request, request.korabbi);
  const prepared = renderer.prepare({ ...request, okirat: formation });
  const deed = treeText(render(prepared, 'modositas'));
  // statute references are bound with no-break spaces
  const minutes = treeText(render(prepared, 'hatarozat')).replaceAll('\u00a0', ' ');
  const consolidated = render(prepared, 'egyseges-szerkezet');

  it('holds the spent clauses, so this amendment repeals them and its adoption needs three-quarters', () => {
    expect(hasSpentFoundingClauses(formation)).toBe(true);
    expect(prepared.plan.foundingClauses).toBe('repealed');
    const adoption = prepared.plan.resolutions.find((resolution) => resolution.subject === 'MODOSITAS')!;
    expect([adoption.majority, adoption.basis]).toEqual(['HAROMNEGYED', 'Ptk. 3:102. § (1)']);
    expect(minutes).toContain(
      'A módosítás a létesítő okirat 5.3., 12.1., 18.1., 18.2. és 18.5. pontjait mint a Társaság cégbejegyzésével kiüresedett alapításkori rendelkezéseket hatályon kívül helyezi, illetve átfogalmazza (Ptk. 3:102. § (1)).',
    );
    expect(minutes).toContain('a szükséges legalább háromnegyedes szótöbbséggel');
  });

  it('lists them in the deed as removed or reworded points, in the registered numbering and in order', () => {
    const points = deed.split('\n').filter((line) => /^\d+\. A társasági szerződés /.test(line));
    expect(points).toEqual([
      '1. A társasági szerződés 2.1. pontja helyébe a következő rendelkezés lép:',
      '2. A társasági szerződés 5.3. pontja hatályát veszti. A pont száma megmarad, a további pontok számozása nem változik.',
      '3. A társasági szerződés 12.1. pontja helyébe a következő rendelkezés lép:',
      '4. A társasági szerződés 18.1. pontja hatályát veszti. A pont száma megmarad, a további pontok számozása nem változik.',
      '5. A társasági szerződés 18.2. pontja hatályát veszti. A pont száma megmarad, a további pontok számozása nem változik.',
      '6. A társasági szerződés 18.5. pontja hatályát veszti. A pont száma megmarad, a további pontok számozása nem változik.',
    ]);
    expect(deed).toContain('„12.1. A Társaság ügyvezetését egy ügyvezető látja el.”');
    expect(deed).not.toContain('Megjegyzés az ügyvéd részére (megerősítendő): a létesítő okirat alapításkori');
  });

  it('marks them in the consolidated text under their numbers instead of dropping them, and lists them in the certificate', () => {
    for (const number of ['5.3.', '18.1.', '18.2.', '18.5.']) {
      const repealed = clause(consolidated, number);
      expect(inlineText(repealed.content)).toBe('Hatályát vesztette a 2026. november 24. napján kelt módosítással.');
      expect(isMarked(repealed)).toBe(true);
    }
    expect(inlineText(clause(consolidated, '12.1.').content)).toBe('A Társaság ügyvezetését egy ügyvezető látja el.');
    expect(isMarked(clause(consolidated, '12.1.'))).toBe(true);
    expect(inlineText(clause(consolidated, '18.3.').content)).toMatch(
      /^A jelen társasági szerződésben nem szabályozott/,
    );
    expect(isMarked(clause(consolidated, '18.3.'))).toBe(false);
    const text = treeText(consolidated);
    expect(text).toContain(
      'Az egységes szerkezetbe foglalásra a társasági szerződés 2.1. és 12.1. pontjának módosítása adott okot; az 5.3., 18.1., 18.2. és 18.5. pont hatályát vesztette.',
    );
    expect(text).not.toMatch(
      /bejegyzés alatt|előtársaság|jóváhagyólag|első ügyvezető|Kelt: Debrecen, 2020\. január 15\.$/mu,
    );
    // the certificate's is the only signature block: no member signs the consolidated text (Ctv. 51. § (3))
    expect(signatureBlocks(consolidated.blocks)).toHaveLength(1);
  });

  it('leaves nothing to repeal on the next amendment, whose adoption is back to a simple majority', () => {
    const next: AmendmentRequest = {
      ...loadAmendmentCase('szekhely-mas-cegbirosag'),
      korabbi: request.uj,
      uj: { ...request.uj, szekhely: '1139 Budapest, Váci út 100.' },
      okirat: renderer.consolidatedArticles(prepared),
    };
    const second = renderer.prepare(next);
    expect(second.plan.foundingClauses).toBe('none');
    expect(second.plan.resolutions.map((resolution) => `${resolution.subject}:${resolution.majority}`)).toEqual([
      'SZEKHELY:EGYSZERU',
      'MODOSITAS:EGYSZERU',
    ]);
    const secondConsolidated = render(second, 'egyseges-szerkezet');
    expect(isMarked(clause(secondConsolidated, '18.1.'))).toBe(false);
    expect(inlineText(clause(secondConsolidated, '18.1.').content)).toMatch(/^Hatályát vesztette/);
    expect(treeText(render(second, 'modositas'))).not.toContain('18.1. pontja');
  });
});

describe('spent clauses the amendment cannot repeal', () => {
  it('stay, with a warning, when the adoption reached only a simple majority (cegnev: 60%)', () => {
    const prepared = renderer.prepare(loadAmendmentCase('cegnev'));
    expect(prepared.plan.foundingClauses).toBe('kept');
    const warning = prepared.findings.find((finding) => finding.code === 'alapitasi-rendelkezesek');
    expect(warning?.message).toContain('nem érte el a háromnegyedes szótöbbséget');
    const consolidated = treeText(render(prepared, 'egyseges-szerkezet'));
    expect(consolidated).toContain('„bejegyzés alatt”');
    expect(consolidated).toContain('jóváhagyólag írják alá');
    expect(treeText(render(prepared, 'modositas'))).toContain('a jelen módosítással nem kerülnek hatályon kívül');
  });

  it('stay when no deed is filed (a share transfer), without the members’ signature lines', () => {
    const prepared = renderer.prepare(loadAmendmentCase('atruhazas-kivulallora'));
    expect(prepared.plan.foundingClauses).toBe('kept');
    expect(prepared.findings.map((finding) => finding.code)).toContain('alapitasi-rendelkezesek');
    const consolidated = render(prepared, 'egyseges-szerkezet');
    expect(treeText(consolidated)).toContain('jóváhagyólag írják alá');
    expect(signatureBlocks(consolidated.blocks)).toHaveLength(1);
    expect(treeText(consolidated)).not.toContain('18. pontjának módosítása');
  });
});

describe('a conversion that rewrites the closing section (multi → single and back)', () => {
  it('names the spent clauses by their registered numbers, not by the rewritten section’s', () => {
    const toSingle = renderer.prepare(loadAmendmentCase('egyszemelyesse-valas'));
    // the registered 18.4. is the members' dispute clause, dropped by the conversion; 18.5. is the approving signature
    expect(inlineText(clause(toSingle.registeredArticles, '18.4.').content)).toContain('jogvitáikat');
    expect(toSingle.consolidation?.spentClauses).toEqual(['5.3.', '12.1.', '18.1.', '18.2.', '18.5.']);
    const toMulti = renderer.prepare(loadAmendmentCase('tobbszemelyesse-valas'));
    // the registered alapító okirat has no dispute clause: its approving signature is 18.4.
    expect(treeText(toMulti.registeredArticles)).not.toContain('jogvitáikat');
    expect(toMulti.consolidation?.spentClauses).toEqual(['5.3.', '12.1.', '18.1.', '18.2.', '18.4.']);
  });

  const REPEALED = 'Hatályát vesztette a 2026. november 24. napján kelt módosítással.';
  const closing = (tree: DocumentTree) =>
    sections(tree)
      .find((section) => section.number === '18.')!
      .blocks.flatMap((block) => (block.kind === 'clause' ? [`${block.number} ${inlineText(block.content)}`] : []));
  const certificate = (prepared: PreparedAmendment) =>
    treeText(render(prepared, 'egyseges-szerkezet')).replace(/\u00a0/g, ' ');

  it('multi → single: every registered clause keeps its number, the dispute clause and the approving signature lose force (decision 014, Ctv. 51. § (3))', () => {
    const prepared = renderer.prepare(loadAmendmentCase('egyszemelyesse-valas'));
    const consolidated = render(prepared, 'egyseges-szerkezet');
    expect(closing(consolidated)).toEqual([
      `18.1. ${REPEALED}`,
      `18.2. ${REPEALED}`,
      '18.3. A jelen alapító okiratban nem szabályozott kérdésekben a Ptk., a Ctv. és a vonatkozó egyéb jogszabályok rendelkezései irányadók.',
      `18.4. ${REPEALED}`,
      `18.5. ${REPEALED}`,
    ]);
    expect(certificate(prepared)).toContain('az 5.3., 18.1., 18.2., 18.4. és 18.5. pont hatályát vesztette.');
    const deed = treeText(render(prepared, 'modositas'));
    expect(deed).toContain(`18.5. ${REPEALED}”`);
    expect(deed).toContain(
      '5.3., 12.1., 18.1., 18.2. és 18.5. pontjainak módosítását, illetve hatályon kívül helyezését',
    );
  });

  it('single → multi: the spent 18.4. keeps its number, the new dispute clause follows as 18.5.', () => {
    const prepared = renderer.prepare(loadAmendmentCase('tobbszemelyesse-valas'));
    const lines = closing(render(prepared, 'egyseges-szerkezet'));
    expect(lines.slice(0, 4)).toEqual([
      `18.1. ${REPEALED}`,
      `18.2. ${REPEALED}`,
      '18.3. A jelen társasági szerződésben nem szabályozott kérdésekben a Ptk., a Ctv. és a vonatkozó egyéb jogszabályok rendelkezései irányadók.',
      `18.4. ${REPEALED}`,
    ]);
    expect(lines[4]).toMatch(/^18\.5\. A tagok a társasági jogviszonyból eredő jogvitáikat/);
    expect(lines).toHaveLength(5);
    expect(certificate(prepared)).toContain('az 5.3., 18.1., 18.2. és 18.4. pont hatályát vesztette.');
    expect(treeText(render(prepared, 'modositas'))).toContain(
      '5.3., 12.1., 18.1., 18.2. és 18.4. pontjainak módosítását',
    );
  });
});
