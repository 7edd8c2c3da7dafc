// The signatures of a document never stand on a page with only the dating line above them (decision 059): the
// keep-together group that ends a signed document opens with its last sentence of text (the last clause, the closing
// sentence of the minutes, the effective date of the amendment), so the writers move that sentence with the dating
// line and the signatures to the next page. Read from the trees of every formation fixture and amendment case, and
// from the pages our PDF writer lays out for every amendment case.
import { describe, expect, it } from 'vitest';
import { createNodeAmendmentRenderer } from '@cegdok/engine/node';
import { fixtureNames, loadFixture } from '../../fixtures/index.ts';
import { amendmentCaseNames, loadAmendmentCase } from '../../fixtures/amendments/index.ts';
import type { Block } from '../src/ast/blocks.ts';
import { inlineText } from '../src/ast/parse-blocks.ts';
import { DOCUMENT_TYPE_IDS } from '../src/documents/document-types.ts';
import { planDocuments } from '../src/documents/plan-documents.ts';
import { createNodeEngine } from '../src/node.ts';
import { pdftotext } from './signature-pages.ts';

const DATING = /^Kelt: /;

const isDating = (block: Block | undefined) => block?.kind === 'paragraph' && DATING.test(inlineText(block.content));

/** The keep-together groups holding signatures whose first block is the dating line, as "document: dating line". */
function groupsOpeningWithDating(blocks: Block[], document: string): string[] {
  return blocks.flatMap((block) => {
    if (block.kind === 'section') return groupsOpeningWithDating(block.blocks, document);
    if (block.kind !== 'keep') return [];
    const nested = groupsOpeningWithDating(block.blocks, document);
    const first = block.blocks[0];
    if (block.blocks.some((child) => child.kind === 'signatures') && first?.kind === 'paragraph' && isDating(first))
      nested.push(`${document}: ${inlineText(first.content)}`);
    return nested;
  });
}

const normalize = (text: string) => text.replaceAll('\u00a0', ' ').replace(/\s+/g, ' ').trim();

describe('the text before the dating line travels with the signatures', () => {
  it('in every formation fixture × document’s tree', () => {
    const engine = createNodeEngine();
    const failing: string[] = [];
    for (const name of fixtureNames) {
      const request = loadFixture(name);
      for (const planned of planDocuments(request, DOCUMENT_TYPE_IDS))
        failing.push(
          ...groupsOpeningWithDating(engine.renderTree(request, planned).blocks, `${name}/${planned.fileStem}`),
        );
    }
    expect(failing).toEqual([]);
  });

  it('in every amendment case × document’s tree', () => {
    const renderer = createNodeAmendmentRenderer();
    const failing: string[] = [];
    for (const name of amendmentCaseNames) {
      const prepared = renderer.prepare(loadAmendmentCase(name));
      for (const document of prepared.plan.documents)
        failing.push(
          ...groupsOpeningWithDating(renderer.renderTree(prepared, document).blocks, `${name}/${document.fileStem}`),
        );
    }
    expect(failing).toEqual([]);
  });

  // The minutes of 'cegnev' and its amending deed put the dating line at the top of page 2, under it only signatures.
  it('in our PDF of every amendment case: no page opens with the dating line', async () => {
    const renderer = createNodeAmendmentRenderer();
    const failing: string[] = [];
    let pages = 0;
    for (const name of amendmentCaseNames) {
      const prepared = renderer.prepare(loadAmendmentCase(name));
      for (const document of prepared.plan.documents) {
        if (document.isDocxOnly) continue;
        const pdf = await renderer.renderPdf(prepared, document, { generatedAt: new Date('2026-11-24T10:00:00Z') });
        pdftotext(pdf)
          .split('\f')
          .forEach((page, index) => {
            pages += 1;
            const first = page
              .split('\n')
              .map(normalize)
              .find((line) => line !== '');
            if (index > 0 && first !== undefined && DATING.test(first))
              failing.push(`${name}/${document.fileStem} p. ${index + 1}: ${first}`);
          });
      }
    }
    expect(pages).toBeGreaterThan(100);
    expect(failing).toEqual([]);
  }, 120_000);
});
