import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { checkAmendment } from './check-amendment.ts';
import { checkPartiesInStrikeOff } from './parties-in-strike-off.ts';
import { planAmendment } from './plan-amendment.ts';

const UNDER_STRIKE_OFF = 'Béta Kereskedelmi Kft. kt. a.';

const summary = (request: AmendmentRequest) =>
  checkPartiesInStrikeOff(request).map((finding) => [finding.code, finding.severity, finding.path]);

/** The transfer case with its buyer replaced by a legal entity named `nev`, acquiring by `jogcim`. */
function withBuyer(nev: string, jogcim: 'ADASVETEL' | 'AJANDEKOZAS' = 'ADASVETEL'): AmendmentRequest {
  const request = loadAmendmentCase('atruhazas-kivulallora');
  const [transfer] = request.uzletreszAtruhazasok;
  const vevo = { ...transfer!.vevo, nev, jogiSzemely: true };
  return { ...request, uzletreszAtruhazasok: [{ ...transfer!, vevo, jogcim }] };
}

describe('a company under compulsory strike-off acting in the amendment (Ctv. 116. § (3b); decision 090)', () => {
  it('refuses a buyer under strike-off promising a price, and warns of one receiving a gift', () => {
    expect(summary(withBuyer(UNDER_STRIKE_OFF))).toEqual([
      ['vevo-kenyszertorles', 'error', 'uzletreszAtruhazasok.0.vevo'],
    ]);
    expect(summary(withBuyer('Béta Kereskedelmi Kft. (kényszertörlés alatt)', 'AJANDEKOZAS'))).toEqual([
      ['vevo-kenyszertorles', 'warning', 'uzletreszAtruhazasok.0.vevo'],
    ]);
    expect(summary(withBuyer('Béta Kereskedelmi Kft.'))).toEqual([]);
  });

  it('refuses a seller under strike-off: its share is its asset', () => {
    const request = loadAmendmentCase('atruhazas-kivulallora');
    const [transfer] = request.uzletreszAtruhazasok;
    const at = request.korabbi.tagok.findIndex((member) => member.szemely?.id === transfer!.eladoTag.id);
    const korabbi = {
      ...request.korabbi,
      tagok: request.korabbi.tagok.map((member, index) =>
        index === at ? { ...member, nev: UNDER_STRIKE_OFF, jogiSzemely: true } : member,
      ),
    };
    const [found] = checkPartiesInStrikeOff({ ...request, korabbi });
    expect(found).toMatchObject({ code: 'atruhazo-kenyszertorles', severity: 'error', statute: 'Ctv. 116. § (3b)' });
    expect(found!.message).toMatch(
      /^A Béta Kereskedelmi Kft\. kt\. a\. \(átruházó tag\) cégneve „kényszertörlés alatt” toldatot visel\./,
    );
  });

  it('refuses a newcomer under strike-off undertaking a capital increase contribution', () => {
    const request = loadAmendmentCase('tokeemeles-uj-taggal');
    const newcomer = request.tokeemeles!.hozzajarulasok[0]!.ujTag!;
    const uj = {
      ...request.uj,
      tagok: request.uj.tagok.map((member) =>
        member.nev === newcomer ? { ...member, nev: UNDER_STRIKE_OFF, jogiSzemely: true } : member,
      ),
    };
    const tokeemeles = {
      ...request.tokeemeles!,
      hozzajarulasok: [{ ...request.tokeemeles!.hozzajarulasok[0]!, ujTag: UNDER_STRIKE_OFF }],
    };
    expect(summary({ ...request, uj, tokeemeles })).toEqual([
      ['hozzajarulo-kenyszertorles', 'error', 'tokeemeles.hozzajarulasok.0'],
    ]);
  });

  it('is part of the amendment checks', () => {
    const codes = checkAmendment(planAmendment(withBuyer(UNDER_STRIKE_OFF)), '').map((finding) => finding.code);
    expect(codes).toContain('vevo-kenyszertorles');
  });
});
