import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { checkAmendment } from './check-amendment.ts';
import { contributionDeadlineLimitFindings } from './contribution-deadline-limits.ts';
import { planAmendment } from './plan-amendment.ts';

/** The name-change case with its first member's törzsbetét unpaid, owed by the given terms, registered on `registered`. */
function owing(terms: Record<string, unknown>, registered?: string): AmendmentRequest {
  const request = loadAmendmentCase('cegnev');
  return {
    ...request,
    ...(registered ? { bejegyzes: { ...request.bejegyzes, bejegyzesDatuma: registered } } : {}),
    uj: {
      ...request.uj,
      tagok: request.uj.tagok.map((member, index) =>
        index === 0 ? { ...member, torzsbetetBefizetve: false, ...terms } : member,
      ),
    },
  };
}

describe('a törzsbetét of the changed state owed beyond the law’s limit (Ptk. 3:162. § (2)–(3), 3:163. § (2); decision 089)', () => {
  it('is refused when the amendment states a cash deadline no registered member had, counted from the registration', () => {
    const request = owing({ penzbetetHatarido: '2040-01-01' });
    const found = checkAmendment(planAmendment(request), '').filter((f) => f.code === 'CASH_DEADLINE_BEYOND_LIMIT');
    expect(found).toEqual([
      expect.objectContaining({
        severity: 'error',
        statute: 'Ptk. 3:162. § (2)–(3)',
        path: 'uj.tagok.0.penzbetetHatarido',
      }),
    ]);
    expect(found[0]!.message).toContain(
      'még nem teljesített pénzbeli hozzájárulásának teljesítési ideje (2040. január 1.) későbbi, mint a törvény szerinti legkésőbbi időpont (2023. augusztus 31.: a bejegyzést követő második teljes üzleti évről szóló beszámoló elfogadásától számított három hónap, a Társaság 2020. február 10. napján történt bejegyzésével számolva)',
    );
    expect(found[0]!.message).toMatch(
      /késedelmének jogkövetkezményei alkalmazandók \(Ptk\. 3:98\. §\) \(Ptk\. 3:162\. § \(2\)–\(3\)\)\.$/,
    );
  });

  it('asks for a deadline within the limit while it has not passed, and lets one within it pass', () => {
    const late = contributionDeadlineLimitFindings(owing({ penzbetetHatarido: '2030-01-01' }, '2026-06-01'));
    expect(late.map((f) => [f.severity, f.code])).toEqual([['error', 'CASH_DEADLINE_BEYOND_LIMIT']]);
    expect(late[0]!.message).toContain('Kérjük, legfeljebb 2029. augusztus 31. napjáig terjedő határidőt adjon meg');
    expect(contributionDeadlineLimitFindings(owing({ penzbetetHatarido: '2029-08-31' }, '2026-06-01'))).toEqual([]);
  });

  it('refuses an in-kind deadline more than three years after the registration', () => {
    const found = contributionDeadlineLimitFindings(
      owing(
        { nemPenzbeliBetet: 500_000, nemPenzbeliBetetHatarido: '2029-06-02', nemPenzbeliBetetMod: 'egy esztergagép' },
        '2026-06-01',
      ),
    );
    expect(found).toEqual([
      expect.objectContaining({
        code: 'IN_KIND_DEADLINE_TOO_LATE',
        statute: 'Ptk. 3:163. § (2)',
        path: 'uj.tagok.0.nemPenzbeliBetetHatarido',
      }),
    ]);
  });

  it('warns when the registered articles’ deadline is only restated, and leaves a paid törzsbetét alone', () => {
    const restated = contributionDeadlineLimitFindings(loadAmendmentCase('atruhazas-tagra-befizetetlen'));
    expect(restated.map((f) => [f.severity, f.code])).toEqual([
      ['warning', 'REGISTERED_DEADLINE_BEYOND_LIMIT'],
      ['warning', 'REGISTERED_DEADLINE_BEYOND_LIMIT'],
    ]);
    expect(restated[0]!.message).toContain('a bejegyzett létesítő okirat tartalmazza');
    expect(
      contributionDeadlineLimitFindings(owing({ penzbetetHatarido: '2040-01-01', torzsbetetBefizetve: true })),
    ).toEqual([]);
  });
});
