import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { checkAmendment } from './check-amendment.ts';
import { planAmendment } from './plan-amendment.ts';

/** The name-change case with every törzsbetét unpaid, and the first member's terms in the changed state replaced. */
function changedTerms(terms: Record<string, unknown>): AmendmentRequest {
  const request = loadAmendmentCase('cegnev');
  const unpaid = (member: (typeof request.uj.tagok)[number]) => ({ ...member, torzsbetetBefizetve: false });
  return {
    ...request,
    korabbi: { ...request.korabbi, tagok: request.korabbi.tagok.map(unpaid) },
    uj: {
      ...request.uj,
      tagok: request.uj.tagok.map((member, index) => (index === 0 ? { ...unpaid(member), ...terms } : unpaid(member))),
    },
  };
}

const changedFindings = (request: AmendmentRequest) =>
  checkAmendment(planAmendment(request), '').filter((finding) => finding.code === 'CONTRIBUTION_TERMS_CHANGED');

describe('an owed törzsbetét whose terms the changed state alters with no resolution on them (Ptk. 3:102. § (1); decision 089)', () => {
  it('is refused, naming the terms that differ from the registered articles', () => {
    const request = changedTerms({ penzbetetHatarido: '2027-01-31', penzbetetMod: 'házipénztár' });
    const registered = request.korabbi.tagok[0]!;
    expect(registered.penzbetetHatarido).not.toBe('2027-01-31');
    const found = changedFindings(request);
    expect(found).toEqual([
      expect.objectContaining({
        severity: 'error',
        statute: 'Ptk. 3:102. § (1)',
        path: 'uj.tagok.0.penzbetetHatarido',
      }),
    ]);
    expect(found[0]!.message).toContain(
      registered.penzbetetMod === 'házipénztár'
        ? 'törzsbetétje nincs teljesen befizetve, és a pénzbeli hozzájárulás teljesítési ideje a megadott adatok szerint eltér'
        : 'törzsbetétje nincs teljesen befizetve, és a pénzbeli hozzájárulás teljesítési ideje és a pénzbeli hozzájárulás befizetésének módja a megadott adatok szerint eltér',
    );
    expect(found[0]!.message).toMatch(/legalább háromnegyedes szótöbbséggel dönt\. .* \(Ptk\. 3:102\. § \(1\)\)\.$/);
  });

  it('lets the registered terms restated pass, and a paid törzsbetét whatever its old terms', () => {
    expect(changedFindings(changedTerms({}))).toEqual([]);
    expect(changedFindings(changedTerms({ penzbetetHatarido: '2027-01-31', torzsbetetBefizetve: true }))).toEqual([]);
  });
});
