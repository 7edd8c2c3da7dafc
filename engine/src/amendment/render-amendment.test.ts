import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { Director } from '../schema/company.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { documentText, renderer } from './amendment-document-text.test-helper.ts';
import { buyingBeforeSelling, sellingTwice } from './transferred-shares.test-helper.ts';

describe('the written resolution (Ptk. 3:20. §)', () => {
  it('ends the sentence naming the voting deadline with one full stop after the date', () => {
    const text = documentText(loadAmendmentCase('irasbeli-hatarozathozatal'), 'hatarozat');
    expect(text).toContain('A szavazásra nyitva álló határidő utolsó napja: 2026. november 20. Az ügyvezető');
    expect(text).not.toMatch(/\d\.\./);
  });
});

describe('the written resolution stated by several directors (Ptk. 3:20. §)', () => {
  const request = loadAmendmentCase('irasbeli-hatarozathozatal');
  const second = { ...loadAmendmentCase('ugyvezeto-csere').uj.ugyvezetok[0]!, megbizasKezdoIdopontja: '2020-01-15' };
  const twoDirectors: AmendmentRequest = {
    ...request,
    korabbi: { ...request.korabbi, ugyvezetok: [...request.korabbi.ugyvezetok, second] },
    uj: { ...request.uj, ugyvezetok: [...request.uj.ugyvezetok, second] },
  };

  it('speaks of the directors in the plural, in the title, the text and the plan, and both sign', () => {
    const text = documentText(twoDirectors, 'hatarozat');
    expect(text).toContain('AZ ÜGYVEZETŐK MEGÁLLAPÍTÁSA');
    expect(text).toContain('ügyvezetői a Polgári Törvénykönyvről');
    expect(text).toContain('megküldték a tagoknak');
    expect(text).toContain('Az ügyvezetők a szavazás eredményét a következők szerint állapítják meg.');
    expect(text).toContain('Az ügyvezetők a szavazás eredményét a megállapítást követő három napon belül közlik');
    expect(text).not.toMatch(/Az ügyvezető |ügyvezetője a Polgári|megküldte a tagoknak/);
    const signatures = text.slice(text.lastIndexOf('Kelt:'));
    expect(signatures).toContain(`${request.korabbi.ugyvezetok[0]!.nev}\nügyvezető`);
    expect(signatures).toContain(`${second.nev}\nügyvezető`);
    expect(renderer.prepare(twoDirectors).plan.documents.find((item) => item.id === 'hatarozat')?.title).toBe(
      'Az ügyvezetők megállapítása az ülés tartása nélküli határozathozatal eredményéről',
    );
  });

  it('authorises both joint signers to sign the amending deed together, and either sole signer alone', () => {
    const joint = (director: (typeof twoDirectors.korabbi.ugyvezetok)[number]) => ({
      ...director,
      cegjegyzesiJogTipus: 'EGYUTTES' as const,
      cegjegyzesEgyuttesenCsoport: [],
    });
    const jointly: AmendmentRequest = {
      ...twoDirectors,
      korabbi: { ...twoDirectors.korabbi, ugyvezetok: twoDirectors.korabbi.ugyvezetok.map(joint) },
      uj: { ...twoDirectors.uj, ugyvezetok: twoDirectors.uj.ugyvezetok.map(joint) },
    };
    expect(documentText(jointly, 'hatarozat')).toContain(
      'felhatalmazzák az ügyvezetőket, hogy a létesítő okirat módosítását tartalmazó okiratot ezzel a tartalommal együttesen aláírják.',
    );
    // two directors who each sign alone: any of them, by name, never a bare "az ügyvezetőt" (which one?)
    expect(documentText(twoDirectors, 'hatarozat')).toContain(
      `felhatalmazzák ${request.korabbi.ugyvezetok[0]!.nev} és ${second.nev} ügyvezetők bármelyikét, hogy a létesítő okirat módosítását tartalmazó okiratot ezzel a tartalommal aláírja.`,
    );
  });

  it('keeps the singular for one director', () => {
    const text = documentText(request, 'hatarozat');
    expect(text).toContain('AZ ÜGYVEZETŐ MEGÁLLAPÍTÁSA');
    expect(text).toContain('ügyvezetője a Polgári Törvénykönyvről');
    expect(text).toContain('megküldte a tagoknak');
    expect(text).toContain('Az ügyvezető a szavazás eredményét a megállapítást követő három napon belül közli');
  });

  it('is stated by the directors in office on its date, not by one whose mandate ended before it', () => {
    const recalled: AmendmentRequest = {
      ...twoDirectors,
      ugyvezetoValtozas: {
        megszunok: [{ nev: second.nev, ok: 'LEMONDAS', datum: '2026-11-15' }],
        elfogadasok: [],
      },
      uj: request.uj,
    };
    const text = documentText(recalled, 'hatarozat');
    expect(text).toContain('AZ ÜGYVEZETŐ MEGÁLLAPÍTÁSA');
    expect(text.slice(text.lastIndexOf('Kelt:'))).not.toContain(second.nev);
  });
});

describe("the sole member's decision (Ptk. 3:109. § (4))", () => {
  it('names a single resolution in the singular, not as a range from a number to itself', () => {
    const text = documentText(loadAmendmentCase('egyszemelyesse-valas'), 'hatarozat');
    expect(text).toContain('\n1/2026. (XI. 20.) számú határozat\n');
    expect(text).not.toContain('–1/2026.');
    expect(text).toContain('írásban a következő határozatot hozom.');
    expect(text).toContain('A határozat az ügyvezetéssel való közléssel válik hatályossá');
    expect(text).toContain('A határozatot ügyvezetőként átvettem:');
  });

  it('has several directors acknowledge its receipt in the plural', () => {
    const request = loadAmendmentCase('tobbszemelyesse-valas');
    // two resolutions: the director receives them in the plural too
    expect(documentText(request, 'hatarozat')).toContain('A határozatokat ügyvezetőként átvettem:');
    const second = { ...loadAmendmentCase('ugyvezeto-csere').uj.ugyvezetok[0]!, megbizasKezdoIdopontja: '2020-01-15' };
    const twoDirectors: AmendmentRequest = {
      ...request,
      korabbi: { ...request.korabbi, ugyvezetok: [...request.korabbi.ugyvezetok, second] },
      uj: { ...request.uj, ugyvezetok: [...request.uj.ugyvezetok, second] },
    };
    expect(documentText(twoDirectors, 'hatarozat')).toContain('A határozatokat ügyvezetőként átvettük:');
  });

  it('keeps the range and the plural for several resolutions', () => {
    const text = documentText(loadAmendmentCase('tobbszemelyesse-valas'), 'hatarozat');
    expect(text).toContain('1/2026. (XI. 20.)–2/2026. (XI. 20.) számú határozatok');
    expect(text).toContain('írásban a következő határozatokat hozom.');
    expect(text).toContain('A határozatok az ügyvezetéssel való közléssel válnak hatályossá');
  });
});

describe('the article before a nominal value (legal brief 1.4: a/az as the number is read)', () => {
  it('writes "az" before 1 200 000 Ft (egymillió…) in the consent resolution, the agreement, the pre-emption statement and the notification', () => {
    const request = loadAmendmentCase('atruhazas-kivulallora');
    const resolution = documentText(request, 'hatarozat');
    const transfer = documentText(request, 'uzletresz-atruhazas-1');
    expect(resolution).toContain(
      'hogy a Társaság tagja az 1 200 000 Ft névértékű törzsbetéthez kapcsolódó üzletrészét',
    );
    expect(transfer).toContain('a Társaság tagjának az 1 200 000 Ft névértékű törzsbetéthez kapcsolódó üzletrészére');
    expect(transfer).toContain('megszereztem a Társaság tagjának az 1 200 000 Ft névértékű törzsbetéthez');
    expect(`${resolution}\n${transfer}`).not.toMatch(/ a 1 /);
  });

  it('keeps "a" before an amount read with a consonant (hatszázezer…)', () => {
    const text = documentText(loadAmendmentCase('atruhazas-tagra-reszleges'), 'uzletresz-atruhazas-1');
    expect(text).toContain('megszereztem a Társaság tagjának a 600 000 Ft névértékű törzsbetéthez');
  });
});

describe("the acquirer's notification to the company (Ptk. 3:168. § (2), 3:169. § (2))", () => {
  const request = loadAmendmentCase('atruhazas-kivulallora');
  const transfer = request.uzletreszAtruhazasok[0]!;
  const next = { ...loadAmendmentCase('ugyvezeto-csere').uj.ugyvezetok[0]!, megbizasKezdoIdopontja: '2026-11-22' };
  const both = [{ id: 201 }, { id: 202 }];
  // the registered director Nagy Lajos is recalled on 22 November; Balogh Tamás takes office the same day
  const directorChanged = (bejelentesKelte: string): AmendmentRequest => ({
    ...request,
    dontes: {
      ...request.dontes,
      szavazasok: [
        ...request.dontes.szavazasok,
        ...(['UGYVEZETO_MEGSZUNES', 'UGYVEZETO_UJ', 'MODOSITAS'] as const).map((targy) => ({
          targy,
          igen: both,
          nem: [],
          tartozkodas: [],
          nemSzavazhatott: [],
        })),
      ],
    },
    ugyvezetoValtozas: {
      megszunok: [{ nev: 'Nagy Lajos', ok: 'VISSZAHIVAS', datum: '2026-11-22' }],
      elfogadasok: [{ nev: next.nev, datum: '2026-11-22' }],
    },
    uj: { ...request.uj, ugyvezetok: [next] },
    uzletreszAtruhazasok: [{ ...transfer, bejelentesKelte }],
  });
  const notificationOf = (text: string) => text.slice(text.indexOf('BEJELENTÉS'));

  it('names as representative, and has sign the receipt, the director in office on its date after a change', () => {
    const notification = notificationOf(documentText(directorChanged('2026-11-24'), 'uzletresz-atruhazas-1'));
    expect(notification).toContain('képviseli: Balogh Tamás ügyvezető.');
    expect(notification).toContain(
      'Átvettem: …………………………\n..................................................\nBalogh Tamás\nügyvezető',
    );
    expect(notification).not.toContain('Nagy Lajos');
  });

  it('follows the signing rule in force on its date: joint representation once the new rule has taken effect', () => {
    // atruhazas-tokeemeles-cegjegyzes: from 1 December Nagy Lajos signs jointly with the new director Fehér Krisztina
    const request = loadAmendmentCase('atruhazas-tokeemeles-cegjegyzes');
    const notifiedOn = (bejelentesKelte: string, keltezesIdeje = request.keltezesIdeje) =>
      notificationOf(
        documentText(
          {
            ...request,
            keltezesIdeje,
            uzletreszAtruhazasok: request.uzletreszAtruhazasok.map((item) => ({ ...item, bejelentesKelte })),
          },
          'uzletresz-atruhazas-1',
        ),
      );
    expect(notifiedOn('2026-11-24')).toContain('képviseli: Nagy Lajos ügyvezető.');
    expect(notifiedOn('2026-12-02', '2026-12-02')).toContain(
      'képviselik: Nagy Lajos és Fehér Krisztina ügyvezetők együttesen.',
    );
  });

  it('names the registered director when it is dated before the change took effect', () => {
    const notification = notificationOf(documentText(directorChanged('2026-11-21'), 'uzletresz-atruhazas-1'));
    expect(notification).toContain('képviseli: Nagy Lajos ügyvezető.');
    expect(notification).not.toContain('Balogh Tamás');
  });
});

describe("a member's pre-emption statement (Ptk. 3:167. § (2), amendments brief 3.4)", () => {
  const statementOf = (text: string) =>
    text.slice(text.indexOf('NYILATKOZAT\nelővásárlási jogról'), text.indexOf('BEJELENTÉS'));

  it('is dated on the day the member made it, not on the day of the transfer agreement', () => {
    const statement = statementOf(documentText(loadAmendmentCase('atruhazas-kivulallora'), 'uzletresz-atruhazas-1'));
    expect(statement).toContain('Kelt: Debrecen, 2026. november 10.');
    expect(statement).not.toContain('2026. november 21.');
  });

  it('leaves the date blank when the statement has none, rather than borrowing the agreement date', () => {
    const request = loadAmendmentCase('atruhazas-kivulallora');
    const transfer = request.uzletreszAtruhazasok[0]!;
    const undated = transfer.elovasarlasiNyilatkozatok.map(({ tag }) => ({ tag }));
    const statement = statementOf(
      documentText(
        { ...request, uzletreszAtruhazasok: [{ ...transfer, elovasarlasiNyilatkozatok: undated }] },
        'uzletresz-atruhazas-1',
      ),
    );
    expect(statement).toMatch(/Kelt: Debrecen, …+/);
    expect(statement).not.toContain('2026. november 21.');
  });
});

describe('the agreement on the other members’ pre-emption right (Ptk. 3:167. § (2), (5))', () => {
  const request = loadAmendmentCase('atruhazas-kivulallora');
  const transfer = request.uzletreszAtruhazasok[0]!;
  const withTransfer = (changes: Partial<typeof transfer>): AmendmentRequest => ({
    ...request,
    uzletreszAtruhazasok: [{ ...transfer, ajanlatKozlese: '2026-11-01', ...changes }],
  });

  it('states only the statement of the other member who made one, not also that they stayed silent', () => {
    const text = documentText(withTransfer({}), 'uzletresz-atruhazas-1');
    expect(text).toContain(
      'Felek rögzítik, hogy a Társaság másik tagja a Ptk. 3:167. § (2) bekezdése szerinti elővásárlási jogával a mellékelt nyilatkozata szerint nem él, és a Társaság legfőbb szerve',
    );
    expect(text).not.toContain('nem nyilatkozott');
  });

  it('states only the silence of the other member who made no statement within the fifteen days', () => {
    const text = documentText(withTransfer({ elovasarlasiNyilatkozatok: [] }), 'uzletresz-atruhazas-1');
    expect(text).toContain(
      'Felek rögzítik, hogy a Társaság másik tagja a Ptk. 3:167. § (2) bekezdése szerinti elővásárlási jogának gyakorlásáról az ajánlat 2026. november 1. napján történt közlésétől számított tizenöt napon belül nem nyilatkozott, és',
    );
    expect(text).not.toContain('a mellékelt nyilatkozata szerint');
    // nor is a statement form attached for him to sign against that sentence (decision 064)
    expect(text).not.toContain('NYILATKOZAT\nelővásárlási jogról');
    expect(documentText(withTransfer({}), 'uzletresz-atruhazas-1')).toContain('NYILATKOZAT\nelővásárlási jogról');
  });

  it('between members with a pre-emption right in the articles: the silence, no form, and the statement attached (Ptk. 3:166. § (2))', () => {
    // atruhazas-tagra-ajandek-ket-tagra: Fehér Krisztina gives 400 000 Ft to Nagy Lajos and sells 400 000 Ft to Kiss Péter
    const base = loadAmendmentCase('atruhazas-tagra-ajandek-ket-tagra');
    const restricted = (company: AmendmentRequest['korabbi']) => ({
      ...company,
      uzletreszNyeresegSzabalyzasok: { ...company.uzletreszNyeresegSzabalyzasok, belsoAtruhazas: false },
    });
    const [gift, sale] = base.uzletreszAtruhazasok;
    const withSale = (changes: Partial<typeof sale>): AmendmentRequest =>
      ({
        ...base,
        korabbi: restricted(base.korabbi),
        uj: restricted(base.uj),
        uzletreszAtruhazasok: [gift!, { ...sale!, ...changes }],
      }) as AmendmentRequest;
    const silent = documentText(
      withSale({ ajanlatKozlese: '2026-11-01', elovasarlasiNyilatkozatok: [] }),
      'uzletresz-atruhazas-2',
    );
    expect(silent).toContain(
      'a Ptk. 3:166. §-a és a társasági szerződés irányadó, a többi tag elővásárlási jogának gyakorlásáról az ajánlat 2026. november 1. napján történt közlésétől számított tizenöt napon belül nem nyilatkozott.',
    );
    expect(silent).not.toContain('NYILATKOZAT\nelővásárlási jogról');
    const stated = documentText(
      withSale({ elovasarlasiNyilatkozatok: [{ tag: { id: 201 }, datum: '2026-11-10' }] }),
      'uzletresz-atruhazas-2',
    );
    expect(stated).toContain(
      'a Ptk. 3:166. §-a és a társasági szerződés irányadó, a többi tag elővásárlási jogáról tett nyilatkozat a jelen szerződés mellékletét képezi.',
    );
    expect(stated).toContain('NYILATKOZAT\nelővásárlási jogról');
  });
});

