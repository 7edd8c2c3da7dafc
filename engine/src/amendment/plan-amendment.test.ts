import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { planAmendment } from './plan-amendment.ts';

// Every change type of the amendments brief, section 2, with the case that exercises it, the resolutions it needs
// (subject: majority) and the fee.
const EXPECTED = {
  'szekhely-azonos-cegbirosag': {
    changes: ['SZEKHELY'],
    resolutions: ['SZEKHELY:EGYSZERU', 'MODOSITAS:HAROMNEGYED'],
    fee: 15_000,
    founding: 'repealed',
  },
  'szekhely-mas-cegbirosag': {
    changes: ['SZEKHELY'],
    resolutions: ['SZEKHELY:EGYSZERU', 'MODOSITAS:HAROMNEGYED'],
    fee: 15_000,
    founding: 'repealed',
  },
  cegnev: {
    changes: ['CEGNEV'],
    resolutions: ['CEGNEV:EGYSZERU', 'MODOSITAS:EGYSZERU'],
    fee: 15_000,
    founding: 'kept',
  },
  fotevekenyseg: {
    changes: ['FOTEVEKENYSEG', 'EGYEB_TEVEKENYSEG'],
    resolutions: ['FOTEVEKENYSEG:HAROMNEGYED', 'EGYEB_TEVEKENYSEG:EGYSZERU', 'MODOSITAS:HAROMNEGYED'],
    fee: 15_000,
    founding: 'repealed',
  },
  'egyeb-tevekenyseg': {
    changes: ['EGYEB_TEVEKENYSEG'],
    resolutions: ['EGYEB_TEVEKENYSEG:EGYSZERU', 'MODOSITAS:EGYSZERU'],
    fee: null,
    founding: 'kept',
  },
  'uj-ugyvezeto': {
    changes: ['UGYVEZETO_UJ'],
    resolutions: ['UGYVEZETO_UJ:EGYSZERU', 'MODOSITAS:HAROMNEGYED'],
    fee: 15_000,
    founding: 'repealed',
  },
  'ugyvezeto-csere': {
    changes: ['UGYVEZETO_MEGSZUNES', 'UGYVEZETO_UJ'],
    resolutions: ['UGYVEZETO_MEGSZUNES:EGYSZERU', 'UGYVEZETO_UJ:EGYSZERU', 'MODOSITAS:HAROMNEGYED'],
    fee: 15_000,
    founding: 'repealed',
  },
  'cegjegyzes-egyuttes': {
    changes: ['CEGJEGYZES', 'CEGJEGYZES'],
    resolutions: ['CEGJEGYZES:HAROMNEGYED', 'MODOSITAS:HAROMNEGYED'],
    fee: 15_000,
    founding: 'repealed',
  },
  'atruhazas-tagra-reszleges': {
    changes: ['UZLETRESZ_ATRUHAZAS'],
    resolutions: ['FELOSZTAS:EGYSZERU'],
    fee: 50_000,
    founding: 'kept',
  },
  'atruhazas-kivulallora': {
    changes: ['UZLETRESZ_ATRUHAZAS'],
    resolutions: ['ATRUHAZAS:EGYSZERU'],
    fee: 15_000,
    founding: 'kept',
  },
  'tokeemeles-uj-taggal': {
    changes: ['TOKEEMELES'],
    resolutions: ['TOKEEMELES:HAROMNEGYED', 'MODOSITAS:HAROMNEGYED'],
    fee: 40_000,
    founding: 'repealed',
  },
  'telephely-fioktelep': {
    changes: ['TELEPHELY', 'FIOKTELEP'],
    resolutions: ['TELEPHELY:EGYSZERU', 'FIOKTELEP:EGYSZERU', 'MODOSITAS:HAROMNEGYED'],
    fee: 15_000,
    founding: 'repealed',
  },
  'uzleti-ev': {
    changes: ['UZLETI_EV'],
    resolutions: ['UZLETI_EV:HAROMNEGYED', 'MODOSITAS:HAROMNEGYED'],
    fee: 15_000,
    founding: 'repealed',
  },
  'egyszemelyesse-valas': {
    changes: ['UZLETRESZ_ATRUHAZAS', 'EGYSZEMELYESSE_VALAS'],
    resolutions: ['MODOSITAS:HAROMNEGYED'],
    fee: 50_000,
    founding: 'repealed',
  },
  'tobbszemelyesse-valas': {
    changes: ['UZLETRESZ_ATRUHAZAS', 'TOBBSZEMELYESSE_VALAS'],
    resolutions: ['FELOSZTAS:EGYSZERU', 'MODOSITAS:HAROMNEGYED'],
    fee: 15_000,
    founding: 'repealed',
  },
  'irasbeli-hatarozathozatal': {
    changes: ['TELEPHELY'],
    resolutions: ['TELEPHELY:EGYSZERU', 'MODOSITAS:HAROMNEGYED'],
    fee: 15_000,
    founding: 'repealed',
  },
  'tagok-szerzodese': { changes: ['CEGNEV', 'EGYEB_TEVEKENYSEG'], resolutions: [], fee: 15_000, founding: 'repealed' },
} as const;

