import { describe, expect, it } from 'vitest';
import { buildTestRequest, testDirector, testMember } from '../model/build-test-request.ts';
import { checkDocumentRequest } from './check-request.ts';
import { checkCountersigningLawyer, comparableName } from './check-countersigning-lawyer.ts';

const lawyer = {
  ugyvediIroda: {
    nev: 'Kiss Ügyvédi Iroda',
    szekhely: '1054 Budapest, Szabadság tér 7.',
    ugyvedNeve: 'dr. Kiss Anna',
    kasz: '36061234567',
  },
};
const findings = (company: Record<string, unknown>) => checkCountersigningLawyer(buildTestRequest(company, lawyer));

describe('decision 075: the countersigning lawyer among the parties', () => {
  it('compares names without the title, the case and extra spaces, and keeps a name beginning with „Dr”', () => {
    expect(comparableName('dr. Kiss  Anna')).toBe('kiss anna');
    expect(comparableName('Dr.Kiss Anna')).toBe('kiss anna');
    expect(comparableName('Drávai Péter')).toBe('drávai péter');
  });

  it('warns of a director of the lawyer’s name with the rule that bars him (Üttv. 24. § (5)–(6))', () => {
    // the test request's director is Kiss Anna, who is also a member: one finding, the director's
    const found = findings({});
    expect(found.map((item) => item.code)).toEqual(['COUNTERSIGNING_LAWYER_IS_DIRECTOR']);
    expect(found[0]).toMatchObject({ severity: 'warning', path: 'tarsasag.ugyvezetok.0.nev' });
    expect(found[0]?.message).toContain(
      'Az ellenjegyző ügyvéd (dr. Kiss Anna) neve megegyezik Kiss Anna ügyvezető nevével.',
    );
    expect(found[0]?.message).toContain('(Üttv. 24. § (5)–(6))');
    // a warning: the name alone does not tell a namesake apart, so generation goes on
    expect(checkDocumentRequest(buildTestRequest({}, lawyer), { today: '2026-11-22' }).errors).toEqual([]);
  });

  it('tells the lawyer of a member or an owner of his name, as a judgement the Üttv. leaves to him', () => {
    const member = findings({ ugyvezetok: [testDirector('Nagy Béla')] });
    expect(member).toHaveLength(1);
    expect(member[0]).toMatchObject({ code: 'COUNTERSIGNING_LAWYER_IS_PARTY', path: 'tarsasag.tagok.0.nev' });
    expect(member[0]?.message).toContain('Kiss Anna tag nevével');
    expect(member[0]?.message).toContain('(Üttv. 44. § (1))');
    const owner = buildTestRequest(
      { ugyvezetok: [testDirector('Nagy Béla')], tagok: [testMember('Nagy Béla')] },
      lawyer,
    );
    const withOwner = {
      ...owner,
      tarsasag: {
        ...owner.tarsasag,
        szekhelyIngatlan: {
          ...owner.tarsasag.szekhelyIngatlan!,
          tulajdonosok: [{ ...owner.tarsasag.szekhelyIngatlan!.tulajdonosok[0]!, nev: 'Dr. Kiss Anna' }],
        },
      },
    };
    expect(checkCountersigningLawyer(withOwner)).toMatchObject([
      { code: 'COUNTERSIGNING_LAWYER_IS_PARTY', path: 'tarsasag.szekhelyIngatlan.tulajdonosok.0.nev' },
    ]);
  });

  it('says nothing when no party bears the lawyer’s name', () => {
    expect(checkCountersigningLawyer(buildTestRequest())).toEqual([]);
  });
});
