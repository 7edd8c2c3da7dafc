import { describe, expect, it } from 'vitest';
import { buildTestRequest } from '../model/build-test-request.ts';
import { deriveModel } from '../model/derive-model.ts';
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
    'Alfa Bt',
    'Alfa Zrt',
    'Alfa Rt Szolgáltató',
    'Alfa Kkt, Szolgáltató',
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

describe('a nonprofit or public-benefit name over articles that distribute profit (Ctv. 9/F. § (1)–(2), (4))', () => {
  it.each([
    'Alfa Nonprofit',
    'Alfa Nonprofit Kft.',
    'Nonprofit Tanácsadó',
    'Alfa Közhasznú Nonprofit Kft.',
    'Alfa non-profit',
  ])('refuses "%s"', (nev) => {
    expect(codes(nev)).toEqual(['COMPANY_NAME_NONPROFIT']);
  });

  it('names the word and the rule, and blocks generation', () => {
    const { errors } = checkDocumentRequest(buildTestRequest({ nev: 'Alfa Nonprofit Kft.' }), { today: '2026-11-20' });
    const error = errors.find((item) => item.code === 'COMPANY_NAME_NONPROFIT');
    expect(error).toMatchObject({ statute: 'Ctv. 9/F. § (1)–(2), (4)', path: 'tarsasag.nev' });
    expect(error?.message).toContain(
      'A cégnév („Alfa Nonprofit Korlátolt Felelősségű Társaság”) a „Nonprofit” megjelölést tartalmazza.',
    );
  });

  it.each(['Alfa Profit', 'Nonprofitex', 'Közhasznúság Tanácsadó'])(
    'accepts "%s", where the word is part of another',
    (nev) => {
      expect(codes(nev)).toEqual([]);
    },
  );
});

describe('decision 075: a vezérszó written lower case is the founders’ choice', () => {
  it('is neither refused nor flagged, and is printed as typed (Ctv. 3. § (2): a foreign word, abbreviation or acronym)', () => {
    // the Hungarian spelling rule binds the words after the vezérszó; the vezérszó itself may be „eBay”, „dm”, „alfa”
    for (const nev of ['alfa', 'eBay']) {
      const request = buildTestRequest({ nev });
      expect(checkDocumentRequest(request, { today: '2026-11-22' }).errors).toEqual([]);
      expect(
        checkDocumentRequest(request, { today: '2026-11-22' }).warnings.filter((item) => item.path === 'tarsasag.nev'),
      ).toEqual([]);
      expect(deriveModel(request).name.full).toBe(`${nev} Korlátolt Felelősségű Társaság`);
    }
  });
});
