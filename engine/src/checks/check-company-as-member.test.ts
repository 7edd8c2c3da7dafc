import { describe, expect, it } from 'vitest';
import { buildTestRequest, testMember } from '../model/build-test-request.ts';
import { checkDocumentRequest } from './check-request.ts';

const TODAY = '2026-11-20';

/** „Alfa Kereskedelmi Kft.” with a legal-entity member of the given name and number besides Első Anna. */
function withEntityMember(nev: string, cegjegyzekszam: string, company: Record<string, unknown> = {}) {
  return buildTestRequest({
    nev: 'Alfa Kereskedelmi Kft.',
    ...company,
    tagok: [
      testMember('Első Anna'),
      { ...testMember(nev), jogiSzemely: true, cegjegyzekszam, kepviselo: 'Oláh Ferenc ügyvezető' },
    ],
  });
}

function companyAsMember(request: ReturnType<typeof buildTestRequest>) {
  return checkDocumentRequest(request, { today: TODAY }).errors.filter(
    (error) => error.code === 'MEMBER_IS_THE_COMPANY',
  );
}

describe('the company among its own founders (Ptk. 3:164. § (1), 3:174. § (1), decision 089)', () => {
  it('is refused, naming the rule, whether the name is written out or abbreviated', () => {
    for (const nev of [
      'Alfa Kereskedelmi Kft.',
      'alfa kereskedelmi korlátolt felelősségű társaság',
      'Alfa  Kereskedelmi Kft',
    ]) {
      const found = companyAsMember(withEntityMember(nev, '01-09-123456'));
      expect(found, nev).toEqual([
        expect.objectContaining({
          severity: 'error',
          statute: 'Ptk. 3:164. § (1), 3:174. § (1)',
          path: 'tarsasag.tagok.1.nev',
        }),
      ]);
      expect(found[0]!.message).toMatch(/vagyis a létrehozni kívánt Társaság maga\. .* saját magát nem alapíthatja/);
      expect(found[0]!.message).toMatch(/\(Ptk\. 3:164\. § \(1\), 3:174\. § \(1\)\)\.$/);
    }
  });

  it('lets another company and a natural person of the same name pass', () => {
    expect(companyAsMember(withEntityMember('Alfa Termelő Kft.', '01-09-123456'))).toEqual([]);
    const request = buildTestRequest({
      nev: 'Alfa Kereskedelmi Kft.',
      tagok: [testMember('Első Anna'), testMember('Második Béla')],
    });
    expect(companyAsMember(request)).toEqual([]);
  });

  it('refuses a registered company holding its own share, found by its own cégjegyzékszám', () => {
    const request = withEntityMember('Omega Kft.', '01 09 999999', {
      bejegyzes: { cegjegyzekszam: 'Cg. 01-09-999999' },
    });
    expect(companyAsMember(request)).toEqual([
      expect.objectContaining({ statute: 'Ptk. 3:174. §, 3:175. § (1)', path: 'tarsasag.tagok.1.cegjegyzekszam' }),
    ]);
  });
});
