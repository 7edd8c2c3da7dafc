import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { parseBlocks } from '../ast/parse-blocks.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { documentText, renderer } from './amendment-document-text.test-helper.ts';
import { resolutionTitle } from './change-rules.ts';
import { planAmendment } from './plan-amendment.ts';
import { transferConsentClause, transferGiftClause } from './transfer-consent-clause.ts';

describe('transferConsentClause', () => {
  it("finds the consent clause's number in the registered numbering", () => {
    const tree = parseBlocks(
      '<section><h2>Tagok</h2><p class="clause">Egy.</p></section>' +
        '<section><h2>Az üzletrész</h2><p class="clause">Kettő.</p>' +
        '<div class="keep-together"><p class="clause">Az üzletrész kívülálló személyre történő átruházásához a Társaság beleegyezése szükséges, amelynek megadásáról a taggyűlés dönt.</p></div></section>',
    );
    expect(transferConsentClause(tree)).toBe('2.2.');
    expect(transferGiftClause(tree)).toBeNull();
  });

  it('answers null when consent is not required', () => {
    const tree = parseBlocks(
      '<section><h2>Az üzletrész</h2><p class="clause">Az üzletrész kívülálló személyre történő átruházásához a Társaság beleegyezése nem szükséges.</p></section>',
    );
    expect(transferConsentClause(tree)).toBeNull();
  });
});

describe('transferGiftClause', () => {
  it("finds the clause requiring the members' meeting's prior consent to a gift to an outsider", () => {
    const tree = parseBlocks(
      '<section><h2>Az üzletrész</h2><p class="clause">Egy.</p>' +
        '<p class="clause">Az üzletrész kívülálló személyre ingyenesen vagy más, nem pénzbeli ellenszolgáltatás fejében kizárólag a taggyűlés előzetes hozzájárulásával ruházható át.</p></section>',
    );
    expect(transferGiftClause(tree)).toBe('1.2.');
    expect(transferConsentClause(tree)).toBeNull();
  });
});

