import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { documentText } from './amendment-document-text.test-helper.ts';
import { checkAmendment } from './check-amendment.ts';
import { useProofs } from './filing-attachments.ts';
import { changesAnAddress } from './authority-address-change.ts';
import { planAmendment } from './plan-amendment.ts';

/** A case whose registered address the municipality renamed, with the decision (Ctv. 53. § (1); decision 114). */
function renamed(name: string, day = '2026-09-01'): AmendmentRequest {
  return {
    ...loadAmendmentCase(name),
    allamiCimvaltozas: { dontes: 'Hajdúszoboszló Város Önkormányzatának 12/2026. (VI. 30.) rendelete', datum: day },
  };
}

const codes = (request: AmendmentRequest) => checkAmendment(planAmendment(request), '').map((finding) => finding.code);

describe('an address changed by a state or municipal decision (Ctv. 53. § (1); decision 114)', () => {
  it('is filed free of fee and publication cost within 180 days of the change when it is the only change', () => {
    const plan = planAmendment(renamed('szekhely-azonos-cegbirosag'));
    expect(plan.fee).toEqual({ illetek: 0, kozzetetel: 0, basis: 'Ctv. 53. § (1)', isFilingNeeded: true });
    // 2026-09-01 + 180 days = 2027-02-28, a Sunday: the next working day
    expect(plan.filingDeadline).toBe('2027-03-01');
    const text = documentText(renamed('szekhely-azonos-cegbirosag'), 'benyujtasi-osszesito');
    expect(text).toContain('Hajdúszoboszló Város Önkormányzatának 12/2026. (VI. 30.) rendelete');
    expect(text).toContain('Illeték és közzétételi költségtérítés: nincs (Ctv. 53. § (1)).');
    expect(text).toContain('2027. március 1. napjáig');
    expect(text).not.toContain('15 000 Ft');
    expect(text).not.toContain('megfizetésének igazolása');
    expect(text).not.toContain('a döntéstől számított 30 nap');
  });

  it('asks for no proof of use nor a new use declaration: the premises did not change', () => {
    const request = renamed('szekhely-azonos-cegbirosag');
    expect(useProofs(loadAmendmentCase('szekhely-azonos-cegbirosag'))).not.toEqual([]);
    expect(useProofs(request)).toEqual([]);
    expect(planAmendment(request).documents.map((document) => document.id)).not.toContain('szekhely');
  });

  it('keeps the fee and the 30 days of the other changes filed with it', () => {
    const plan = planAmendment(renamed('cegnev-szekhely-ugyvezeto'));
    expect(plan.fee.illetek).toBe(15_000);
    expect(plan.fee.kozzetetel).toBe(3_000);
    expect(plan.filingDeadline).toBe(planAmendment(loadAmendmentCase('cegnev-szekhely-ugyvezeto')).filingDeadline);
    expect(documentText(renamed('cegnev-szekhely-ugyvezeto'), 'benyujtasi-osszesito')).toContain(
      'A kérelem azonban más változást is tartalmaz',
    );
  });

  it('is refused without a changed address, and with a telephely or fióktelep added or given up', () => {
    expect(codes(renamed('cegnev'))).toContain('allami-cimvaltozas-cim-nelkul');
    expect(codes(renamed('szekhely-azonos-cegbirosag'))).not.toContain('allami-cimvaltozas-cim-nelkul');
    expect(codes(renamed('telephely-fioktelep'))).toContain('allami-cimvaltozas-uj-hely');
    expect(codes(loadAmendmentCase('telephely-fioktelep'))).not.toContain('allami-cimvaltozas-uj-hely');
  });
});

describe('changesAnAddress', () => {
  it('tells a changed seat, telephely or fióktelep address from the same places listed in another order', () => {
    const before = { szekhely: '4025 Debrecen, Piac utca 31.', telephelyek: ['4032 Debrecen, Egyetem tér 1.'] };
    expect(changesAnAddress(before, { ...before })).toBe(false);
    expect(changesAnAddress(before, { ...before, szekhely: '4025 Debrecen, Kossuth utca 31.' })).toBe(true);
    expect(changesAnAddress(before, { ...before, telephelyek: ['4032 Debrecen, Egyetem tér 2.'] })).toBe(true);
    expect(changesAnAddress(before, { ...before, fioktelepek: ['1051 Budapest, Nádor utca 5.'] })).toBe(true);
  });
});
