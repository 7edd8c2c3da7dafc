import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { documentText, renderer } from './amendment-document-text.test-helper.ts';

/** The transfer to an outsider, the buyer born on `birth` and represented by `representatives` (decision 030). */
function minorBuyer(birth: string, representatives: { nev: string; minoseg: 'SZULO' | 'GYAM' }[]): AmendmentRequest {
  const request = loadAmendmentCase('atruhazas-kivulallora');
  return {
    ...request,
    uzletreszAtruhazasok: request.uzletreszAtruhazasok.map((transfer) => ({
      ...transfer,
      vevo: { ...transfer.vevo, szuletesiIdo: birth, torvenyesKepviselok: representatives },
    })),
  };
}

describe("a minor buyer's legal representatives in the transfer documents", () => {
  it('under fourteen: each representative signs the contract and the notification in the minor’s name', () => {
    const text = documentText(
      minorBuyer('2015-03-01', [
        { nev: 'Kovács Anna', minoseg: 'SZULO' },
        { nev: 'Kovács Gábor', minoseg: 'SZULO' },
      ]),
      'uzletresz-atruhazas-1',
    );
    expect(text).toContain('kiskorú, akinek nevében törvényes képviselői járnak el: Kovács Anna szülő');
    expect(text).toContain('Kovács Péter (kiskorú) vevő nevében:');
    expect(text).toContain('Kovács Péter (kiskorú) megszerző nevében:');
    expect(text.match(/törvényes képviselő \(szülő\)/g)).toHaveLength(4);
    expect(text).not.toContain('jognyilatkozatához hozzájárulok');
  });

  it('from fourteen: the minor signs, and the guardian signs the consent', () => {
    const text = documentText(
      minorBuyer('2011-03-01', [{ nev: 'Szabó Éva', minoseg: 'GYAM' }]),
      'uzletresz-atruhazas-1',
    );
    expect(text).toContain('Kovács Péter (kiskorú) jognyilatkozatához hozzájárulok:');
    expect(text).toContain(
      'korlátozottan cselekvőképes kiskorú, aki törvényes képviselője hozzájárulásával jár el: Szabó Éva gyám',
    );
    expect(text).toContain('törvényes képviselő (gyám)');
    expect(text).not.toContain('(kiskorú) vevő nevében');
  });
});

describe("a minor member's legal representative at a members' meeting", () => {
  // under fourteen; from fourteen the minor acts herself and the column names the consent (render-amendment.test.ts)
  it('stands in the attendance sheet’s representative column, where no proxy is named', () => {
    const request = loadAmendmentCase('cegnev');
    const minor = <T extends { szemely?: { id?: number | string } | undefined }>(member: T): T =>
      member.szemely?.id === 202
        ? { ...member, szuletesiIdo: '2016-02-01', torvenyesKepviselok: [{ nev: 'Fehér Gábor', minoseg: 'SZULO' }] }
        : member;
    const text = documentText(
      {
        ...request,
        korabbi: { ...request.korabbi, tagok: request.korabbi.tagok.map(minor) },
        uj: { ...request.uj, tagok: request.uj.tagok.map(minor) },
      },
      'hatarozat',
    );
    expect(text).toContain('Fehér Gábor törvényes képviselő (szülő)');
  });
});

type Representative = { nev: string; minoseg: 'SZULO' | 'GYAM' };
const PARENTS: Representative[] = [
  { nev: 'Fehér Gábor', minoseg: 'SZULO' },
  { nev: 'Fehér Gáborné', minoseg: 'SZULO' },
];

/**
 * `request` with the member of saved person `id` born on `birth` (none: unknown) and represented by `representatives`,
 * in both states.
 */
function withMinorMember(
  request: AmendmentRequest,
  id: number,
  birth: string | undefined,
  representatives: Representative[],
): AmendmentRequest {
  const minor = <T extends { szemely?: { id?: number | string } | undefined }>(member: T): T =>
    member.szemely?.id === id ? { ...member, szuletesiIdo: birth, torvenyesKepviselok: representatives } : member;
  return {
    ...request,
    korabbi: { ...request.korabbi, tagok: request.korabbi.tagok.map(minor) },
    uj: { ...request.uj, tagok: request.uj.tagok.map(minor) },
  };
}

describe('the minutes name who acts for a minor member at the meeting (Ptk. 2:12.–2:14. §, decision 030)', () => {
  it('under fourteen: both parents represent the member jointly, in the attendance part of the minutes', () => {
    const text = documentText(loadAmendmentCase('taggyules-kiskoru-hitelesito'), 'hatarozat');
    const attendance = text.slice(text.indexOf('Jelen vannak'), text.indexOf('Napirend'));
    expect(attendance).toContain(
      'Fehér Dóra kiskorú tagot a taggyűlésen törvényes képviselői, Fehér Gábor (szülő) és Fehér Gáborné (szülő), együttesen képviselik (Ptk. 2:14. § (1)).',
    );
  });

  it('under fourteen with one parent: the parent represents the member, in the singular', () => {
    const request = withMinorMember(loadAmendmentCase('cegnev'), 202, '2016-02-01', [PARENTS[0]!]);
    expect(documentText(request, 'hatarozat')).toContain(
      'Fehér Krisztina kiskorú tagot a taggyűlésen törvényes képviselője, Fehér Gábor (szülő), képviseli (Ptk. 2:14. § (1)).',
    );
  });

  it('with no birth date: the representative is taken to act in the member’s name, as the signatures have it', () => {
    const request = withMinorMember(loadAmendmentCase('cegnev'), 202, undefined, [PARENTS[0]!]);
    expect(documentText(request, 'hatarozat')).toContain(
      'Fehér Krisztina kiskorú tagot a taggyűlésen törvényes képviselője, Fehér Gábor (szülő), képviseli (Ptk. 2:12. § (4), 2:14. § (1)).',
    );
  });

  it('from fourteen: the member acts herself with the guardian’s consent', () => {
    const request = withMinorMember(loadAmendmentCase('cegnev'), 202, '2011-02-01', [
      { nev: 'Kovács Imre', minoseg: 'GYAM' },
    ]);
    const text = documentText(request, 'hatarozat');
    expect(text).toContain(
      'Fehér Krisztina korlátozottan cselekvőképes kiskorú tag a taggyűlésen maga jár el, törvényes képviselője, Kovács Imre (gyám), hozzájárulásával (Ptk. 2:12. § (1)).',
    );
    expect(text).not.toContain('kiskorú tagot');
  });

  it('a minor attending by proxy: the proxy represents her, and a note asks whether the parents gave the power', () => {
    const base = withMinorMember(loadAmendmentCase('cegnev'), 202, '2016-02-01', PARENTS);
    const request: AmendmentRequest = {
      ...base,
      dontes: {
        ...base.dontes,
        jelenlevok: base.dontes.jelenlevok.map((attendee) =>
          attendee.tag.id === 202
            ? { ...attendee, kepviselo: 'dr. Tóth Ákos', meghatalmazasKelte: '2026-11-15' }
            : attendee,
        ),
      },
    };
    const text = documentText(request, 'hatarozat');
    expect(text).toContain('Fehér Krisztina kiskorú tagot dr. Tóth Ákos képviseli');
    expect(text).toContain(
      'Fehér Krisztina kiskorú tag nevében a meghatalmazást csak törvényes képviselői adhatták meg (Ptk. 2:14. § (1)): ellenőrizze, hogy a meghatalmazást Fehér Gábor (szülő) és Fehér Gáborné (szülő) a kiskorú nevében aláírták.',
    );
    expect(text).not.toContain('tagot a taggyűlésen törvényes képviselői');
  });

  it('an adult member gets no such sentence', () => {
    expect(documentText(loadAmendmentCase('cegnev'), 'hatarozat')).not.toMatch(/kiskorú|törvényes képviselő/);
  });
});