const ROUTES: Record<string, string> = {
  'egyszemelyesse-valas': 'EGYEDULI_TAG',
  'tobbszemelyesse-valas': 'EGYEDULI_TAG',
  'irasbeli-hatarozathozatal': 'ULES_NELKULI',
  'tagok-szerzodese': 'TAGOK_SZERZODESE',
};

describe.each(Object.entries(EXPECTED))('%s', (name, expected) => {
  const plan = planAmendment(loadAmendmentCase(name));

  it('derives the change list, the resolutions with their majorities and the fee', () => {
    expect(plan.changes.map((change) => change.type)).toEqual(expected.changes);
    expect(plan.resolutions.map((resolution) => `${resolution.subject}:${resolution.majority}`)).toEqual(
      expected.resolutions,
    );
    expect(plan.fee.illetek).toBe(expected.fee);
  });

  it('repeals the spent founding clauses (¾ on the adoption) only in a deed filed now and adopted by ¾', () => {
    expect(plan.foundingClauses).toBe(expected.founding);
    const adoption = plan.resolutions.find((resolution) => resolution.subject === 'MODOSITAS');
    if (adoption && expected.founding === 'repealed') expect(adoption.basis).toBe('Ptk. 3:102. § (1)');
  });

  it("cites the paragraph of Ptk. 3:102. § that the adoption's majority follows", () => {
    const adoption = plan.resolutions.find((resolution) => resolution.subject === 'MODOSITAS');
    if (!adoption) return;
    expect(adoption.basis).toBe(adoption.majority === 'HAROMNEGYED' ? 'Ptk. 3:102. § (1)' : 'Ptk. 3:102. § (2)');
  });

  it('counts the deadline from the decision and names the route', () => {
    expect(plan.filingDeadline).toBe('2026-12-20');
    expect(plan.mode).toBe(ROUTES[name] ?? 'TAGGYULES');
  });
});

describe('votes', () => {
  it('counts an abstention as a "no" and leaves a barred member out of the votes present', () => {
    const name = planAmendment(loadAmendmentCase('cegnev')).resolutions;
    // 60% yes, 40% no on the name; on the adoption 60% yes and 40% abstaining: both pass by simple majority only
    expect(name.map((resolution) => [resolution.tally?.yes, resolution.tally?.present])).toEqual([
      [60, 100],
      [60, 100],
    ]);
    expect(name.every((resolution) => resolution.tally?.hasSimpleMajority && !resolution.tally.hasThreeQuarters)).toBe(
      true,
    );
    const transfer = planAmendment(loadAmendmentCase('atruhazas-kivulallora')).resolutions[0]!;
    expect(transfer.tally).toMatchObject({ present: 60, yes: 60, barredNames: ['Fehér Krisztina'], isQuorate: true });
  });

  it('counts the meeting in votes, one per forint of törzsbetét, the members present in attendance order', () => {
    const request = loadAmendmentCase('cegnev');
    expect(planAmendment(request).votes).toEqual({
      all: 3_000_000,
      present: 3_000_000,
      ofPresent: [1_800_000, 1_200_000],
    });
    const oneAbsent = { ...request, dontes: { ...request.dontes, jelenlevok: request.dontes.jelenlevok.slice(1) } };
    expect(planAmendment(oneAbsent).votes).toEqual({ all: 3_000_000, present: 1_200_000, ofPresent: [1_200_000] });
  });

  it('names the competent court from the Cg. prefix', () => {
    expect(planAmendment(loadAmendmentCase('cegnev')).court).toBe('Debreceni Törvényszék Cégbírósága');
    expect(planAmendment(loadAmendmentCase('tobbszemelyesse-valas')).court).toBe('Fővárosi Törvényszék Cégbírósága');
  });
});

describe('documents', () => {
  it("titles a new member's capital-increase declaration as both commitment and accession (Ptk. 3:200. § (1)–(2))", () => {
    const request = loadAmendmentCase('tokeemeles-uj-taggal');
    const titleOf = (plan: ReturnType<typeof planAmendment>) =>
      plan.documents.find((document) => document.id === 'vagyoni-hozzajarulas')?.title;
    expect(titleOf(planAmendment(request))).toBe('Kötelezettségvállaló és csatlakozó nyilatkozat – Tóth Gábor');
    const existing = request.tokeemeles!.hozzajarulasok.map(({ ujTag: _new, ...rest }) => ({
      ...rest,
      tag: { nev: 'Nagy Lajos' },
    }));
    const byMember = { ...request, tokeemeles: { ...request.tokeemeles!, hozzajarulasok: existing } };
    expect(titleOf(planAmendment(byMember))).toBe('Kötelezettségvállaló nyilatkozat – Nagy Lajos');
  });
});
