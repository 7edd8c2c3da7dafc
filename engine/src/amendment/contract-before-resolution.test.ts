import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { checkAmendment } from './check-amendment.ts';
import { planAmendment } from './plan-amendment.ts';

const errors = (request: AmendmentRequest) =>
  checkAmendment(planAmendment(request), '').filter((finding) => finding.severity === 'error');

/** The case with its (first) transfer contract dated `day` and notified the next day. */
function contractOn(request: AmendmentRequest, day: string, notified: string): AmendmentRequest {
  const [transfer, ...rest] = request.uzletreszAtruhazasok;
  return {
    ...request,
    uzletreszAtruhazasok: [{ ...transfer!, szerzodesKelte: day, bejelentesKelte: notified }, ...rest],
  };
}

describe('a transfer contract dated before the resolution it cites (decision 087)', () => {
  it('refuses a sale to an outsider concluded before the consent and the company’s pre-emption waiver', () => {
    // the members' meeting of 20 November consents and waives the company's right; the contract of 15 November
    // would record both as done, citing "1/2026. (XI. 20.)"
    const early = contractOn(loadAmendmentCase('atruhazas-kivulallora'), '2026-11-15', '2026-11-16');
    expect(errors(early).map((finding) => [finding.code, finding.path])).toEqual([
      ['szerzodes-hatarozat-elott', 'uzletreszAtruhazasok.0.szerzodesKelte'],
    ]);
    expect(errors(early)[0]!.message).toMatch(
      /^Az üzletrész-átruházási szerződés kelte \(2026\. november 15\.\) korábbi, mint az 1\/2026\. \(XI\. 20\.\) számú határozaté \(2026\. november 20\.\).*Ptk\. 3:167\. § \(6\).*elővásárlási jogáról lemondott.*Ptk\. 3:167\. § \(2\)–\(4\)/su,
    );
  });

  it('refuses a partial transfer concluded before the members consented to the division (Ptk. 3:173. § (2))', () => {
    const early = contractOn(loadAmendmentCase('atruhazas-tagra-reszleges'), '2026-11-19', '2026-11-19');
    const [finding, ...others] = errors(early);
    expect(others).toEqual([]);
    expect(finding!.code).toBe('szerzodes-hatarozat-elott');
    expect(finding!.message).toMatch(/az üzletrész felosztásához hozzájárult.*Ptk\. 3:173\. § \(2\)/u);
  });

  it('accepts the contract on the decision’s day, and one before it that cites no resolution', () => {
    expect(errors(contractOn(loadAmendmentCase('atruhazas-kivulallora'), '2026-11-20', '2026-11-21'))).toEqual([]);
    // a whole share sold to the other member: no consent, no division, so the earlier contract cites nothing
    const between = loadAmendmentCase('egyszemelyesse-valas');
    expect(between.uzletreszAtruhazasok[0]!.szerzodesKelte < between.dontes.datum).toBe(true);
    expect(errors(between)).toEqual([]);
  });

  it('keeps the articles’ prior consent to a gift under its own code, once', () => {
    const request = loadAmendmentCase('atruhazas-kivulallora');
    const noFreeGifts = { ...request.korabbi.uzletreszNyeresegSzabalyzasok, ingyenesAtruhazasEngedelyezett: false };
    const gift = contractOn(
      {
        ...request,
        korabbi: { ...request.korabbi, uzletreszNyeresegSzabalyzasok: noFreeGifts },
        uj: { ...request.uj, uzletreszNyeresegSzabalyzasok: noFreeGifts },
        uzletreszAtruhazasok: request.uzletreszAtruhazasok.map((transfer) => ({
          ...transfer,
          jogcim: 'AJANDEKOZAS' as const,
          vetelar: 0,
          fizetesiHatarido: undefined,
          eladoSzamlaszam: undefined,
        })),
      },
      '2026-11-19',
      '2026-11-19',
    );
    expect(errors(gift).map((finding) => finding.code)).toEqual(['ajandekozas-elozetes-hozzajarulas']);
  });
});