describe('the scope of the power of attorney: a possessor before a determiner takes -nak/-nek', () => {
  it("names the sole member's decisions as „az egyedüli tagnak a … napján hozott határozatán”", () => {
    const text = documentText(loadAmendmentCase('egyszemelyesse-valas'), 'meghatalmazas');
    expect(text).toContain('az egyedüli tagnak a 2026. november 20. napján hozott határozatán alapuló');
    expect(text).not.toContain('az egyedüli tag a ');
  });
});

describe("the sole member's capital increase with a newcomer (Ptk. 3:198. § (2) d), 3:199. §)", () => {
  it('speaks of the one member with the pre-emption right in the singular', () => {
    const request = loadAmendmentCase('tobbszemelyesse-valas');
    const [sole] = request.korabbi.tagok;
    const newcomer = request.uj.tagok[1]!;
    const increase: AmendmentRequest = {
      ...request,
      uzletreszAtruhazasok: [],
      tokeemeles: {
        osszeg: 1_000_000,
        hozzajarulasok: [
          {
            ujTag: newcomer.nev,
            penzbeli: 1_000_000,
            nemPenzbeli: 0,
            hatarido: '2027-01-29',
            mod: 'pénzforgalmi számla',
            csatlakozoNyilatkozat: true,
          },
        ],
        kijeloltSzemelyek: [],
        elsobbsegiJogNyilatkozatok: [{ id: sole!.szemely!.id! }],
      },
      uj: { ...request.uj, tagok: [sole!, newcomer] },
    };
    expect(renderer.prepare(increase).findings.filter((finding) => finding.severity === 'error')).toEqual([]);
    const text = documentText(increase, 'hatarozat');
    expect(text).toContain(
      'Ha az elsőbbségi joggal rendelkező tag a pénzbeli hozzájárulások teljes összegének szolgáltatását nem vállalja, annak',
    );
    expect(text).not.toContain('rendelkező tagok');
  });
});

describe("a director's mandate ending by expiry (Ptk. 3:25. § (1))", () => {
  const request = loadAmendmentCase('ugyvezeto-csere');
  // a fixed mandate registered to end that day (only such a mandate expires, Ptk. 3:25. § (1) a); decision 042)
  const expiring = (datum: string): AmendmentRequest => ({
    ...request,
    korabbi: {
      ...request.korabbi,
      ugyvezetok: request.korabbi.ugyvezetok.map((director) => ({ ...director, megbizasVegIdopontja: datum })),
    },
    ugyvezetoValtozas: {
      ...request.ugyvezetoValtozas!,
      megszunok: request.ugyvezetoValtozas!.megszunok.map((end) => ({ ...end, ok: 'LEJARAT' as const, datum })),
    },
  });

  it('states an expiry after the decision in the present tense, not as already past', () => {
    expect(documentText(expiring('2026-12-01'), 'hatarozat')).toContain(
      'hogy a Társaság ügyvezetőjének megbízatása 2026. december 1. napján lejár. Az ügyvezető: Nagy Lajos.',
    );
  });
});

describe("a director's resignation (Ptk. 3:25. § (3)–(4))", () => {
  const request = loadAmendmentCase('ugyvezeto-csere');
  const resigning = (datum: string): AmendmentRequest => ({
    ...request,
    ugyvezetoValtozas: {
      ...request.ugyvezetoValtozas!,
      megszunok: request.ugyvezetoValtozas!.megszunok.map((end) => ({ ...end, ok: 'LEMONDAS' as const, datum })),
    },
  });

  it('states the day the mandate ends, not that day as the date of a resignation letter written after the meeting', () => {
    const text = documentText(resigning('2026-12-01'), 'hatarozat');
    expect(text).toContain(
      'A taggyűlés tudomásul veszi, hogy a Társaság ügyvezetője megbízatásáról lemondott, és megbízatása 2026. december 1. napjával megszűnik. A lemondott ügyvezető: Nagy Lajos.',
    );
    expect(text).not.toContain('napján kelt nyilatkozatával');
  });

  it('states the day the resignation was communicated when it is given, as communicated, not as the letter’s date', () => {
    const given = resigning('2026-12-01');
    const communicated: AmendmentRequest = {
      ...given,
      ugyvezetoValtozas: {
        ...given.ugyvezetoValtozas!,
        megszunok: given.ugyvezetoValtozas!.megszunok.map((end) => ({ ...end, lemondasKozlese: '2026-11-05' })),
      },
    };
    const text = documentText(communicated, 'hatarozat');
    expect(text).toContain(
      'A taggyűlés tudomásul veszi, hogy a Társaság ügyvezetője 2026. november 5. napján közölt nyilatkozatával megbízatásáról lemondott, és megbízatása 2026. december 1. napjával megszűnik. A lemondott ügyvezető: Nagy Lajos.',
    );
    expect(text).not.toContain('napján kelt nyilatkozatával');
    expect(documentText(communicated, 'benyujtasi-osszesito')).toContain(
      'lemondó nyilatkozat és 2026. november 5. napján történt közlésének igazolása (Ptk. 3:25. § (3)) – Nagy Lajos;',
    );
  });

  it('states a mandate that ended on the day of the decision in the past tense', () => {
    const sameDay = resigning('2026-11-20');
    const starting: AmendmentRequest = {
      ...sameDay,
      uj: {
        ...sameDay.uj,
        ugyvezetok: sameDay.uj.ugyvezetok.map((director) => ({ ...director, megbizasKezdoIdopontja: '2026-11-20' })),
      },
      ugyvezetoValtozas: { ...sameDay.ugyvezetoValtozas!, elfogadasok: [{ nev: 'Balogh Tamás', datum: '2026-11-20' }] },
    };
    expect(documentText(starting, 'hatarozat')).toContain(
      'megbízatásáról lemondott, és megbízatása 2026. november 20. napjával megszűnt.',
    );
  });
});

describe("a capital increase on the members' contract route (Ptk. 3:102. § (1), 3:198. § (2))", () => {
  it('states in the deed what the decision on the increase must state, there being no resolution', () => {
    const request = loadAmendmentCase('tokeemeles-uj-taggal');
    const text = documentText({ ...request, dontes: { ...request.dontes, mod: 'TAGOK_SZERZODESE' } }, 'modositas');
    for (const statement of [
      'a Társaság törzstőkéjét 1 000 000 Ft, azaz egymillió forint összeggel, 3 000 000 Ft-ról 4 000 000 Ft-ra felemelik új pénzbeli vagyoni hozzájárulás szolgáltatásával.',
      'Vagyoni hozzájárulás szolgáltatására jogosult: Tóth Gábor, 1 000 000 Ft, azaz egymillió forint összegben, amelyet 2027. január 31. napjáig a Társaság pénzforgalmi számlájára történő befizetéssel teljesít.',
      'A Társaság tagjai kijelentik, hogy a Ptk. 3:199. §-a szerinti elsőbbségi jogukkal nem kívánnak élni.',
      'annak szolgáltatására jogosult (Ptk. 3:198. § (2) d)): Tóth Gábor',
    ])
      expect(text).toContain(statement);
  });
});

describe("the seller's warranty in a transfer between members (Ptk. 3:167. § (1), 3:169. § (1))", () => {
  const request = loadAmendmentCase('atruhazas-tagra-reszleges');

  it('does not warrant a törzsbetét the register shows as unpaid, and states that the duty passes with the share', () => {
    const unpaid: AmendmentRequest = {
      ...request,
      korabbi: {
        ...request.korabbi,
        tagok: request.korabbi.tagok.map((member) => ({ ...member, torzsbetetBefizetve: false })),
      },
    };
    const text = documentText(unpaid, 'uzletresz-atruhazas-1');
    expect(text).not.toContain('törzsbetétjét teljes egészében szolgáltatta');
    expect(text).toContain(
      'Felek rögzítik, hogy Eladó törzsbetétjét nem teljes egészében szolgáltatta; az Üzletrészhez kapcsolódó, még nem teljesített vagyoni hozzájárulás szolgáltatásának kötelezettsége az Üzletrésszel együtt Vevőre száll át (Ptk. 3:169. § (1)).',
    );
  });

  it('keeps the warranty of a paid törzsbetét', () => {
    expect(documentText(request, 'uzletresz-atruhazas-1')).toContain(
      'szerzését korlátozza vagy kizárja, és törzsbetétjét teljes egészében szolgáltatta.',
    );
  });
});

describe('the amendment deed when a single-member company becomes multi-member (amendments brief 2)', () => {
  it('names the members who sign it as the parties amending, with the sole member’s decision as its ground', () => {
    const text = documentText(loadAmendmentCase('tobbszemelyesse-valas'), 'modositas');
    expect(text).toContain(
      'a továbbiakban: Társaság) tagjai – az egyedüli tag 2/2026. (XI. 20.) számú határozatára figyelemmel – a Társaság',
    );
    expect(text).toContain('a következők szerint módosítják:');
    expect(text).toMatch(/Szalai Bence\ntag\n[.]+\nLakatos Emese\ntag/);
  });

  it('keeps the sole member as the party when a multi-member company becomes single-member', () => {
    const text = documentText(loadAmendmentCase('egyszemelyesse-valas'), 'modositas');
    expect(text).toContain('egyedüli tagja az 1/2026. (XI. 20.) számú határozatával');
    expect(text).toContain('a következők szerint módosítja:');
  });
});

describe('the minutes of a meeting convened on the shorter period of the articles (Ptk. 3:190. § (1))', () => {
  it('states the articles’ period kept, not only the 15-day rule of the Ptk.', () => {
    const request = loadAmendmentCase('cegnev');
    const rules = { ...request.korabbi.taggyulesSzabalyzasok, meghivasiHatarido: 5 };
    const shorter: AmendmentRequest = {
      ...request,
      korabbi: { ...request.korabbi, taggyulesSzabalyzasok: rules },
      uj: { ...request.uj, taggyulesSzabalyzasok: rules },
      dontes: { ...request.dontes, osszehivas: { mod: 'MEGHIVO', meghivoKelte: '2026-11-14' } },
    };
    expect(renderer.prepare(shorter).findings.map((finding) => finding.code)).not.toContain('meghivo-15-nap');
    expect(documentText(shorter, 'hatarozat')).toContain(
      '2026. november 14. napján kelt, a napirendet tartalmazó meghívóval a Polgári Törvénykönyvről szóló 2013. évi V. törvény (a továbbiakban: Ptk.) 3:190. § (1) bekezdésének megfelelően, a társasági szerződés szerinti legalább ötnapos meghívási idő megtartásával szabályszerűen hívta össze.',
    );
    expect(documentText(request, 'hatarozat')).toContain(
      '(a továbbiakban: Ptk.) 3:190. §-a szerint szabályszerűen hívta össze.',
    );
  });

  it('states a period of the articles longer than the Ptk.’s fifteen days as kept (decision 075)', () => {
    const request = loadAmendmentCase('cegnev');
    const rules = { ...request.korabbi.taggyulesSzabalyzasok, meghivasiHatarido: 20 };
    const longer: AmendmentRequest = {
      ...request,
      korabbi: { ...request.korabbi, taggyulesSzabalyzasok: rules },
      uj: { ...request.uj, taggyulesSzabalyzasok: rules },
      dontes: { ...request.dontes, osszehivas: { mod: 'MEGHIVO', meghivoKelte: '2026-10-20' } },
    };
    expect(documentText(longer, 'hatarozat')).toContain(
      'a társasági szerződés szerinti legalább húsznapos meghívási idő megtartásával szabályszerűen hívta össze.',
    );
  });
});

describe('the attendance sheet of the minutes (Ptk. 3:193. § (1))', () => {
  const sheetOf = (text: string) => text.slice(text.indexOf('JELENLÉTI ÍV'));

  it("names a member's proxy when the member is referred to by id, as the web form and the fixtures do", () => {
    const request = loadAmendmentCase('tokeemeles-uj-taggal');
    const [first, ...rest] = request.dontes.jelenlevok;
    const withProxy = {
      ...request,
      dontes: { ...request.dontes, jelenlevok: [{ ...first!, kepviselo: 'dr. Horváth Anna' }, ...rest] },
    };
    expect(first!.tag.id).toBeDefined();
    expect(sheetOf(documentText(withProxy, 'hatarozat'))).toContain(
      'Nagy Lajos\n1 800 000 Ft\n1 800 000\n60%\ndr. Horváth Anna\n',
    );
  });

  it("leaves each member's signature cell empty to be signed, not struck through with a dash", () => {
    const sheet = sheetOf(documentText(loadAmendmentCase('tokeemeles-uj-taggal'), 'hatarozat'));
    expect(sheet).toContain('Nagy Lajos\n1 800 000 Ft\n1 800 000\n60%\n–\nFehér Krisztina');
  });

  it("gives another attendee's capacity with the name, not in the member's proxy column", () => {
    const sheet = sheetOf(documentText(loadAmendmentCase('tokeemeles-uj-taggal'), 'hatarozat'));
    expect(sheet).toContain('dr. Szabó Gergely (ügyvéd)\n–\n–\n–\n–');
    expect(sheet).not.toMatch(/–\nügyvéd/);
  });
});

describe('the consolidated articles when the articles are not amended (a share transfer)', () => {
  it('names no amendment dated today, only the change in the members carried into the text', () => {
    const text = documentText(loadAmendmentCase('atruhazas-kivulallora'), 'egyseges-szerkezet');
    expect(text).not.toContain('2026. november 24. napján kelt módosítás');
    expect(text).toContain(
      '(a tagok személyében, illetve adataiban bekövetkezett változás átvezetésével egységes szerkezetben)',
    );
    expect(text).toContain(
      'létesítő okiratának valamennyi – legutóbb a 2023. május 10. napján kelt – módosítással egységes szerkezetbe foglalt szövegét tartalmazza, a tagok személyében, illetve adataiban bekövetkezett változás átvezetésével; a létesítő okirat a jelen változással nem módosul.',
    );
    expect(text).toContain(
      'Az egységes szerkezetbe foglalásra a társasági szerződés 3.2., 6. és 7.2. pontját érintő, a tagok személyében, illetve adataiban bekövetkezett változás adott okot.',
    );
    expect(text).toContain(
      'szükséges-e egységes szerkezetbe foglalt szöveget csatolni, megerősítendő (Ctv. 51. § (2))',
    );
  });

  it('names a single amendment in the singular when no earlier one is registered', () => {
    const request = loadAmendmentCase('tokeemeles-uj-taggal');
    const { utolsoModositasKelte: _earlier, ...bejegyzes } = request.bejegyzes;
    const text = documentText({ ...request, bejegyzes }, 'egyseges-szerkezet');
    expect(text).toContain(
      'a Társaság 2020. január 15. napján kelt létesítő okiratának a 2026. november 24. napján kelt módosítással egységes szerkezetbe foglalt szövegét tartalmazza.',
    );
  });

  it('still names the amendment and its date when the articles are amended', () => {
    const text = documentText(loadAmendmentCase('tokeemeles-uj-taggal'), 'egyseges-szerkezet');
    expect(text).toContain('(a 2026. november 24. napján kelt módosítással egységes szerkezetben)');
    // each date with its article, as the brief's heading reads (amendments brief 3.3; legal brief 1.4); the
    // registration knows only the last earlier amendment, which need not be the only one (decision 074)
    expect(text).toContain(
      'a Társaság 2020. január 15. napján kelt létesítő okiratának valamennyi korábbi – legutóbb a 2023. május 10. napján kelt – módosítással és a 2026. november 24. napján kelt módosítással egységes szerkezetbe foglalt szövegét tartalmazza.',
    );
    expect(text).toContain('a társasági szerződés 3., 6., 7.2. és 12.1. pontjának módosítása adott okot');
    expect(text).not.toContain('szükséges-e egységes szerkezetbe foglalt szöveget csatolni');
  });
});

