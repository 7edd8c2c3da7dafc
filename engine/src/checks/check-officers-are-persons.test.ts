import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { checkAmendment } from '../amendment/check-amendment.ts';
import { planAmendment } from '../amendment/plan-amendment.ts';
import { buildTestRequest, testDirector } from '../model/build-test-request.ts';
import { checkOfficersArePersons } from './check-officers-are-persons.ts';
import { checkDocumentRequest } from './check-request.ts';

const codes = (names: string[], manager?: string) =>
  checkOfficersArePersons(
    { ugyvezetok: names.map((nev) => ({ nev })), ...(manager === undefined ? {} : { cegvezeto: { nev: manager } }) },
    'tarsasag',
  ).map((finding) => [finding.code, finding.path]);

describe('a legal entity as director or company manager (Ptk. 3:22. § (2), 3:113. § (1); decision 090)', () => {
  it.each([
    'Béta Kft.',
    'Béta Korlátolt Felelősségű Társaság',
    'Gamma Zrt',
    'Delta GmbH',
    'Epsilon Ltd.',
    'Zeta s.r.o.',
  ])('refuses the director "%s"', (nev) => {
    expect(codes(['Kiss Anna', nev])).toEqual([['DIRECTOR_LEGAL_ENTITY', 'tarsasag.ugyvezetok.1.nev']]);
  });

  it.each(['Kiss Anna', 'Bt Ádám', 'Dr. Kft Ernő', 'Kovács Limitedné'])('accepts the person "%s"', (nev) => {
    expect(codes([nev])).toEqual([]);
  });

  it('refuses a company as company manager', () => {
    expect(codes(['Kiss Anna'], 'Béta Kft.')).toEqual([['MANAGER_LEGAL_ENTITY', 'tarsasag.cegvezeto.nev']]);
  });

  it('blocks a formation, naming the rule', () => {
    const request = buildTestRequest({ ugyvezetok: [testDirector('Béta Kft.')] });
    const found = checkDocumentRequest(request, { today: '2026-11-20' }).errors.find(
      (error) => error.code === 'DIRECTOR_LEGAL_ENTITY',
    );
    expect(found).toMatchObject({ statute: 'Ptk. 3:22. § (2)', path: 'tarsasag.ugyvezetok.0.nev' });
    expect(found!.message).toMatch(/^Béta Kft\. \(ügyvezető\) neve cégformára végződik, tehát jogi személy\./);
  });

  it('blocks an amendment whose target state names a company as director', () => {
    const request = loadAmendmentCase('cegnev');
    const [director] = request.uj.ugyvezetok;
    const uj = { ...request.uj, ugyvezetok: [{ ...director!, nev: 'Béta Kft.' }] };
    const found = checkAmendment(planAmendment({ ...request, uj }), '').find(
      (finding) => finding.code === 'DIRECTOR_LEGAL_ENTITY',
    );
    expect(found).toMatchObject({ severity: 'error', path: 'uj.ugyvezetok.0.nev' });
  });
});
