import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { checkAmendment } from './check-amendment.ts';
import { planAmendment } from './plan-amendment.ts';

const warningsOf = (request: AmendmentRequest) =>
  checkAmendment(planAmendment(request), '').filter((finding) => finding.code === 'hitelesito-ugyvezeto');

/** The case with Nagy Lajos (id 201) elected to authenticate the minutes. */
function authenticatedByNagyLajos(name: string): AmendmentRequest {
  const request = loadAmendmentCase(name);
  return { ...request, dontes: { ...request.dontes, hitelesito: { id: 201 } } };
}

describe('the sole director elected to authenticate the minutes he signs (Ptk. 3:193. § (2), decision 087)', () => {
  it('is warned of when another member attended in person', () => {
    // cegnev: Nagy Lajos is the only director; Fehér Krisztina attended in person
    const [warning, ...others] = warningsOf(authenticatedByNagyLajos('cegnev'));
    expect(others).toEqual([]);
    expect(warning).toMatchObject({ severity: 'warning', path: 'dontes.hitelesito' });
    expect(warning!.message).toMatch(
      /^A jegyzőkönyv-hitelesítő tag \(Nagy Lajos\) egyben a Társaság ügyvezetője.*Ptk\. 3:193\. § \(2\).*személyesen jelen volt más tag is \(Fehér Krisztina\)/u,
    );
  });

  it('is not, with the other member present by proxy only, with a second director, or with another authenticator', () => {
    const request = authenticatedByNagyLajos('cegnev');
    const [nagyLajos, feherKrisztina] = request.dontes.jelenlevok;
    const byProxy = {
      ...request,
      dontes: { ...request.dontes, jelenlevok: [nagyLajos!, { ...feherKrisztina!, kepviselo: 'dr. Kiss Ádám' }] },
    };
    expect(warningsOf(byProxy)).toEqual([]);
    // cegjegyzes-egyuttes: Nagy Lajos and Fehér Krisztina are both directors and both sign the minutes
    expect(warningsOf(authenticatedByNagyLajos('cegjegyzes-egyuttes'))).toEqual([]);
    expect(warningsOf(loadAmendmentCase('cegnev'))).toEqual([]);
  });
});
