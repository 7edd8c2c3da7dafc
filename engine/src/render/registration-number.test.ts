import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { documentText } from '../amendment/amendment-document-text.test-helper.ts';
import type { AmendmentRequest } from '../amendment/amendment-schema.ts';
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

  it("prints a foreign buyer's number as a nyilvántartási szám in the share-transfer agreement (amendment)", () => {
    const entity = {
      nev: 'Gamma Beteiligungs GmbH',
      lakohely: '1010 Wien, Graben 1., Ausztria',
      jogiSzemely: true,
      cegjegyzekszam: 'FN 654321b',
      kepviselo: 'Gruber Georg ügyvezető',
      kezbesitesiMegbizott: 'dr. Halmi Réka ügyvéd, 2000 Szentendre, Dumtsa Jenő utca 9.',
    };
    const request = loadAmendmentCase('atruhazas-kivulallora');
    const buyer = request.uzletreszAtruhazasok[0]!.vevo;
    const asEntity = <T extends { nev: string }>(person: T): T =>
      person.nev === buyer.nev
        ? ({
            ...Object.fromEntries(
              Object.entries(person).filter(([key]) => !/^(szuletes|anyja|allampolg|adoazon)/.test(key)),
            ),
            ...entity,
          } as unknown as T)
        : person;
    const foreignBuyer: AmendmentRequest = {
      ...request,
      uj: { ...request.uj, tagok: request.uj.tagok.map(asEntity) },
      uzletreszAtruhazasok: [
        { ...request.uzletreszAtruhazasok[0]!, vevo: asEntity(buyer), hazastarsiHozzajarulas: undefined },
      ],
    };
    const text = documentText(foreignBuyer, 'uzletresz-atruhazas-1');
    expect(text).toContain(
      'Gamma Beteiligungs GmbH (székhely: 1010 Wien, Graben 1., Ausztria; nyilvántartási szám: FN 654321b;',
    );
    expect(text).not.toContain('cégjegyzékszám: FN');
  });
});
