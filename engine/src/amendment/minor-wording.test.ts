import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { documentText, renderer } from './amendment-document-text.test-helper.ts';

// A lawyer's reading of the minutes, the written result and the sole member's decision where a member is a minor
// (decision 030): who acts for the minor, in the right number for one or two parents, with the statute cited.

type Representative = { nev: string; minoseg: 'SZULO' | 'GYAM'; szuletesiIdo?: string };
const parents: Representative[] = [
  { nev: 'Fehér Gábor', minoseg: 'SZULO', szuletesiIdo: '1984-02-14' },
  { nev: 'Fehér Gáborné', minoseg: 'SZULO', szuletesiIdo: '1988-08-03' },
];
const guardian: Representative[] = [{ nev: 'Kovács Imre', minoseg: 'GYAM', szuletesiIdo: '1968-03-12' }];

/** The case with the members of the given person ids changed (in both the registered and the target state). */
function withMembers(request: AmendmentRequest, changes: Record<number, Record<string, unknown>>): AmendmentRequest {
  const change = <T extends { szemely?: { id?: string | number } | undefined }>(member: T): T => {
    const id = member.szemely?.id;
    return id !== undefined && changes[Number(id)] ? { ...member, ...changes[Number(id)] } : member;
  };
  return {
    ...request,
    korabbi: { ...request.korabbi, tagok: request.korabbi.tagok.map(change) },
    uj: { ...request.uj, tagok: request.uj.tagok.map(change) },
  };
}

/** The `cegnev` meeting with Fehér Krisztina (202) attending through a proxy. */
function byProxy(request: AmendmentRequest): AmendmentRequest {
  const decision = request.dontes;
  return {
    ...request,
    dontes: {
      ...decision,
      jelenlevok: decision.jelenlevok.map((attendee) =>
        attendee.tag.id === 202
          ? { ...attendee, kepviselo: 'dr. Kiss Anna', meghatalmazasKelte: '2026-11-15' }
          : attendee,
      ),
    },
  } as AmendmentRequest;
}

const NOTE = 'Megjegyzés az ügyvéd részére (megerősítendő): ';

describe('the minutes where a member of fourteen to seventeen votes with her parents’ consent (Ptk. 2:12. § (1))', () => {
  const cegnev = loadAmendmentCase('cegnev');

  it('asks for the consent of both parents, in the plural, where both are her representatives', () => {
    const text = documentText(
      withMembers(cegnev, { 202: { szuletesiIdo: '2011-05-01', torvenyesKepviselok: parents } }),
      'hatarozat',
    );
    expect(text).toContain(
      'Fehér Krisztina korlátozottan cselekvőképes kiskorú tag a taggyűlésen maga jár el, törvényes képviselői, Fehér Gábor (szülő) és Fehér Gáborné (szülő), hozzájárulásával (Ptk. 2:12. § (1)).',
    );
    expect(text).toContain(
      `${NOTE}Fehér Krisztina korlátozottan cselekvőképes kiskorú tag szavazatainak érvényességéhez törvényes képviselőinek hozzájárulása szükséges (Ptk. 2:12. § (1)); a jegyzőkönyvet a törvényes képviselők nem írják alá, ezért a hozzájárulást a jelenléti ív aláírásával vagy külön okiratban javasolt rögzíteni.`,
    );
    expect(text).not.toContain('törvényes képviselőjének hozzájárulása');
  });

  it('keeps the singular for a guardian alone', () => {
    const text = documentText(
      withMembers(cegnev, { 202: { szuletesiIdo: '2011-05-01', torvenyesKepviselok: guardian } }),
      'hatarozat',
    );
    expect(text).toContain(
      'tag szavazatainak érvényességéhez törvényes képviselőjének hozzájárulása szükséges (Ptk. 2:12. § (1)); a jegyzőkönyvet a törvényes képviselő nem írja alá,',
    );
  });

  it('names two minors, each with their own representatives, and asks for the consents in the plural', () => {
    const text = documentText(
      withMembers(cegnev, {
        201: { szuletesiIdo: '2011-01-01', torvenyesKepviselok: guardian },
        202: { szuletesiIdo: '2016-05-01', torvenyesKepviselok: [parents[0]!] },
      }),
      'hatarozat',
    );
    expect(text).toContain(
      'Nagy Lajos korlátozottan cselekvőképes kiskorú tag a taggyűlésen maga jár el, törvényes képviselője, Kovács Imre (gyám), hozzájárulásával (Ptk. 2:12. § (1)).',
    );
    expect(text).toContain(
      'Fehér Krisztina kiskorú tagot a taggyűlésen törvényes képviselője, Fehér Gábor (szülő), képviseli (Ptk. 2:14. § (1)).',
    );
    expect(text).toContain(
      `${NOTE}Nagy Lajos korlátozottan cselekvőképes kiskorú tag szavazatainak érvényességéhez törvényes képviselőjének hozzájárulása szükséges`,
    );
  });
});

