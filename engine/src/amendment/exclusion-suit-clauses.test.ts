import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { DocumentTree } from '../ast/blocks.ts';
import { treeText } from '../ast/tree-text.ts';
import { createNodeAmendmentRenderer } from '../node.ts';
import type { AmendmentRequest } from './amendment-schema.ts';

const renderer = createNodeAmendmentRenderer();

function documents(request: AmendmentRequest): { consolidated: string; deed: string } {
  const prepared = renderer.prepare(request);
  const text = (id: string) => {
    const document = prepared.plan.documents.find((item) => item.id === id)!;
    return treeText(renderer.renderTree(prepared, document) as DocumentTree).replace(/\u00a0/g, ' ');
  };
  return { consolidated: text('egyseges-szerkezet'), deed: text('modositas') };
}

describe('a third member joins: no exclusion-suit wording nobody decided (Ptk. 3:102. § (1), 3:107.–3:108. §)', () => {
  const request = loadAmendmentCase('tokeemeles-uj-taggal');

  it('keeps the registered 11.9. and 11.11. wording, and the deed does not amend them', () => {
    const { consolidated, deed } = documents(request);
    expect(consolidated).not.toContain('kizárása iránti kereset');
    expect(deed).not.toContain('11.9. pontja helyébe');
    expect(deed).not.toContain('11.11. pontja helyébe');
    expect(deed).not.toContain('kizárása iránti kereset');
  });

  it('still carries a change of the members’-meeting point the members did decide', () => {
    const quorum = {
      ...request,
      uj: {
        ...request.uj,
        taggyulesSzabalyzasok: { ...request.uj.taggyulesSzabalyzasok, hatarozatKepessegSzazalek: 60 },
      },
    };
    const { consolidated, deed } = documents(quorum);
    expect(consolidated).toContain('több mint 60%-át képviselő tagok jelen vannak');
    expect(deed).toMatch(/11\.\d+\. pontja helyébe/);
    expect(consolidated).not.toContain('kizárása iránti kereset');
  });
});
