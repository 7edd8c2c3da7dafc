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
    expect(found!.message).toMatch(/\(Ctv\. 3\. § \(2\), \(4\)\)\.$/);
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

describe('a name of company forms alone, with no vezérszó (Ctv. 3. § (1)–(2))', () => {
  it.each(['Kft.', 'kft', 'Korlátolt Felelősségű Társaság', 'Kft. Kft.', 'Bt.', 'Zrt. Kft.', 'Betéti Társaság'])(
    'refuses "%s"',
    (nev) => {
      expect(codes(nev)).toEqual(['COMPANY_NAME_WITHOUT_VEZERSZO']);
    },
  );

  it.each(['BT', 'KFT Invest', 'Alfa Kft.'])('accepts "%s", where a vezérszó may stand first', (nev) => {
    expect(codes(nev)).toEqual([]);
  });

  it('quotes the name typed, names the rule and blocks generation', () => {
    const { errors } = checkDocumentRequest(buildTestRequest({ nev: 'Kft.' }), { today: '2026-11-20' });
    const found = errors.find((error) => error.code === 'COMPANY_NAME_WITHOUT_VEZERSZO');
    expect(found).toMatchObject({ statute: 'Ctv. 3. § (1)–(2)', path: 'tarsasag.nev' });
    expect(found!.message).toMatch(/^A megadott cégnév \(„Kft\.”\) csak cégforma-megjelölésből áll, vezérszót nem/);
  });
});

describe('a name in letters other than Latin (Ctv. 3. § (2), Ptk. 3:6. § (3))', () => {
  it.each([
    ['Альфа', ['„А”', '„л”', '„ь”', '„ф”', '„а”']],
    ['Ελλάς Kereskedelmi', ['„Ε”', '„λ”', '„ά”', '„ς”']],
    ['北京 Kereskedelmi', ['„北”', '„京”']],
  ])('refuses "%s", naming its letters', (nev, letters) => {
    const [found] = checkCompanyNameForm({ nev }, 'uj');
    expect(found).toMatchObject({
      code: 'COMPANY_NAME_NOT_LATIN',
      severity: 'error',
      statute: 'Ctv. 3. § (2), Ptk. 3:6. § (3)',
      path: 'uj.nev',
    });
    expect(found!.message).toContain(`nem latin betűs karaktert is tartalmaz (${letters.join(', ')})`);
  });

  it.each(['Árvíztűrő Tükörfúrógép', 'Alfa-2000 Kereskedelmi', 'Müller & Søn Tanácsadó', 'Œuvre Kereskedelmi'])(
    'accepts "%s" (Hungarian and other Latin letters, digits, signs)',
    (nev) => {
      expect(codes(nev)).toEqual([]);
    },
  );
});

describe('„állami” or „nemzeti” in the name (Ctv. 4. § (3))', () => {
  it.each(['Nemzeti Alfa', 'Alfa Állami Szolgáltató', 'Alfa nemzeti'])('warns for "%s"', (nev) => {
    const findings = checkCompanyNameForm({ nev }, 'tarsasag');
    expect(findings.map((finding) => [finding.code, finding.severity])).toEqual([
      ['COMPANY_NAME_STATE_DESIGNATION', 'warning'],
    ]);
    expect(findings[0]!.message).toMatch(/csak akkor szerepelhet a cégnévben, ha .* \(Ctv\. 4\. § \(3\)\)\./);
  });

  it.each(['Nemzetközi Fuvarozó', 'Államigazgatási Tanácsadó', 'Alfa Nemzetiségi'])(
    'accepts "%s", where the word is part of another',
    (nev) => {
      expect(codes(nev)).toEqual([]);
    },
  );

  it('reaches the lawyer through the gate every door calls', () => {
    const { errors, warnings } = checkDocumentRequest(buildTestRequest({ nev: 'Nemzeti Alfa' }), {
      today: '2026-11-20',
    });
    expect(errors.map((error) => error.code)).not.toContain('COMPANY_NAME_STATE_DESIGNATION');
    expect(warnings.find((warning) => warning.code === 'COMPANY_NAME_STATE_DESIGNATION')).toMatchObject({
      path: 'tarsasag.nev',
    });
  });
});
