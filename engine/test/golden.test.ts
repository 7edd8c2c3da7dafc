import { describe, expect, it } from 'vitest';
import { fixtureNames, loadFixture } from '../../fixtures/index.ts';
import { DOCUMENT_TYPE_IDS } from '../src/documents/document-types.ts';
import { planDocuments } from '../src/documents/plan-documents.ts';
import { createNodeEngine } from '../src/node.ts';
import { writeHtmlBody } from '../src/output/write-html.ts';

// Every fixture × planned document, exactly as the engine prints it. After an intended template change, rewrite the
// files with `npx vitest run --project engine test/golden -u` and review the diff as legal text.
const engine = createNodeEngine();

describe.each(fixtureNames)('%s', (name) => {
  const request = loadFixture(name);

  it.each(planDocuments(request, DOCUMENT_TYPE_IDS).map((document) => [document.fileStem, document] as const))(
    '%s',
    async (stem, document) => {
      const body = writeHtmlBody(engine.renderTree(request, document));
      await expect(body).toMatchFileSnapshot(`../../fixtures/golden/${name}/${stem}.html`);
    },
  );
});
