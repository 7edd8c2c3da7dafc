import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { documentText, renderer } from './amendment-document-text.test-helper.ts';
import { planAmendment } from './plan-amendment.ts';

const request = loadAmendmentCase('irasbeli-hatarozathozatal');
const [first, second] = request.korabbi.tagok as [
  AmendmentRequest['korabbi']['tagok'][number],
  AmendmentRequest['korabbi']['tagok'][number],
];

/** The request with the decision's data replaced. */
function withDecision(changes: Partial<AmendmentRequest['dontes']>): AmendmentRequest {
  return { ...request, dontes: { ...request.dontes, ...changes } };
}

describe('the documents of a written resolution (Ptk. 3:20. § (1), (4))', () => {
  it('plans the draft sent by the director and one voting form per member before the statement of the result', () => {
    const documents = planAmendment(request).documents;
    expect(documents.slice(0, 4).map(({ id, fileStem, index }) => ({ id, fileStem, index }))).toEqual([
      { id: 'tervezet-megkuldes', fileStem: 'tervezet-megkuldes', index: undefined },
      { id: 'szavazolap', fileStem: 'szavazolap-1', index: 0 },
      { id: 'szavazolap', fileStem: 'szavazolap-2', index: 1 },
      { id: 'hatarozat', fileStem: 'hatarozat', index: undefined },
    ]);
    expect(documents[2]!.title).toBe(`Szavazólap – ${second.nev}`);
  });

  it('numbers the drafts by their serial, the resolutions by the decision’s day, and links the two (Ptk. 3:20. § (4))', () => {
    // every vote in by 14 November, the last day for the votes 20 November: the decision's day is the 14th, which
    // the draft sent on 10 November and the forms signed before it cannot know
    const early = withDecision({
      datum: '2026-11-14',
      szavazatBeerkezesek: [
        { tag: { id: 201 }, beerkezes: '2026-11-13' },
        { tag: { id: 202 }, beerkezes: '2026-11-14' },
      ],
    });
    const draft = documentText(early, 'tervezet-megkuldes');
    const form = documentText(early, 'szavazolap-1');
    for (const text of [draft, form]) {
      expect(text).not.toMatch(/\/2026\. \(/);
      expect(text).toContain('1. számú határozattervezet');
      expect(text).toContain('2. számú határozattervezet');
    }
    const statement = documentText(early, 'hatarozat');
    expect(statement).toContain(
      'A tagok 1/2026. (XI. 14.) számú, ülés tartása nélkül hozott határozata (1. számú határozattervezet)',
    );
    expect(statement).toContain(
      'A tagok 2/2026. (XI. 14.) számú, ülés tartása nélkül hozott határozata (2. számú határozattervezet)',
    );
    expect(documentText(early, 'modositas')).toContain('2/2026. (XI. 14.) számú határozatukkal');
  });

  it('plans neither for a members’ meeting', () => {
    const meeting = planAmendment(loadAmendmentCase('cegnev')).documents.map((document) => document.id);
    expect(meeting).not.toContain('tervezet-megkuldes');
    expect(meeting).not.toContain('szavazolap');
  });

  it('gives no voting form to a member barred from every resolution (Ptk. 3:19. § (2))', () => {
    const barredEverywhere = withDecision({
      szavazasok: ['TELEPHELY', 'MODOSITAS'].map((targy) => ({
        targy,
        igen: [{ nev: first.nev }],
        nem: [],
        tartozkodas: [],
        nemSzavazhatott: [{ nev: second.nev }],
      })),
    });
    const forms = planAmendment(barredEverywhere).documents.filter((document) => document.id === 'szavazolap');
    expect(forms.map((document) => document.fileStem)).toEqual(['szavazolap-1']);
  });
});

describe('the draft resolutions sent to the members (Ptk. 3:20. § (1))', () => {
  const text = documentText(request, 'tervezet-megkuldes');

  it('words every resolution exactly as the statement of the result does', () => {
    const statement = documentText(request, 'hatarozat');
    const resolutions = statement
      .split('\n')
      .filter((line) => line.startsWith('A tagok a '))
      .filter((line) => !line.includes('számú'));
    expect(resolutions).toHaveLength(2);
    for (const line of resolutions) expect(text).toContain(line);
  });

  it('has the statement of the result say the drafts were sent, in the plural as the letter does', () => {
    expect(text).toContain('a tagok részére megküldi a határozatok tervezetét.');
    expect(documentText(request, 'hatarozat')).toContain(
      'a társasági szerződés alapján a határozatok tervezetét 2026. november 10. napján megküldte a tagoknak.',
    );
  });

  it('sets the last day for the votes, says how to send them, and is signed by the director on the day it is sent', () => {
    expect(text).toContain('A szavazásra nyitva álló határidő utolsó napja (Ptk. 3:20. § (1)): 2026. november 20.');
    expect(text).toContain(
      'keltezve és aláírva e határidő utolsó napjáig küldjék meg az ügyvezető részére, a Társaság székhelyére (4027 Debrecen, Böszörményi út 20.) postai úton vagy személyes átadással',
    );
    expect(text).toContain('a határozatképességhez szükséges lenne (Ptk. 3:20. § (2))');
    expect(text).toContain('az ügyvezető a taggyűlést összehívja (Ptk. 3:20. § (3))');
    expect(text).toContain('a tervezet kézhezvételétől számít (Ptk. 3:20. § (1))');
    expect(text).toContain(
      'A határozat elfogadásához a megküldött szavazatok legalább háromnegyedes többsége szükséges',
    );
    expect(text.slice(text.lastIndexOf('Kelt:'))).toBe(
      `Kelt: Debrecen, 2026. november 10.\n${'.'.repeat(50)}\nNagy Lajos\nügyvezető`,
    );
  });

  it('refuses a given last day for the votes within eight days of sending (Ptk. 3:20. § (1))', () => {
    const prepared = renderer.prepare(withDecision({ tervezetMegkuldese: '2026-11-15' }));
    expect(prepared.findings.find((finding) => finding.code === 'ules-nelkuli-8-nap')?.severity).toBe('error');
    const letter = prepared.plan.documents.find((document) => document.id === 'tervezet-megkuldes')!;
    expect(() => renderer.renderTree(prepared, letter)).toThrow(/legalább nyolcnapos határidőt/);
  });

  it('states the last day for the votes apart from an earlier decision day once every vote is in (Ptk. 3:20. § (4))', () => {
    const early = withDecision({ szavazasiHatarido: '2026-11-25' });
    expect(documentText(early, 'tervezet-megkuldes')).toContain(
      'A szavazásra nyitva álló határidő utolsó napja (Ptk. 3:20. § (1)): 2026. november 25.',
    );
    expect(documentText(early, 'szavazolap-1')).toContain('utolsó napjáig, 2026. november 25. napjáig kell megküldeni');
    expect(documentText(early, 'hatarozat')).toContain(
      'A szavazásra nyitva álló határidő utolsó napja: 2026. november 25. Valamennyi szavazásra jogosult tag szavazata 2026. november 20. napjáig beérkezett, ezért a határozathozatal napja – a Ptk. 3:20. § (4) bekezdése szerint – 2026. november 20. Az ügyvezető a szavazás eredményét',
    );
    expect(documentText(request, 'hatarozat')).not.toContain('Valamennyi szavazásra jogosult tag szavazata');
  });

  it('without a last day for the votes, leaves a decision day within eight days of sending blank with a note, and the check warns', () => {
    const short = withDecision({ tervezetMegkuldese: '2026-11-15', szavazasiHatarido: undefined });
    const prepared = renderer.prepare(short);
    expect(prepared.findings.find((finding) => finding.code === 'ules-nelkuli-8-nap')?.severity).toBe('warning');
    expect(prepared.findings.find((finding) => finding.code === 'ules-nelkuli-8-nap')?.message).toContain(
      'határidőt kell adni a szavazásra (Ptk. 3:20. § (1));',
    );
    const draft = documentText(short, 'tervezet-megkuldes');
    expect(draft).not.toContain('2026. november 20. napjáig');
    expect(draft).toMatch(/határidő utolsó napja \(Ptk\. 3:20\. § \(1\)\): …+/);
    expect(draft).toContain(
      'megadott nap (2026. november 20.) a tervezet 2026. november 15. napján történt megküldésétől számított nyolc napon belül van',
    );
    expect(documentText(short, 'szavazolap-1')).not.toContain('2026. november 20. napjáig');
  });

  it('leaves the date blank with a note when the day of sending is not given', () => {
    const draft = documentText(withDecision({ tervezetMegkuldese: undefined }), 'tervezet-megkuldes');
    expect(draft).toContain('a határozattervezet megküldésének napja nincs megadva');
    expect(draft).toMatch(/Kelt: Debrecen, …+/);
  });

  it('names the member a resolution bars from voting, and that member’s form leaves it unvoted (Ptk. 3:19. § (2))', () => {
    const barred = withDecision({
      szavazasok: [
        {
          targy: 'TELEPHELY',
          igen: [{ nev: first.nev }],
          nem: [],
          tartozkodas: [],
          nemSzavazhatott: [{ nev: second.nev }],
        },
      ],
    });
    expect(documentText(barred, 'tervezet-megkuldes')).toContain(
      `A határozat meghozatalakor a Ptk. 3:19. § (2) bekezdése alapján nem szavazhat: ${second.nev}.`,
    );
    const form = documentText(barred, 'szavazolap-2');
    expect(form.match(/nem szavazhat/g)).toHaveLength(1);
    expect(form.match(/Szavazat: igen \/ nem \/ tartózkodom/g)).toHaveLength(1);
    expect(documentText(barred, 'szavazolap-1').match(/Szavazat: igen \/ nem \/ tartózkodom/g)).toHaveLength(2);
  });

  it('offers e-mail for the votes only when the articles allow electronic communication (Ptk. 3:20. § (1))', () => {
    const electronic = {
      ...request,
      korabbi: {
        ...request.korabbi,
        taggyulesSzabalyzasok: { ...request.korabbi.taggyulesSzabalyzasok, elektronikusKozles: true },
      },
    };
    const email = ', illetve a társasági szerződés szerint elektronikus levélben.';
    expect(text).not.toContain(email);
    expect(documentText(electronic, 'tervezet-megkuldes')).toContain(`postai úton vagy személyes átadással${email}`);
    expect(documentText(electronic, 'szavazolap-2')).toContain(`postai úton vagy személyes átadással${email}`);
  });

  it('speaks of the directors in the plural when two send the draft', () => {
    const other = { ...loadAmendmentCase('ugyvezeto-csere').uj.ugyvezetok[0]!, megbizasKezdoIdopontja: '2020-01-15' };
    const twoDirectors: AmendmentRequest = {
      ...request,
      korabbi: { ...request.korabbi, ugyvezetok: [...request.korabbi.ugyvezetok, other] },
      uj: { ...request.uj, ugyvezetok: [...request.uj.ugyvezetok, other] },
    };
    const draft = documentText(twoDirectors, 'tervezet-megkuldes');
    expect(draft).toContain('ügyvezetői a Polgári Törvénykönyvről');
    expect(draft).toContain('Az ügyvezetők felkérik a tagokat');
    expect(draft).toContain(`${other.nev}\nügyvezető`);
    expect(documentText(twoDirectors, 'szavazolap-1')).toContain('megküldeni az ügyvezetők részére');
  });
});

describe('the voting form of each member (Ptk. 3:20. § (1))', () => {
  it('identifies the member with its votes, lists each draft resolution to mark, and leaves the date and signature', () => {
    const form = documentText(request, 'szavazolap-1');
    expect(form).toContain(`A szavazó tag: ${first.nev} (születési név:`);
    expect(form).toContain('Törzsbetétje: 1 800 000 Ft; szavazatainak száma: 1 800 000.');
    expect(form).toContain('ügyvezetője által 2026. november 10. napján megküldött határozattervezetekről');
    expect(form.match(/Szavazat: igen \/ nem \/ tartózkodom/g)).toHaveLength(2);
    expect(form).toContain(
      'a szavazásra nyitva álló határidő utolsó napjáig, 2026. november 20. napjáig kell megküldeni',
    );
    expect(form).toMatch(/Kelt: …+, …+\n\.+\nNagy Lajos\ntag\n/);
    expect(form).toMatch(/A szavazólap beérkezésének napja \(az ügyvezető tölti ki\): …+$/);
  });

  it('has a legal-entity member sign through its representative', () => {
    const entity = {
      nev: 'Hajdú Invest Kft.',
      lakohely: '4025 Debrecen, Piac utca 10.',
      jogiSzemely: true,
      cegjegyzekszam: '09-09-012345',
      kepviselo: 'Kovács Éva ügyvezető',
      penzbetet: second.penzbetet,
      nemPenzbeliBetet: 0,
      torzsbetetBefizetve: true,
    };
    const swap = (tagok: AmendmentRequest['korabbi']['tagok']) =>
      tagok.map((member) => (member.nev === second.nev ? { ...entity, szemely: member.szemely } : member));
    const withEntity: AmendmentRequest = {
      ...request,
      korabbi: { ...request.korabbi, tagok: swap(request.korabbi.tagok) as AmendmentRequest['korabbi']['tagok'] },
      uj: { ...request.uj, tagok: swap(request.uj.tagok) as AmendmentRequest['uj']['tagok'] },
    };
    const form = documentText(withEntity, 'szavazolap-2');
    expect(form).toContain('A szavazó tag: Hajdú Invest Kft. (székhely: 4025 Debrecen, Piac utca 10.;');
    expect(form).toContain('képviseli: Kovács Éva ügyvezető');
    expect(form).toContain('Hajdú Invest Kft.\nképviseletében: Kovács Éva ügyvezető\ntag');
  });
});

describe('the day each vote arrived (Ptk. 3:20. § (4), decision 032)', () => {
  const arrivals = (nagy: string, feher?: string): NonNullable<AmendmentRequest['dontes']['szavazatBeerkezesek']> => [
    { tag: { nev: first.nev }, beerkezes: nagy },
    ...(feher ? [{ tag: { nev: second.nev }, beerkezes: feher }] : []),
  ];
  // the findings on the votes and the decision's day (the fixture has other, unrelated warnings)
  const codes = (changes: Partial<AmendmentRequest['dontes']>) =>
    renderer
      .prepare(withDecision(changes))
      .findings.filter(({ code }) => /^(szavazat-|ules-nelkuli|ismeretlen-tag)/.test(code))
      .map(({ code, severity }) => `${severity}:${code}`);
  const messageOf = (changes: Partial<AmendmentRequest['dontes']>, code: string) =>
    renderer.prepare(withDecision(changes)).findings.find((finding) => finding.code === code)?.message;

  it('prints each member’s arrival day in the directors’ statement of the result', () => {
    const given = { szavazatBeerkezesek: arrivals('2026-11-13', '2026-11-20') };
    expect(documentText(withDecision(given), 'hatarozat')).toContain(
      `A szavazatok beérkezésének napja (Ptk. 3:20. § (4)): ${first.nev} – 2026. november 13.; ${second.nev} – 2026. november 20.`,
    );
    expect(codes(given)).toEqual([]);
    // the case with a minor member carries them too (its golden shows the paragraph)
    expect(documentText(loadAmendmentCase('irasbeli-kiskoru-tolmaccsal'), 'hatarozat')).toContain(
      'A szavazatok beérkezésének napja (Ptk. 3:20. § (4)): Nagy Lajos – 2026. november 13.; Fehér Dóra – 2026. november 20.',
    );
  });

  it('prints nothing of arrivals when none is given', () => {
    expect(documentText(request, 'hatarozat')).not.toContain('beérkezésének napja');
  });

  it('leaves a blank for a member who voted without a given arrival day, and warns', () => {
    const partial = { szavazatBeerkezesek: arrivals('2026-11-13') };
    expect(documentText(withDecision(partial), 'hatarozat')).toMatch(
      new RegExp(`${first.nev} – 2026\\. november 13\\.; ${second.nev} – …+\\.`),
    );
    expect(codes(partial)).toEqual(['warning:szavazat-beerkezes-hianyzik']);
  });

  it('refuses a vote arriving before the draft was sent (Ptk. 3:20. § (1))', () => {
    const early = { szavazatBeerkezesek: arrivals('2026-11-09', '2026-11-20') };
    expect(codes(early)).toContain('error:szavazat-beerkezes-megkuldes-elott');
    expect(messageOf(early, 'szavazat-beerkezes-megkuldes-elott')).toBe(
      `${first.nev} szavazatának beérkezési napja (2026. november 9.) korábbi a határozattervezet megküldésénél (2026. november 10.): a tagok az ügyvezetés által megküldött tervezetre szavaznak (Ptk. 3:20. § (1)). Javítsa a dátumot.`,
    );
  });

  it('refuses a vote arriving after the last day for the votes (Ptk. 3:20. § (1), (4))', () => {
    const late = { szavazatBeerkezesek: arrivals('2026-11-13', '2026-11-21') };
    expect(codes(late)).toEqual(['error:szavazat-beerkezes-hatarido-utan']);
    expect(messageOf(late, 'szavazat-beerkezes-hatarido-utan')).toContain(
      'a szavazásra nyitva álló határidő utolsó napja (2026. november 20.) után érkezett be; a határidő után beérkezett szavazat nem vehető figyelembe',
    );
  });

  it('refuses a vote arriving after an earlier decision day (Ptk. 3:20. § (4))', () => {
    const after = { szavazasiHatarido: '2026-11-25', szavazatBeerkezesek: arrivals('2026-11-13', '2026-11-22') };
    expect(codes(after)).toContain('error:szavazat-beerkezes-dontes-utan');
  });

  it('refuses a decision day other than the last arrival once every vote is in (Ptk. 3:20. § (4))', () => {
    const allEarly = { szavazatBeerkezesek: arrivals('2026-11-13', '2026-11-17') };
    expect(codes(allEarly)).toEqual(['error:ules-nelkuli-hatarozat-napja']);
    expect(messageOf(allEarly, 'ules-nelkuli-hatarozat-napja')).toBe(
      'Valamennyi szavazásra jogosult tag szavazata beérkezett, az utolsó 2026. november 17. napján: a határozathozatal napja ezért 2026. november 17. (Ptk. 3:20. § (4)), a döntés napjaként megadott nap (2026. november 20.) ettől eltér. Javítsa a döntés napját.',
    );
  });

  it('refuses a member given twice, or a person who is no member', () => {
    const twice = { szavazatBeerkezesek: [...arrivals('2026-11-13', '2026-11-20'), ...arrivals('2026-11-14')] };
    expect(codes(twice)).toContain('error:szavazat-beerkezes-ismetlodik');
    const stranger = {
      szavazatBeerkezesek: [
        ...arrivals('2026-11-13', '2026-11-20'),
        { tag: { nev: 'Idegen Ödön' }, beerkezes: '2026-11-14' },
      ],
    };
    expect(codes(stranger)).toContain('error:ismeretlen-tag');
  });

  it('warns of an arrival given for a member with no vote', () => {
    const noVote = {
      szavazatBeerkezesek: arrivals('2026-11-13', '2026-11-20'),
      egyhangu: false,
      szavazasok: ['TELEPHELY', 'MODOSITAS'].map((targy) => ({
        targy,
        igen: [{ nev: first.nev }],
        nem: [],
        tartozkodas: [],
        nemSzavazhatott: [],
      })),
    };
    expect(codes(noVote)).toContain('warning:szavazat-beerkezes-szavazat-nelkul');
  });

  it('warns that arrival days mean nothing at a members’ meeting', () => {
    const meeting = loadAmendmentCase('cegnev');
    const prepared = renderer.prepare({
      ...meeting,
      dontes: { ...meeting.dontes, szavazatBeerkezesek: [{ tag: { id: 201 }, beerkezes: '2026-11-13' }] },
    });
    expect(prepared.findings.find((finding) => finding.code === 'szavazat-beerkezes-mod')?.severity).toBe('warning');
  });
});
