import { describe, expect, it } from 'vitest';
import { treeText } from '../ast/tree-text.ts';
import { planDocument } from '../documents/plan-documents.ts';
import { buildTestRequest, testMember } from '../model/build-test-request.ts';
import { createNodeEngine } from '../node.ts';

// templates/partials/identity.njk: a legal-entity member's registration number in running text.
const engine = createNodeEngine();

function articlesText(cegjegyzekszam: string): string {
  const tagok = [
    testMember('Béta Zrt.', { jogiSzemely: true, cegjegyzekszam, kepviselo: 'Igazgató Ida' }),
    testMember('Kiss Anna'),
  ];
  const request = buildTestRequest({ tagok });
  return treeText(engine.renderTree(request, planDocument(request, 'tarsasagi'))).replaceAll('\u00a0', ' ');
}

describe("a legal-entity member's registration number", () => {
  it('prints a Hungarian number in the Ctv. form "Cg. …", as the company’s own', () => {
    expect(articlesText('01-10-123456')).toContain('cégjegyzékszám: Cg. 01-10-123456;');
  });

  it("keeps a foreign register's number as given", () => {
    const text = articlesText('HRB 123456 B');
    expect(text).toContain('cégjegyzékszám: HRB 123456 B;');
    expect(text).not.toContain('Cg. HRB');
  });
});