describe('the statement of a written resolution names who voted for a minor member (Ptk. 3:20. §, decision 030)', () => {
  it('from fourteen: the member voted herself with the guardian’s consent', () => {
    expect(documentText(loadAmendmentCase('irasbeli-kiskoru-tolmaccsal'), 'hatarozat')).toContain(
      'Fehér Dóra korlátozottan cselekvőképes kiskorú tag maga szavazott, törvényes képviselője, Kovács Imre (gyám), hozzájárulásával (Ptk. 2:12. § (1)).',
    );
  });

  it('under fourteen: both parents voted jointly in her name', () => {
    const request = withMinorMember(loadAmendmentCase('irasbeli-kiskoru-tolmaccsal'), 202, '2016-05-01', PARENTS);
    expect(documentText(request, 'hatarozat')).toContain(
      'Fehér Dóra kiskorú tag nevében törvényes képviselői, Fehér Gábor (szülő) és Fehér Gáborné (szülő), együttesen szavaztak (Ptk. 2:14. § (1)).',
    );
  });

  it('under fourteen: the voting form names the parents acting in her name, and each signs it in her name', () => {
    const request = withMinorMember(loadAmendmentCase('irasbeli-kiskoru-tolmaccsal'), 202, '2016-05-01', PARENTS);
    const form = documentText(request, 'szavazolap-2');
    expect(form).toMatch(
      /^A szavazó tag: Fehér Dóra \(.*; kiskorú, akinek nevében törvényes képviselői járnak el: Fehér Gábor szülő, .*, valamint Fehér Gáborné szülő, /mu,
    );
    expect(form.match(/^Fehér Dóra \(kiskorú\) tag nevében:$/gmu)).toHaveLength(2);
    expect(form).not.toContain('jognyilatkozatához hozzájárulok');
  });

  it('says nothing of a minor who sent no vote', () => {
    const base = loadAmendmentCase('irasbeli-kiskoru-tolmaccsal');
    const onlyNagy = (targy: string) => ({ targy, igen: [{ id: 201 }], nem: [], tartozkodas: [], nemSzavazhatott: [] });
    const request: AmendmentRequest = {
      ...base,
      dontes: { ...base.dontes, egyhangu: false, szavazasok: [onlyNagy('TELEPHELY'), onlyNagy('MODOSITAS')] },
    };
    const text = documentText(request, 'hatarozat');
    expect(text).toContain('Szavazatot nem küldött: Fehér Dóra.');
    expect(text).not.toContain('kiskorú tag');
  });
});

describe("a minor sole member's decision says who takes it (Ptk. 3:109. § (4), decision 030)", () => {
  const sole = (birth: string, representatives: Representative[]) =>
    documentText(
      withMinorMember(loadAmendmentCase('egyszemelyes-cegnev-ugyvezeto-tokeemeles'), 201, birth, representatives),
      'hatarozat',
    );

  it('under fourteen: the parents take it jointly in the member’s name', () => {
    expect(sole('2016-02-01', PARENTS)).toContain(
      'Az egyedüli tag kiskorú; a határozatokat nevében törvényes képviselői, Fehér Gábor (szülő) és Fehér Gáborné (szülő), együttesen hozzák (Ptk. 2:14. § (1)).',
    );
  });

  it('from fourteen: the member takes it with the guardian’s consent', () => {
    expect(sole('2011-02-01', [{ nev: 'Kovács Imre', minoseg: 'GYAM' }])).toContain(
      'Az egyedüli tag korlátozottan cselekvőképes kiskorú; a határozatokat maga hozza, törvényes képviselője, Kovács Imre (gyám), hozzájárulásával (Ptk. 2:12. § (1)).',
    );
  });
});

describe("a minor's legal representative who does not understand Hungarian (decisions 030, 031; Pp. 325. § (2))", () => {
  const french = {
    nemErtiMagyarul: true,
    magyarazatNyelve: 'francia',
    tolmacsNeve: 'Tóth Zsófia',
    tolmacsAzonosito: 'lakcím: 4032 Debrecen, Egyetem tér 1.',
  };
  const clause = (who: string) =>
    `${who} a magyar nyelvet nem érti; a jelen okirat tartalmát részére az okiratot ellenjegyző dr. Szabó Gergely ügyvéd – Tóth Zsófia tolmács (lakcím: 4032 Debrecen, Egyetem tér 1.) közreműködésével – francia nyelven megmagyarázta. ${who} kijelenti, hogy az okirat tartalmát megértette, és az akaratával mindenben megegyezik.`;

  it('explains the transfer contract and the notification to the foreign parent of a minor buyer; the interpreter signs both', () => {
    const request = minorBuyer('2015-03-01', [{ nev: 'Pierre Dubois', minoseg: 'SZULO' }]);
    const withFrench: AmendmentRequest = {
      ...request,
      uzletreszAtruhazasok: request.uzletreszAtruhazasok.map((transfer) => ({
        ...transfer,
        vevo: {
          ...transfer.vevo,
          torvenyesKepviselok: [
            { nev: 'Pierre Dubois', minoseg: 'SZULO', ...french },
            { nev: 'Kovács Anna', minoseg: 'SZULO' },
          ],
        },
      })),
    };
    const text = documentText(withFrench, 'uzletresz-atruhazas-1');
    const who = 'Pierre Dubois (Kovács Péter kiskorú törvényes képviselője)';
    // the contract and the notification, each before its date line
    expect(text.split(clause(who))).toHaveLength(3);
    expect(text.indexOf(clause(who))).toBeLessThan(text.indexOf('Kelt: '));
    expect(text.match(/a magyar nyelvet nem érti/gu)).toHaveLength(2);
    const box = `A jelen okirat tartalmát ${who} részére francia nyelven tolmácsoltam:`;
    expect(text.split(box)).toHaveLength(3);
    // the box follows his signature in the minor's name
    expect(text.indexOf(box)).toBeGreaterThan(text.indexOf('Kovács Péter (kiskorú) vevő nevében:'));
    // without the flag nothing is printed
    expect(documentText(minorBuyer('2015-03-01', PARENTS), 'uzletresz-atruhazas-1')).not.toMatch(/nem érti|tolmács/u);
  });

  it('explains the minutes to the parent who signs them for an authenticating member under fourteen', () => {
    const request = withMinorMember(loadAmendmentCase('cegnev'), 202, '2016-05-01', [
      { ...PARENTS[0]!, ...french } as Representative,
      PARENTS[1]!,
    ]);
    const text = documentText(request, 'hatarozat');
    const who = 'Fehér Gábor (Fehér Krisztina kiskorú törvényes képviselője)';
    expect(text).toContain(
      `${who} a magyar nyelvet nem érti; a jelen okirat tartalmát részére dr. Szabó Gergely ügyvéd`,
    );
    expect(text).toContain(`A jelen okirat tartalmát ${who} részére francia nyelven tolmácsoltam:`);
    // a member of fifteen authenticates herself: her guardian does not sign the minutes, so nothing is explained to him
    // there; the attendance sheet, which he signs in her column to record his consent, explains itself (decision 091)
    const limited = withMinorMember(loadAmendmentCase('cegnev'), 202, '2011-05-01', [
      { nev: 'Kovács Imre', minoseg: 'GYAM', ...french } as Representative,
    ]);
    const [minutes, sheet] = documentText(limited, 'hatarozat').split('JELENLÉTI ÍV');
    expect(minutes).not.toMatch(/nem érti|tolmács/u);
    expect(sheet).toMatch(
      /^Kovács Imre \(Fehér Krisztina kiskorú törvényes képviselője\) a magyar nyelvet nem érti; /mu,
    );
  });

  it('explains the sole member’s decision to a parent consenting to a member of fifteen', () => {
    const text = documentText(
      withMinorMember(loadAmendmentCase('egyszemelyes-cegnev-ugyvezeto-tokeemeles'), 201, '2011-02-01', [
        { nev: 'Kovács Imre', minoseg: 'GYAM', ...french } as Representative,
      ]),
      'hatarozat',
    );
    expect(text).toMatch(/^Kovács Imre \(.+ kiskorú törvényes képviselője\) a magyar nyelvet nem érti; /mu);
    expect(text).toMatch(
      /^A jelen okirat tartalmát Kovács Imre \(.+ kiskorú törvényes képviselője\) részére francia/mu,
    );
  });
});

describe('a minor under fourteen who does not understand Hungarian does not sign, so nothing is explained to him (Ptk. 2:14. § (1), Pp. 325. § (2))', () => {
  const german = {
    nemErtiMagyarul: true,
    magyarazatNyelve: 'német',
    tolmacsNeve: 'Kiss Éva',
    tolmacsAzonosito: 'lakcím: 4025 Debrecen, Kossuth utca 3.',
  };
  /** The minor buyer of `minorBuyer`, his own record saying he does not understand Hungarian. */
  const germanBuyer = (birth: string, representatives: Representative[]): AmendmentRequest => {
    const request = minorBuyer(birth, representatives);
    return {
      ...request,
      uzletreszAtruhazasok: request.uzletreszAtruhazasok.map((transfer) => ({
        ...transfer,
        vevo: { ...transfer.vevo, ...german },
      })),
    };
  };
  /** `request` with the member of saved person `id` marked as not understanding Hungarian, in both states. */
  const germanMember = (request: AmendmentRequest, id: number): AmendmentRequest => {
    const mark = <T extends { szemely?: { id?: number | string } | undefined }>(member: T): T =>
      member.szemely?.id === id ? { ...member, ...german } : member;
    return {
      ...request,
      korabbi: { ...request.korabbi, tagok: request.korabbi.tagok.map(mark) },
      uj: { ...request.uj, tagok: request.uj.tagok.map(mark) },
    };
  };

  it('under fourteen: the transfer contract and the notification carry no clause and no interpreter for the buyer', () => {
    const text = documentText(germanBuyer('2015-03-01', PARENTS), 'uzletresz-atruhazas-1');
    expect(text).toContain('Kovács Péter (kiskorú) vevő nevében:');
    expect(text).not.toMatch(/nem érti|tolmács/u);
  });

  it('under fourteen: the clause goes to the parent who does not understand Hungarian, not to the child', () => {
    const request = germanBuyer('2015-03-01', [{ ...PARENTS[0]!, ...german } as Representative, PARENTS[1]!]);
    const text = documentText(request, 'uzletresz-atruhazas-1');
    expect(text.match(/a magyar nyelvet nem érti/gu)).toHaveLength(2);
    expect(text).toContain('Fehér Gábor (Kovács Péter kiskorú törvényes képviselője) a magyar nyelvet nem érti;');
    expect(text).not.toMatch(/^Kovács Péter a magyar nyelvet nem érti/mu);
    expect(text).toContain(
      'A jelen okirat tartalmát Fehér Gábor (Kovács Péter kiskorú törvényes képviselője) részére német nyelven tolmácsoltam:',
    );
  });

  it('from fourteen: the buyer signs himself with the consent, so the clause and the interpreter’s box are his', () => {
    const text = documentText(
      germanBuyer('2011-03-01', [{ nev: 'Szabó Éva', minoseg: 'GYAM' }]),
      'uzletresz-atruhazas-1',
    );
    expect(text.match(/^Kovács Péter a magyar nyelvet nem érti; /gmu)).toHaveLength(2);
    expect(text.split('A jelen okirat tartalmát Kovács Péter részére német nyelven tolmácsoltam:')).toHaveLength(3);
  });

  it('a sole member under fourteen: his decision has no clause for him; from fourteen it has', () => {
    const sole = (birth: string) =>
      documentText(
        germanMember(
          withMinorMember(loadAmendmentCase('egyszemelyes-cegnev-ugyvezeto-tokeemeles'), 201, birth, PARENTS),
          201,
        ),
        'hatarozat',
      );
    expect(sole('2016-02-01')).not.toMatch(/nem érti|tolmács/u);
    const limited = sole('2011-02-01');
    expect(limited).toMatch(/^\S+ \S+ a magyar nyelvet nem érti; /mu);
    expect(limited).toContain('német nyelven tolmácsoltam:');
  });

  it('the voting form of a member under fourteen has no clause for her', () => {
    const request = germanMember(
      withMinorMember(loadAmendmentCase('irasbeli-kiskoru-tolmaccsal'), 202, '2016-05-01', PARENTS),
      202,
    );
    const form = documentText(request, 'szavazolap-2');
    expect(form.match(/^Fehér Dóra \(kiskorú\) tag nevében:$/gmu)).toHaveLength(2);
    expect(form).not.toMatch(/nem érti|tolmács/u);
  });

  it('the members’ amending deed and a contribution declaration: no clause for a member under fourteen', () => {
    const deed = (birth: string) =>
      documentText(
        germanMember(withMinorMember(loadAmendmentCase('tagok-szerzodese'), 202, birth, PARENTS), 202),
        'modositas',
      );
    expect(deed('2016-02-01')).toContain('Fehér Krisztina (kiskorú) tag nevében:');
    expect(deed('2016-02-01')).not.toMatch(/nem érti|tolmács/u);
    expect(deed('2011-02-01')).toMatch(/^Fehér Krisztina a magyar nyelvet nem érti; /mu);
    // a twelve-year-old sole member's parents undertake his contribution in his name
    const contribution = documentText(
      germanMember(loadAmendmentCase('egyszemelyes-kiskoru-tag'), 211),
      'vagyoni-hozzajarulas-1',
    );
    expect(contribution).toContain('Kovács Bence (kiskorú) tag nevében:');
    expect(contribution).not.toMatch(/nem érti|tolmács/u);
  });

  // a guard: the authenticator's record carries no language data today, so the minutes were right already
  it('an authenticating member under fourteen signs the minutes through the parents: no clause for her', () => {
    const request = germanMember(withMinorMember(loadAmendmentCase('cegnev'), 202, '2016-05-01', PARENTS), 202);
    const text = documentText(request, 'hatarozat');
    expect(text).toContain('Fehér Krisztina (kiskorú) jegyzőkönyv-hitelesítő tag nevében:');
    expect(text).not.toMatch(/nem érti|tolmács/u);
  });
});

describe('a written resolution judges a minor on the day of the draft’s sending and of his vote, not of the decision (Ptk. 3:20. §, 2:12.–2:14. §)', () => {
  // sent on 10 November, decided on 20 November; Fehér Dóra (202) turns fourteen on 15 November
  const base = withMinorMember(loadAmendmentCase('irasbeli-kiskoru-tolmaccsal'), 202, '2012-11-15', PARENTS);
  const withArrivals = (arrivals: { id: number; beerkezes: string }[]): AmendmentRequest => ({
    ...base,
    dontes: {
      ...base.dontes,
      szavazatBeerkezesek: arrivals.map(({ id, beerkezes }) => ({ tag: { id }, beerkezes })),
    },
  });
  const uncertainNote =
    'Az aláírás módját azonban az aláírás napja dönti el: ha a szavazólapot 2026. november 15. előtt írják alá, a kiskorú nevében törvényes képviselői írják alá (Ptk. 2:14. § (1)); ha azon a napon vagy azt követően, a kiskorú maga írja alá, törvényes képviselői hozzájárulásával (Ptk. 2:12. § (1)), de nevében törvényes képviselői ekkor is aláírhatják (Ptk. 2:12. § (4)).';

  it('the sending letter addresses her as under fourteen on the day it is sent', () => {
    const letter = documentText(base, 'tervezet-megkuldes');
    expect(letter).toContain(
      'Fehér Dóra (kiskorú; nevében eljáró törvényes képviselői: Fehér Gábor szülő és Fehér Gáborné szülő)',
    );
    expect(letter).not.toContain('korlátozottan cselekvőképes');
  });

  it('no arrival given: her form is signed as on the sending day, by the parents in her name, with a note', () => {
    const request = withArrivals([{ id: 201, beerkezes: '2026-11-13' }]);
    const form = documentText(request, 'szavazolap-2');
    expect(form).toContain('kiskorú, akinek nevében törvényes képviselői járnak el: Fehér Gábor szülő');
    expect(form.match(/^Fehér Dóra \(kiskorú\) tag nevében:$/gmu)).toHaveLength(2);
    expect(form).not.toContain('jognyilatkozatához hozzájárulok');
    expect(form).toContain(
      'Fehér Dóra 2026. november 15. napján tölti be 14. életévét, a tervezet megküldése (2026. november 10.) és a határozathozatal napja (2026. november 20.) között. A szavazólap aláírási részét a program a tagnak a tervezet megküldésének napján (2026. november 10.) fennálló életkora szerint nyomtatta, mert a szavazat beérkezésének napja nincs megadva: a kiskorú nevében törvényes képviselői írják alá (Ptk. 2:14. § (1)).',
    );
    expect(form).toContain(uncertainNote);
    // the result says the parents voted in her name, as the form has it, with the same question for the lawyer
    const result = documentText(request, 'hatarozat');
    expect(result).toContain(
      'Fehér Dóra kiskorú tag nevében törvényes képviselői, Fehér Gábor (szülő) és Fehér Gáborné (szülő), együttesen szavaztak (Ptk. 2:14. § (1)).',
    );
    expect(result).toContain(
      'Ha a tag a szavazólapot 2026. november 15. előtt írta alá, nevében törvényes képviselői szavaztak (Ptk. 2:14. § (1)); ha azon a napon vagy azt követően, maga szavazott, törvényes képviselői hozzájárulásával (Ptk. 2:12. § (1)) – kivéve, ha a szavazólapot ekkor is nevében törvényes képviselői írták alá, mert akkor nevében ők szavaztak (Ptk. 2:12. § (4)).',
    );
  });

  it('from fourteen the representative may still sign in her name (Ptk. 2:12. § (4)): the notes say so, in the singular for one', () => {
    const single = withMinorMember(base, 202, '2012-11-15', [PARENTS[0]!]);
    const request: AmendmentRequest = {
      ...single,
      dontes: { ...single.dontes, szavazatBeerkezesek: [{ tag: { id: 201 }, beerkezes: '2026-11-13' }] },
    };
    expect(documentText(request, 'szavazolap-2')).toContain(
      'a kiskorú maga írja alá, törvényes képviselője hozzájárulásával (Ptk. 2:12. § (1)), de nevében törvényes képviselője ekkor is aláírhatja (Ptk. 2:12. § (4)).',
    );
    expect(documentText(request, 'hatarozat')).toContain(
      'maga szavazott, törvényes képviselője hozzájárulásával (Ptk. 2:12. § (1)) – kivéve, ha a szavazólapot ekkor is nevében törvényes képviselője írta alá, mert akkor nevében ő szavazott (Ptk. 2:12. § (4)).',
    );
  });

  it('her vote arrived after her birthday: the form is signed by her with the consent, with the same note', () => {
    const form = documentText(base, 'szavazolap-2');
    expect(form).toContain('Fehér Dóra (kiskorú) jognyilatkozatához hozzájárulok:');
    expect(form).toContain(
      'fennálló életkora szerint nyomtatta: a kiskorú maga írja alá, törvényes képviselői hozzájárulásával (Ptk. 2:12. § (1)).',
    );
    expect(form).toContain('a tagnak a szavazat beérkezésének megadott napján (2026. november 20.) fennálló');
    expect(form).toContain(uncertainNote);
    expect(documentText(base, 'hatarozat')).toContain(
      'Fehér Dóra korlátozottan cselekvőképes kiskorú tag maga szavazott, törvényes képviselői, Fehér Gábor (szülő) és Fehér Gáborné (szülő), hozzájárulásával (Ptk. 2:12. § (1)).',
    );
  });

  it('her vote arrived before her birthday: the parents signed in her name, and the note says it is certain', () => {
    // every vote in on 14 November: the decision's day is the last arrival (Ptk. 3:20. § (4)), so she is under fourteen
    // on it too; the voting form no longer differs from the decision's day, and nothing is noted
    const early = withArrivals([
      { id: 201, beerkezes: '2026-11-13' },
      { id: 202, beerkezes: '2026-11-14' },
    ]);
    const earlyDecided: AmendmentRequest = { ...early, dontes: { ...early.dontes, datum: '2026-11-14' } };
    expect(documentText(earlyDecided, 'szavazolap-2')).not.toContain('14. életévét');
    // one member's arrival before the birthday, the decision on the last day for the votes after it
    const request = withArrivals([{ id: 202, beerkezes: '2026-11-14' }]);
    const form = documentText(request, 'szavazolap-2');
    expect(form.match(/^Fehér Dóra \(kiskorú\) tag nevében:$/gmu)).toHaveLength(2);
    expect(form).toContain(
      'A szavazólap ezen a napon beérkezett, így azt a tag 14. életévének betöltése előtt írták alá; a döntés napján fennálló életkor nem irányadó.',
    );
    expect(form).not.toContain(uncertainNote);
    const result = documentText(request, 'hatarozat');
    expect(result).toContain('Fehér Dóra kiskorú tag nevében törvényes képviselői');
    expect(result).not.toContain('14. életévét');
  });
});

describe('the check judges a written resolution’s voter on his form’s day, as the form is printed (Ptk. 2:12.–2:14. §, decision 030)', () => {
  // sent on 10 November, decided on 20 November; Nagy Lajos's (201) vote arrived on 13 November
  const voting = (birth: string, representatives: Representative[], arrival?: string): AmendmentRequest => {
    const request = withMinorMember(loadAmendmentCase('irasbeli-kiskoru-tolmaccsal'), 202, birth, representatives);
    return {
      ...request,
      dontes: {
        ...request.dontes,
        szavazatBeerkezesek: [
          { tag: { id: 201 }, beerkezes: '2026-11-13' },
          ...(arrival ? [{ tag: { id: 202 }, beerkezes: arrival }] : []),
        ],
      },
    };
  };
  const findingsOf = (request: AmendmentRequest) => renderer.prepare(request).findings;
  const about = (request: AmendmentRequest, code: string) =>
    findingsOf(request).filter((finding) => finding.code === code && finding.message.startsWith('Fehér Dóra'));
  const sentLabel =
    'Fehér Dóra (tag) a határozattervezet megküldésének napján (2026. november 10.), amely napon fennálló életkora szerint szavazólapja készül,';

  it('seventeen on the sending day, of age on the decision’s: the parents consent on the form, nothing is refused', () => {
    const request = voting('2008-11-15', PARENTS);
    const findings = findingsOf(request);
    expect(findings.filter((finding) => finding.severity === 'error').map((finding) => finding.code)).toEqual([]);
    const [represented] = about(request, 'MINOR_REPRESENTED');
    expect(represented?.message).toContain(
      `${sentLabel} kiskorú (született: 2008. november 15.); maga ír alá, jognyilatkozatához törvényes képviselői, Fehér Gábor (szülő) és Fehér Gáborné (szülő), az aláírásukkal járulnak hozzá (Ptk. 2:12. § (1)).`,
    );
    expect(represented?.path).toBe('uj.tagok.1.torvenyesKepviselok');
    // the target state still names the parents of an adult: a warning, not a refusal
    const [ofAge] = about(request, 'kiskoru-nagykoru-a-dontes-napjan');
    expect(ofAge?.severity).toBe('warning');
    expect(ofAge?.message).toContain(
      'A tag azonban 2026. november 15. napján nagykorúvá válik, így a döntés napján (2026. november 20.) már maga teszi meg jognyilatkozatait (Ptk. 2:8. § (2)).',
    );
    // the form the parents' consent is checked for is the form printed
    const form = documentText(request, 'szavazolap-2');
    expect(form).toContain('Fehér Dóra (kiskorú) jognyilatkozatához hozzájárulok:');
    // her vote arrived before her birthday: the same
    expect(about(voting('2008-11-15', PARENTS, '2026-11-14'), 'MINOR_REPRESENTATIVE_OF_ADULT')).toEqual([]);
  });

  it('her vote arrived on her eighteenth birthday: the form is an adult’s, so the representatives are refused on that day', () => {
    const [refusal] = about(voting('2008-11-15', PARENTS, '2026-11-15'), 'MINOR_REPRESENTATIVE_OF_ADULT');
    expect(refusal?.severity).toBe('error');
    expect(refusal?.message).toContain(
      'Fehér Dóra (tag) szavazata beérkezésének napján (2026. november 15.), amely napon fennálló életkora szerint szavazólapja készül, nagykorú (született: 2008. november 15.)',
    );
  });

  it('seventeen on the sending day without representatives: warned about the missing consent', () => {
    const [missing] = about(voting('2008-11-15', []), 'MINOR_WITHOUT_REPRESENTATIVE_UNLESS_MARRIED');
    expect(missing?.message).toContain(`${sentLabel} kiskorú (született: 2008. november 15.).`);
    expect(missing?.message).toContain('(Ptk. 2:12. § (1))');
  });

  it('thirteen on the sending day, fourteen on the decision’s: the parents sign in her name, as on the form', () => {
    const request = voting('2012-11-15', PARENTS);
    const [represented] = about(request, 'MINOR_REPRESENTED');
    expect(represented?.message).toContain(
      `${sentLabel} kiskorú (született: 2012. november 15.); nevében törvényes képviselői, Fehér Gábor (szülő) és Fehér Gáborné (szülő), járnak el és írnak alá (Ptk. 2:14. § (1)).`,
    );
    expect(documentText(request, 'szavazolap-2').match(/^Fehér Dóra \(kiskorú\) tag nevében:$/gmu)).toHaveLength(2);
    // the consolidated articles' note on her wording does not claim every paper has her act with the consent
    const [wording] = findingsOf(request).filter((finding) => finding.code === 'kiskoru-egyseges-szerkezet');
    expect(wording?.message).toContain('hozzájárulásával jár el (Ptk. 2:12. § (1)). Kérjük');
    // without representatives she is refused as under fourteen, not as one who needs their consent
    const codes = findingsOf(voting('2012-11-15', [])).map((finding) => finding.code);
    expect(codes).toContain('MINOR_UNDER_14_WITHOUT_REPRESENTATIVE');
    expect(codes).not.toContain('MINOR_WITHOUT_REPRESENTATIVE');
  });

  it('the target state no longer names the parents of the adult: the form’s registered record is checked, nothing more', () => {
    const request = voting('2008-11-15', PARENTS);
    const adult: AmendmentRequest = {
      ...request,
      uj: {
        ...request.uj,
        tagok: request.uj.tagok.map((member) =>
          member.szemely?.id === 202 ? { ...member, torvenyesKepviselok: [] } : member,
        ),
      },
    };
    const findings = findingsOf(adult).filter(
      (finding) => /^(MINOR_|kiskoru-)/u.test(finding.code) && finding.message.startsWith('Fehér Dóra'),
    );
    expect(findings.map((finding) => finding.code)).toEqual(['MINOR_REPRESENTED']);
    expect(findings[0]?.path).toBe('korabbi.tagok.1.torvenyesKepviselok');
    expect(documentText(adult, 'szavazolap-2')).toContain('Fehér Dóra (kiskorú) jognyilatkozatához hozzájárulok:');
  });

  it('a voter who leaves the company is judged on his form’s day too, by his registered record', () => {
    // a third registered member, Fehér Márk, thirteen on the sending day, whom the target state no longer lists
    const request = voting('2011-05-01', PARENTS);
    const leaving: AmendmentRequest = {
      ...request,
      korabbi: {
        ...request.korabbi,
        tagok: [
          ...request.korabbi.tagok,
          { ...request.korabbi.tagok[1]!, nev: 'Fehér Márk', szemely: { id: 203 }, szuletesiIdo: '2012-11-15' },
        ],
      },
    };
    const [represented] = findingsOf(leaving).filter(
      (finding) => finding.code === 'MINOR_REPRESENTED' && finding.message.startsWith('Fehér Márk'),
    );
    expect(represented?.message).toContain(
      'Fehér Márk (tag) a határozattervezet megküldésének napján (2026. november 10.), amely napon fennálló életkora szerint szavazólapja készül, kiskorú (született: 2012. november 15.); nevében',
    );
    expect(represented?.path).toBe('korabbi.tagok.2.torvenyesKepviselok');
  });

  it('seventeen on the sending day, of age before the decision’s, no arrival given: the form and the statement say so', () => {
    const request = voting('2008-11-15', PARENTS);
    const form = documentText(request, 'szavazolap-2');
    expect(form).toContain('Fehér Dóra (kiskorú) jognyilatkozatához hozzájárulok:');
    expect(form).toContain(
      'Fehér Dóra a tervezet megküldése (2026. november 10.) és a határozathozatal napja (2026. november 20.) között, 2026. november 15. napján tölti be 18. életévét, és válik nagykorúvá (Ptk. 2:10. § (1)). A szavazólap aláírási részét a program a tagnak a tervezet megküldésének napján (2026. november 10.) fennálló életkora szerint nyomtatta, mert a szavazat beérkezésének napja nincs megadva: a kiskorú maga írja alá, törvényes képviselői hozzájárulásával (Ptk. 2:12. § (1)).',
    );
    expect(form).toContain(
      'ha a szavazólapot 2026. november 15. előtt írják alá, a nyomtatott aláírási rész helyes, a hozzájárulás szükséges (ha elmaradt, nagykorúvá válása után a tag maga dönt függő jognyilatkozatának érvényességéről, Ptk. 2:12. § (1)); ha azon a napon vagy azt követően, a tag nagykorúként egyedül írja alá, törvényes képviselőinek hozzájárulása nem szükséges (Ptk. 2:8. § (2)).',
    );
    const result = documentText(request, 'hatarozat');
    expect(result).toContain(
      'Fehér Dóra korlátozottan cselekvőképes kiskorú tag maga szavazott, törvényes képviselői, Fehér Gábor (szülő) és Fehér Gáborné (szülő), hozzájárulásával (Ptk. 2:12. § (1)).',
    );
    expect(result).toContain(
      'Fehér Dóra a tervezet megküldése (2026. november 10.) és a határozathozatal napja között, 2026. november 15. napján tölti be 18. életévét, és válik nagykorúvá (Ptk. 2:10. § (1)).',
    );
    expect(result).toContain(
      'Ha a tag a szavazólapot 2026. november 15. előtt írta alá, maga szavazott, törvényes képviselői hozzájárulásával (Ptk. 2:12. § (1)); ha azon a napon vagy azt követően, nagykorúként egyedül szavazott, hozzájárulás nélkül (Ptk. 2:8. § (2)).',
    );
    // one parent: in the singular
    const single = documentText(voting('2008-11-15', [PARENTS[0]!]), 'szavazolap-2');
    expect(single).toContain('a kiskorú maga írja alá, törvényes képviselője hozzájárulásával (Ptk. 2:12. § (1)).');
    expect(single).toContain('törvényes képviselőjének hozzájárulása nem szükséges (Ptk. 2:8. § (2))');
  });

  it('no note on coming of age where an arrival before the birthday settles it, nor for a birthday outside the window', () => {
    // her vote in on 14 November, the other's not given: the decision on the last day for the votes
    const seventeen = voting('2008-11-15', PARENTS);
    const settled: AmendmentRequest = {
      ...seventeen,
      dontes: { ...seventeen.dontes, szavazatBeerkezesek: [{ tag: { id: 202 }, beerkezes: '2026-11-14' }] },
    };
    expect(documentText(settled, 'szavazolap-2')).toContain('Fehér Dóra (kiskorú) jognyilatkozatához hozzájárulok:');
    expect(documentText(settled, 'szavazolap-2')).not.toContain('18. életévét');
    expect(documentText(settled, 'hatarozat')).not.toContain('18. életévét');
    // eighteen after the decision's day: a minor throughout
    const later = voting('2008-11-21', PARENTS);
    expect(documentText(later, 'szavazolap-2')).not.toContain('18. életévét');
    expect(documentText(later, 'hatarozat')).not.toContain('18. életévét');
  });

  it('a members’ meeting judges the member on the decision’s day, as before', () => {
    const request = withMinorMember(loadAmendmentCase('cegnev'), 202, '2008-11-15', PARENTS);
    const refused = findingsOf(request).find((finding) => finding.code === 'MINOR_REPRESENTATIVE_OF_ADULT');
    expect(refused?.message).toMatch(/^\S+ \S+ \(tag\) a döntés napján \(/u);
  });
});

describe('the members’ register lists the legal representatives only of a member who is a minor on its date (Ptk. 2:10. § (1), 2:8. § (2))', () => {
  const register = (request: AmendmentRequest) => documentText(request, 'tagjegyzek');

  it('a member who comes of age between the decision and the change’s effective day is listed alone', () => {
    // cegnev: decided on 20 November, effective on 1 December; Fehér Krisztina (202) turns eighteen on 25 November
    const request = withMinorMember(loadAmendmentCase('cegnev'), 202, '2008-11-25', PARENTS);
    expect(renderer.prepare(request).findings.filter((finding) => finding.severity === 'error')).toEqual([]);
    const text = register(request);
    expect(text).toContain('a 2026. december 1. napján fennálló állapot szerint');
    expect(text).toContain('Fehér Krisztina');
    expect(text).not.toContain('törvényes képviselő');
    // still a minor on the register's date: the parents are listed
    const minor = register(withMinorMember(loadAmendmentCase('cegnev'), 202, '2008-12-02', PARENTS));
    expect(minor).toContain('törvényes képviselő: Fehér Gábor (szülő)');
    expect(minor).toContain('törvényes képviselő: Fehér Gáborné (szülő)');
  });

  it('a written resolution’s voter of age on the decision’s day, the new state still naming the parents: not in the register', () => {
    // irasbeli-kiskoru-tolmaccsal with a new name (so a register is made), sent on 10 November, decided on 20 November;
    // Fehér Dóra (202) turns eighteen on 15 November, and her vote's arrival is not given
    const base = withMinorMember(loadAmendmentCase('irasbeli-kiskoru-tolmaccsal'), 202, '2008-11-15', PARENTS);
    const request: AmendmentRequest = {
      ...base,
      uj: { ...base.uj, nev: 'Hajdú Sütőmester' },
      dontes: { ...base.dontes, szavazatBeerkezesek: [{ tag: { id: 201 }, beerkezes: '2026-11-13' }] },
    };
    const text = register(request);
    expect(text).toContain('Fehér Dóra');
    expect(text).not.toContain('törvényes képviselő');
    // the warning no longer says the register names them; the consolidated articles still do
    const [ofAge] = renderer
      .prepare(request)
      .findings.filter((finding) => finding.code === 'kiskoru-nagykoru-a-dontes-napjan');
    expect(ofAge?.message).toContain(
      'továbbra is szerepelnek, így az egységes szerkezetbe foglalt létesítő okirat is feltünteti őket; a tagjegyzék a változás napján nagykorú tag törvényes képviselőjét nem tünteti fel. Kérjük, vizsgálja meg, hogy a törvényes képviselőket az új állapot adatai közül törölni kell-e;',
    );
    // persons are referred to as „őket” / „őt”, and the number agrees with one representative too
    const single = withMinorMember(request, 202, '2008-11-15', [PARENTS[0]!]);
    const [ofAgeSingle] = renderer
      .prepare(single)
      .findings.filter((finding) => finding.code === 'kiskoru-nagykoru-a-dontes-napjan');
    expect(ofAgeSingle?.message).toContain(
      'továbbra is szerepel, így az egységes szerkezetbe foglalt létesítő okirat is feltünteti őt; a tagjegyzék a változás napján nagykorú tag törvényes képviselőjét nem tünteti fel. Kérjük, vizsgálja meg, hogy a törvényes képviselőt az új állapot adatai közül törölni kell-e;',
    );
    expect(documentText(request, 'egyseges-szerkezet')).toContain('törvényes képviselői járnak el: Fehér Gábor');
  });
});

describe('a member of age on the day he signs is identified and signs alone, his representatives left out (Ptk. 2:8. § (2))', () => {
  it('the members’ amending deed, signed after the decision’s day, once the member has turned eighteen', () => {
    // tagok-szerzodese: decided on 20 November, the deed dated 24 November; Fehér Krisztina (202) turns eighteen on
    // 22 November: of age when she signs. The check refuses parents listed in the target state on the deed's date (see
    // below), so only the registered record still names them; the deed prints her from that record
    const both = withMinorMember(loadAmendmentCase('tagok-szerzodese'), 202, '2008-11-22', PARENTS);
    const request: AmendmentRequest = {
      ...both,
      uj: withMinorMember(loadAmendmentCase('tagok-szerzodese'), 202, '2008-11-22', []).uj,
    };
    expect(renderer.prepare(request).findings.filter((finding) => finding.severity === 'error')).toEqual([]);
    const deed = documentText(request, 'modositas');
    expect(deed).toMatch(/^Fehér Krisztina$/mu);
    expect(deed).not.toContain('(kiskorú)');
    expect(deed).not.toContain('törvényes képviselő');
    // a day later she is still a minor on the deed's day: she signs with her parents' consent
    const minor = documentText(
      withMinorMember(loadAmendmentCase('tagok-szerzodese'), 202, '2008-11-25', PARENTS),
      'modositas',
    );
    expect(minor.match(/^Fehér Krisztina \(kiskorú\) jognyilatkozatához hozzájárulok:$/gmu)).toHaveLength(2);
  });
});

describe('the check judges the members of a members’ contract on the deed’s date, as the deed is signed (Ptk. 3:102. § (1), 2:8.–2:14. §, decision 030)', () => {
  // tagok-szerzodese: decided on 20 November, the deed dated and signed on 24 November (Fehér Krisztina, 202)
  const contract = (birth: string, representatives: Representative[]) =>
    withMinorMember(loadAmendmentCase('tagok-szerzodese'), 202, birth, representatives);
  const findingsOf = (request: AmendmentRequest) => renderer.prepare(request).findings;
  const about = (request: AmendmentRequest) =>
    findingsOf(request).filter((finding) => finding.message.startsWith('Fehér Krisztina (tag)'));
  const deedLabel =
    'Fehér Krisztina (tag) a módosító okirat keltének napján (2026. november 24.), amely napon fennálló életkora szerint a módosító okiratot aláírja,';

  it('eighteen between the decision’s day and the deed’s date, her parents listed: refused on the deed’s date', () => {
    const found = about(contract('2008-11-22', PARENTS));
    expect(found.map((finding) => [finding.code, finding.severity, finding.statute, finding.path])).toEqual([
      ['MINOR_REPRESENTATIVE_OF_ADULT', 'error', 'Ptk. 2:8. § (2)', 'uj.tagok.1.torvenyesKepviselok'],
    ]);
    expect(found[0]?.message).toContain(`${deedLabel} nagykorú (született: 2008. november 22.)`);
    // still seventeen on the deed's date: she signs with the consent, so her parents are accepted
    const [represented] = about(contract('2008-11-25', PARENTS));
    expect(represented?.code).toBe('MINOR_REPRESENTED');
    expect(represented?.message).toContain(`${deedLabel} kiskorú (született: 2008. november 25.); maga ír alá`);
  });

  it('eighteen between the decision’s day and the deed’s date, no representatives: nothing to warn of', () => {
    expect(about(contract('2008-11-22', []))).toEqual([]);
    // her birthday after the deed's date: the missing consent is warned of, on the deed's date
    const [missing] = about(contract('2008-11-25', []));
    expect(missing?.code).toBe('MINOR_WITHOUT_REPRESENTATIVE_UNLESS_MARRIED');
    expect(missing?.message).toContain(`${deedLabel} kiskorú (született: 2008. november 25.).`);
  });

  it('fourteen between the decision’s day and the deed’s date: she signs with the consent, as the deed has it', () => {
    const request = contract('2012-11-22', PARENTS);
    const [represented] = about(request).filter((finding) => finding.code === 'MINOR_REPRESENTED');
    expect(represented?.message).toContain(
      `${deedLabel} kiskorú (született: 2012. november 22.); maga ír alá, jognyilatkozatához törvényes képviselői, Fehér Gábor (szülő) és Fehér Gáborné (szülő), az aláírásukkal járulnak hozzá (Ptk. 2:12. § (1)).`,
    );
    expect(
      documentText(request, 'modositas').match(/^Fehér Krisztina \(kiskorú\) jognyilatkozatához hozzájárulok:$/gmu),
    ).toHaveLength(2);
    // the consolidated articles, founded when she was under fourteen, still have the parents act in her name
    const [wording] = findingsOf(request).filter((finding) => finding.code === 'kiskoru-egyseges-szerkezet');
    expect(wording?.message).toContain(
      'a módosító okirat keltének napján (2026. november 24.) azonban korlátozottan cselekvőképes kiskorú, aki törvényes képviselői hozzájárulásával jár el (Ptk. 2:12. § (1)), ahogyan a jelen döntés többi okirata is rögzíti.',
    );
    // without representatives: the consent is missing (Ptk. 2:12. § (1)), not a representative acting in her name
    const [missing] = about(contract('2012-11-22', []));
    expect([missing?.code, missing?.statute]).toEqual(['MINOR_WITHOUT_REPRESENTATIVE', 'Ptk. 2:12. § (1)']);
    expect(missing?.message).toContain(
      `${deedLabel} korlátozottan cselekvőképes kiskorú (született: 2012. november 22.)`,
    );
  });
});

describe('a minor buyer who becomes a member only by the transfer', () => {
  // Léa Dubois buys the share on 21 November, after the members' meeting of 20 November (Ptk. 3:169. § (2))
  const request = loadAmendmentCase('atruhazas-kiskoru-vevo-kulfoldi-szulo');
  const findings = renderer.prepare(request).findings.filter((finding) => finding.message.startsWith('Léa Dubois'));

  it('is judged as the buyer on the contract’s date, not as a member acting on the decision’s date', () => {
    const messages = findings.map((finding) => finding.message);
    expect(messages.some((message) => message.startsWith('Léa Dubois (megszerző) a szerződés keltekor'))).toBe(true);
    expect(messages.some((message) => message.includes('(tag) a döntés napján'))).toBe(false);
  });

  it('the members’ meeting she did not attend names no representative of hers', () => {
    expect(documentText(request, 'hatarozat')).not.toContain('törvényes képviselő');
  });
});
