import { describe, expect, it } from 'vitest';
import { treeText } from '../ast/tree-text.ts';
import { planDocument } from '../documents/plan-documents.ts';
import { buildTestRequest, testMember } from '../model/build-test-request.ts';
import { createNodeEngine } from '../node.ts';

// templates/partials/identity.njk: a legal-entity member's registration number in running text.
const engine = createNodeEngine();

function articlesText(cegjegyzekszam: string | undefined, lakohely?: string): string {
  const tagok = [
    testMember('Béta Zrt.', {
      jogiSzemely: true,
      cegjegyzekszam,
      kepviselo: 'Igazgató Ida',
      ...(lakohely ? { lakohely } : {}),
    }),
    testMember('Kiss Anna'),
  ];
  const request = buildTestRequest({ tagok });
  return treeText(engine.renderTree(request, planDocument(request, 'tarsasagi'))).replaceAll('\u00a0', ' ');
}

describe("a legal-entity member's registration number", () => {
  it('prints a Hungarian number in the Ctv. form "Cg. …", as the company’s own', () => {
    expect(articlesText('01-10-123456')).toContain('cégjegyzékszám: Cg. 01-10-123456;');
  });

  it("prints a foreign register's number as given, as a nyilvántartási szám, not a cégjegyzékszám", () => {
    const text = articlesText('FN 123456a', '1010 Wien, Graben 1., Ausztria');
    expect(text).toContain('székhely: 1010 Wien, Graben 1., Ausztria; nyilvántartási szám: FN 123456a;');
    expect(text).not.toContain('cégjegyzékszám: FN');
    expect(articlesText('HRB 123456 B')).toContain('nyilvántartási szám: HRB 123456 B;');
  });

  it('leaves a blank under the label the seat calls for when the number is missing', () => {
    expect(articlesText(undefined, '1010 Wien, Graben 1., Ausztria')).toMatch(/nyilvántartási szám: …+;/);
    expect(articlesText(undefined)).toMatch(/cégjegyzékszám: …+;/);
  });

  it("uses the same label in the seat owner's identification (use declaration)", () => {
    const request = buildTestRequest({
      szekhelyIngatlan: {
        helyrajziSzam: '24123/0/A/5',
        jogcim: 'HASZONKOLCSON',
        tulajdonosok: [
          {
            nev: 'Gamma Immobilien GmbH',
            lakohely: '1010 Wien, Graben 1., Ausztria',
            jogiSzemely: true,
            cegjegyzekszam: 'FN 654321b',
            kepviselo: 'Gruber Georg',
            tulajdoniHanyad: '1/1',
          },
        ],
      },
    });
    const text = treeText(engine.renderTree(request, planDocument(request, 'szekhely'))).replaceAll('\u00a0', ' ');
    expect(text).toContain('nyilvántartási szám: FN 654321b;');
    expect(text).not.toContain('cégjegyzékszám: FN');
  });
});
