import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { documentText, renderer } from './amendment-document-text.test-helper.ts';
import { checkAmendment } from './check-amendment.ts';
import { planAmendment } from './plan-amendment.ts';

// ugyvezeto-csere: Nagy Lajos recalled with effect from 2026-12-01, Balogh Tamás elected from 2026-12-01 (decided on
// 2026-11-20, documents of 2026-11-24, Balogh's acceptance of 2026-11-24)
const base = loadAmendmentCase('ugyvezeto-csere');
const withNew = (changes: Partial<AmendmentRequest['uj']['ugyvezetok'][number]>): AmendmentRequest => ({
  ...base,
  uj: { ...base.uj, ugyvezetok: [{ ...base.uj.ugyvezetok[0]!, ...changes }] },
});
const withAcceptance = (request: AmendmentRequest, datum: string): AmendmentRequest => ({
  ...request,
  ugyvezetoValtozas: { ...request.ugyvezetoValtozas!, elfogadasok: [{ nev: 'Balogh Tamás', datum }] },
});
const found = (request: AmendmentRequest, code: string) =>
  checkAmendment(planAmendment(request), '').find((finding) => finding.code === code);

describe('a new director is of age (Ptk. 3:22. § (1))', () => {
  it('refuses one under sixteen on accepting, and warns of one of sixteen or seventeen (Ptk. 2:10. § (1))', () => {
    const child = found(withNew({ szuletesiIdo: '2012-03-01' }), 'ugyvezeto-kiskoru');
    expect(child?.severity).toBe('error');
    expect(child?.message).toContain(
      '2026. november 24. napján, a tisztség elfogadásakor még nem töltötte be a tizenhatodik életévét',
    );
    expect(child?.message).toContain('(Ptk. 3:22. § (1))');
    // sixteen on accepting: may have come of age by marriage
    const sixteen = found(withNew({ szuletesiIdo: '2010-05-01' }), 'ugyvezeto-kiskoru-hazassag');
    expect(sixteen?.severity).toBe('warning');
    expect(found(withNew({ szuletesiIdo: '2010-05-01' }), 'ugyvezeto-kiskoru')).toBeUndefined();
    // eighteen on accepting (24 November), though not on the decision's day: of age when it counts
    expect(found(withNew({ szuletesiIdo: '2008-11-22' }), 'ugyvezeto-kiskoru-hazassag')).toBeUndefined();
  });

  it('judges him on the start of the mandate when he accepts nothing before it', () => {
    const noAcceptance = {
      ...withNew({ szuletesiIdo: '2010-12-15' }),
      ugyvezetoValtozas: { ...base.ugyvezetoValtozas!, elfogadasok: [] },
    };
    expect(found(noAcceptance, 'ugyvezeto-kiskoru')?.message).toContain(
      '2026. december 1. napján, megbízatása kezdetekor',
    );
  });

  it('leaves the registered directors alone: only those the amendment elects are judged', () => {
    const request = loadAmendmentCase('cegjegyzes-egyuttes');
    const young = {
      ...request,
      uj: {
        ...request.uj,
        ugyvezetok: request.uj.ugyvezetok.map((director) => ({ ...director, szuletesiIdo: '2012-01-01' })),
      },
    };
    expect(found(young, 'ugyvezeto-kiskoru')).toBeUndefined();
  });
});

describe('the mandate starts with the acceptance (Ptk. 3:21. § (3))', () => {
  it('refuses an acceptance after the start of the mandate', () => {
    const late = found(withAcceptance({ ...base, keltezesIdeje: '2026-12-05' }, '2026-12-05'), 'elfogadas-kezdet-utan');
    expect(late?.severity).toBe('error');
    expect(late?.message).toContain(
      'Balogh Tamás elfogadó nyilatkozata 2026. december 5. napján kelt, megbízatása azonban 2026. december 1. napjától szólna.',
    );
    expect(found(withAcceptance(base, '2026-12-01'), 'elfogadas-kezdet-utan')).toBeUndefined();
  });

  it('dates the acceptance declaration and its countersignature on the day the director accepts', () => {
    const atMeeting = documentText(withAcceptance(base, '2026-11-20'), 'elfogado-nyilatkozat-1');
    expect(atMeeting).toContain('Kelt: Debrecen, 2026. november 20.');
    expect(atMeeting).toContain('Okiratot szerkesztettem és ellenjegyzem:\nDebrecen, 2026. november 20.');
    expect(atMeeting).not.toContain('2026. november 24.');
    // the other documents keep the documents' day
    expect(documentText(withAcceptance(base, '2026-11-20'), 'alairasminta-1')).toContain(
      'Kelt: Debrecen, 2026. november 24.',
    );
  });

  it('warns of an acceptance after the documents: the specimen would be signed as director before it', () => {
    const later = withAcceptance(base, '2026-11-27');
    expect(found(later, 'elfogadas-okiratok-utan')?.severity).toBe('warning');
    expect(documentText(later, 'elfogado-nyilatkozat-1')).toContain('Kelt: Debrecen, 2026. november 27.');
    expect(found(base, 'elfogadas-okiratok-utan')).toBeUndefined();
  });
});