describe('the minutes where a minor attends through a proxy (Ptk. 3:110. § (1); 2:12. § (1), 2:14. § (1))', () => {
  const cegnev = loadAmendmentCase('cegnev');

  it('from fourteen: the power needs the parents’ consent; no second note asks them to sign the attendance sheet', () => {
    const text = documentText(
      byProxy(withMembers(cegnev, { 202: { szuletesiIdo: '2011-05-01', torvenyesKepviselok: parents } })),
      'hatarozat',
    );
    expect(text).toContain(
      'Fehér Krisztina kiskorú tagot dr. Kiss Anna képviseli a jelen jegyzőkönyv mellékletét képező, 2026. november 15. napján kelt,',
    );
    expect(text).toContain(
      `${NOTE}Fehér Krisztina korlátozottan cselekvőképes kiskorú tag a meghatalmazást csak törvényes képviselői hozzájárulásával adhatta meg (Ptk. 2:12. § (1)): ellenőrizze, hogy a meghatalmazást Fehér Gábor (szülő) és Fehér Gáborné (szülő) hozzájárulásként aláírták.`,
    );
    expect(text).not.toContain('szavazatainak érvényességéhez');
  });

  it('under fourteen: the parents give the power in her name', () => {
    const text = documentText(
      byProxy(withMembers(cegnev, { 202: { szuletesiIdo: '2016-05-01', torvenyesKepviselok: [parents[1]!] } })),
      'hatarozat',
    );
    expect(text).toContain(
      `${NOTE}Fehér Krisztina kiskorú tag nevében a meghatalmazást csak törvényes képviselője adhatta meg (Ptk. 2:14. § (1)): ellenőrizze, hogy a meghatalmazást Fehér Gáborné (szülő) a kiskorú nevében aláírta.`,
    );
  });

  it('with no birth date: cites both rules, as the other sentences on such a minor do', () => {
    const text = documentText(
      byProxy(withMembers(cegnev, { 202: { szuletesiIdo: undefined, torvenyesKepviselok: parents } })),
      'hatarozat',
    );
    expect(text).toContain(
      'a meghatalmazást csak törvényes képviselői adhatták meg (Ptk. 2:12. § (4), 2:14. § (1)): ellenőrizze,',
    );
  });
});

describe('the directors’ statement of a written resolution with a minor member (Ptk. 3:20. § (4))', () => {
  const written = loadAmendmentCase('irasbeli-kiskoru-tolmaccsal');

  it('cites the paragraph on communicating the result', () => {
    const text = documentText(written, 'hatarozat');
    expect(text).toContain(
      'Az ügyvezető a szavazás eredményét a megállapítást követő három napon belül közli a tagokkal (Ptk. 3:20. § (4)).',
    );
    expect(text).not.toContain('(Ptk. 3:20. §).');
  });

  it('says both parents voted in the name of a member under fourteen', () => {
    const text = documentText(
      withMembers(written, { 202: { szuletesiIdo: '2016-05-01', torvenyesKepviselok: parents } }),
      'hatarozat',
    );
    expect(text).toContain(
      'Fehér Dóra kiskorú tag nevében törvényes képviselői, Fehér Gábor (szülő) és Fehér Gáborné (szülő), együttesen szavaztak (Ptk. 2:14. § (1)).',
    );
  });

  it('says nothing of a minor who sent no vote; a decision day before the last day for the votes is refused', () => {
    const decision = written.dontes;
    const onlyNagy = (datum: string) =>
      ({
        ...written,
        dontes: {
          ...decision,
          datum,
          szavazatBeerkezesek: [{ tag: { id: 201 }, beerkezes: '2026-11-13' }],
          egyhangu: false,
          szavazasok: ['TELEPHELY', 'MODOSITAS'].map((targy) => ({
            targy,
            igen: [{ id: 201 }],
            nem: [],
            tartozkodas: [],
            nemSzavazhatott: [],
          })),
        },
      }) as AmendmentRequest;
    const text = documentText(onlyNagy('2026-11-20'), 'hatarozat');
    expect(text).not.toContain('Fehér Dóra korlátozottan cselekvőképes kiskorú tag maga szavazott');
    expect(text).not.toContain('Valamennyi szavazásra jogosult tag szavazata');
    expect(text).toContain('A szavazatok beérkezésének napja (Ptk. 3:20. § (4)): Nagy Lajos – 2026. november 13.');
    expect(text).toContain('Szavazatot nem küldött: Fehér Dóra.');
    const early = renderer.prepare(onlyNagy('2026-11-18')).findings;
    expect(early.find((finding) => finding.code === 'ules-nelkuli-hatarozat-napja')?.message).toContain(
      'nem szavazott: Fehér Dóra',
    );
  });
});