describe("the transfer agreement's pre-emption and consent clause (Ptk. 3:167. §, amendments brief 3.4)", () => {
  const clauseOf = (text: string) =>
    text.slice(text.indexOf('Elővásárlás, beleegyezés'), text.indexOf('Vegyes rendelkezések'));

  it('cites the consent resolution by its number', () => {
    const clause = clauseOf(documentText(loadAmendmentCase('atruhazas-kivulallora'), 'uzletresz-atruhazas-1'));
    expect(clause).toContain(
      'a Társaság legfőbb szerve az 1/2026. (XI. 20.) számú határozatával az átruházáshoz hozzájárult, a Társaság elővásárlási jogáról lemondott',
    );
    expect(clause).not.toContain('Megjegyzés');
  });

  it('claims neither other members’ statements nor a consent resolution when the sole member sells to an outsider', () => {
    const text = documentText(loadAmendmentCase('tobbszemelyesse-valas'), 'uzletresz-atruhazas-1');
    const clause = clauseOf(text);
    expect(clause).toContain(
      'Eladó a Társaság egyedüli tagja, ezért az Üzletrészre a Társaság más tagját elővásárlási jog nem illeti meg.',
    );
    expect(clause).not.toContain('nyilatkozataik');
    expect(clause).not.toContain('hozzájárult');
    expect(clause).toContain('nincs határozat sem erről, sem az átruházáshoz való hozzájárulásról');
    expect(text).not.toContain('elővásárlási jogról');
  });

  it('tells the lawyer that a single-member company cannot buy its own share, only designate a buyer (Ptk. 3:209. § (2))', () => {
    const clause = clauseOf(documentText(loadAmendmentCase('tobbszemelyesse-valas'), 'uzletresz-atruhazas-1'));
    expect(clause).toContain(
      'a Társaság egyszemélyes, ezért saját üzletrészét nem szerezheti meg (Ptk. 3:209. § (2)): az Üzletrészt a Ptk. 3:167. § (2) bekezdése szerinti elővásárlási jog alapján maga nem vásárolhatja meg, e jogból csak az marad, hogy az egyedüli tag a legfőbb szerv hatáskörében elővásárlásra jogosult személyt jelöljön ki (Ptk. 3:167. § (3)).',
    );
    expect(clause).not.toContain('a Társaság elővásárlási jogáról (Ptk. 3:167. § (2)–(3), (6))');
  });

  it('keeps the general note on the consent and the company’s pre-emption right for a multi-member company', () => {
    const request = loadAmendmentCase('atruhazas-kivulallora');
    const free = { atruhazashozBeleegyezes: false, elovasarlasiJog: false };
    const noConsent: AmendmentRequest = {
      ...request,
      korabbi: {
        ...request.korabbi,
        uzletreszNyeresegSzabalyzasok: { ...request.korabbi.uzletreszNyeresegSzabalyzasok, ...free },
      },
      uj: { ...request.uj, uzletreszNyeresegSzabalyzasok: { ...request.uj.uzletreszNyeresegSzabalyzasok, ...free } },
    };
    const clause = clauseOf(documentText(noConsent, 'uzletresz-atruhazas-1'));
    expect(clause).toContain(
      'nincs határozat az átruházáshoz való hozzájárulásról és a Társaság elővásárlási jogáról (Ptk. 3:167. § (2)–(3), (6))',
    );
    expect(clause).not.toContain('3:209. § (2)');
  });
});

describe('the transfer agreement of part of a share (Ptk. 3:173. § (2))', () => {
  it('cites the resolution consenting to the division by its number', () => {
    const text = documentText(loadAmendmentCase('atruhazas-tagra-reszleges'), 'uzletresz-atruhazas-1');
    expect(text).toContain(
      'az üzletrész felosztásához a Társaság legfőbb szerve az 1/2026. (XI. 20.) számú határozatával hozzájárult (Ptk. 3:173. § (2)).',
    );
  });

  it('on a second sale by the same seller, takes the part from what the first sale left him', () => {
    const text = documentText(sellingTwice(500_000), 'uzletresz-atruhazas-2');
    expect(text).toContain(
      'Eladó üzletrészéből 400 000 Ft, azaz négyszázezer forint névértékű törzsbetétnek megfelelő részt a jelen szerződést megelőzően más szerződéssel ruházott át; a jelen szerződés a nála maradó, 800 000 Ft, azaz nyolcszázezer forint névértékű törzsbetéthez kapcsolódó üzletrészre vonatkozik. Eladó ebből 500 000 Ft, azaz ötszázezer forint névértékű törzsbetétnek megfelelő részt ruház át; az üzletrész felosztásához a Társaság legfőbb szerve a 2/2026. (XI. 20.) számú határozatával hozzájárult (Ptk. 3:173. § (2)).',
    );
  });

  it("on the members' contract route, where no resolution is written, tells the lawyer to attach the consent (read-through 8)", () => {
    const request = loadAmendmentCase('atruhazas-tagra-reszleges');
    const contract = documentText(
      { ...request, dontes: { ...request.dontes, mod: 'TAGOK_SZERZODESE' } },
      'uzletresz-atruhazas-1',
    );
    expect(contract).toContain('az üzletrész felosztásához a Társaság legfőbb szerve hozzájárult (Ptk. 3:173. § (2)).');
    expect(contract).toContain(
      'Megjegyzés az ügyvéd részére (megerősítendő): a tagok szerződéssel döntenek, ezért az okiratok között nincs határozat az üzletrész felosztásához való hozzájárulásról, amelyet a fenti pont rögzít; a felosztáshoz a taggyűlés hozzájárulása szükséges (Ptk. 3:173. § (2)).',
    );
    // a resolution numbered in the contract needs no note
    expect(documentText(request, 'uzletresz-atruhazas-1')).not.toContain('nincs határozat az üzletrész felosztásához');
  });

  it('claims no division when the second sale takes all the first left', () => {
    const text = documentText(sellingTwice(800_000), 'uzletresz-atruhazas-2');
    expect(text).toContain(
      'a jelen szerződés a nála maradó, 800 000 Ft, azaz nyolcszázezer forint névértékű törzsbetéthez kapcsolódó üzletrészre vonatkozik. Az átruházott üzletrész',
    );
    expect(text).not.toContain('felosztásához');
  });
});

describe('the resolution consenting to the division of a share (Ptk. 3:173. § (2); amendments brief 3.1)', () => {
  const divisionOf = (text: string) => text.split('\n').filter((line) => line.includes('3:173.'));

  it('names the seller, the share divided, its two parts and the buyer of the part transferred', () => {
    expect(divisionOf(documentText(loadAmendmentCase('atruhazas-tagra-reszleges'), 'hatarozat'))).toEqual([
      'A taggyűlés a Ptk. 3:173. § (2) bekezdése alapján hozzájárul Fehér Krisztina tag 1 200 000 Ft névértékű törzsbetétjéhez kapcsolódó üzletrészének felosztásához: 600 000 Ft névértékű, átruházásra kerülő és 600 000 Ft névértékű, a tagnál maradó üzletrészre. Az átruházásra kerülő üzletrész megszerzője: Nagy Lajos.',
    ]);
  });

  it('divides, on the second sale to another buyer, what the seller still holds after the first', () => {
    expect(divisionOf(documentText(sellingTwice(500_000), 'hatarozat'))).toEqual([
      'A taggyűlés a Ptk. 3:173. § (2) bekezdése alapján hozzájárul Fehér Krisztina tag 1 200 000 Ft névértékű törzsbetétjéhez kapcsolódó üzletrészének felosztásához: 400 000 Ft névértékű, átruházásra kerülő és 800 000 Ft névértékű, a tagnál maradó üzletrészre. Az átruházásra kerülő üzletrész megszerzője: Nagy Lajos.',
      'A taggyűlés a Ptk. 3:173. § (2) bekezdése alapján hozzájárul Fehér Krisztina tag 800 000 Ft névértékű törzsbetétjéhez kapcsolódó üzletrészének felosztásához: 500 000 Ft névértékű, átruházásra kerülő és 300 000 Ft névértékű, a tagnál maradó üzletrészre. Az átruházásra kerülő üzletrész megszerzője: Kovács Péter.',
    ]);
  });

  it('names the part the seller keeps as transferred when a later sale of the decision takes all of it (read-through 10)', () => {
    // 400 000 Ft to Nagy Lajos, then the remaining 800 000 Ft whole to Kovács Péter: the seller keeps nothing, and
    // the same minutes consent to the second sale, so "a tagnál maradó" would contradict them
    expect(divisionOf(documentText(sellingTwice(800_000), 'hatarozat'))).toEqual([
      'A taggyűlés a Ptk. 3:173. § (2) bekezdése alapján hozzájárul Fehér Krisztina tag 1 200 000 Ft névértékű törzsbetétjéhez kapcsolódó üzletrészének felosztásához: 400 000 Ft névértékű, átruházásra kerülő és 800 000 Ft névértékű, szintén átruházásra kerülő üzletrészre. A 400 000 Ft névértékű üzletrész megszerzője: Nagy Lajos; a 800 000 Ft névértékű üzletrész megszerzője: Kovács Péter.',
    ]);
  });

  it('lets the sole member divide his own share without naming him as another member', () => {
    const [division] = divisionOf(documentText(loadAmendmentCase('tobbszemelyesse-valas'), 'hatarozat'));
    expect(division).toBe(
      'Az egyedüli tag a Ptk. 3:173. § (2) bekezdése alapján hozzájárul a 3 000 000 Ft névértékű törzsbetétjéhez kapcsolódó üzletrészének felosztásához: 1 000 000 Ft névértékű, átruházásra kerülő és 2 000 000 Ft névértékű, nála maradó üzletrészre. Az átruházásra kerülő üzletrész megszerzője: Lakatos Emese.',
    );
  });

  it('names the parts by their törzsbetét when the registered business shares deviate from the contributions', () => {
    const request = loadAmendmentCase('atruhazas-tagra-reszleges');
    const deviating: AmendmentRequest = {
      ...request,
      korabbi: {
        ...request.korabbi,
        tagok: request.korabbi.tagok.map((member) => ({ ...member, uzletreszElteres: 50 })),
      },
    };
    const [division] = divisionOf(documentText(deviating, 'hatarozat'));
    expect(division).toContain(
      'hozzájárul Fehér Krisztina tag 1 200 000 Ft névértékű törzsbetétjéhez kapcsolódó üzletrészének felosztásához úgy, hogy a törzsbetétből 600 000 Ft névértékű rész az átruházásra kerülő, 600 000 Ft névértékű rész a tagnál maradó üzletrészhez tartozik. Mivel a társasági szerződés a tagok üzletrészének mértékét a törzsbetétek arányától eltérően határozza meg, a felosztással keletkező üzletrészek mértéke nem a névértékükből következik: azt a módosított társasági szerződés állapítja meg.',
    );
    expect(division).not.toContain('névértékű, átruházásra kerülő és');
  });

  it('leaves the share divided unnamed when the seller acquires another one earlier in the amendment', () => {
    const bought = buyingBeforeSelling();
    expect(divisionOf(documentText(bought, 'hatarozat'))[1]).toBe(
      'A taggyűlés a Ptk. 3:173. § (2) bekezdése alapján hozzájárul Fehér Krisztina tag üzletrészének felosztásához úgy, hogy abból 600 000 Ft névértékű törzsbetétnek megfelelő rész átruházásra kerül. Az átruházásra kerülő üzletrész megszerzője: Nagy Lajos.',
    );
  });
});

describe('the filing summary’s row for an "other" amendment (decision 049; read-through 8)', () => {
  it('names what the amendment changes instead of two dashes', () => {
    const request = loadAmendmentCase('cegnev');
    const changed: AmendmentRequest = {
      ...request,
      dontes: { ...request.dontes, egyhangu: true, szavazasok: [] },
      uj: {
        ...request.uj,
        idotartamVege: '2040-12-31',
        taggyulesSzabalyzasok: { ...request.uj.taggyulesSzabalyzasok, eventeHanyszorTagGyules: 3 },
      },
    };
    const summary = documentText(changed, 'benyujtasi-osszesito');
    expect(summary).toContain(
      'Egyéb rendelkezés – a Társaság időtartama; a taggyűlésre vonatkozó rendelkezések\na bejegyzett létesítő okirat szerint\na létesítő okirat módosítása szerint',
    );
    expect(summary).not.toMatch(/Egyéb rendelkezés\n–\n–/);
  });
});

describe('the resolution on the activities other than the main activity', () => {
  it('says in words that none remain, instead of a dash, when every other activity is dropped', () => {
    const request = loadAmendmentCase('egyeb-tevekenyseg');
    const text = documentText({ ...request, uj: { ...request.uj, egyebTevekenysegek: [] } }, 'hatarozat');
    expect(text).toContain(
      'a következők szerint állapítja meg: a Társaságnak a főtevékenységén kívül más tevékenységi köre nincs.',
    );
    expect(text).not.toContain('meg: –');
  });
});

describe('a gift of a share to an outsider (pre-emption arises on a sale only, as check-amendment applies it)', () => {
  it('asks for no pre-emption statements and claims no waiver, but cites the consent resolution', () => {
    const request = loadAmendmentCase('atruhazas-kivulallora');
    const transfer = request.uzletreszAtruhazasok[0]!;
    const text = documentText(
      { ...request, uzletreszAtruhazasok: [{ ...transfer, jogcim: 'AJANDEKOZAS' }] },
      'uzletresz-atruhazas-1',
    );
    expect(text).toContain('ÜZLETRÉSZ-AJÁNDÉKOZÁSI SZERZŐDÉS');
    expect(text).toContain(
      'Felek rögzítik, hogy a Társaság legfőbb szerve az 1/2026. (XI. 20.) számú határozatával az átruházáshoz hozzájárult.',
    );
    expect(text).not.toContain('elővásárlási jogról');
    expect(text).not.toContain('nyilatkozataik szerint nem élnek');
    expect(text).not.toContain('elővásárlási jogáról lemondott');
    const resolution = documentText(
      { ...request, uzletreszAtruhazasok: [{ ...transfer, jogcim: 'AJANDEKOZAS' }] },
      'hatarozat',
    );
    expect(resolution).toContain('Az átruházó tag: Fehér Krisztina; a megszerző: Kovács Péter.\n');
    expect(resolution).not.toContain('elővásárlási jogával nem kíván élni');
  });
});

