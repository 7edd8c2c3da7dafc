import { describe, expect, it } from 'vitest';
import { buildTestRequest, testMember } from '../model/build-test-request.ts';
import { deriveModel } from '../model/derive-model.ts';
import { checkMeetingRules } from './check-meeting-rules.ts';

const findings = (company: Record<string, unknown>) => {
  const request = buildTestRequest(company);
  return checkMeetingRules(request.tarsasag, deriveModel(request)).filter(
    (item) => item.code === 'FREE_TEXT_NAMES_OTHER_BODY',
  );
};
const sole = [testMember('Kiss Anna', { penzbetet: 3_000_000 })];
const terms =
  'A taggyűlés a veszteségek fedezésére üzleti évenként legfeljebb egyszer, tagonként legfeljebb 500 000 Ft pótbefizetést írhat elő.';

describe('checkMeetingRules: the free texts name the body the company has', () => {
  it('warns when a single-member deed would print a pótbefizetés clause of the members’ meeting', () => {
    const [warning] = findings({ tagok: sole, potbefizetesFeltetelei: terms });
    expect(warning).toMatchObject({ severity: 'warning', path: 'tarsasag.potbefizetesFeltetelei' });
    expect(warning?.message).toBe(
      'A pótbefizetés feltételei a taggyűlést nevezik meg, az egyszemélyes Társaságnál azonban taggyűlés nem működik: a legfőbb szerv hatáskörét az alapító gyakorolja (Ptk. 3:109. § (4)). A szöveg változtatás nélkül kerül az alapító okiratba és a tagjegyzékbe; kérjük, javítsa.',
    );
  });

  it('warns when the articles of several members would print a clause of the founder, in number with its subject', () => {
    const [warning] = findings({ mellekszolgaltatasok: 'Az alapító heti nyolc órában könyvelési munkát végez.' });
    expect(warning?.path).toBe('tarsasag.mellekszolgaltatasok');
    expect(warning?.message).toContain(
      'A mellékszolgáltatásról szóló szöveg az alapítót, az alapító okiratot vagy az egyedüli tagot nevezi meg',
    );
    // the sole member, as the amendment's check of the changed state has always read it (decision 071)
    expect(
      findings({ mellekszolgaltatasok: 'Az egyedüli tag heti nyolc órában könyvelési munkát végez.' }),
    ).toHaveLength(1);
  });

  it('accepts the body the company has, and “alapító tag” among several members', () => {
    expect(findings({ potbefizetesFeltetelei: terms })).toEqual([]);
    expect(
      findings({
        tagok: sole,
        potbefizetesFeltetelei: terms.replace('A taggyűlés', 'Az alapító').replace('tagonként', ''),
      }),
    ).toEqual([]);
    expect(findings({ mellekszolgaltatasok: 'Kiss Anna alapító tag heti nyolc órában könyvel.' })).toEqual([]);
    expect(findings({ mellekszolgaltatasok: 'Kiss Anna alapítótag heti nyolc órában könyvel.' })).toEqual([]);
  });
});
