import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { documentText } from './amendment-document-text.test-helper.ts';
import { checkAmendment } from './check-amendment.ts';
import { filingDeadlineStartNote, planAmendment } from './plan-amendment.ts';

/** The company that became single-member (decided 20 November) with its transfer notified on `notified`. */
function notifiedOn(notified: string): AmendmentRequest {
  const request = loadAmendmentCase('egyszemelyesse-valas');
  return {
    ...request,
    uzletreszAtruhazasok: request.uzletreszAtruhazasok.map((transfer) => ({
      ...transfer,
      szerzodesKelte: '2026-11-01',
      bejelentesKelte: notified,
    })),
  };
}

describe('the filing deadline of a share transfer notified before the decision (Ctv. 50. § (5), decision 087)', () => {
  it('runs from the notification, when the members changed towards the company (Ptk. 3:169. § (2))', () => {
    const request = notifiedOn('2026-11-02');
    const plan = planAmendment(request);
    // not from the sole member's decision of 20 November (2026. december 21.)
    expect(plan.filingDeadline).toBe('2026-12-02');
    expect(plan.filingDeadlineStart).toEqual({
      day: '2026-11-02',
      endedDirector: null,
      notifiedBuyer: 'Nagy Lajos',
      laterChangesFiledFrom: null,
    });
    const summary = documentText(request, 'benyujtasi-osszesito');
    expect(summary).toContain(
      'A változásbejegyzési kérelem benyújtásának határideje: 2026. december 2. (az üzletrész megszerzésének bejelentésétől számított 30 nap, Ctv. 50. § (5)). Nagy Lajos az üzletrész megszerzését a döntés előtt, 2026. november 2. napján bejelentette a Társaságnak: a tagváltozás a Társasággal szemben ekkor következett be (Ptk. 3:169. § (2))',
    );
    // the sentence that a filing by the deadline counted from the decision is always in time is not printed
    expect(summary).not.toContain('mindenképpen határidőben van');
    expect(filingDeadlineStartNote(plan.filingDeadlineStart)).toMatch(
      /^Nagy Lajos az üzletrész megszerzését.*U 11\)\.$/u,
    );
  });

  it('warns of documents dated after that deadline, and leaves a notification after the decision to the decision', () => {
    const late = { ...notifiedOn('2026-11-02'), keltezesIdeje: '2026-12-03' };
    const warning = checkAmendment(planAmendment(late), '').find((finding) => finding.code === 'bejelentesi-hatarido');
    expect(warning?.message).toContain('2026. december 2. napjáig');
    const afterwards = loadAmendmentCase('atruhazas-kivulallora');
    expect(afterwards.uzletreszAtruhazasok[0]!.bejelentesKelte! > afterwards.dontes.datum).toBe(true);
    expect(planAmendment(afterwards).filingDeadlineStart.day).toBe(afterwards.dontes.datum);
  });
});

describe('a change the decision dates more than 30 days after its filing deadline (Ctv. 50. § (5)–(6), decision 087)', () => {
  const effectiveOn = (hatalyNapja: string): AmendmentRequest => ({ ...loadAmendmentCase('cegnev'), hatalyNapja });

  it('says the deadline counted from the decision and the first day of filing cannot both be kept (U 17)', () => {
    // decided on 20 November: counted from the decision the deadline ends on 21 December, but a change dated
    // 1 February may be filed from 2 January only
    const request = effectiveOn('2027-02-01');
    const plan = planAmendment(request);
    expect(plan.filingDeadline).toBe('2026-12-21');
    expect(plan.filingDeadlineStart.laterChangesFiledFrom).toBe('2027-01-02');
    const summary = documentText(request, 'benyujtasi-osszesito');
    expect(summary).toContain(
      'A döntés a változások hatályát 2027. február 1. napjára határozza meg. Ha a Társaság a változás időpontját így meghatározhatja, a kérelem a hatály napját legfeljebb 30 nappal előzheti meg, ezért legkorábban 2027. január 2. napján nyújtható be',
    );
    expect(summary).not.toContain('mindenképpen határidőben van');
    const warning = checkAmendment(plan, '').find((finding) => finding.code === 'hataly-benyujtas-utkozik');
    expect(warning?.path).toBe('hatalyNapja');
    expect(warning?.message).toMatch(/2027\. január 2\..*Ctv\. 50\. § \(5\)–\(6\).*U 17\)\.$/su);
  });

  it('keeps the sentence that a filing by the deadline is in time while the two fit together', () => {
    const request = effectiveOn('2027-01-15');
    const plan = planAmendment(request);
    expect(plan.filingDeadlineStart.laterChangesFiledFrom).toBeNull();
    expect(documentText(request, 'benyujtasi-osszesito')).toContain('mindenképpen határidőben van');
    expect(checkAmendment(plan, '').map((finding) => finding.code)).not.toContain('hataly-benyujtas-utkozik');
  });
});