describe('a gift with no consent resolution (read-through 9; Ptk. 3:167. § (2), (6))', () => {
  it('asks the lawyer about the consent only: no pre-emption right arises on a gift', () => {
    // the sole member gives part of his share to an outsider; no resolution consents to it
    const request = loadAmendmentCase('tobbszemelyesse-valas');
    const transfer = request.uzletreszAtruhazasok[0]!;
    const gift = { ...request, uzletreszAtruhazasok: [{ ...transfer, jogcim: 'AJANDEKOZAS' as const }] };
    const text = documentText(gift, 'uzletresz-atruhazas-1');
    expect(text).toContain(
      'a változás határozatai között nincs határozat az átruházáshoz való hozzájárulásról (Ptk. 3:167. § (6)); ellenőrizze, hogy a létesítő okirat alapján szükséges-e. Az ingyenes átruházásra a Ptk. 3:167. § (2) bekezdése szerinti elővásárlási jog nem vonatkozik, mert az csak a pénzszolgáltatás ellenében történő átruházásra áll fenn.',
    );
    expect(text).not.toContain('a Társaság elővásárlási jogáról (Ptk. 3:167. § (2)–(3), (6))');
  });

  it('keeps the pre-emption in the note of a sale by the sole member', () => {
    expect(documentText(loadAmendmentCase('tobbszemelyesse-valas'), 'uzletresz-atruhazas-1')).toContain(
      'az Üzletrészt a Ptk. 3:167. § (2) bekezdése szerinti elővásárlási jog alapján maga nem vásárolhatja meg',
    );
  });
});

describe('the agenda of a meeting consenting to two divisions of one share (decision 044)', () => {
  it('names the acquirer of each part, so the items do not read the same', () => {
    // Fehér Krisztina gives 400 000 Ft of her share to Nagy Lajos and sells 400 000 Ft to Kiss Péter
    const text = documentText(loadAmendmentCase('atruhazas-tagra-ajandek-ket-tagra'), 'hatarozat');
    expect(text).toContain(
      'Napirend:\nhozzájárulás üzletrész felosztásához (megszerző: Nagy Lajos);\nhozzájárulás üzletrész felosztásához (megszerző: Kiss Péter).\n',
    );
  });

  it('keeps a single item as it was', () => {
    const text = documentText(loadAmendmentCase('atruhazas-tagra-reszleges'), 'hatarozat');
    expect(text).toContain('Napirend:\nhozzájárulás üzletrész felosztásához.\n');
  });
});

describe('a gift of a share between members (decision 044)', () => {
  const request = loadAmendmentCase('atruhazas-tagra-reszleges');
  const transfer = request.uzletreszAtruhazasok[0]!;
  const gift = { ...request, uzletreszAtruhazasok: [{ ...transfer, jogcim: 'AJANDEKOZAS' as const }] };

  it('says when the donee acquires the share, as the notification states it (Ptk. 3:168. § (2))', () => {
    const text = documentText(gift, 'uzletresz-atruhazas-1');
    expect(text).toContain('Az Üzletrészt Megajándékozott a jelen szerződés aláírásával szerzi meg.');
    expect(text).toContain(
      'A jogosult személyének megváltozása – a szerzés – a szerződés aláírásával, 2026. november 21. napján következett be.',
    );
    // a sale keeps its own clause
    expect(documentText(request, 'uzletresz-atruhazas-1')).not.toContain('Megajándékozott');
  });

  it('points to the gift duty, not to the duty on transfers for consideration (Itv. 11. § (1), 12. § (1), 17. §)', () => {
    const text = documentText(gift, 'uzletresz-atruhazas-1');
    expect(text).toContain('az ajándékozás ajándékozási illeték tárgya (Itv. 11. § (1) b), (2));');
    expect(text).toContain(
      'az ajándékozó egyenes ági rokona, házastársa vagy testvére által megszerzett ajándék (Itv. 17. § (1) p), w))',
    );
    expect(text).not.toContain('visszterhes vagyonátruházási illeték');
    expect(documentText(request, 'uzletresz-atruhazas-1')).toContain(
      'a megszerzőt visszterhes vagyonátruházási illeték és bejelentési kötelezettség terhelheti (Itv. 18. § (2) h), (4); U 16).',
    );
  });
});

describe("the seller's share of the capital in the transfer agreement", () => {
  it('says a rounded share is rounded, with both decimals; an exact one as it is', () => {
    const request = loadAmendmentCase('atruhazas-tagra-reszleges');
    const [nagy, feher] = request.korabbi.tagok;
    // Fehér Krisztina's 1 200 000 Ft of 3 600 000 Ft: a third of the capital
    const third: AmendmentRequest = {
      ...request,
      korabbi: { ...request.korabbi, tagok: [{ ...nagy!, penzbetet: 2_400_000 }, feher!] },
      uj: {
        ...request.uj,
        tagok: [{ ...request.uj.tagok[0]!, penzbetet: 3_000_000 }, request.uj.tagok[1]!],
      },
    };
    expect(documentText(third, 'uzletresz-atruhazas-1')).toContain(
      '1 200 000 Ft, azaz egymillió-kétszázezer forint névértékű törzsbetéthez kapcsolódó, a törzstőke kerekítve 33,33%-át kitevő üzletrésszel rendelkezik.',
    );
    expect(documentText(request, 'uzletresz-atruhazas-1')).toContain('a törzstőke 40%-át kitevő üzletrésszel');
  });
});

describe('pre-emption statements on a transfer between members (Ptk. 3:166. § (2))', () => {
  it('are not asked of the buying member', () => {
    const request = loadAmendmentCase('atruhazas-tagra-reszleges');
    const restricted = {
      ...request,
      korabbi: {
        ...request.korabbi,
        uzletreszNyeresegSzabalyzasok: { ...request.korabbi.uzletreszNyeresegSzabalyzasok, belsoAtruhazas: false },
      },
    };
    const text = documentText(restricted, 'uzletresz-atruhazas-1');
    expect(text).not.toContain('elővásárlási jogról');
  });
});

describe('the votes in the minutes (Ptk. 3:110. § (2), 3:193. § (1))', () => {
  it('states the quorum and each result in votes, one per forint of törzsbetét, with the share as an addition', () => {
    const text = documentText(loadAmendmentCase('cegnev'), 'hatarozat');
    expect(text).toContain(
      'a leadható 3 000 000 szavazatból – a társasági szerződés szerint minden egy forint törzsbetét egy szavazatra jogosít – 3 000 000 szavazatot, azaz a szavazatok 100%-át képviselő tagok vannak jelen, ezért a taggyűlés határozatképes.',
    );
    expect(text).toContain(
      'A taggyűlés a határozatot 1 800 000 igen, 1 200 000 nem szavazattal, 0 tartózkodás mellett elfogadta. Az igen szavazatok a jelen lévő, szavazásra jogosult 3 000 000 szavazat 60%-át teszik ki.',
    );
    expect(text).toContain(
      'A taggyűlés a határozatot 1 800 000 igen, 0 nem szavazattal, 1 200 000 tartózkodás mellett elfogadta. Az igen szavazatok a jelen lévő, szavazásra jogosult 3 000 000 szavazat 60%-át teszik ki. Tartózkodott: Fehér Krisztina.',
    );
    expect(text).not.toContain('%-át kitevő igen');
    expect(text).toContain('Törzsbetét\nSzavazatok száma\nSzavazati arány');
  });

  it("gives the yes votes and the votes present in the filing summary's table the same way", () => {
    const text = documentText(loadAmendmentCase('cegnev'), 'benyujtasi-osszesito');
    expect(text).toContain('\n1 800 000 / jelen: 3 000 000 (60%)\n');
    expect(text).not.toContain('60% / jelen: 100%');
  });

  it('names a member present who cast no vote', () => {
    const request = loadAmendmentCase('cegnev');
    const votes = request.dontes.szavazasok.map((vote) => (vote.targy === 'CEGNEV' ? { ...vote, nem: [] } : vote));
    const text = documentText({ ...request, dontes: { ...request.dontes, szavazasok: votes } }, 'hatarozat');
    expect(text).toContain(
      'A taggyűlés a határozatot 1 800 000 igen, 0 nem szavazattal, 0 tartózkodás mellett elfogadta. Az igen szavazatok a jelen lévő, szavazásra jogosult 3 000 000 szavazat 60%-át teszik ki. Nem szavazott: Fehér Krisztina.',
    );
  });

  it('keeps percentages with a note for the lawyer when the articles tie the votes to deviating business shares', () => {
    const request = loadAmendmentCase('cegnev');
    const deviating = (tagok: typeof request.korabbi.tagok) =>
      tagok.map((member, index) => ({ ...member, uzletreszElteres: index === 0 ? 70 : 30 }));
    const text = documentText(
      {
        ...request,
        korabbi: { ...request.korabbi, tagok: deviating(request.korabbi.tagok) },
        uj: { ...request.uj, tagok: deviating(request.uj.tagok) },
      },
      'hatarozat',
    );
    expect(text).toContain('A taggyűlés a határozatot a szavazatok 70%-át kitevő igen, 30% nem szavazattal');
    // the share of the votes present follows, as it does when votes are counted (a majority is taken on them)
    expect(text).toContain('Az igen szavazatok a jelen lévő, szavazásra jogosult szavazatok 70%-át teszik ki.');
    expect(text).toContain('szavazatszámot nem határoz meg');
    expect(text).not.toContain('Szavazatok száma');
  });
});

describe('the majority reached in a written resolution (Ptk. 3:20. § (2), 3:102. § (1))', () => {
  it('says "legalább háromnegyedes szótöbbséggel" for the amendment of the articles, and only there', () => {
    const text = documentText(loadAmendmentCase('irasbeli-hatarozathozatal'), 'hatarozat');
    const results = text.split('\n').filter((line) => line.startsWith('A határozatot a tagok '));
    expect(results).toEqual([
      'A határozatot a tagok 3 000 000 igen, 0 nem szavazattal, 0 tartózkodás mellett elfogadták. Az igen szavazatok a megküldött 3 000 000 szavazat 100%-át teszik ki.',
      'A határozatot a tagok 3 000 000 igen, 0 nem szavazattal, 0 tartózkodás mellett elfogadták, a szükséges legalább háromnegyedes szótöbbséggel. Az igen szavazatok a megküldött 3 000 000 szavazat 100%-át teszik ki.',
    ]);
  });
});

describe("the consolidated articles' dating line (Ctv. 51. § (3))", () => {
  it("gives the founding document's date without today's place when its own place is not known", () => {
    const text = documentText(loadAmendmentCase('tokeemeles-uj-taggal'), 'egyseges-szerkezet');
    expect(text).toMatch(/\nKelt: 2020\. január 15\.; egységes szerkezetben: Debrecen, 2026\. november 24\.\n/);
  });

  it("gives the founding document's own place when the registration data has it", () => {
    const request = loadAmendmentCase('tokeemeles-uj-taggal');
    const text = documentText(
      { ...request, bejegyzes: { ...request.bejegyzes, letesitoOkiratHelye: 'Budapest' } },
      'egyseges-szerkezet',
    );
    expect(text).toContain('\nKelt: Budapest, 2020. január 15.; egységes szerkezetben: Debrecen, 2026. november 24.\n');
  });
});

describe('the attachment list of the filing summary (a list running on from its heading, items ending in ";")', () => {
  it.each(['uj-ugyvezeto', 'atruhazas-kivulallora', 'tokeemeles-uj-taggal', 'egyszemelyesse-valas'])(
    'starts every item lower case, the document titles too (%s)',
    (name) => {
      const text = documentText(loadAmendmentCase(name), 'benyujtasi-osszesito');
      const items = text
        .slice(text.indexOf('Csatolandó okiratok\n'), text.indexOf('\nMegjegyzés'))
        .split('\n')
        .slice(1);
      expect(items.length).toBeGreaterThan(4);
      for (const item of items) expect(item.charAt(0)).toBe(item.charAt(0).toLocaleLowerCase('hu'));
    },
  );
});

describe('the members’ pre-emption statements on a sale to an outsider (Ptk. 3:167. § (2))', () => {
  const withPreemption = (elovasarlasiJog: boolean) => {
    const request = loadAmendmentCase('atruhazas-kivulallora');
    const rules = { ...request.korabbi.uzletreszNyeresegSzabalyzasok, elovasarlasiJog };
    return {
      ...request,
      korabbi: { ...request.korabbi, uzletreszNyeresegSzabalyzasok: rules },
      uj: { ...request.uj, uzletreszNyeresegSzabalyzasok: rules },
    };
  };

  it('are asked of the other members whatever the articles say: the right is statutory, not granted by the articles', () => {
    const restating = documentText(withPreemption(true), 'uzletresz-atruhazas-1');
    const excluding = documentText(withPreemption(false), 'uzletresz-atruhazas-1');
    for (const text of [restating, excluding]) {
      expect(text).toContain('NYILATKOZAT\nelővásárlási jogról');
      expect(text).toContain(
        '(a továbbiakban: Ptk.) 3:167. § (2) bekezdése szerinti elővásárlási jogommal nem kívánok élni',
      );
    }
    expect(restating).not.toContain('kizárhatósága vitatott');
  });

  it('carry a note for the lawyer when the articles exclude the right, whose exclusion is disputed', () => {
    const text = documentText(withPreemption(false), 'uzletresz-atruhazas-1');
    expect(text).toContain(
      'Megjegyzés az ügyvéd részére (megerősítendő): a társasági szerződés kizárja a tagok elővásárlási jogát, de e jog a Ptk. 3:167. § (2) bekezdése alapján a társasági szerződéstől függetlenül megilleti őket, és kizárhatósága vitatott',
    );
  });
});

describe('the amendment deed replaces a clause together with its lettered items', () => {
  it('quotes 10.3 with its a)–c) conditions, not a lead-in ending in "ha" that would repeal them', () => {
    const text = documentText(loadAmendmentCase('tobbszemelyesse-valas'), 'modositas');
    const point = text.slice(text.indexOf('„10.3.'), text.indexOf('pontja helyébe', text.indexOf('„10.3.')));
    expect(point).toContain('osztalékelőleg fizetéséről határozhat, ha\na) közbenső mérleg alapján');
    expect(point).toContain(
      'c) a Társaság helyesbített saját tőkéje a kifizetés folytán nem csökken a törzstőke összege alá.”',
    );
  });

  it('replaces only the clause whose items changed, with its items', () => {
    const text = documentText(loadAmendmentCase('egyeb-tevekenyseg'), 'modositas');
    expect(text).toContain(
      'A társasági szerződés 4.2. pontja helyébe a következő rendelkezés lép:\n„4.2. A Társaság egyéb tevékenységei:',
    );
    expect(text).not.toContain('4. pontja helyébe');
  });
});

describe("the filing summary's attachments when a director leaves (Ptk. 3:25. §)", () => {
  it('asks for the resignation and the proof of its delivery only when the director resigned', () => {
    const recall = loadAmendmentCase('ugyvezeto-csere');
    expect(documentText(recall, 'benyujtasi-osszesito')).not.toContain('lemondó nyilatkozat');
    const change = recall.ugyvezetoValtozas!;
    const resignation: AmendmentRequest = {
      ...recall,
      ugyvezetoValtozas: { ...change, megszunok: change.megszunok.map((end) => ({ ...end, ok: 'LEMONDAS' as const })) },
    };
    expect(documentText(resignation, 'benyujtasi-osszesito')).toContain(
      'lemondó nyilatkozat és közlésének igazolása (Ptk. 3:25. § (3)) – Nagy Lajos;',
    );
  });
});

