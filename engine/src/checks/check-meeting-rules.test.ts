import { describe, expect, it } from 'vitest';
import { buildTestRequest, testMember } from '../model/build-test-request.ts';
import { deriveModel } from '../model/derive-model.ts';
import { meetingRulesSchema } from '../schema/company.ts';
import { parseWith } from '../schema/parse-request.ts';
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

describe('decision 075: the notice period is at least three days, and may be longer than fifteen', () => {
  const parsed = (days: number) => parseWith(meetingRulesSchema, { meghivasiHatarido: days });

  it('accepts a period longer than the statutory fifteen days (Ptk. 3:190. § (1) bars only one under three)', () => {
    for (const days of [3, 15, 16, 30, 60]) expect(parsed(days)).toMatchObject({ ok: true });
  });

  it('refuses a period under three days naming the statute, and an entry over a year as an input guard', () => {
    expect(parsed(2)).toEqual({
      ok: false,
      issues: [
        {
          path: 'meghivasiHatarido',
          message:
            'A társasági szerződés három napnál rövidebb meghívási időt érvényesen nem határozhat meg (Ptk. 3:190. § (1)).',
        },
      ],
    });
    expect(parsed(366)).toMatchObject({ ok: false });
  });

  it('warns of a period over thirty days, which collides with the thirty-day decisions, not of one up to thirty', () => {
    const notice = (days: number, company: Record<string, unknown> = {}) => {
      const request = buildTestRequest({ taggyulesSzabalyzasok: { meghivasiHatarido: days }, ...company });
      return checkMeetingRules(request.tarsasag, deriveModel(request)).filter(
        (item) => item.code === 'NOTICE_PERIOD_LONG',
      );
    };
    expect(notice(30)).toEqual([]);
    const [warning] = notice(45);
    expect(warning).toMatchObject({ severity: 'warning', path: 'tarsasag.taggyulesSzabalyzasok.meghivasiHatarido' });
    expect(warning?.message).toContain('(45 nap) hosszabb harminc napnál');
    expect(warning?.message).toContain('Ptk. 3:202. § (1)');
    // a single member holds no meeting: no period to judge
    expect(notice(45, { tagok: sole })).toEqual([]);
  });
});
