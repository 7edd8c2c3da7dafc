import { describe, expect, it } from 'vitest';
import { buildTestRequest, testDirector } from '../model/build-test-request.ts';
import { DocumentPlanError, planDocument, planDocuments } from './plan-documents.ts';

describe('planDocuments', () => {
  it('plans a signature specimen for every director and the company manager, an acceptance for directors only', () => {
    const request = buildTestRequest({
      ugyvezetok: [testDirector('Kiss Anna'), testDirector('Nagy Béla')],
      cegvezeto: { nev: 'Vezető Vera', lakohely: '1051 Budapest, Fő utca 1.' },
    });
    const planned = planDocuments(request, ['alairasminta', 'elfogado-nyilatkozat']);
    expect(planned.map((document) => [document.fileStem, document.title])).toEqual([
      ['alairasminta-1', 'Aláírásminta – Kiss Anna'],
      ['alairasminta-2', 'Aláírásminta – Nagy Béla'],
      ['alairasminta-3', 'Aláírásminta – Vezető Vera (cégvezető)'],
      ['elfogado-nyilatkozat-1', 'Ügyvezetői elfogadó nyilatkozat – Kiss Anna'],
      ['elfogado-nyilatkozat-2', 'Ügyvezetői elfogadó nyilatkozat – Nagy Béla'],
    ]);
    expect(() => planDocument(request, 'elfogado-nyilatkozat', 2)).toThrow(DocumentPlanError);
  });

  it('plans no manager specimen without a company manager', () => {
    const request = buildTestRequest();
    expect(planDocuments(request, ['alairasminta'])).toHaveLength(1);
    expect(() => planDocument(request, 'alairasminta', 1)).toThrow('Nincs 2. ügyvezető');
  });
});