describe("the seat document of a registered company's seat change (Ctv. 7. § (4))", () => {
  it("attaches the registered-office provider's contract to the change application, not to a registration", () => {
    const text = documentText(loadAmendmentCase('szekhely-mas-cegbirosag'), 'szekhely');
    expect(text).toContain('amelyet a változásbejegyzési kérelemhez csatolni kell.');
    expect(text).not.toContain('cégbejegyzési kérelem');
  });

  it("is the owner's consent the filing summary lists once, with no second item offering other proofs", () => {
    const summary = documentText(loadAmendmentCase('szekhely-azonos-cegbirosag'), 'benyujtasi-osszesito');
    expect(summary).toContain('székhelyhasználati hozzájáruló nyilatkozat;');
    expect(summary).not.toContain('a tulajdonos hozzájárulása, a tulajdoni lap, vagy székhelyszolgáltatási szerződés');
    const request = loadAmendmentCase('szekhely-azonos-cegbirosag');
    const owned = {
      ...request,
      uj: { ...request.uj, szekhelyIngatlan: { tulajdonosok: [], jogcim: 'TULAJDON' as const } },
    };
    expect(documentText(owned, 'benyujtasi-osszesito')).toContain(
      'az új székhely ingatlanának tulajdoni lapja, amely a Társaság tulajdonjogát és így a használatára való jogosultságát igazolja (Ctv. 7. § (4));',
    );
    expect(documentText(loadAmendmentCase('szekhely-mas-cegbirosag'), 'benyujtasi-osszesito')).toContain(
      'a székhelyszolgáltatóval kötött írásbeli megbízási szerződés',
    );
  });
});

describe('the use declaration of new premises and branches (Ctv. 7. § (4), decision 024)', () => {
  it('covers the new addresses only, so its subtitle does not claim every address of the company', () => {
    const text = documentText(loadAmendmentCase('telephely-fioktelep'), 'szekhely');
    expect(text).toContain('részére, a cégjegyzékbe bejegyzendő új címek használatáról');
    expect(text).not.toContain('valamennyi cím');
    expect(text).not.toContain('Székhely:');
  });
});

describe('the abbreviation "Ptk." in the transfer documents (legal brief 1.4: defined at its first use)', () => {
  it('defines it before the first citation in the agreement, the pre-emption statement and the notification', () => {
    const text = documentText(loadAmendmentCase('atruhazas-kivulallora'), 'uzletresz-atruhazas-1');
    const definition = 'a Polgári Törvénykönyvről szóló 2013. évi V. törvény (a továbbiakban: Ptk.)';
    const documents = text.split(/\n(?=NYILATKOZAT\n|BEJELENTÉS\n)/);
    expect(documents).toHaveLength(3);
    for (const document of documents) {
      expect(document.indexOf(definition)).toBeGreaterThan(-1);
      // the first "Ptk." of each document is the one its definition introduces
      expect(document.indexOf('Ptk.')).toBe(document.indexOf(definition) + definition.indexOf('Ptk.'));
    }
    expect(text).not.toContain('(Ptk.)');
  });
});

describe('pótbefizetés introduced by the members (Ptk. 3:99/A. §, 3:102. § (3))', () => {
  it('quotes the clause, states the statutory terms and records the unanimous vote', () => {
    const request = loadAmendmentCase('egyeb-tevekenyseg');
    const terms =
      'A taggyűlés tagonként legfeljebb 500 000 Ft pótbefizetést írhat elő, üzleti évenként legfeljebb egyszer';
    const text = documentText({ ...request, uj: { ...request.uj, potbefizetesFeltetelei: terms } }, 'hatarozat');
    expect(text).toContain(
      `pótbefizetésre vonatkozó rendelkezését 2026. december 1. napjától kezdődő hatállyal a következők szerint állapítja meg: „${terms}.”`,
    );
    expect(text).toContain('a tagok vagyoni hozzájárulásuk arányában kell meghatározni és teljesíteni');
    expect(text).toContain(
      'a pótbefizetés a tagok vagyoni hozzájárulását, így a törzstőkét sem növeli (Ptk. 3:99/A. § (1)–(3))',
    );
    expect(text).toContain('valamennyi tag igen szavazatával, egyhangúlag (Ptk. 3:102. § (3))');
  });

  it('repealed in a company left with one member, keeps the sole member’s statutory power the articles state (Ptk. 3:99/A. § (7))', () => {
    // found in a case the amendment arbitrary drew (fc.sample seed 14): the resolution said no member owes pótbefizetés
    // under the articles, while the consolidated articles let the sole member order it by resolution
    const request = loadAmendmentCase('egyszemelyesse-valas');
    const terms =
      'A taggyűlés tagonként legfeljebb 500 000 Ft pótbefizetést írhat elő, üzleti évenként legfeljebb egyszer.';
    const repealed = { ...request, korabbi: { ...request.korabbi, potbefizetesFeltetelei: terms } };
    const text = documentText(repealed, 'hatarozat');
    expect(text).toContain(
      'pótbefizetésre vonatkozó rendelkezését 2026. december 1. napjától kezdődő hatállyal hatályon kívül helyezi; pótbefizetést ezt követően az alapító a veszteségek fedezésére határozatával, az abban megállapított feltételekkel írhat elő (Ptk. 3:99/A. § (7)).',
    );
    expect(text).not.toContain('pótbefizetési kötelezettség a létesítő okirat alapján nem terheli');
    expect(documentText(repealed, 'egyseges-szerkezet')).toContain(
      'Az alapító a veszteségek fedezésére határozatával pótbefizetést írhat elő',
    );
    // a multi-member company's articles then order none
    const multi = loadAmendmentCase('egyeb-tevekenyseg');
    expect(
      documentText({ ...multi, korabbi: { ...multi.korabbi, potbefizetesFeltetelei: terms } }, 'hatarozat'),
    ).toContain(
      'hatályon kívül helyezi; a Társaság tagjait pótbefizetési kötelezettség a létesítő okirat alapján nem terheli.',
    );
  });
});

describe('the power of attorney for the change registration (Ctv. 32. § (4))', () => {
  it('is given by the registered company, signed by the director in office on its date, never a recalled one', () => {
    const request = loadAmendmentCase('ugyvezeto-csere');
    const before = documentText(request, 'meghatalmazas');
    expect(before).toContain(
      'Hajdú Pékmester Korlátolt Felelősségű Társaság (székhely: 4027 Debrecen, Böszörményi út 20.; cégjegyzékszám: Cg. 09-09-031234',
    );
    expect(before).toContain('képviseli: Nagy Lajos ügyvezető');
    expect(before).toContain('a 2026. november 20. napján hozott határozatokon alapuló változásbejegyzési eljárásban');
    expect(before).not.toMatch(/bejegyzés alatt|előtársaság/);
    const after = documentText({ ...request, keltezesIdeje: '2026-12-02' }, 'meghatalmazas');
    expect(after).toContain('képviseletében: Balogh Tamás');
    expect(after).not.toContain('Nagy Lajos');
  });

  it('is planned whenever an application is filed, and the filing summary lists it as generated', () => {
    const summary = documentText(loadAmendmentCase('cegnev'), 'benyujtasi-osszesito');
    expect(summary).toContain('meghatalmazás jogi képviseletre;');
    expect(summary).not.toContain('ügyvédi meghatalmazás');
    const deferred = renderer.prepare(loadAmendmentCase('egyeb-tevekenyseg')).plan.documents;
    expect(deferred.map((document) => document.id)).not.toContain('meghatalmazas');
  });
});

describe('a capital increase in which the members raise their own törzsbetét (Ptk. 3:198. §–3:200. §)', () => {
  const request = loadAmendmentCase('tokeemeles-meglevo-tag');

  it('the resolution names each member with the increment in figures and words, its deadline and way of payment, and the törzsbetét before and after', () => {
    const text = documentText(request, 'hatarozat');
    expect(text).toContain(
      'Vagyoni hozzájárulás szolgáltatására jogosult: Nagy Lajos, a Társaság tagja, törzsbetétjének felemelésével, 600 000 Ft, azaz hatszázezer forint összegben, amelyet 2027. január 31. napjáig a Társaság pénzforgalmi számlájára történő befizetéssel teljesít. A tag teljes egészében szolgáltatott, 1 800 000 Ft összegű törzsbetétje ezzel 2 400 000 Ft-ra emelkedik.',
    );
    expect(text).toContain(
      'Fehér Krisztina, a Társaság tagja, törzsbetétjének felemelésével, 400 000 Ft, azaz négyszázezer forint összegben, amelyet 2026. december 18. napjáig a Társaság házipénztárába',
    );
    expect(text).not.toMatch(/Nagy Lajos, 2 400 000 Ft/);
  });

  it('the commitment undertakes the increment only, states the törzsbetét provided and the new total, and is no accession declaration', () => {
    const text = documentText(request, 'vagyoni-hozzajarulas-1');
    expect(text).toContain('KÖTELEZETTSÉGVÁLLALÓ NYILATKOZAT');
    expect(text).not.toContain('CSATLAKOZÓ');
    expect(text).toContain(
      'kötelezettséget vállalok arra, hogy törzsbetétem felemeléseként 600 000 Ft, azaz hatszázezer forint pénzbeli vagyoni hozzájárulást 2027. január 31. napjáig a Társaság pénzforgalmi számlájára történő befizetéssel teljesítek.',
    );
    expect(text).toContain(
      'Kijelentem, hogy a Társaság tagjaként 1 800 000 Ft összegű törzsbetétemet a Társaság részére teljes egészében szolgáltattam. Törzsbetétem a felemeléssel 2 400 000 Ft, azaz kétmillió-négyszázezer forint összegre emelkedik',
    );
    expect(text).not.toContain('kötelezőnek ismerem el');
    const titles = renderer
      .prepare(request)
      .plan.documents.filter((document) => document.id === 'vagyoni-hozzajarulas');
    expect(titles.map((document) => document.title)).toEqual([
      'Kötelezettségvállaló nyilatkozat – Nagy Lajos',
      'Kötelezettségvállaló nyilatkozat – Fehér Krisztina',
    ]);
  });

  it('the commitment is dated the day of the meeting that decides the increase, before the articles are amended (Ptk. 3:200. § (1))', () => {
    expect(request.dontes.datum).not.toBe(request.keltezesIdeje);
    const text = documentText(request, 'vagyoni-hozzajarulas-1');
    expect(text).toContain('Kelt: Debrecen, 2026. november 20.');
    expect(text).not.toContain('2026. november 24.');
    expect(documentText(request, 'modositas')).toContain('2026. november 24.');
  });

  it('designates nobody else in a full sentence, as the members took up the whole increase (Ptk. 3:198. § (2) d))', () => {
    const text = documentText(request, 'hatarozat');
    expect(text).toContain(
      'Mivel a pénzbeli hozzájárulások teljes összegének szolgáltatását az elsőbbségi joggal rendelkező tagok vállalták, a taggyűlés a Ptk. 3:198. § (2) bekezdés d) pontja szerinti, a hozzájárulás szolgáltatására jogosult más személyt nem jelöl ki.',
    );
    expect(text).not.toContain('nincs kijelölve');
    expect(documentText(loadAmendmentCase('tokeemeles-uj-taggal'), 'hatarozat')).toContain(
      'annak szolgáltatására jogosult (Ptk. 3:198. § (2) d)): Tóth Gábor, a törzstőkeemelésben való részvételi aránya 100% (1 000 000 Ft).',
    );
  });

  it("speaks of the sole member in the singular when a single-member company's member raises its törzsbetét", () => {
    const [member] = request.korabbi.tagok;
    const [raised] = request.uj.tagok;
    const [contribution] = request.tokeemeles!.hozzajarulasok;
    const single: AmendmentRequest = {
      ...request,
      korabbi: { ...request.korabbi, tagok: [{ ...member!, penzbetet: 3_000_000 }] },
      uj: { ...request.uj, tagok: [{ ...raised!, penzbetet: 4_000_000 }] },
      dontes: { ...request.dontes, mod: 'EGYEDULI_TAG', jelenlevok: [] },
      tokeemeles: {
        ...request.tokeemeles!,
        hozzajarulasok: [{ ...contribution!, penzbeli: 1_000_000 }],
        elsobbsegiJogNyilatkozatok: [{ id: 201 }],
      },
    };
    const text = documentText(single, 'hatarozat');
    expect(text).toContain(
      'Az egyedüli tag – megállapítva, hogy törzsbetétjét teljes egészében szolgáltatta – a Társaság',
    );
    expect(text).toContain(
      'A Társaság egyedüli tagja kijelenti, hogy a Ptk. 3:199. §-a szerinti elsőbbségi jogával a fenti vállalás erejéig él, azon túl azzal nem kíván élni.',
    );
    expect(text).toContain('az elsőbbségi joggal rendelkező tag vállalta, az egyedüli tag a Ptk. 3:198. § (2)');
    expect(text).not.toMatch(/tagjai kijelentik|valamennyi tagja/);
  });

  it('speaks of the sole member alone when a transfer left one member, who then decides the increase (Ptk. 3:199. §)', () => {
    // found in a case the amendment arbitrary drew (fc.sample seed 11): the member who sold her whole share before the
    // decision was still made to declare on a pre-emption right that only the members at the decision hold
    const transfer = loadAmendmentCase('egyszemelyesse-valas');
    const [sole] = transfer.uj.tagok;
    const raised: AmendmentRequest = {
      ...transfer,
      uj: { ...transfer.uj, tagok: [{ ...sole!, penzbetet: sole!.penzbetet + 1_000_000 }] },
      tokeemeles: {
        osszeg: 1_000_000,
        hozzajarulasok: [
          {
            tag: { id: sole!.szemely!.id! },
            penzbeli: 1_000_000,
            nemPenzbeli: 0,
            hatarido: '2027-01-31',
            mod: 'pénzforgalmi számla',
            csatlakozoNyilatkozat: false,
          },
        ],
        kijeloltSzemelyek: [],
        elsobbsegiJogNyilatkozatok: [{ id: sole!.szemely!.id! }],
      },
    };
    expect(renderer.prepare(raised).findings.filter((finding) => finding.severity === 'error')).toEqual([]);
    const text = documentText(raised, 'hatarozat');
    expect(text).toContain(
      'Az egyedüli tag – megállapítva, hogy törzsbetétjét teljes egészében szolgáltatta – a Társaság',
    );
    expect(text).toContain(
      'A Társaság egyedüli tagja kijelenti, hogy a Ptk. 3:199. §-a szerinti elsőbbségi jogával a fenti vállalás erejéig él, azon túl azzal nem kíván élni.',
    );
    expect(text).not.toMatch(/tagjai kijelentik|valamennyi tagja|tagok vállalták/);
  });

  it('the member register gives the new törzsbetét and says by how much it rose and by when the increment is paid', () => {
    const text = documentText(request, 'tagjegyzek');
    expect(text).toContain(
      'Nagy Lajos törzsbetétje a törzstőke felemelésével 1 800 000 Ft-ról 2 400 000 Ft-ra emelkedett; a felemelés 600 000 Ft összegű pénzbeli hozzájárulását Nagy Lajos 2027. január 31. napjáig a Társaság pénzforgalmi számlájára történő befizetéssel teljesíti.',
    );
    expect(documentText(loadAmendmentCase('tokeemeles-uj-taggal'), 'tagjegyzek')).not.toContain(
      'törzsbetétje a törzstőke felemelésével',
    );
  });
});

