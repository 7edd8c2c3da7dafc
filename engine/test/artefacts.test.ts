import { describe, expect, it } from 'vitest';
import { fixtureNames, loadFixture } from '../../fixtures/index.ts';
import { DOCUMENT_TYPE_IDS } from '../src/documents/document-types.ts';
import { planDocuments } from '../src/documents/plan-documents.ts';
import { createNodeEngine } from '../src/node.ts';
import { collectTreeLines } from './collect-tree-lines.ts';
import { findArtefacts } from './find-artefacts.ts';

const engine = createNodeEngine();

describe.each(fixtureNames)('%s', (name) => {
  const request = loadFixture(name);

  it.each(planDocuments(request, DOCUMENT_TYPE_IDS).map((document) => [document.fileStem, document] as const))(
    '%s has no artefacts and no empty parts',
    (_stem, document) => {
      const tree = engine.renderTree(request, document);
      expect(tree.blocks.length).toBeGreaterThan(0);
      expect(findArtefacts(collectTreeLines(tree))).toEqual([]);
    },
  );
});
