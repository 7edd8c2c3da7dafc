import { describe, expect, it } from 'vitest';
import { buildTestRequest, testDirector, testMember } from '../model/build-test-request.ts';
import { deriveModel } from '../model/derive-model.ts';
import { checkAge } from './check-age.ts';
import { checkRequest } from './check-request.ts';

/** The test request is dated 2026-11-22. */
const codes = (company: Record<string, unknown>) => checkAge(deriveModel(buildTestRequest(company))).map((w) => w.code);

describe('checkAge', () => {
  it('accepts a director who is of age on the day the mandate starts', () => {
    expect(codes({ ugyvezetok: [testDirector('Kiss Anna', { szuletesiIdo: '2008-11-22' })] })).toEqual([]);
    // turns eighteen on the start of a later mandate
    expect(
      codes({
        ugyvezetok: [testDirector('Kiss Anna', { szuletesiIdo: '2008-12-01', megbizasKezdoIdopontja: '2026-12-01' })],
      }),
    ).toEqual([]);
  });

  it('refuses a director under sixteen, naming Ptk. 3:22. § (1)', () => {
    const findings = checkAge(
      deriveModel(buildTestRequest({ ugyvezetok: [testDirector('Kiss Anna', { szuletesiIdo: '2011-01-01' })] })),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      code: 'OFFICER_UNDER_AGE',
      severity: 'error',
      statute: 'Ptk. 3:22. § (1)',
      path: 'tarsasag.ugyvezetok.0.szuletesiIdo',
    });
    expect(findings[0]!.message).toContain('Kiss Anna (ügyvezető)');
  });

  it('warns of a director of sixteen or seventeen: of age only by marriage (Ptk. 2:10. § (1))', () => {
    const findings = checkAge(
      deriveModel(buildTestRequest({ ugyvezetok: [testDirector('Kiss Anna', { szuletesiIdo: '2009-11-23' })] })),
    );
    expect(findings.map((w) => [w.code, w.severity])).toEqual([['OFFICER_MINOR_UNLESS_MARRIED', 'warning']]);
    expect(findings[0]!.message).toContain('Ptk. 2:10. § (1)');
  });

  it('applies the same limit to the company manager, from the start of employment', () => {
    expect(
      codes({
        cegvezeto: { nev: 'Fiatal Ádám', lakohely: 'Budapest', szuletesiIdo: '2012-05-05', kezdoIdopont: '2027-01-04' },
      }),
    ).toEqual(['OFFICER_UNDER_AGE']);
  });

  it('warns of a minor member, whose legal representative the signature block does not name', () => {
    const model = deriveModel(
      buildTestRequest({
        tagok: [testMember('Kiss Anna'), testMember('Kis Bence', { szuletesiIdo: '2015-02-02' })],
      }),
    );
    const findings = checkAge(model);
    expect(findings.map((w) => [w.code, w.path])).toEqual([['MEMBER_MINOR', 'tarsasag.tagok.1.szuletesiIdo']]);
    expect(findings[0]!.message).toContain('Nevében törvényes képviselője jár el (Ptk. 2:14. § (1))');
    const older = checkAge(
      deriveModel(
        buildTestRequest({ tagok: [testMember('Kiss Anna'), testMember('Kis Bence', { szuletesiIdo: '2010-02-02' })] }),
      ),
    );
    expect(older[0]!.message).toContain('törvényes képviselőjének hozzájárulása szükséges (Ptk. 2:12. § (1))');
  });

  it('ignores a missing birth date and a legal-entity member', () => {
    expect(codes({ ugyvezetok: [testDirector('Kiss Anna', { szuletesiIdo: null })] })).toEqual([]);
    // a legal entity has no age: a date typed into its birth-date field is no foundation date to judge
    expect(
      codes({
        tagok: [testMember('Kiss Anna'), testMember('Omega Kft.', { jogiSzemely: true, szuletesiIdo: '2020-01-01' })],
      }),
    ).toEqual([]);
  });

  it('is part of the gate every door calls', () => {
    const request = buildTestRequest({ ugyvezetok: [testDirector('Kiss Anna', { szuletesiIdo: '2011-01-01' })] });
    expect(checkRequest(request, { today: '2026-11-01' }).map((w) => w.code)).toContain('OFFICER_UNDER_AGE');
  });
});
