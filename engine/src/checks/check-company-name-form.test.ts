import { describe, expect, it } from 'vitest';
import { buildTestRequest } from '../model/build-test-request.ts';
import { checkCompanyNameForm } from './check-company-name-form.ts';
import { checkDocumentRequest } from './check-request.ts';

const codes = (nev: string) => checkCompanyNameForm({ nev }, 'tarsasag').map((finding) => finding.code);

describe('a company form inside the name of a Kft. (Ctv. 3. § (2), (4))', () => {
  it.each([
    'Alfa Bt.',
    'Alfa Bt. Szolgáltató',
    'Alfa Kft. Szolgáltató',
    'Alfa Zrt. Kft.',
    'Alfa Nyrt.',
    'Alfa Rt.',
    'Alfa Kkt.',
    'Alfa Betéti Társaság',
    'Alfa Részvénytársaság Kft.',
    'Alfa Zártkörűen Működő Részvénytársaság',
    'Alfa Közkereseti Társaság, Kft.',
  ])('refuses "%s"', (nev) => {
    expect(codes(nev)).toEqual(['COMPANY_NAME_OTHER_FORM']);
  });

  it.each([
    'Alfa',
    'Alfa Kft.',
    'Alfa Korlátolt Felelősségű Társaság',
    'Alfa Kft',
    'Alfa kft.',
    'BT Consulting',
    'Alfa Rtg Szolgáltató',
    'Bt-Invest Kereskedelmi',
    'Alfa Társasház-kezelő',
  ])('accepts "%s"', (nev) => {
    expect(codes(nev)).toEqual([]);
  });

  it('names the rule, the word found and the field, and is part of the gate every door calls', () => {
    const { errors } = checkDocumentRequest(buildTestRequest({ nev: 'Alfa Bt.' }), { today: '2026-11-20' });
    const found = errors.find((error) => error.code === 'COMPANY_NAME_OTHER_FORM');
    expect(found).toMatchObject({ severity: 'error', statute: 'Ctv. 3. § (2), (4)', path: 'tarsasag.nev' });
    expect(found!.message).toMatch(
      /^A cégnév \(„Alfa Bt\. Korlátolt Felelősségű Társaság”\) a vezérszón kívül cégformára utaló megjelölést is tartalmaz \(„Bt\.”\)\./,
    );
    expect(found!.message).toMatch(/\(Ctv\. 3\. § \(2\), \(4\)\)$/);
  });
});