describe('the findings a lawyer reads', () => {
  it('carry no number of the brief’s validation rule, in the answer nor in the filing summary’s list', () => {
    const request = loadAmendmentCase('cegnev');
    const messages = renderer.prepare(request).findings.map((finding) => finding.message);
    expect(messages).toContain(
      'Javasolt a cégnév előzetes foglalása: a cégbíróság a jogi képviselő elektronikus kérelmére, illeték megfizetése ellenében a bejegyezhető cégnevet hatvan napra lefoglalja (Ctv. 6. § (2)–(3)). A foglalás megszűnik, ha a cégnév változásának bejegyzésére irányuló kérelmet hatvan napon belül nem nyújtják be (Ctv. 6. § (3)): ha a Társaság a nevet lefoglalta, a kérelmet a foglalástól számított hatvan napon belül, és legkésőbb a benyújtási határidő utolsó napján nyújtsa be.',
    );
    expect(messages.filter((message) => /^\d+\.\d+:/.test(message))).toEqual([]);
    expect(documentText(request, 'benyujtasi-osszesito')).not.toMatch(/\d\.\d+: /);
  });
});

describe('the filing deadline in the filing summary when the 30th day is a non-working day (decision 029)', () => {
  const decidedOn = (datum: string): AmendmentRequest => {
    const request = loadAmendmentCase('cegnev');
    // the case's effective day (1 December 2026) is kept only where it does not precede the decision, which is refused
    const hatalyNapja =
      request.hatalyNapja !== undefined && request.hatalyNapja >= datum ? request.hatalyNapja : undefined;
    return { ...request, keltezesIdeje: datum, hatalyNapja, dontes: { ...request.dontes, datum } };
  };
  const deadlineOf = (request: AmendmentRequest) => {
    const text = documentText(request, 'benyujtasi-osszesito');
    return text.slice(
      text.indexOf('A változásbejegyzési kérelem benyújtásának határideje'),
      text.indexOf('Késedelmes benyújtás'),
    );
  };

  it('prints a working-day deadline as before, without a note', () => {
    expect(deadlineOf(decidedOn('2026-11-23'))).toBe(
      'A változásbejegyzési kérelem benyújtásának határideje: 2026. december 23. (a döntéstől számított 30 nap, Ctv. 50. § (5)). ',
    );
  });

  it('moves a 30th day on Easter Monday to the Tuesday and says why', () => {
    expect(deadlineOf(decidedOn('2027-02-27'))).toBe(
      'A változásbejegyzési kérelem benyújtásának határideje: 2027. március 30. (Ctv. 50. § (5)). A döntéstől számított 30. nap (2027. március 29.) munkaszüneti nap (húsvéthétfő), ezért a határidő a következő munkanapon, 2027. március 30. napján jár le (Pp. 146. § (5), Ctv. 32. § (1)). ',
    );
  });

  it('moves December 25 and 26 to the next working day', () => {
    expect(deadlineOf(decidedOn('2026-11-25'))).toContain(
      'határideje: 2026. december 28. (Ctv. 50. § (5)). A döntéstől számított 30. nap (2026. december 25.) munkaszüneti nap (karácsony)',
    );
    expect(deadlineOf(decidedOn('2028-11-26'))).toContain(
      'határideje: 2028. december 27. (Ctv. 50. § (5)). A döntéstől számított 30. nap (2028. december 26.) munkaszüneti nap (karácsony)',
    );
  });

  it('keeps December 24 on a weekday and tells the lawyer what to check', () => {
    const text = deadlineOf(decidedOn('2026-11-24'));
    expect(text).toContain('határideje: 2026. december 24. (a döntéstől számított 30 nap, Ctv. 50. § (5)). ');
    expect(text).toContain(
      'A határidő utolsó napja, 2026. december 24., az Mt. 102. § (1) bekezdése szerint nem munkaszüneti nap; ha a munkarend-változásról szóló miniszteri rendelet (Mt. 102. § (5)) az adott évben pihenőnappá teszi, ellenőrizendő, hogy a határidő a következő munkanapon jár-e le.',
    );
  });

  it('names a Saturday passed over that a decree may have made a working day', () => {
    expect(deadlineOf(decidedOn('2026-11-19'))).toContain(
      'határideje: 2026. december 21. (Ctv. 50. § (5)). A döntéstől számított 30. nap (2026. december 19.) szombat, ezért a határidő a következő munkanapon, 2026. december 21. napján jár le (Pp. 146. § (5), Ctv. 32. § (1)). Ha a munkaszüneti napok miatti munkarend-változásról szóló miniszteri rendelet (Mt. 102. § (5)) 2026. december 19. napját munkanappá teszi, a határidő már ezen a napon lejár',
    );
  });
});

describe('the directors who sign the minutes: those in office when the meeting opens (Ptk. 3:193. § (2))', () => {
  // Fehér Krisztina's resignation took effect on 15 November, five days before the meeting of 20 November
  const base = loadAmendmentCase('ugyvezeto-visszahivas-meghivoval');
  const resignedBefore: AmendmentRequest = {
    ...base,
    dontes: { ...base.dontes, osszehivas: { mod: 'MEGHIVO', meghivoKelte: '2026-11-02' } },
    ugyvezetoValtozas: {
      megszunok: [{ nev: 'Fehér Krisztina', ok: 'LEMONDAS', datum: '2026-11-15' }],
      elfogadasok: [],
    },
  };
  const minutesSignatures = (request: AmendmentRequest) => {
    const text = documentText(request, 'hatarozat');
    return text.slice(text.lastIndexOf('Kelt:'), text.indexOf('JELENLÉTI ÍV'));
  };

  it('leaves out a director whose mandate ended before the meeting, and the one left convened it', () => {
    expect(minutesSignatures(resignedBefore)).toContain('Nagy Lajos\nügyvezető');
    expect(minutesSignatures(resignedBefore)).not.toContain('Fehér Krisztina\nügyvezető');
    expect(documentText(resignedBefore, 'hatarozat')).toContain(
      'a taggyűlést az ügyvezető 2026. november 2. napján kelt',
    );
  });

  it('keeps a director recalled at the meeting itself among the signers', () => {
    expect(minutesSignatures(base)).toContain('Fehér Krisztina\nügyvezető');
  });
});

describe('the directors named in the minutes and the deed when the company has several (Ptk. 3:196. §)', () => {
  // Nagy Lajos and Fehér Krisztina, both signing alone; Fehér Krisztina recalled from 1 December; the meeting
  // convened by Nagy Lajos's invitation
  const request = loadAmendmentCase('ugyvezeto-visszahivas-meghivoval');
  const [nagy, feher] = request.korabbi.ugyvezetok as [Director, Director];
  const balogh: Director = {
    ...loadAmendmentCase('ugyvezeto-csere').uj.ugyvezetok[0]!,
    megbizasKezdoIdopontja: '2020-01-15',
  };
  const sole = (director: Director): Director => ({
    ...director,
    cegjegyzesiJogTipus: 'ONALLO',
    cegjegyzesEgyuttesenCsoport: [],
  });
  const joint = (director: Director): Director => ({
    ...director,
    cegjegyzesiJogTipus: 'EGYUTTES',
    cegjegyzesEgyuttesenCsoport: ['A'],
  });
  // the same directors before and after a change of the name (the recall is dropped)
  const withDirectors = (directors: Director[]): AmendmentRequest => ({
    ...request,
    korabbi: { ...request.korabbi, ugyvezetok: directors },
    uj: { ...request.uj, nev: 'Hajdúsági Kézműves Pékség', ugyvezetok: directors },
    ugyvezetoValtozas: undefined,
  });
  const deed = 'a létesítő okirat módosítását tartalmazó okiratot ezzel a tartalommal';

  it('authorises any of the directors who sign alone, by name, and has the first of them sign the deed', () => {
    const minutes = documentText(request, 'hatarozat');
    expect(minutes).toContain(
      `felhatalmazza Nagy Lajos és Fehér Krisztina ügyvezetők bármelyikét, hogy ${deed} aláírja.`,
    );
    expect(minutes).not.toContain('felhatalmazza az ügyvezetőt');
    const amendment = documentText(request, 'modositas');
    expect(amendment).toContain('képviseletében: Nagy Lajos\nügyvezető');
    expect(amendment).toContain(
      'a módosító okiratot a határozat alapján a felhatalmazott ügyvezető cégszerűen írja alá',
    );
  });

  it('authorises only the director who signs alone when the others sign jointly, not the joint signers', () => {
    const text = documentText(withDirectors([sole(nagy), joint(feher), joint(balogh)]), 'hatarozat');
    expect(text).toContain(`felhatalmazza Nagy Lajos ügyvezetőt, hogy ${deed} aláírja.`);
    expect(text).not.toMatch(/bármelyikét|együttesen aláírják/);
  });

  it('authorises any of two sole signers beside a joint pair', () => {
    const text = documentText(withDirectors([joint(nagy), sole(feher), joint(balogh), sole(second())]), 'hatarozat');
    expect(text).toContain(
      `felhatalmazza Fehér Krisztina és Kovács Eszter ügyvezetők bármelyikét, hogy ${deed} aláírja.`,
    );
  });

  it('names the joint pair that signs the deed when more directors sign jointly, not "az ügyvezetőket"', () => {
    const groups = (director: Director, group: Director['cegjegyzesEgyuttesenCsoport']): Director => ({
      ...joint(director),
      cegjegyzesEgyuttesenCsoport: group,
    });
    const three = withDirectors([groups(nagy, ['A']), groups(feher, ['A', 'B']), groups(balogh, ['B'])]);
    expect(documentText(three, 'hatarozat')).toContain(
      `felhatalmazza Nagy Lajos és Fehér Krisztina ügyvezetőket, hogy ${deed} együttesen aláírják.`,
    );
    const amendment = documentText(three, 'modositas');
    expect(amendment).toContain('képviseletében együttesen: Nagy Lajos');
    expect(amendment).toContain('képviseletében együttesen: Fehér Krisztina');
    expect(amendment).toContain('a felhatalmazott ügyvezetők együttesen, cégszerűen írják alá');
  });

  it('names the only director when the decision elects or removes one, and keeps "az ügyvezetőt" otherwise', () => {
    expect(documentText(loadAmendmentCase('uj-ugyvezeto'), 'hatarozat')).toContain(
      `felhatalmazza Nagy Lajos ügyvezetőt, hogy ${deed} aláírja.`,
    );
    const unchanged = documentText(loadAmendmentCase('cegnev'), 'hatarozat');
    expect(unchanged).toContain(`felhatalmazza az ügyvezetőt, hogy ${deed} aláírja.`);
    expect(unchanged).not.toContain('ügyvezetők');
  });

  it('never authorises, nor has sign the deed, a director whose mandate has ended by the deed’s date', () => {
    const recalledNow: AmendmentRequest = {
      ...request,
      dontes: { ...request.dontes, osszehivas: { mod: 'MEGHIVO', meghivoKelte: '2026-11-02' } },
      ugyvezetoValtozas: { megszunok: [{ nev: nagy.nev, ok: 'VISSZAHIVAS', datum: '2026-11-20' }], elfogadasok: [] },
      uj: { ...request.uj, ugyvezetok: [feher] },
    };
    expect(documentText(recalledNow, 'hatarozat')).toContain(
      `felhatalmazza Fehér Krisztina ügyvezetőt, hogy ${deed} aláírja.`,
    );
    const amendment = documentText(recalledNow, 'modositas');
    expect(amendment).toContain('képviseletében: Fehér Krisztina');
    expect(amendment).not.toContain('képviseletében: Nagy Lajos');
  });

  it('names the director who convened the meeting, or states it convened without a subject when several could have', () => {
    expect(documentText(request, 'hatarozat')).toContain(
      'a taggyűlést Nagy Lajos ügyvezető 2026. november 2. napján kelt, a napirendet tartalmazó meghívóval',
    );
    const unnamed: AmendmentRequest = {
      ...request,
      dontes: { ...request.dontes, osszehivas: { mod: 'MEGHIVO', meghivoKelte: '2026-11-02' } },
    };
    const text = documentText(unnamed, 'hatarozat');
    expect(text).toContain(
      'a taggyűlést 2026. november 2. napján kelt, a napirendet tartalmazó meghívóval a Polgári Törvénykönyvről szóló 2013. évi V. törvény (a továbbiakban: Ptk.) 3:190. §-a szerint szabályszerűen hívták össze.',
    );
    expect(text).not.toContain('az ügyvezető 2026.');
  });

  it('recalls "egyik ügyvezetőjét" of several, and "ügyvezetőjét" of the only one', () => {
    expect(documentText(request, 'hatarozat')).toContain(
      'A taggyűlés a Társaság egyik ügyvezetőjét 2026. december 1. napjával ügyvezetői tisztségéből visszahívja. A visszahívott ügyvezető: Fehér Krisztina.',
    );
    expect(documentText(loadAmendmentCase('ugyvezeto-csere'), 'hatarozat')).toContain(
      'A taggyűlés a Társaság ügyvezetőjét 2026. december 1. napjával',
    );
  });

  it('speaks of "a megválasztott ügyvezető" beside another director, of "az ügyvezető" when alone', () => {
    expect(documentText(loadAmendmentCase('uj-ugyvezeto'), 'hatarozat')).toMatch(
      /\)\. A megválasztott ügyvezető a Társaságot önállóan képviseli/,
    );
    expect(documentText(loadAmendmentCase('ugyvezeto-csere'), 'hatarozat')).toMatch(
      /\)\. Az ügyvezető a Társaságot önállóan képviseli/,
    );
  });

  function second(): Director {
    const { szemely: _saved, ...person } = balogh;
    return {
      ...person,
      nev: 'Kovács Eszter',
      szuletesiNev: 'Kovács Eszter',
      lakohely: '4032 Debrecen, Egyetem tér 1.',
    };
  }
});

describe('a legal-entity member signs through its representative, as in the formation articles', () => {
  type Member = AmendmentRequest['korabbi']['tagok'][number];
  const entity = (member: Member, kepviselo: string): Member => ({
    ...member,
    jogiSzemely: true,
    cegjegyzekszam: '09-09-012345',
    kepviselo,
  });
  const asEntity = (request: AmendmentRequest, nev: string, kepviselo: string): AmendmentRequest => ({
    ...request,
    korabbi: {
      ...request.korabbi,
      tagok: request.korabbi.tagok.map((member) => (member.nev === nev ? entity(member, kepviselo) : member)),
    },
    uj: {
      ...request.uj,
      tagok: request.uj.tagok.map((member) => (member.nev === nev ? entity(member, kepviselo) : member)),
    },
  });

  // a legal entity can neither chair the meeting nor keep the minutes (Ptk. 3:29. § (1); the checks refuse it)
  const chairedByOthers = (request: AmendmentRequest): AmendmentRequest => ({
    ...request,
    dontes: { ...request.dontes, levezetoElnok: 'Kiss Anna', jegyzokonyvvezeto: 'Kiss Anna' },
  });

  it("has the representative sign the members' contract amending the articles", () => {
    const request = asEntity(loadAmendmentCase('tagok-szerzodese'), 'Fehér Krisztina', 'Fehér Gábor ügyvezető');
    expect(documentText(request, 'modositas')).toMatch(/Fehér Krisztina\nképviseletében: Fehér Gábor ügyvezető\ntag/);
  });

  it("has the representative sign the sole member's decision", () => {
    const request = asEntity(loadAmendmentCase('tobbszemelyesse-valas'), 'Szalai Bence', 'Szalai Anna ügyvezető');
    expect(documentText(request, 'hatarozat')).toMatch(
      /Szalai Bence\nképviseletében: Szalai Anna ügyvezető\negyedüli tag/,
    );
  });

  it('has the representatives sign the transfer agreement, the pre-emption statement and the notification', () => {
    const base = asEntity(
      asEntity(chairedByOthers(loadAmendmentCase('atruhazas-kivulallora')), 'Fehér Krisztina', 'Fehér Gábor ügyvezető'),
      'Nagy Lajos',
      'Nagy Ilona ügyvezető',
    );
    const transfer = base.uzletreszAtruhazasok[0]!;
    const request: AmendmentRequest = {
      ...base,
      uzletreszAtruhazasok: [
        {
          ...transfer,
          vevo: {
            ...transfer.vevo,
            jogiSzemely: true,
            cegjegyzekszam: '09-09-054321',
            kepviselo: 'Kovács Éva ügyvezető',
          },
          // a legal-entity seller has no spouse to consent (check-amendment, `hazastars-jogi-szemely`)
          hazastarsiHozzajarulas: undefined,
        },
      ],
    };
    const text = documentText(request, 'uzletresz-atruhazas-1');
    expect(text).toMatch(/Fehér Krisztina\nképviseletében: Fehér Gábor ügyvezető\neladó/);
    expect(text).toMatch(/Nagy Lajos\nképviseletében: Nagy Ilona ügyvezető\ntag/);
    expect(text).toMatch(/Kovács Péter\nképviseletében: Kovács Éva ügyvezető\nmegszerző/);
  });

  it("has the representative sign a new member's commitment, without the spouse's consent note", () => {
    const request = asEntity(loadAmendmentCase('tokeemeles-uj-taggal'), 'Tóth Gábor', 'Tóth Réka ügyvezető');
    const text = documentText(request, 'vagyoni-hozzajarulas-1');
    expect(text).toMatch(/Tóth Gábor\nképviseletében: Tóth Réka ügyvezető\ncsatlakozó új tag/);
    expect(text).not.toContain('házastársi közös vagyon');
    expect(documentText(loadAmendmentCase('tokeemeles-uj-taggal'), 'vagyoni-hozzajarulas-1')).toContain(
      'házastársi közös vagyon',
    );
  });

  it('names the representative attending for a legal-entity member on the attendance sheet', () => {
    const request = asEntity(chairedByOthers(loadAmendmentCase('cegnev')), 'Fehér Krisztina', 'Fehér Gábor ügyvezető');
    const sheet = documentText(request, 'hatarozat').split('JELENLÉTI ÍV')[1]!;
    expect(sheet).toMatch(/Fehér Krisztina\n1 200 000 Ft\n[^\n]+\n40%\nFehér Gábor ügyvezető/);
  });
});

