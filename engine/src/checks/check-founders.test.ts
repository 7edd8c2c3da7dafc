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
          'Második Béla „nem alapító” jelölése alapításkor nem adható meg: a létesítő okiratot valamennyi alapító tagnak alá kell írnia, így alapításkor minden tag alapító. A jelölés csak már bejegyzett társaság olyan tagjára vonatkozik, aki a létesítő okirat aláírása után lett tag; alapításkor hagyja üresen. (Ptk. 3:95. § (1))',
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