describe('a fixed mandate (Ptk. 3:25. § (1) a), 3:114. §)', () => {
  it('refuses an end before the start, and one after a fixed-term company ends', () => {
    const backwards = found(withNew({ megbizasVegIdopontja: '2026-11-30' }), 'ugyvezeto-megbizas-vege');
    expect(backwards?.severity).toBe('error');
    expect(backwards?.message).toContain('(Ptk. 3:25. § (1) a))');
    expect(found(withNew({ megbizasVegIdopontja: '2026-12-01' }), 'ugyvezeto-megbizas-vege')?.severity).toBe('error');
    const fixedCompany = { ...withNew({ megbizasVegIdopontja: '2029-12-31' }) };
    const beyond = { ...fixedCompany, uj: { ...fixedCompany.uj, idotartamVege: '2028-12-31' } };
    expect(found(beyond, 'ugyvezeto-tarsasag-vege-utan')?.message).toContain('(Ptk. 3:114. §)');
  });

  it('warns of a fixed mandate longer than five years and accepts one of five', () => {
    const longer = found(withNew({ megbizasVegIdopontja: '2031-12-02' }), 'ugyvezeto-ot-evnel-hosszabb');
    expect(longer?.severity).toBe('warning');
    expect(longer?.message).toContain('a Ptk. 3:4. § (2) bekezdésén alapulhat, mert a 3:114. § az eltérést nem tiltja');
    expect(found(withNew({ megbizasVegIdopontja: '2031-12-01' }), 'ugyvezeto-ot-evnel-hosszabb')).toBeUndefined();
    const fiveYears = withNew({ megbizasVegIdopontja: '2031-12-01' });
    expect(checkAmendment(planAmendment(fiveYears), '').filter((finding) => finding.severity === 'error')).toEqual([]);
  });
});

describe('a director living abroad names a service-of-process agent (Ctv. 25. § (1) l))', () => {
  it('warns when the agent is missing and not when it is given', () => {
    const abroad = withNew({ lakohely: 'A-1010 Wien, Kärntner Straße 5.' });
    expect(found(abroad, 'ugyvezeto-kezbesitesi-megbizott')?.severity).toBe('warning');
    const named = withNew({
      lakohely: 'A-1010 Wien, Kärntner Straße 5.',
      kezbesitesiMegbizott: 'dr. Szabó Gergely, 4025 Debrecen, Piac utca 31.',
    });
    expect(found(named, 'ugyvezeto-kezbesitesi-megbizott')).toBeUndefined();
  });
});