describe('a legal entity represented by several persons jointly signs through each of them (decision 041)', () => {
  type Member = AmendmentRequest['korabbi']['tagok'][number];
  const FIRST = 'Mészáros Nóra ügyvezető';
  const SECOND = 'Kiss Tamás ügyvezető';
  const IDENTITY = `képviseli: ${FIRST} és ${SECOND} együttesen`;
  const jointly = { kepviselo: FIRST, egyuttesKepviselok: [SECOND] };
  const entity = (member: Member): Member => ({
    ...member,
    jogiSzemely: true,
    cegjegyzekszam: '09-09-012345',
    ...jointly,
  });
  const asEntity = (request: AmendmentRequest, nev: string): AmendmentRequest => ({
    ...request,
    korabbi: { ...request.korabbi, tagok: request.korabbi.tagok.map((m) => (m.nev === nev ? entity(m) : m)) },
    uj: { ...request.uj, tagok: request.uj.tagok.map((m) => (m.nev === nev ? entity(m) : m)) },
  });
  const chairedByOthers = (request: AmendmentRequest): AmendmentRequest => ({
    ...request,
    dontes: { ...request.dontes, levezetoElnok: 'Kiss Anna', jegyzokonyvvezeto: 'Kiss Anna' },
  });
  /** Both boxes of `nev` signing as `role`, each marked "együttesen", and no box of it signed by one alone. */
  const expectJointBoxes = (text: string, nev: string, role: string) => {
    expect(text).toContain(`${nev}\nképviseletében együttesen: ${FIRST}\n${role}`);
    expect(text).toContain(`${nev}\nképviseletében együttesen: ${SECOND}\n${role}`);
    expect(text).not.toContain(`${nev}\nképviseletében: `);
  };

  it("has both representatives sign the members' contract amending the articles", () => {
    const text = documentText(asEntity(loadAmendmentCase('tagok-szerzodese'), 'Fehér Krisztina'), 'modositas');
    expectJointBoxes(text, 'Fehér Krisztina', 'tag');
  });

  it('has both sign the transfer agreement, the pre-emption statement and the notification, and names both', () => {
    const base = asEntity(
      asEntity(chairedByOthers(loadAmendmentCase('atruhazas-kivulallora')), 'Fehér Krisztina'),
      'Nagy Lajos',
    );
    const transfer = base.uzletreszAtruhazasok[0]!;
    const request: AmendmentRequest = {
      ...base,
      uzletreszAtruhazasok: [
        {
          ...transfer,
          vevo: { ...transfer.vevo, jogiSzemely: true, cegjegyzekszam: '09-09-054321', ...jointly },
          hazastarsiHozzajarulas: undefined,
        },
      ],
    };
    const text = documentText(request, 'uzletresz-atruhazas-1');
    expectJointBoxes(text, 'Fehér Krisztina', 'eladó');
    expectJointBoxes(text, 'Nagy Lajos', 'tag');
    expectJointBoxes(text, 'Kovács Péter', 'megszerző');
    expect(text.split(IDENTITY).length - 1).toBeGreaterThanOrEqual(3);
  });

  it("has both sign a new member's commitment", () => {
    const text = documentText(
      asEntity(loadAmendmentCase('tokeemeles-uj-taggal'), 'Tóth Gábor'),
      'vagyoni-hozzajarulas-1',
    );
    expectJointBoxes(text, 'Tóth Gábor', 'csatlakozó új tag');
    expect(text).toContain(IDENTITY);
  });

  it('names both on the attendance sheet, as attending jointly', () => {
    const request = asEntity(chairedByOthers(loadAmendmentCase('cegnev')), 'Fehér Krisztina');
    const sheet = documentText(request, 'hatarozat').split('JELENLÉTI ÍV')[1]!;
    expect(sheet).toMatch(
      new RegExp(`Fehér Krisztina\\n1 200 000 Ft\\n[^\\n]+\\n40%\\n${FIRST} és ${SECOND} együttesen`),
    );
  });

  it('has both sign the written-resolution voting form, and its identification name both', () => {
    const request = asEntity(loadAmendmentCase('irasbeli-hatarozathozatal'), 'Fehér Krisztina');
    const prepared = renderer.prepare(request);
    const forms = prepared.plan.documents.filter((document) => document.fileStem.startsWith('szavazolap-'));
    const texts = forms.map((document) => documentText(request, document.fileStem));
    const form = texts.find((text) => text.includes('A szavazó tag: Fehér Krisztina'))!;
    expect(form).toContain(IDENTITY);
    expectJointBoxes(form, 'Fehér Krisztina', 'tag');
  });
});

describe("the amendment deed signed by the director after the sole member's decision (Ptk. 3:109. § (4), U 5)", () => {
  it('asks whether the sole member signs too, not a chair or members present at a meeting that was never held', () => {
    const text = documentText(loadAmendmentCase('egyszemelyes-cegnev-ugyvezeto-tokeemeles'), 'modositas');
    expect(text).toContain('hogy az egyedüli tag aláírása is szükséges-e, megerősítendő (U 5).');
    expect(text).not.toMatch(/levezető elnök|jelen lévő tagok/);
  });
});

describe('the amendment deed signed for the company (amendments brief 3.5, pitfall 6.4)', () => {
  // recalled with effect from the day of the meeting, the new director in office from that day
  const base = loadAmendmentCase('ugyvezeto-csere');
  const recalledAtOnce: AmendmentRequest = {
    ...base,
    hatalyNapja: undefined,
    uj: {
      ...base.uj,
      ugyvezetok: base.uj.ugyvezetok.map((director) => ({ ...director, megbizasKezdoIdopontja: '2026-11-20' })),
    },
    ugyvezetoValtozas: {
      megszunok: [{ nev: 'Nagy Lajos', ok: 'VISSZAHIVAS', datum: '2026-11-20' }],
      elfogadasok: [{ nev: 'Balogh Tamás', datum: '2026-11-20' }],
    },
  };

  it('is signed by the director in office on its date, not by one recalled before it, as the power of attorney is', () => {
    const signatures = (stem: string) => {
      const text = documentText(recalledAtOnce, stem);
      return text.slice(text.lastIndexOf('Kelt:'));
    };
    expect(signatures('modositas')).toContain('képviseletében: Balogh Tamás\nügyvezető');
    expect(signatures('modositas')).not.toContain('Nagy Lajos');
    expect(signatures('meghatalmazas')).toContain('képviseletében: Balogh Tamás');
  });

  it('is signed by the registered director when it is dated before the change takes effect', () => {
    const text = documentText(base, 'modositas');
    expect(text.slice(text.lastIndexOf('Kelt:'))).toContain('képviseletében: Nagy Lajos\nügyvezető');
  });

  it('leaves the signer blank and authorises whoever is in office at signing when nobody is on its date', () => {
    // the recall takes effect on the meeting day, the new director's acceptance is not given (an acceptance after the
    // start is refused, `elfogadas-kezdet-utan`, Ptk. 3:21. § (3); decision 042)
    const nobodyYet: AmendmentRequest = {
      ...recalledAtOnce,
      ugyvezetoValtozas: {
        ...recalledAtOnce.ugyvezetoValtozas!,
        elfogadasok: [],
      },
    };
    const deed = documentText(nobodyYet, 'modositas');
    expect(deed.slice(deed.lastIndexOf('Kelt:'))).not.toMatch(/Nagy Lajos|Balogh Tamás/);
    expect(deed).toContain('nincs hivatalban lévő ügyvezető');
    expect(documentText(nobodyYet, 'hatarozat')).toContain(
      'felhatalmazza a Társaságnak a módosító okirat aláírásakor hivatalban lévő ügyvezetőjét, hogy a létesítő okirat módosítását tartalmazó okiratot ezzel a tartalommal cégszerűen aláírja.',
    );
  });
});

describe('a member attending the meeting by proxy (Ptk. 3:110. § (1))', () => {
  const request = loadAmendmentCase('cegnev');
  const withProxy = (meghatalmazasKelte?: string): AmendmentRequest => ({
    ...request,
    dontes: {
      ...request.dontes,
      jelenlevok: request.dontes.jelenlevok.map((entry) =>
        entry.tag.id === 202 ? { ...entry, kepviselo: 'dr. Kovács Anna', meghatalmazasKelte } : entry,
      ),
    },
  });

  it('states in the minutes who represents the member on which power, after the Ptk. is defined', () => {
    const text = documentText(withProxy('2026-11-15'), 'hatarozat');
    const sentence =
      'Fehér Krisztina tagot dr. Kovács Anna képviseli a jelen jegyzőkönyv mellékletét képező, 2026. november 15. napján kelt, közokiratba vagy teljes bizonyító erejű magánokiratba foglalt meghatalmazás alapján (Ptk. 3:110. § (1)).';
    expect(text).toContain(sentence);
    expect(text.indexOf('(a továbbiakban: Ptk.)')).toBeLessThan(text.indexOf(sentence));
    expect(documentText(withProxy(), 'hatarozat')).toMatch(
      /képviseli a jelen jegyzőkönyv mellékletét képező, …+ napján kelt/,
    );
    expect(documentText(request, 'hatarozat')).not.toContain('meghatalmazás alapján');
  });

  it('asks the lawyer to check that a jointly represented entity gave the power jointly (decision 047)', () => {
    type Member = AmendmentRequest['korabbi']['tagok'][number];
    const jointly = (member: Member): Member =>
      member.szemely?.id === 202
        ? {
            ...member,
            jogiSzemely: true,
            cegjegyzekszam: '09-09-012345',
            kepviselo: 'Fehér Gábor ügyvezető',
            egyuttesKepviselok: ['Fehér Dóra ügyvezető'],
          }
        : member;
    const proxied = withProxy('2026-11-15');
    // a legal entity can neither chair the meeting nor keep the minutes (the checks refuse it)
    const base = {
      ...proxied,
      dontes: { ...proxied.dontes, levezetoElnok: 'Kiss Anna', jegyzokonyvvezeto: 'Kiss Anna' },
    };
    const entity: AmendmentRequest = {
      ...base,
      korabbi: { ...base.korabbi, tagok: base.korabbi.tagok.map(jointly) },
      uj: { ...base.uj, tagok: base.uj.tagok.map(jointly) },
    };
    const note =
      'Fehér Krisztina tagot képviselői csak együttesen képviselik, ezért a meghatalmazást is csak együttesen adhatták meg (Ctv. 8. § (1)–(3); Ptk. 3:110. § (1)): ellenőrizze, hogy a meghatalmazást Fehér Gábor ügyvezető és Fehér Dóra ügyvezető együttesen aláírták.';
    expect(documentText(entity, 'hatarozat')).toContain(note);
    // a sole representative gives the power alone; no proxy, no power
    const sole: AmendmentRequest = {
      ...entity,
      korabbi: { ...entity.korabbi, tagok: entity.korabbi.tagok.map((m) => ({ ...m, egyuttesKepviselok: [] })) },
      uj: { ...entity.uj, tagok: entity.uj.tagok.map((m) => ({ ...m, egyuttesKepviselok: [] })) },
    };
    expect(documentText(sole, 'hatarozat')).not.toContain('csak együttesen adhatták meg');
    const noProxy = { ...request.dontes, levezetoElnok: 'Kiss Anna', jegyzokonyvvezeto: 'Kiss Anna' };
    expect(documentText({ ...entity, dontes: noProxy }, 'hatarozat')).not.toContain('csak együttesen adhatták meg');
  });

  it('lists the power among the documents to attach', () => {
    expect(documentText(withProxy('2026-11-15'), 'benyujtasi-osszesito')).toContain(
      'a taggyűlésen képviselő útján részt vevő tag meghatalmazása, közokiratban vagy teljes bizonyító erejű magánokiratban, a jegyzőkönyv mellékleteként (Ptk. 3:110. § (1)) – Fehér Krisztina;',
    );
    expect(documentText(request, 'benyujtasi-osszesito')).not.toContain('képviselő útján részt vevő tag');
  });
});

describe('a director who does not understand Hungarian in a written resolution and a deed (decision 031)', () => {
  const german = {
    allampolgarsag: 'osztrák',
    nemErtiMagyarul: true,
    magyarazatNyelve: 'német',
    tolmacsNeve: 'Kiss Éva',
    tolmacsAzonosito: 'lakcím: 4025 Debrecen, Kossuth utca 3.',
  };
  const foreignDirector = (request: AmendmentRequest): AmendmentRequest => ({
    ...request,
    korabbi: {
      ...request.korabbi,
      ugyvezetok: request.korabbi.ugyvezetok.map((director, index) =>
        index === 0 ? { ...director, ...german } : director,
      ),
    },
    uj: {
      ...request.uj,
      ugyvezetok: request.uj.ugyvezetok.map((director, index) => (index === 0 ? { ...director, ...german } : director)),
    },
  });

  it('explains the draft letter he signs, before its date line, and has the interpreter sign it', () => {
    const text = documentText(foreignDirector(loadAmendmentCase('irasbeli-hatarozathozatal')), 'tervezet-megkuldes');
    const clause =
      'Nagy Lajos a magyar nyelvet nem érti; a jelen okirat tartalmát részére dr. Szabó Gergely ügyvéd – Kiss Éva tolmács (lakcím: 4025 Debrecen, Kossuth utca 3.) közreműködésével – német nyelven megmagyarázta.';
    expect(text).toContain(clause);
    expect(text.indexOf(clause)).toBeLessThan(text.indexOf('Kelt: Debrecen, 2026. november 10.'));
    expect(text).toContain('A jelen okirat tartalmát Nagy Lajos részére német nyelven tolmácsoltam:');
    expect(documentText(loadAmendmentCase('irasbeli-hatarozathozatal'), 'tervezet-megkuldes')).not.toMatch(
      /nem érti|tolmács/,
    );
  });

  it('has the interpreter sign the deed right under the company signature, before the lawyer’s note', () => {
    const text = documentText(foreignDirector(loadAmendmentCase('ugyvezeto-visszahivas-meghivoval')), 'modositas');
    const interpreted = text.lastIndexOf('A jelen okirat tartalmát Nagy Lajos részére német nyelven tolmácsoltam:');
    expect(interpreted).toBeGreaterThan(-1);
    expect(interpreted).toBeLessThan(
      text.lastIndexOf('Megjegyzés az ügyvéd részére (megerősítendő): a módosító okiratot'),
    );
  });
});

