import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { documentText } from '../amendment/amendment-document-text.test-helper.ts';
import { formationRequest } from '../amendment/prepare-amendment.ts';
import { buildTestRequest, testMember } from '../model/build-test-request.ts';
import { checkDocumentRequest } from './check-request.ts';

const TODAY = '2026-11-20';

describe('a member marked as no founder (alapito: false; Ptk. 3:95. § (1), decision 027)', () => {
  it('is refused in a formation request, naming the rule, with the field as the finding path', () => {
    const request = buildTestRequest({
      tagok: [testMember('Első Anna'), testMember('Második Béla', { alapito: false })],
    });
    const { errors } = checkDocumentRequest(request, { today: TODAY });
    expect(errors).toEqual([
      {
        code: 'MEMBER_NOT_FOUNDER_AT_FORMATION',
        severity: 'error',
        statute: 'Ptk. 3:95. § (1)',
        path: 'tarsasag.tagok.1.alapito',
        message:
          'Második Béla „nem alapító” jelölése alapításkor nem adható meg: a létesítő okiratot valamennyi alapító tagnak alá kell írnia, így alapításkor minden tag alapító. A jelölés csak már bejegyzett társaság olyan tagjára vonatkozik, aki a létesítő okirat aláírása után lett tag; alapításkor hagyja üresen (Ptk. 3:95. § (1)).',
      },
    ]);
  });

  it('is accepted for a founder (true) and when not given', () => {
    const request = buildTestRequest({
      tagok: [testMember('Első Anna', { alapito: true }), testMember('Második Béla')],
    });
    expect(checkDocumentRequest(request, { today: TODAY }).errors).toEqual([]);
  });

  it("is accepted for a registered company's member, as in the formation requests an amendment renders through", () => {
    // atruhazas-kivulallora: Kovács Péter joins by the transfer, so the engine marks him as no founder
    const amendment = loadAmendmentCase('atruhazas-kivulallora');
    const target = formationRequest(amendment, amendment.uj, amendment.keltezesIdeje);
    expect(target.tarsasag.tagok.find((member) => member.nev === 'Kovács Péter')?.alapito).toBe(false);
    expect(
      checkDocumentRequest(target, { today: TODAY }).errors.filter(
        (error) => error.code === 'MEMBER_NOT_FOUNDER_AT_FORMATION',
      ),
    ).toEqual([]);
    // and the amendment's documents showing him still render
    expect(documentText(amendment, 'tagjegyzek')).toContain('Kovács Péter');
  });
});

describe("a formation member's membership start (tagsagKezdete; Ptk. 3:95. § (1), 3:101. § (2) a), decision 048)", () => {
  // buildTestRequest dates the articles 2026-11-22
  it('is refused before or after the founding document, naming the rule, with the field as the finding path', () => {
    const request = buildTestRequest({
      tagok: [
        testMember('Első Anna', { tagsagKezdete: '2026-11-01' }),
        testMember('Második Béla', { tagsagKezdete: '2026-12-10' }),
      ],
    });
    const { errors } = checkDocumentRequest(request, { today: TODAY });
    expect(errors.map((error) => [error.code, error.statute, error.path])).toEqual([
      ['MEMBERSHIP_START_NOT_FOUNDING_DATE', 'Ptk. 3:95. § (1), 3:101. § (2) a)', 'tarsasag.tagok.0.tagsagKezdete'],
      ['MEMBERSHIP_START_NOT_FOUNDING_DATE', 'Ptk. 3:95. § (1), 3:101. § (2) a)', 'tarsasag.tagok.1.tagsagKezdete'],
    ]);
    expect(errors[0]!.message).toContain(
      'Első Anna tagságának kezdeteként megadott nap (2026. november 1.) eltér a létesítő okirat keltétől (2026. november 22.).',
    );
    expect(errors[0]!.message).toMatch(/\(Ptk\. 3:95\. § \(1\), 3:101\. § \(2\) a\)\)\.$/);
  });

  it("is accepted on the founding document's day and when not given", () => {
    const request = buildTestRequest({
      tagok: [testMember('Első Anna', { tagsagKezdete: '2026-11-22' }), testMember('Második Béla')],
    });
    expect(checkDocumentRequest(request, { today: TODAY }).errors).toEqual([]);
  });

  it("is not judged for a registered company's members, whose starts differ lawfully", () => {
    const request = buildTestRequest({
      bejegyzes: { cegjegyzekszam: '01-09-123456' },
      tagok: [testMember('Első Anna', { tagsagKezdete: '2019-03-01' }), testMember('Második Béla')],
    });
    expect(
      checkDocumentRequest(request, { today: TODAY }).errors.filter(
        (error) => error.code === 'MEMBERSHIP_START_NOT_FOUNDING_DATE',
      ),
    ).toEqual([]);
  });
});
