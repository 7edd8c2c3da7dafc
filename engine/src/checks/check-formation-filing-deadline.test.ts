import { describe, expect, it } from 'vitest';
import { buildTestRequest } from '../model/build-test-request.ts';
import { checkFormationFilingDeadline } from './check-formation-filing-deadline.ts';
import { checkDocumentRequest } from './check-request.ts';

/** The text with ordinary spaces. */
const plain = (text: string | undefined) => text?.replace(/\s/g, ' ');

describe('checkFormationFilingDeadline (Ptk. 3:100. § (1), Ctv. 34. § (2); decision 029)', () => {
  it('finds nothing while the 30 days run, up to the day before the last', () => {
    // dated 2026-11-10: the last day is 2026-12-10, a Thursday
    for (const today of ['2026-11-10', '2026-11-30', '2026-12-09'])
      expect(checkFormationFilingDeadline({ keltezesIdeje: '2026-11-10' }, today)).toEqual([]);
  });

  it('warns, without refusing, when the deadline has run out: the fine of Ctv. 34. § (2), and the date to fix', () => {
    const [warning, ...rest] = checkFormationFilingDeadline({ keltezesIdeje: '2026-11-10' }, '2026-12-11');
    expect(rest).toEqual([]);
    expect(warning).toMatchObject({
      code: 'FORMATION_FILING_DEADLINE_PASSED',
      severity: 'warning',
      path: 'keltezesIdeje',
    });
    expect(warning?.statute).toBeUndefined();
    const message = plain(warning?.message);
    expect(message).toMatch(
      /^A cégbejegyzési kérelem benyújtásának határideje lejárt: a kérelmet a létesítő okirat ellenjegyzésétől \(az okiratok kelte szerint 2026\. november 10\.\) számított 30 napon belül, legkésőbb 2026\. december 10\. napjáig kellett volna benyújtani \(Ptk\. 3:100\. § \(1\), Ctv\. 34\. § \(1\)\)\. /,
    );
    expect(message).toContain(
      'A kérelem a határidő lejárta után is benyújtható, a Ctv. 34. § (2) bekezdése szerint azonban a cégbíróság 50 000 forinttól 900 000 forintig terjedő pénzbírsággal sújtja azt, aki a bejelentési kötelezettségét késedelmesen teljesíti.',
    );
    expect(message).toMatch(
      /keltezésükként az aláírás és az ellenjegyzés napját adja meg: a határidő attól a naptól számít\.$/,
    );
    expect(message).not.toContain('munkanapon');
  });

  it('warns on the last day itself: the request must reach the court’s system that day (Ctv. 37. § (3))', () => {
    const [warning] = checkFormationFilingDeadline({ keltezesIdeje: '2026-11-10' }, '2026-12-10');
    expect(warning?.code).toBe('FORMATION_FILING_DEADLINE_TODAY');
    const message = plain(warning?.message);
    expect(message).toMatch(
      /^A cégbejegyzési kérelem benyújtásának határideje ma, 2026\. december 10\. napján lejár: /,
    );
    expect(message).toContain('a kérelemnek ma meg kell érkeznie a céginformációs szolgálathoz (Ctv. 37. § (3))');
    expect(message).toContain('Ctv. 34. § (2)');
  });

  it('counts to the working day a deadline on Christmas moves to, and says why', () => {
    // dated 2026-11-25: the 30th day is Christmas Day, the last day Monday 28 December
    expect(checkFormationFilingDeadline({ keltezesIdeje: '2026-11-25' }, '2026-12-27')).toEqual([]);
    expect(checkFormationFilingDeadline({ keltezesIdeje: '2026-11-25' }, '2026-12-28')[0]?.code).toBe(
      'FORMATION_FILING_DEADLINE_TODAY',
    );
    const [late] = checkFormationFilingDeadline({ keltezesIdeje: '2026-11-25' }, '2026-12-29');
    expect(late?.code).toBe('FORMATION_FILING_DEADLINE_PASSED');
    const message = plain(late?.message);
    expect(message).toContain('legkésőbb 2026. december 28. napjáig kellett volna benyújtani');
    expect(message).toContain(
      'Az ellenjegyzéstől számított 30. nap (2026. december 25.) munkaszüneti nap (karácsony), ezért a határidő a következő munkanapon, 2026. december 28. napján jár le (Pp. 146. § (5), Ctv. 32. § (1)).',
    );
  });

  it('keeps a Saturday passed over visible once it is past: a decree may have made it the last day', () => {
    // dated 2026-11-19: the 30th day is Saturday 19 December, the last day Monday 21 December
    expect(checkFormationFilingDeadline({ keltezesIdeje: '2026-11-19' }, '2026-12-18')).toEqual([]);
    const [onSaturday] = checkFormationFilingDeadline({ keltezesIdeje: '2026-11-19' }, '2026-12-19');
    expect(onSaturday?.code).toBe('FORMATION_FILING_DEADLINE_MAY_HAVE_PASSED');
    expect(plain(onSaturday?.message)).toContain(
      '2026. december 19. napját munkanappá teszi, a határidő ma, ezen a napon lejár.',
    );
    for (const today of ['2026-12-20', '2026-12-21']) {
      const [warning] = checkFormationFilingDeadline({ keltezesIdeje: '2026-11-19' }, today);
      expect(warning).toMatchObject({ code: 'FORMATION_FILING_DEADLINE_MAY_HAVE_PASSED', severity: 'warning' });
      const message = plain(warning?.message);
      expect(message).toMatch(
        /^A cégbejegyzési kérelmet a létesítő okirat ellenjegyzésétől \(az okiratok kelte szerint 2026\. november 19\.\) számított 30 napon belül kell benyújtani \(Ptk\. 3:100\. § \(1\), Ctv\. 34\. § \(1\)\)\. Az ellenjegyzéstől számított 30\. nap \(2026\. december 19\.\) szombat, ezért a határidő a következő munkanapon, 2026\. december 21\. napján jár le/,
      );
      expect(message).toContain(
        'Ha azonban a munkaszüneti napok miatti munkarend-változásról szóló miniszteri rendelet (Mt. 102. § (5)) 2026. december 19. napját munkanappá teszi, a határidő már ezen a napon lejárt. A program e rendeletet nem ismeri, ezért ez ellenőrizendő.',
      );
      expect(message).toContain('Ctv. 34. § (2)');
      expect(
        message?.includes('a kérelemnek ma meg kell érkeznie a céginformációs szolgálathoz (Ctv. 37. § (3))'),
      ).toBe(today === '2026-12-21');
    }
    expect(checkFormationFilingDeadline({ keltezesIdeje: '2026-11-19' }, '2026-12-22')[0]?.code).toBe(
      'FORMATION_FILING_DEADLINE_PASSED',
    );
  });

  it('has nothing to say about a registered company’s documents (the change’s deadline is the amendment’s)', () => {
    expect(
      checkFormationFilingDeadline(
        { keltezesIdeje: '2026-01-10', bejegyzes: { cegjegyzekszam: '01-09-123456' } },
        '2026-12-11',
      ),
    ).toEqual([]);
  });

  it('is one of the warnings every door gets, and blocks nothing', () => {
    // the test request is dated 2026-11-22: the last day is Tuesday, 22 December 2026
    const request = buildTestRequest();
    const late = checkDocumentRequest(request, { today: '2026-12-23' });
    expect(late.errors).toEqual([]);
    expect(late.warnings.map((warning) => warning.code)).toContain('FORMATION_FILING_DEADLINE_PASSED');
    const inTime = checkDocumentRequest(request, { today: '2026-12-21' });
    expect(inTime.warnings.map((warning) => warning.code)).not.toContain('FORMATION_FILING_DEADLINE_PASSED');
    expect(inTime.warnings.map((warning) => warning.code)).not.toContain('FORMATION_FILING_DEADLINE_TODAY');
  });
});