describe('a minor member at a members’ meeting (decision 030; Ptk. 2:12. § (1), 2:14. § (1), 3:193. §)', () => {
  const request = loadAmendmentCase('cegnev');
  const guardian = { nev: 'Kovács Imre', minoseg: 'GYAM' as const, szuletesiIdo: '1968-03-12' };
  const parents = [
    { nev: 'Nagy Lajos', minoseg: 'SZULO' as const },
    { nev: 'Nagy Lajosné', minoseg: 'SZULO' as const },
  ];
  const withMinor = (szuletesiIdo: string, torvenyesKepviselok: (typeof guardian | (typeof parents)[number])[]) => {
    const minor = <T extends { szemely?: { id?: string | number } | undefined }>(member: T): T =>
      member.szemely?.id === 202 ? { ...member, szuletesiIdo, torvenyesKepviselok } : member;
    return {
      ...request,
      korabbi: { ...request.korabbi, tagok: request.korabbi.tagok.map(minor) },
      uj: { ...request.uj, tagok: request.uj.tagok.map(minor) },
      dontes: { ...request.dontes, jegyzokonyvvezeto: 'Nagy Lajos' },
    } as AmendmentRequest;
  };

  it('has the parents of an authenticating member under fourteen sign the minutes in his name', () => {
    const text = documentText(withMinor('2016-05-01', parents), 'hatarozat');
    expect(text.match(/^Fehér Krisztina \(kiskorú\) jegyzőkönyv-hitelesítő tag nevében:$/gmu)).toHaveLength(2);
    expect(text).not.toMatch(/^Fehér Krisztina\njegyzőkönyv-hitelesítő tag$/mu);
  });

  it('lets a member of fifteen authenticate herself and names her guardian as consenting, not as her representative', () => {
    const text = documentText(withMinor('2011-05-01', [guardian]), 'hatarozat');
    expect(text).toMatch(/^Fehér Krisztina\njegyzőkönyv-hitelesítő tag$/mu);
    expect(text).toContain('maga jár el, törvényes képviselője, Kovács Imre (gyám), hozzájárulásával');
    // the attendance sheet's column: the apposition closed by a comma, as in the sentence of the minutes
    expect(text).toMatch(/^maga jár el, törvényes képviselője, Kovács Imre \(gyám\), hozzájárulásával$/mu);
    expect(text).not.toContain('Kovács Imre törvényes képviselő (gyám)');
  });
});

describe('the commitment of a new member who is a minor (decision 030; Ptk. 2:10. § (1))', () => {
  const request = loadAmendmentCase('tokeemeles-uj-taggal');
  const minor: AmendmentRequest = {
    ...request,
    uj: {
      ...request.uj,
      tagok: request.uj.tagok.map((member) =>
        member.nev === 'Tóth Gábor'
          ? {
              ...member,
              szuletesiIdo: '2016-05-01',
              torvenyesKepviselok: [
                { nev: 'Tóth Ádám', minoseg: 'SZULO' as const },
                { nev: 'Tóth Ádámné', minoseg: 'SZULO' as const },
              ],
            }
          : member,
      ),
    },
  };

  it('asks for no spouse’s consent, as a married minor would be of age, but keeps the payment proof', () => {
    const text = documentText(minor, 'vagyoni-hozzajarulas-1');
    expect(text).toContain('Tóth Gábor (kiskorú) csatlakozó új tag nevében:');
    expect(text).not.toContain('házastárs');
    expect(text).toContain('a befizetés igazolásának módja a kérelem benyújtásakor megerősítendő (U 12).');
    expect(documentText(request, 'vagyoni-hozzajarulas-1')).toContain('a házastárs hozzájárulása szükséges');
  });
});

describe('the addressees of the draft of a written resolution (Ptk. 3:20. § (1); decision 030)', () => {
  const request = loadAmendmentCase('irasbeli-hatarozathozatal');
  const withSecond = (change: Record<string, unknown>): AmendmentRequest => {
    const second = <T extends { szemely?: { id?: string | number } | undefined }>(member: T): T =>
      member.szemely?.id === 202 ? { ...member, ...change } : member;
    return {
      ...request,
      korabbi: { ...request.korabbi, tagok: request.korabbi.tagok.map(second) },
      uj: { ...request.uj, tagok: request.uj.tagok.map(second) },
    };
  };

  it('names the parents who act in the name of a member under fourteen', () => {
    const text = documentText(
      withSecond({
        szuletesiIdo: '2016-05-01',
        torvenyesKepviselok: [
          { nev: 'Fehér Gábor', minoseg: 'SZULO' },
          { nev: 'Fehér Gáborné', minoseg: 'SZULO' },
        ],
      }),
      'tervezet-megkuldes',
    );
    expect(text).toContain(
      'tagjai: Nagy Lajos; Fehér Krisztina (kiskorú; nevében eljáró törvényes képviselői: Fehér Gábor szülő és Fehér Gáborné szülő).',
    );
  });

  it('ends the list with one full stop after a name ending in one', () => {
    const text = documentText(
      withSecond({ nev: 'Fehér Holding Kft.', jogiSzemely: true, cegjegyzekszam: '09-09-012345' }),
      'tervezet-megkuldes',
    );
    expect(text).toContain('tagjai: Nagy Lajos; Fehér Holding Kft.\n');
  });
});

describe('the votes of a member of fourteen or more at a meeting (Ptk. 2:12. § (1); decision 030)', () => {
  const request = loadAmendmentCase('cegnev');
  const withMinor = (szuletesiIdo: string): AmendmentRequest => {
    const minor = <T extends { szemely?: { id?: string | number } | undefined }>(member: T): T =>
      member.szemely?.id === 202
        ? { ...member, szuletesiIdo, torvenyesKepviselok: [{ nev: 'Kovács Imre', minoseg: 'GYAM' as const }] }
        : member;
    return {
      ...request,
      korabbi: { ...request.korabbi, tagok: request.korabbi.tagok.map(minor) },
      uj: { ...request.uj, tagok: request.uj.tagok.map(minor) },
    };
  };

  it('tells the lawyer that the consent to her votes is signed nowhere in the minutes', () => {
    expect(documentText(withMinor('2011-05-01'), 'hatarozat')).toContain(
      'Megjegyzés az ügyvéd részére (megerősítendő): Fehér Krisztina korlátozottan cselekvőképes kiskorú tag szavazatainak érvényességéhez törvényes képviselőjének hozzájárulása szükséges (Ptk. 2:12. § (1)); a jegyzőkönyvet a törvényes képviselő nem írja alá, ezért a hozzájárulást a jelenléti ív aláírásával vagy külön okiratban javasolt rögzíteni.',
    );
    expect(documentText(withMinor('2016-05-01'), 'hatarozat')).not.toContain('korlátozottan cselekvőképes');
    expect(documentText(request, 'hatarozat')).not.toContain('kiskorú');
  });
});

describe("a capital increase whose increment is paid by the documents' date (Ptk. 3:198. § (2) e), U 12)", () => {
  const request = loadAmendmentCase('tokeemeles-meglevo-tag');
  const increase = request.tokeemeles!;
  // Fehér Krisztina (400 000 Ft, házipénztár, by 18 December) has paid by 24 November; Nagy Lajos has not
  const paid: AmendmentRequest = {
    ...request,
    tokeemeles: {
      ...increase,
      hozzajarulasok: increase.hozzajarulasok.map((contribution, index) =>
        index === 1 ? { ...contribution, befizetve: true } : contribution,
      ),
    },
  };
  const owedSentence =
    'a törzstőke felemelésekor vállalt további 400 000 Ft, azaz négyszázezer forint pénzbeli hozzájárulást Fehér Krisztina 2026. december 18. napjáig a Társaság házipénztárába történő befizetéssel teljesíti.';
  const nagyOwes =
    'a törzstőke felemelésekor vállalt további 600 000 Ft, azaz hatszázezer forint pénzbeli hozzájárulást Nagy Lajos 2027. január 31. napjáig a Társaság pénzforgalmi számlájára történő befizetéssel teljesíti.';

  it('the deed and the consolidated articles state the paid törzsbetét as provided, the unpaid increment as owed', () => {
    for (const fileStem of ['modositas', 'egyseges-szerkezet']) {
      const text = documentText(paid, fileStem);
      expect(text).toContain(
        'Fehér Krisztina törzsbetétje 1 600 000 Ft, azaz egymillió-hatszázezer forint, amely teljes egészében pénzbeli hozzájárulásból áll. A törzsbetét a Társaság részére teljes egészében szolgáltatásra került.',
      );
      expect(text).not.toContain(owedSentence);
      expect(text).toContain(nagyOwes);
      // unflagged, as before: owed by its deadline
      expect(documentText(request, fileStem)).toContain(owedSentence);
    }
  });

  it('the register states the paid increment as provided, not as owed by its deadline', () => {
    const text = documentText(paid, 'tagjegyzek');
    expect(text).toContain(
      'Fehér Krisztina törzsbetétje a törzstőke felemelésével 1 200 000 Ft-ról 1 600 000 Ft-ra emelkedett; a törzsbetét a Társaság részére teljes egészében szolgáltatásra került.',
    );
    expect(text).not.toContain('Fehér Krisztina 2026. december 18. napjáig');
    expect(text).toContain('Nagy Lajos 2027. január 31. napjáig a Társaság pénzforgalmi számlájára');
    expect(documentText(request, 'tagjegyzek')).toContain('Fehér Krisztina 2026. december 18. napjáig');
  });

  it('the resolution and the commitment keep the time of performance as decided (Ptk. 3:198. § (2) e), 3:200. § (1))', () => {
    expect(documentText(paid, 'hatarozat')).toBe(documentText(request, 'hatarozat'));
    expect(documentText(paid, 'vagyoni-hozzajarulas-2')).toBe(documentText(request, 'vagyoni-hozzajarulas-2'));
  });

  it('the filing summary lists the proof of payment with the open question, and the general line for the unpaid one', () => {
    const text = documentText(paid, 'benyujtasi-osszesito');
    expect(text).toContain(
      'a vagyoni hozzájárulás befizetésének igazolása (a házipénztárba történt befizetésről kiállított bevételi pénztárbizonylat) – Fehér Krisztina; az okiratok a hozzájárulást szolgáltatottként tüntetik fel; hogy az igazolás csatolása kötelező-e, megerősítendő (U 12);',
    );
    expect(text).toContain('a befizetés igazolása, ha a hozzájárulást a benyújtásig teljesítették (U 12);');
    expect(documentText(request, 'benyujtasi-osszesito')).not.toContain('befizetésének igazolása');
    // every increment paid: the general line goes
    const allPaid: AmendmentRequest = {
      ...paid,
      tokeemeles: {
        ...increase,
        hozzajarulasok: increase.hozzajarulasok.map((contribution) => ({ ...contribution, befizetve: true })),
      },
    };
    const summary = documentText(allPaid, 'benyujtasi-osszesito');
    expect(summary).toContain('bankszámlakivonat vagy banki igazolás) – Nagy Lajos;');
    expect(summary).not.toContain('ha a hozzájárulást a benyújtásig teljesítették');
    // nothing is owed any more: the articles drop the clause on contributions not provided (Ptk. 3:98. §)
    const articles = documentText(allPaid, 'egyseges-szerkezet');
    expect(articles).not.toContain('történő befizetéssel teljesíti');
    expect(articles).not.toContain('a vagyoni hozzájárulását a jelen');
    expect(documentText(request, 'egyseges-szerkezet')).toContain('a vagyoni hozzájárulását a jelen');
  });

  it("a new member's paid contribution is stated as provided in the articles and the register", () => {
    const joining = loadAmendmentCase('tokeemeles-uj-taggal');
    const flagged: AmendmentRequest = {
      ...joining,
      tokeemeles: {
        ...joining.tokeemeles!,
        hozzajarulasok: joining.tokeemeles!.hozzajarulasok.map((contribution) => ({
          ...contribution,
          befizetve: true,
        })),
      },
    };
    expect(documentText(joining, 'egyseges-szerkezet')).toContain('Tóth Gábor 2027. január 31. napjáig');
    const articles = documentText(flagged, 'egyseges-szerkezet');
    expect(articles).not.toContain('Tóth Gábor 2027. január 31. napjáig');
    expect(articles).toMatch(
      /Tóth Gábor törzsbetétje [^.]*\. A törzsbetét a Társaság részére teljes egészében szolgáltatásra került\./,
    );
    expect(documentText(flagged, 'tagjegyzek')).toContain(
      'Tóth Gábor 1 000 000 Ft összegű törzsbetétje a Társaság részére teljes egészében szolgáltatásra került.',
    );
    expect(documentText(joining, 'tagjegyzek')).not.toContain('Tóth Gábor 1 000 000 Ft összegű törzsbetétje');
  });
});

describe('the other activities in a resolution (decision 077)', () => {
  it('lists several activities with letters, as the articles do: a TEÁOR name may hold a semicolon', () => {
    // irasbeli-jogi-szemely-fotevekenyseg-telephely: 10.71 – Kenyér; friss pékáru gyártása becomes an other activity
    const request = loadAmendmentCase('irasbeli-jogi-szemely-fotevekenyseg-telephely');
    for (const stem of ['hatarozat', 'tervezet-megkuldes', 'szavazolap-1']) {
      const text = documentText(request, stem);
      expect(text).not.toContain('gyártása; 10.72');
      // one list item a line (the letters are the list's numbering)
      expect(text).toContain(
        'a következők szerint állapítják meg:\n10.71 – Kenyér; friss pékáru gyártása;\n10.72 – Tartósított lisztes áru gyártása;\n56.21 – Rendezvényi étkeztetés.\n',
      );
    }
    // a single other activity stays in the sentence, and none is said so
    const one = {
      ...request,
      uj: { ...request.uj, egyebTevekenysegek: [request.uj.egyebTevekenysegek[1]!] },
    };
    expect(documentText(one, 'hatarozat')).toContain(
      'a következők szerint állapítják meg: 10.72 – Tartósított lisztes áru gyártása.',
    );
    const none = { ...request, uj: { ...request.uj, egyebTevekenysegek: [] } };
    expect(documentText(none, 'hatarozat')).toContain(
      'a következők szerint állapítják meg: a Társaságnak a főtevékenységén kívül más tevékenységi köre nincs.',
    );
  });
});

describe('the filing summary’s change table (decision 082)', () => {
  it('prints each other activity on a line of its own, a TEÁOR name with a semicolon as one item', () => {
    const text = documentText(loadAmendmentCase('fotevekenyseg'), 'benyujtasi-osszesito');
    expect(text).toContain(
      '47.24 – Kenyér-, pékáru-, édesség-kiskereskedelem\n56.21 – Rendezvényi étkeztetés\n10.71 – Kenyér; friss pékáru gyártása',
    );
    expect(text).not.toContain('Rendezvényi étkeztetés; 10.71');
  });
});