describe('the consent to a gift to an outsider (decision 049)', () => {
  /** `atruhazas-kivulallora` with the sale made a gift, under articles allowing gifts to outsiders with consent only. */
  function giftCase(consentToAnyTransfer: boolean, giftsFree = false, preemption = false): AmendmentRequest {
    const request = loadAmendmentCase('atruhazas-kivulallora');
    const rules = {
      ...request.korabbi.uzletreszNyeresegSzabalyzasok,
      ingyenesAtruhazasEngedelyezett: giftsFree,
      atruhazashozBeleegyezes: consentToAnyTransfer,
      elovasarlasiJog: preemption,
    };
    const transfer = request.uzletreszAtruhazasok[0]!;
    return {
      ...request,
      korabbi: { ...request.korabbi, uzletreszNyeresegSzabalyzasok: rules },
      uj: { ...request.uj, uzletreszNyeresegSzabalyzasok: rules },
      uzletreszAtruhazasok: [
        { ...transfer, jogcim: 'AJANDEKOZAS', vetelar: 0, fizetesiHatarido: undefined, eladoSzamlaszam: undefined },
      ],
    };
  }

  it('is resolved by the members, citing the gift clause and naming the gift; no pre-emption right is waived', () => {
    const minutes = documentText(giftCase(false), 'hatarozat');
    expect(minutes).toContain('hozzájárulás üzletrész ingyenes átruházásához.');
    expect(minutes).toContain(
      'A taggyűlés a Ptk. 3:167. §-a és a társasági szerződés 8.5. pontja alapján hozzájárul ahhoz, hogy a Társaság tagja az 1 200 000 Ft névértékű törzsbetéthez kapcsolódó üzletrészét ingyenesen átruházza.',
    );
    expect(minutes).not.toContain('elővásárlási');
    expect(documentText(giftCase(false), 'uzletresz-atruhazas-1')).toContain(
      'Felek rögzítik, hogy a Társaság legfőbb szerve az 1/2026. (XI. 20.) számú határozatával az átruházáshoz hozzájárult.',
    );
  });

  it('cites both clauses when the articles also require consent to any transfer to an outsider', () => {
    expect(documentText(giftCase(true), 'hatarozat')).toContain(
      'a társasági szerződés 8.4. és 8.5. pontja alapján hozzájárul ahhoz, hogy a Társaság tagja az 1 200 000 Ft névértékű törzsbetéthez kapcsolódó üzletrészét ingyenesen átruházza.',
    );
  });

  it('is not resolved when the articles allow gifts freely and require no consent: a gift gives no pre-emption right', () => {
    const free = giftCase(false, true, true);
    expect(planAmendment(free).resolutions.map((resolution) => resolution.subject)).toEqual([]);
    expect(renderer.prepare(free).findings.filter((finding) => finding.severity === 'error')).toEqual([]);
  });

  it("a sale under articles requiring no consent: the resolution is the company's pre-emption right alone", () => {
    const request = loadAmendmentCase('atruhazas-kivulallora');
    const rules = { ...request.korabbi.uzletreszNyeresegSzabalyzasok, atruhazashozBeleegyezes: false };
    const sale = {
      ...request,
      korabbi: { ...request.korabbi, uzletreszNyeresegSzabalyzasok: rules },
      uj: { ...request.uj, uzletreszNyeresegSzabalyzasok: rules },
    };
    const minutes = documentText(sale, 'hatarozat');
    expect(minutes).toContain('a Társaság elővásárlási joga kívülálló személyre történő üzletrész-átruházásnál.');
    expect(minutes).toContain(
      'A taggyűlés a Ptk. 3:167. § (3) bekezdése alapján úgy határoz, hogy a Társaság az átruházó tag kívülálló személyre átruházásra kerülő, 1 200 000 Ft névértékű törzsbetéthez kapcsolódó üzletrészére vonatkozó, a Ptk. 3:167. § (2) bekezdése szerinti elővásárlási jogával nem kíván élni, és elővásárlásra jogosult személyt nem jelöl ki.',
    );
    expect(minutes).not.toContain('hozzájárul ahhoz');
    expect(documentText(sale, 'uzletresz-atruhazas-1')).toContain(
      'határozatával a Társaság elővásárlási jogáról lemondott, más személyt nem jelölt ki.',
    );
    expect(documentText(sale, 'uzletresz-atruhazas-1')).not.toContain('az átruházáshoz hozzájárult');
  });

  it('names each transfer resolution by what it decides, in the plan and in the filing summary', () => {
    const request = loadAmendmentCase('atruhazas-kivulallora');
    const rules = { ...request.korabbi.uzletreszNyeresegSzabalyzasok, atruhazashozBeleegyezes: false };
    const preemptionOnly = {
      ...request,
      korabbi: { ...request.korabbi, uzletreszNyeresegSzabalyzasok: rules },
      uj: { ...request.uj, uzletreszNyeresegSzabalyzasok: rules },
    };
    const cases = [
      [giftCase(false), 'Hozzájárulás az üzletrész ingyenes átruházásához', 'Hozzájárulás ingyenes átruházáshoz'],
      [preemptionOnly, 'A Társaság elővásárlási joga', 'Elővásárlási jog'],
      [request, 'Hozzájárulás az átruházáshoz, a Társaság elővásárlási joga', 'Átruházási hozzájárulás, elővásárlás'],
    ] as const;
    for (const [amendment, title, summaryLabel] of cases) {
      const transfer = planAmendment(amendment).resolutions.find((resolution) => resolution.subject === 'ATRUHAZAS')!;
      expect(resolutionTitle(transfer)).toBe(title);
      expect(documentText(amendment, 'benyujtasi-osszesito')).toContain(`${transfer.number}\n${summaryLabel}\n`);
    }
  });
});