describe('a recall does not act back (Ptk. 3:25. § (1) c), (2))', () => {
  const request = loadAmendmentCase('ugyvezeto-visszahivas-meghivoval');
  const endingOn = (ok: 'VISSZAHIVAS' | 'LEMONDAS', datum: string): AmendmentRequest => ({
    ...request,
    ugyvezetoValtozas: {
      ...request.ugyvezetoValtozas!,
      megszunok: [{ ...request.ugyvezetoValtozas!.megszunok[0]!, ok, datum }],
    },
  });

  it('refuses a recall with effect before the decision, and accepts one on its day', () => {
    const past = found(endingOn('VISSZAHIVAS', '2026-11-10'), 'visszahivas-dontes-elott');
    expect(past?.severity).toBe('error');
    expect(past?.message).toContain('(Ptk. 3:25. § (1) c), (2))');
    // the date's own full stop closes the sentence, never a second one
    expect(past?.message).toContain('döntés napja azonban 2026. november 20. A tagok');
    expect(found(endingOn('VISSZAHIVAS', '2026-11-20'), 'visszahivas-dontes-elott')).toBeUndefined();
    // a resignation is the director's own statement, which may have taken effect before the meeting
    expect(found(endingOn('LEMONDAS', '2026-11-10'), 'visszahivas-dontes-elott')).toBeUndefined();
  });

  it('counts the filing deadline from a resignation that took effect before the decision (Ctv. 50. § (5))', () => {
    const resigned = endingOn('LEMONDAS', '2026-11-10');
    const plan = planAmendment(resigned);
    expect(plan.filingDeadline).toBe('2026-12-10');
    expect(plan.filingDeadlineStart).toEqual({
      day: '2026-11-10',
      endedDirector: 'Fehér Krisztina',
      notifiedBuyer: null,
      laterChangesFiledFrom: null,
    });
    expect(documentText(resigned, 'benyujtasi-osszesito')).toContain(
      'A változásbejegyzési kérelem benyújtásának határideje: 2026. december 10. (Fehér Krisztina ügyvezető megbízatásának megszűnésétől számított 30 nap, Ctv. 50. § (5)). Fehér Krisztina ügyvezető megbízatása a döntés előtt, 2026. november 10. napján megszűnt',
    );
    // the sentence on a deadline counted from the decision is not printed of this one
    expect(documentText(resigned, 'benyujtasi-osszesito')).not.toContain(
      'a fenti határidőt a döntés napjától számítja',
    );
    // documents dated after it: the late-filing warning
    expect(found({ ...resigned, keltezesIdeje: '2026-12-11' }, 'bejelentesi-hatarido')?.message).toContain(
      '2026. december 10. napjáig',
    );
    // a resignation taking effect on or after the decision leaves the deadline at the decision's
    expect(planAmendment(endingOn('LEMONDAS', '2026-11-20')).filingDeadline).toBe('2026-12-21');
  });

  it('says when the changes decided for a later day cannot be filed by that deadline (Ctv. 50. § (6))', () => {
    const resigned = { ...endingOn('LEMONDAS', '2026-11-10'), hatalyNapja: '2027-02-01' };
    expect(planAmendment(resigned).filingDeadlineStart.laterChangesFiledFrom).toBe('2027-01-02');
    expect(documentText(resigned, 'benyujtasi-osszesito')).toContain(
      'A döntéssel elhatározott, 2027. február 1. napjától hatályos változások bejegyzése azonban a hatály napját legfeljebb 30 nappal megelőzően, 2027. január 2. napjától kérhető (Ctv. 50. § (6); U 17)',
    );
  });
});

