import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { isPassed, planAmendment } from './plan-amendment.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { documentText } from './amendment-document-text.test-helper.ts';

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
  'ugyvezeto-visszahivas-meghivoval': {
    changes: ['UGYVEZETO_MEGSZUNES'],
    resolutions: ['UGYVEZETO_MEGSZUNES:EGYSZERU', 'MODOSITAS:HAROMNEGYED'],
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

  it('counts the deadline from the decision, moving the 30th day off a Sunday, and names the route', () => {
    // the decision of 2026-11-20: the 30th day, 2026-12-20, is a Sunday (Pp. 146. § (5)); the transfer that left one
    // member was notified the day before, when the members changed (Ptk. 3:169. § (2)): its 30th day is a Saturday
    expect(plan.filingDeadlineDetail.thirtiethDay).toBe(name === 'egyszemelyesse-valas' ? '2026-12-19' : '2026-12-20');
    expect(plan.filingDeadline).toBe('2026-12-21');
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

  it('bars the member whose own share is divided from the vote and the quorum (Ptk. 3:19. § (2) f), 3:18. § (2))', () => {
    // Fehér Krisztina (1 200 000 Ft) sells part of her share; the meeting voted "unanimously"
    const request = loadAmendmentCase('atruhazas-tagra-reszleges');
    const division = planAmendment(request).resolutions.find((resolution) => resolution.subject === 'FELOSZTAS')!;
    expect(division.tally).toMatchObject({ barredNames: ['Fehér Krisztina'], yesNames: ['Nagy Lajos'] });
    expect(division.tally?.votes).toMatchObject({ all: 1_800_000, present: 1_800_000, yes: 1_800_000 });
    // her own yes vote is not counted: Nagy Lajos's "no" alone decides, and the consent fails
    const votes = [
      { targy: 'FELOSZTAS', igen: [{ id: 202 }], nem: [{ id: 201 }], tartozkodas: [], nemSzavazhatott: [] },
    ];
    const contested = { ...request, dontes: { ...request.dontes, egyhangu: false, szavazasok: votes } };
    const tally = planAmendment(contested).resolutions.find((resolution) => resolution.subject === 'FELOSZTAS')!.tally;
    expect(tally).toMatchObject({ yesNames: [], noNames: ['Nagy Lajos'], barredNames: ['Fehér Krisztina'] });
    expect(tally?.votes).toMatchObject({ present: 1_800_000, yes: 0, no: 1_800_000 });
    expect(tally?.hasSimpleMajority).toBe(false);
  });

  it('names the simple-majority rule beside the body a transfer consent or a division belongs to (Ptk. 3:19. § (3))', () => {
    const division = planAmendment(loadAmendmentCase('atruhazas-tagra-reszleges')).resolutions.find(
      (resolution) => resolution.subject === 'FELOSZTAS',
    );
    expect(division).toMatchObject({ majority: 'EGYSZERU', basis: 'Ptk. 3:173. § (2), 3:19. § (3)' });
    const consent = planAmendment(loadAmendmentCase('atruhazas-kivulallora')).resolutions.find(
      (resolution) => resolution.subject === 'ATRUHAZAS',
    );
    expect(consent).toMatchObject({ majority: 'EGYSZERU', basis: 'Ptk. 3:167. § (3), (6), 3:19. § (3)' });
  });

  it('bars the seller from the consent to their own transfer even when the vote data do not', () => {
    const request = loadAmendmentCase('atruhazas-kivulallora');
    const votes = [
      { targy: 'ATRUHAZAS', igen: [{ id: 201 }, { id: 202 }], nem: [], tartozkodas: [], nemSzavazhatott: [] },
    ];
    const plan = planAmendment({ ...request, dontes: { ...request.dontes, szavazasok: votes } });
    expect(plan.resolutions[0]!.tally).toMatchObject({ present: 60, yes: 60, barredNames: ['Fehér Krisztina'] });
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

describe('seat (Ptk. 3:102. § (1)–(2))', () => {
  const request = loadAmendmentCase('szekhely-azonos-cegbirosag');
  // Nagy Lajos (60%) for, Fehér Krisztina (40%) against, on every resolution
  const split = (subjects: string[]) =>
    subjects.map((targy) => ({ targy, igen: [{ id: 201 }], nem: [{ id: 202 }], tartozkodas: [], nemSzavazhatott: [] }));
  const withVotes = (changed: typeof request, subjects: string[]) => ({
    ...changed,
    dontes: { ...changed.dontes, egyhangu: false, szavazasok: split(subjects) },
  });
  const resolutionsOf = (changed: typeof request) =>
    planAmendment(changed).resolutions.map((resolution) => ({
      subject: resolution.subject,
      majority: resolution.majority,
      basis: resolution.basis,
      passed: isPassed(resolution),
    }));

  it('moves the seat by a simple majority of the votes present, naming 3:102. § (2)', () => {
    const moved = resolutionsOf(withVotes(request, ['SZEKHELY', 'MODOSITAS']));
    expect(moved[0]).toEqual({ subject: 'SZEKHELY', majority: 'EGYSZERU', basis: 'Ptk. 3:102. § (2)', passed: true });
    // 60% does not repeal the spent founding clauses (¾), so the deed is adopted by the simple majority of (2)
    expect(moved[1]).toEqual({ subject: 'MODOSITAS', majority: 'EGYSZERU', basis: 'Ptk. 3:102. § (2)', passed: true });
  });

  it('gives a separately named central administration moved with the seat its own ¾ resolution (3:102. § (1))', () => {
    const central = '4026 Debrecen, Bethlen utca 14.';
    const registered = { ...request, korabbi: { ...request.korabbi, kozpontiUgyintezesHelye: central } };
    const changes = planAmendment(registered).changes;
    expect(changes.map((change) => change.type)).toEqual(['SZEKHELY', 'KOZPONTI_UGYINTEZES']);
    expect(changes[1]).toMatchObject({ before: central, after: request.uj.szekhely });
    const resolutions = resolutionsOf(withVotes(registered, ['SZEKHELY', 'KOZPONTI_UGYINTEZES', 'MODOSITAS']));
    expect(resolutions[1]).toEqual({
      subject: 'KOZPONTI_UGYINTEZES',
      majority: 'HAROMNEGYED',
      basis: 'Ptk. 3:102. § (1)',
      passed: false,
    });
    // the seat moving to the registered central administration leaves that place where it is: a seat change only
    const toCentral = { ...registered, uj: { ...registered.uj, szekhely: central } };
    expect(planAmendment(toCentral).changes.map((change) => change.type)).toEqual(['SZEKHELY']);
  });
});

describe('pótbefizetés (Ptk. 3:99/A. §, 3:102. § (3))', () => {
  const request = loadAmendmentCase('egyeb-tevekenyseg');
  const terms =
    'A taggyűlés tagonként legfeljebb 500 000 Ft pótbefizetést írhat elő, üzleti évenként legfeljebb egyszer.';
  const introduced = { ...request, uj: { ...request.uj, potbefizetesFeltetelei: terms } };

  it('needs every member to introduce it in a multi-member company, and files the member register again', () => {
    const plan = planAmendment(introduced);
    expect(plan.changes.map((change) => change.type)).toEqual(['EGYEB_TEVEKENYSEG', 'POTBEFIZETES']);
    const additional = plan.resolutions.find((resolution) => resolution.subject === 'POTBEFIZETES')!;
    expect(additional).toMatchObject({ majority: 'EGYHANGU', basis: 'Ptk. 3:102. § (3), 3:99/A. § (1)' });
    expect(plan.resolutions.at(-1)).toMatchObject({ subject: 'MODOSITAS', majority: 'EGYHANGU' });
    expect(plan.documents.map((document) => document.id)).toContain('tagjegyzek');
  });

  it('passes with every member voting yes and fails without one, present or not', () => {
    expect(planAmendment(introduced).resolutions.every(isPassed)).toBe(true);
    const oneAbsent = {
      ...introduced,
      dontes: { ...introduced.dontes, jelenlevok: introduced.dontes.jelenlevok.slice(0, 1) },
    };
    const plan = planAmendment(oneAbsent);
    const additional = plan.resolutions.find((resolution) => resolution.subject === 'POTBEFIZETES')!;
    // Nagy Lajos's 60% would carry any majority of the votes present, but not a unanimous decision
    expect(additional.tally?.hasThreeQuarters).toBe(true);
    expect(isPassed(additional)).toBe(false);
  });

  it('removes it, or rewords it, as an ordinary amendment of the articles (3:102. § (1))', () => {
    const registered = { ...introduced, korabbi: { ...introduced.korabbi, potbefizetesFeltetelei: terms } };
    const removed = planAmendment({ ...registered, uj: request.uj });
    expect(removed.resolutions.find((r) => r.subject === 'POTBEFIZETES')).toMatchObject({ majority: 'HAROMNEGYED' });
    const reworded = { ...registered, uj: { ...registered.uj, potbefizetesFeltetelei: terms.replace('500', '900') } };
    const rewordedResolution = planAmendment(reworded).resolutions.find((r) => r.subject === 'POTBEFIZETES');
    expect(rewordedResolution).toMatchObject({ majority: 'HAROMNEGYED', basis: 'Ptk. 3:102. § (1), 3:99/A. §' });
  });
});

describe('documents', () => {
  it('plans a use declaration for each new telephely and fióktelep, none for a removed one (Ctv. 7. § (4))', () => {
    const request = loadAmendmentCase('telephely-fioktelep');
    const declaration = (plan: ReturnType<typeof planAmendment>) =>
      plan.documents.find((document) => document.id === 'szekhely');
    expect(declaration(planAmendment(request))?.title).toBe('Ingatlanhasználati hozzájáruló nyilatkozat');
    const removed = { ...request, uj: { ...request.uj, telephelyek: [], fioktelepek: [] } };
    expect(declaration(planAmendment(removed))).toBeUndefined();
    const provided = {
      ...request,
      uj: {
        ...request.uj,
        fioktelepek: [],
        ingatlanok: [{ cim: request.uj.telephelyek[0]!, jogcim: 'TULAJDON' as const, tulajdonosok: [] }],
      },
    };
    expect(declaration(planAmendment(provided))?.title).toBe(
      'Nyilatkozat a cégjegyzékbe bejegyzendő cím használatának jogcíméről',
    );
  });

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

describe('the ground of a resolution on a mandate ending (Ptk. 3:25. §, amendments brief 2)', () => {
  const basisOf = (request: AmendmentRequest) =>
    planAmendment(request).resolutions.find((resolution) => resolution.subject === 'UGYVEZETO_MEGSZUNES')?.basis;
  const ending = (ok: 'VISSZAHIVAS' | 'LEMONDAS' | 'LEJARAT'): AmendmentRequest => {
    const request = loadAmendmentCase('ugyvezeto-csere');
    return {
      ...request,
      ugyvezetoValtozas: {
        ...request.ugyvezetoValtozas!,
        megszunok: request.ugyvezetoValtozas!.megszunok.map((end) => ({ ...end, ok })),
      },
    };
  };

  it('cites the recall rule for a recall, the resignation rule for a resignation, the expiry rule for an expiry', () => {
    expect(basisOf(ending('VISSZAHIVAS'))).toBe('Ptk. 3:25. § (2), 3:19. § (3)');
    expect(basisOf(ending('LEMONDAS'))).toBe('Ptk. 3:25. § (3)–(4), 3:19. § (3)');
    expect(basisOf(ending('LEJARAT'))).toBe('Ptk. 3:25. § (1), 3:19. § (3)');
  });
});

describe('an "other" amendment: duration, mellékszolgáltatás, rules (Ptk. 3:102. § (1), (3); decision 049)', () => {
  const request = loadAmendmentCase('egyeb-tevekenyseg');
  const ancillary = 'A tagok havonta legfeljebb tíz óra könyvelési munkát végeznek díjazás nélkül.';
  const fixedTerm = { ...request, uj: { ...request.uj, idotartamVege: '2035-12-31' } };
  const imposed = { ...request, uj: { ...request.uj, mellekszolgaltatasok: ancillary } };

  it('names what it changes: the duration and the mellékszolgáltatás in full, the rules by name', () => {
    expect(planAmendment(fixedTerm).otherTopics).toEqual({
      IDOTARTAM: true,
      MELLEKSZOLGALTATAS: false,
      TAGGYULES: false,
      UZLETRESZ: false,
      ELTERO_ARANY: false,
    });
    const minutes = documentText(fixedTerm, 'hatarozat');
    expect(minutes).toContain(
      'A taggyűlés a Társaság működésének időtartamát 2026. december 1. napjától kezdődő hatállyal 2035. december 31. napjáig terjedő határozott időtartamban állapítja meg.',
    );
    expect(minutes).not.toContain('egyéb rendelkezéseit a módosító okirat tervezetében foglalt tartalommal');
    expect(documentText(imposed, 'hatarozat')).toContain(
      `A taggyűlés a létesítő okirat mellékszolgáltatásra vonatkozó rendelkezését 2026. december 1. napjától kezdődő hatállyal a következők szerint állapítja meg: „${ancillary}”`,
    );
    const rules = {
      ...request,
      uj: {
        ...request.uj,
        uzletreszNyeresegSzabalyzasok: { ...request.uj.uzletreszNyeresegSzabalyzasok, belsoAtruhazas: false },
      },
    };
    expect(documentText(rules, 'hatarozat')).toContain(
      'A taggyűlés a létesítő okiratnak az üzletrész átruházására és a nyereség felosztására vonatkozó rendelkezéseit 2026. december 1. napjától kezdődő hatállyal a módosító okirat tervezetében foglalt tartalommal módosítja.',
    );
  });

  it('needs every member to impose a mellékszolgáltatás in a multi-member company; a fixed term needs ¾', () => {
    const other = (plan: ReturnType<typeof planAmendment>) =>
      plan.resolutions.find((resolution) => resolution.subject === 'EGYEB')!;
    expect(other(planAmendment(imposed))).toMatchObject({ majority: 'EGYHANGU', basis: 'Ptk. 3:102. § (3)' });
    expect(other(planAmendment(fixedTerm))).toMatchObject({ majority: 'HAROMNEGYED', basis: 'Ptk. 3:102. § (1)' });
    const removed = {
      ...request,
      korabbi: { ...request.korabbi, mellekszolgaltatasok: ancillary },
    };
    expect(other(planAmendment(removed))).toMatchObject({ majority: 'HAROMNEGYED' });
  });
});

describe('the member register when the articles’ clauses it restates change (Ptk. 3:197. § (2) d), (3); decision 111)', () => {
  const request = loadAmendmentCase('uzleti-ev');
  const rules = request.korabbi.uzletreszNyeresegSzabalyzasok;
  const documentIds = (uj: AmendmentRequest['uj']) =>
    planAmendment({ ...request, uj }).documents.map((document) => document.id);

  it('is filed again when a transfer restriction or a mellékszolgáltatás changes', () => {
    expect(documentIds(request.uj)).not.toContain('tagjegyzek');
    const consent = { ...rules, atruhazashozBeleegyezes: !rules.atruhazashozBeleegyezes };
    expect(documentIds({ ...request.uj, uzletreszNyeresegSzabalyzasok: consent })).toContain('tagjegyzek');
    expect(
      documentIds({ ...request.uj, mellekszolgaltatasok: 'A tagok havonta nyolc óra könyvelési munkát végeznek.' }),
    ).toContain('tagjegyzek');
  });

  it('is not filed for a dividend rule the register does not state', () => {
    const advance = { ...rules, ugyvezetoFizethetOsztalekEloleg: !rules.ugyvezetoFizethetOsztalekEloleg };
    expect(documentIds({ ...request.uj, uzletreszNyeresegSzabalyzasok: advance })).not.toContain('tagjegyzek');
  });
});