describe('the decision of a sole member under fourteen (case egyszemelyes-kiskoru-tag; Ptk. 3:109. § (4), 2:14. § (1))', () => {
  const sole = loadAmendmentCase('egyszemelyes-kiskoru-tag');

  it('has both parents decide in his name and sign under his name; the director receives the resolutions', () => {
    const text = documentText(sole, 'hatarozat');
    expect(text).toContain(
      'Az egyedüli tag kiskorú; a határozatokat nevében törvényes képviselői, Kovács Péter (szülő) és Kovács Péterné (szülő), együttesen hozzák (Ptk. 2:14. § (1)).',
    );
    expect(text.match(/^Kovács Bence \(kiskorú\) egyedüli tag nevében:$/gmu)).toHaveLength(2);
    expect(text).toContain('A határozatokat ügyvezetőként átvettem: ');
    expect(text).not.toContain('A határozatot ügyvezetőként');
  });

  it('with one parent: the singular', () => {
    const onlyMother = withMembers(sole, {
      211: { torvenyesKepviselok: [sole.uj.tagok[0]!.torvenyesKepviselok![1]!] },
    });
    expect(documentText(onlyMother, 'hatarozat')).toContain(
      'Az egyedüli tag kiskorú; a határozatokat nevében törvényes képviselője, Kovács Péterné (szülő), hozza (Ptk. 2:14. § (1)).',
    );
  });

  it('from fourteen: he decides himself with his parents’ consent', () => {
    const fifteen = withMembers(sole, { 211: { szuletesiIdo: '2011-03-10' } });
    const text = documentText(fifteen, 'hatarozat');
    expect(text).toContain(
      'Az egyedüli tag korlátozottan cselekvőképes kiskorú; a határozatokat maga hozza, törvényes képviselői, Kovács Péter (szülő) és Kovács Péterné (szülő), hozzájárulásával (Ptk. 2:12. § (1)).',
    );
    expect(text.match(/^Kovács Bence \(kiskorú\) jognyilatkozatához hozzájárulok:$/gmu)).toHaveLength(2);
  });

  it('has the parents undertake the contribution in his name', () => {
    const text = documentText(sole, 'vagyoni-hozzajarulas-1');
    expect(text.match(/^Kovács Bence \(kiskorú\) tag nevében:$/gmu)).toHaveLength(2);
  });
});

describe('the consolidated articles of a member who has turned fourteen since the articles were signed (Ctv. 51. § (2))', () => {
  it('keeps the articles’ wording and tells the lawyer it differs from the decision’s papers', () => {
    const written = loadAmendmentCase('irasbeli-kiskoru-tolmaccsal');
    expect(documentText(written, 'egyseges-szerkezet')).toContain(
      'kiskorú, akinek nevében törvényes képviselője jár el: Kovács Imre gyám',
    );
    expect(documentText(written, 'szavazolap-2')).toContain(
      'korlátozottan cselekvőképes kiskorú, aki törvényes képviselője hozzájárulásával jár el: Kovács Imre gyám',
    );
    const finding = renderer.prepare(written).findings.find(({ code }) => code === 'kiskoru-egyseges-szerkezet');
    expect(finding?.severity).toBe('warning');
    expect(finding?.message).toBe(
      'Az egységes szerkezetbe foglalt létesítő okirat Fehér Dóra tagot a létesítő okirat keltének napján (2020. január 15.) fennálló állapot szerint „kiskorú, akinek nevében törvényes képviselője jár el” megjelöléssel azonosítja, a döntés napján (2026. november 20.) azonban korlátozottan cselekvőképes kiskorú, aki törvényes képviselője hozzájárulásával jár el (Ptk. 2:12. § (1)), ahogyan a jelen döntés többi okirata is rögzíti. Kérjük, vizsgálja meg, hogy e megjelölést az egységes szerkezetben a Ctv. 51. § (2) bekezdése szerint hatályosítani kell-e.',
    );
    expect(documentText(written, 'benyujtasi-osszesito')).toContain(
      'a Ctv. 51. § (2) bekezdése szerint hatályosítani kell-e.',
    );
  });

  it('says nothing of a member still under fourteen', () => {
    const codes = renderer.prepare(loadAmendmentCase('taggyules-kiskoru-hitelesito')).findings.map(({ code }) => code);
    expect(codes).not.toContain('kiskoru-egyseges-szerkezet');
  });
});