it('renders the corpus case of a resignation with no new finding', () => {
  const prepared = renderer.prepare(loadAmendmentCase('ugyvezeto-lemondas-szekhely-fioktelep'));
  expect(prepared.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
});

describe('a registered director in office after the amended articles take effect (Ctv. 51. § (2), Ptk. 3:25. §)', () => {
  const request = loadAmendmentCase('ugyvezeto-lemondas-szekhely-fioktelep');
  const resigningOn = (datum: string): AmendmentRequest => ({
    ...request,
    ugyvezetoValtozas: {
      ...request.ugyvezetoValtozas!,
      megszunok: [{ ...request.ugyvezetoValtozas!.megszunok[0]!, datum }],
    },
  });

  it('refuses a mandate ending after the day the articles no longer naming him take effect', () => {
    const later = found(resigningOn('2027-03-15'), 'megszunes-hataly-utan');
    expect(later?.severity).toBe('error');
    expect(later?.message).toContain(
      'Nagy Lajos megbízatása 2027. március 15. napján szűnik meg, a létesítő okirat módosítása azonban már 2026. december 1. napján hatályba lép',
    );
    expect(later?.message).toContain('(Ctv. 51. § (2))');
    expect(later?.message).toContain('(Ptk. 3:25. § (4))');
    expect(found(resigningOn('2026-12-01'), 'megszunes-hataly-utan')).toBeUndefined();
    // the same day set as the amendment's effective day
    expect(found({ ...resigningOn('2027-03-15'), hatalyNapja: '2027-03-15' }, 'megszunes-hataly-utan')).toBeUndefined();
  });
});

describe('a resignation and the day it was communicated (Ptk. 3:25. § (3)–(4), 6:5. §; decision 045)', () => {
  // Nagy Lajos resigns with effect from 2026-12-01, taken note of on 2026-11-20; Fehér Krisztina elected from 12-01
  const request = loadAmendmentCase('ugyvezeto-lemondas-szekhely-fioktelep');
  const resigning = (datum: string, lemondasKozlese?: string, hatalyNapja = request.hatalyNapja): AmendmentRequest => ({
    ...request,
    hatalyNapja,
    ugyvezetoValtozas: {
      ...request.ugyvezetoValtozas!,
      megszunok: [{ nev: 'Nagy Lajos', ok: 'LEMONDAS', datum, lemondasKozlese }],
    },
  });

  it('refuses an end later than the 60th day after the communication, and takes one on that day', () => {
    // 2026-10-01 + 60 days = 2026-11-30
    const late = found(resigning('2026-12-01', '2026-10-01'), 'lemondas-hatvan-nap');
    expect(late?.severity).toBe('error');
    expect(late?.path).toBe('ugyvezetoValtozas.megszunok.0.datum');
    expect(late?.message).toContain(
      'a lemondás közlésétől (2026. október 1.) számított hatvanadik nap 2026. november 30. Ha a jogi személy',
    );
    // the date's dot closes the sentence: no second dot (decision 113)
    expect(late?.message).not.toContain('..');
    expect(late?.message).toContain(
      'legkésőbb a bejelentéstől számított hatvanadik napon válik hatályossá (Ptk. 3:25. § (4))',
    );
    expect(found(resigning('2026-12-01', '2026-10-02'), 'lemondas-hatvan-nap')).toBeUndefined();
  });

  it('without the day, refuses only an end later than the 60th day after the decision that takes note of it', () => {
    // the resignation was communicated by the decision of 2026-11-20 at the latest: its 60th day 2027-01-19
    const late = found(resigning('2027-01-20', undefined, '2027-01-20'), 'lemondas-hatvan-nap');
    expect(late?.severity).toBe('error');
    expect(late?.message).toContain(
      'a lemondást legkésőbb a tudomásul vevő döntés napján (2026. november 20.) közölték, így a bejelentéstől számított hatvanadik nap legkésőbb 2027. január 19. Ha a jogi személy',
    );
    expect(found(resigning('2027-01-19', undefined, '2027-01-19'), 'lemondas-hatvan-nap')).toBeUndefined();
    // the corpus case gives no reason to nag: an end 11 days after the decision
    expect(found(resigning('2026-12-01'), 'lemondas-hatvan-nap')).toBeUndefined();
  });

  it('refuses a communication after the decision that takes note of the resignation', () => {
    const after = found(resigning('2026-12-01', '2026-11-21'), 'lemondas-kozles-dontes-utan');
    expect(after?.severity).toBe('error');
    expect(after?.path).toBe('ugyvezetoValtozas.megszunok.0.lemondasKozlese');
    expect(after?.message).toContain('(Ptk. 3:25. § (3), 6:5. §)');
    expect(after?.message).toContain('döntés napja azonban 2026. november 20. A lemondás');
    expect(found(resigning('2026-12-01', '2026-11-20'), 'lemondas-kozles-dontes-utan')).toBeUndefined();
  });
});

describe('an expiry (Ptk. 3:25. § (1) a))', () => {
  const request = loadAmendmentCase('ugyvezeto-visszahivas-meghivoval');
  const expiring = (registeredEnd?: string): AmendmentRequest => ({
    ...request,
    korabbi: {
      ...request.korabbi,
      ugyvezetok: request.korabbi.ugyvezetok.map((director) =>
        director.nev === 'Fehér Krisztina' ? { ...director, megbizasVegIdopontja: registeredEnd } : director,
      ),
    },
    ugyvezetoValtozas: {
      ...request.ugyvezetoValtozas!,
      megszunok: [{ ...request.ugyvezetoValtozas!.megszunok[0]!, ok: 'LEJARAT' }],
    },
  });

  it('refuses the expiry of an indefinite mandate', () => {
    const indefinite = found(expiring(), 'lejarat-nem-egyezik');
    expect(indefinite?.severity).toBe('error');
    expect(indefinite?.message).toContain('határozatlan időre szól, így lejárattal nem szűnhet meg');
    expect(indefinite?.message).toContain('(Ptk. 3:25. § (1) a))');
  });

  it('refuses an expiry on another day than the registered end, and accepts one on it', () => {
    expect(found(expiring('2027-01-15'), 'lejarat-nem-egyezik')?.message).toContain(
      'Fehér Krisztina határozott idejű megbízatása a bejegyzett adatok szerint 2027. január 15. napján jár le, nem 2026. december 1. napján',
    );
    expect(found(expiring('2026-12-01'), 'lejarat-nem-egyezik')).toBeUndefined();
  });
});

it('refuses an end given for a director who stays in office or is no registered director', () => {
  const request = loadAmendmentCase('uj-ugyvezeto');
  const ending = (nev: string): AmendmentRequest => ({
    ...request,
    ugyvezetoValtozas: { ...request.ugyvezetoValtozas!, megszunok: [{ nev, ok: 'LEMONDAS', datum: '2026-12-01' }] },
  });
  expect(found(ending('Nagy Lajos'), 'megszunes-nem-egyezik')?.message).toContain(
    'Nagy Lajos ügyvezetői megbízatásának megszűnése meg van adva, ő azonban a változás utáni ügyvezetők között is szerepel.',
  );
  expect(found(ending('Kovács Béla'), 'megszunes-nem-egyezik')?.message).toContain(
    'Kovács Béla nem szerepel a bejegyzett ügyvezetők között',
  );
  expect(found(request, 'megszunes-nem-egyezik')).toBeUndefined();
});
