import { describe, expect, it } from 'vitest';
import { readAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { treeText } from '../ast/tree-text.ts';
import { parseAmendmentRequest } from '../index.ts';
import { renderer } from './amendment-document-text.test-helper.ts';

// Amendment read-through 11 (decision 064): combinations of changes in one decision that no corpus case holds, built
// from corpus cases and prepared and rendered through the engine entry the corpus test uses (`prepare`, `renderTree`).

type RawPerson = Record<string, unknown> & { nev: string; penzbetet: number; szemely?: { id: number } };
type RawCompany = Record<string, unknown> & { szekhely: string; tagok: RawPerson[]; ugyvezetok: RawPerson[] };
type RawCase = Record<string, unknown> & {
  korabbi: RawCompany;
  uj: RawCompany;
  dontes: Record<string, unknown>;
  uzletreszAtruhazasok?: Record<string, unknown>[];
  ugyvezetoValtozas?: Record<string, unknown>;
};

/** A corpus case as the request body, deep-copied so that it can be edited. */
const raw = (name: string) => structuredClone(readAmendmentCase(name)) as RawCase;
const memberOf = (company: RawCompany, id: number) => company.tagok.find((member) => member.szemely?.id === id)!;

function prepared(body: RawCase) {
  const parsed = parseAmendmentRequest(body);
  if (!parsed.ok) throw new Error(parsed.issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '));
  return renderer.prepare(parsed.value);
}

/** Every planned document's text by its file stem, no-break spaces as spaces; the findings' codes by severity. */
function render(body: RawCase) {
  const ready = prepared(body);
  const errors = ready.findings.filter((finding) => finding.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((finding) => finding.message).join(' | '));
  const texts = Object.fromEntries(
    ready.plan.documents.map((document) => [
      document.fileStem,
      treeText(renderer.renderTree(ready, document)).replace(/\u00a0/g, ' '),
    ]),
  );
  return { texts, warnings: ready.findings.map((finding) => finding.code) };
}

const ALFOLD = 'Alföld Invest Korlátolt Felelősségű Társaság';

/**
 * A. A meeting convened by invitation, one member by proxy: a new name, a seat moved to Budapest (another court), the
 * director recalled and another elected, and a cash increase taken by a legal-entity newcomer.
 */
function nameSeatDirectorIncreaseWithLegalEntity(): RawCase {
  const body = raw('cegnev-szekhely-ugyvezeto');
  body.uj.tagok.push({
    nev: ALFOLD,
    lakohely: '4025 Debrecen, Hatvan utca 5.',
    jogiSzemely: true,
    cegjegyzekszam: '09-09-023456',
    kepviselo: 'Szilágyi Bence ügyvezető',
    penzbetet: 1_000_000,
    nemPenzbeliBetet: 0,
    penzbetetHatarido: '2027-01-31',
    penzbetetMod: 'pénzforgalmi számla',
  });
  body['tokeemeles'] = {
    osszeg: 1_000_000,
    hozzajarulasok: [
      {
        ujTag: ALFOLD,
        penzbeli: 1_000_000,
        hatarido: '2027-01-31',
        mod: 'pénzforgalmi számla',
        csatlakozoNyilatkozat: true,
      },
    ],
    elsobbsegiJogNyilatkozatok: [{ id: 201 }, { id: 202 }],
  };
  body.dontes = {
    ...body.dontes,
    osszehivas: { mod: 'MEGHIVO', meghivoKelte: '2026-11-02', osszehivo: 'Nagy Lajos' },
    jelenlevok: [
      { tag: { id: 201 } },
      { tag: { id: 202 }, kepviselo: 'dr. Kovács Ilona', meghatalmazasKelte: '2026-11-18' },
    ],
    hitelesito: { id: 201 },
    jegyzokonyvvezeto: 'dr. Szabó Gergely',
  };
  return body;
}

/**
 * B. A written resolution (Ptk. 3:20. §): a new main activity, a second director, and a member dividing her share and
 * selling 500 000 Ft of it to an outsider.
 */
function writtenActivityDirectorDivisionSale(): RawCase {
  const body = raw('uj-ugyvezeto');
  const written = raw('irasbeli-hatarozathozatal');
  const sale = raw('atruhazas-kivulallora');
  const activity = raw('fotevekenyseg');
  body.dontes = written.dontes;
  body.uj['fotevekenyseg'] = activity.uj['fotevekenyseg'];
  body.uj['egyebTevekenysegek'] = activity.uj['egyebTevekenysegek'];
  memberOf(body.uj, 202).penzbetet = 700_000;
  const buyer = sale.uj.tagok.find((member) => member.nev === 'Kovács Péter')!;
  body.uj.tagok.push({ ...buyer, penzbetet: 500_000 });
  body.uzletreszAtruhazasok = [{ ...sale.uzletreszAtruhazasok![0]!, nevertek: 500_000, vetelar: 1_000_000 }];
  return body;
}

const GERMAN = {
  nemErtiMagyarul: true,
  magyarazatNyelve: 'német',
  tolmacsNeve: 'Kiss Éva',
  tolmacsAzonosito: 'lakcím: 4025 Debrecen, Kossuth utca 3.',
};

/**
 * C. A meeting: the seat moved within the court's district, both members raising their contributions, and the member
 * living in Vienna who does not understand Hungarian, the minutes' authenticator, elected second director.
 */
function seatIncreaseForeignDirector(): RawCase {
  const body = raw('tokeemeles-meglevo-tag');
  const abroad = {
    ...GERMAN,
    allampolgarsag: 'osztrák',
    lakohely: '1010 Wien, Graben 12., Ausztria',
    kezbesitesiMegbizott: 'dr. Szabó Gergely ügyvéd, 4025 Debrecen, Piac utca 31. 1. em. 5.',
  };
  Object.assign(memberOf(body.korabbi, 202), abroad);
  const member = Object.assign(memberOf(body.uj, 202), abroad);
  const personal = ['szemely', 'nev', 'lakohely', 'szuletesiNev', 'anyjaNeve', 'szuletesiHely', 'szuletesiIdo'];
  const person = Object.fromEntries(Object.entries(member).filter(([field]) => personal.includes(field)));
  body.uj.ugyvezetok.push({
    ...(person as RawPerson),
    ...abroad,
    adoazonositoJel: '8451265677',
    megbizasKezdoIdopontja: '2026-12-01',
    cegjegyzesiJogTipus: 'ONALLO',
  });
  const seat = raw('szekhely-azonos-cegbirosag');
  body.uj.szekhely = seat.uj.szekhely;
  body.uj['szekhelyIngatlan'] = seat.uj['szekhelyIngatlan'];
  body.ugyvezetoValtozas = { elfogadasok: [{ nev: 'Fehér Krisztina', datum: '2026-11-24' }] };
  return body;
}

const HOLDING = 'Alföld Holding Zártkörűen Működő Részvénytársaság';

/**
 * D. A single-member company whose sole member is a company limited by shares: a new name, a seat moved to Budapest,
 * the outside director recalled and another elected, and the member's own increase.
 */
function soleLegalEntityMember(): RawCase {
  const body = raw('egyszemelyes-cegnev-ugyvezeto-tokeemeles');
  for (const company of [body.korabbi, body.uj]) {
    const member = company.tagok[0]!;
    for (const field of [
      'szuletesiNev',
      'anyjaNeve',
      'szuletesiHely',
      'szuletesiIdo',
      'allampolgarsag',
      'adoazonositoJel',
    ])
      delete member[field];
    Object.assign(member, {
      nev: HOLDING,
      lakohely: '4025 Debrecen, Hatvan utca 5.',
      jogiSzemely: true,
      cegjegyzekszam: '09-10-000123',
      kepviselo: 'Szilágyi Bence vezérigazgató',
    });
  }
  delete body.korabbi.ugyvezetok[0]!.szemely;
  const moved = raw('szekhely-mas-cegbirosag');
  body.uj.szekhely = moved.uj.szekhely;
  body.uj['szekhelyIngatlan'] = moved.uj['szekhelyIngatlan'];
  const change = body.ugyvezetoValtozas as { megszunok: Record<string, unknown>[] };
  change.megszunok[0]!['ok'] = 'VISSZAHIVAS';
  return body;
}

describe('read-through 11: several changes in one decision (decision 064)', () => {
  it('A: name, seat to another court, director replaced and a legal-entity newcomer, at a meeting with a proxy', () => {
    const { texts, warnings } = render(nameSeatDirectorIncreaseWithLegalEntity());
    const minutes = texts['hatarozat']!;
    expect(minutes).toContain(
      'Napirend:\na Társaság cégnevének megváltoztatása;\na Társaság székhelyének megváltoztatása;\nügyvezető megbízatásának megszűnése;\nügyvezető megválasztása;\na törzstőke felemelése;\na létesítő okirat módosításának elfogadása.',
    );
    expect(minutes).toContain(
      'Fehér Krisztina tagot dr. Kovács Ilona képviseli a jelen jegyzőkönyv mellékletét képező, 2026. november 18. napján kelt',
    );
    expect(minutes).toContain(
      `(Ptk. 3:198. § (2) d)): ${ALFOLD}, a törzstőkeemelésben való részvételi aránya 100% (1 000 000 Ft).`,
    );
    // the deed: the newcomer's article before a vowel, the shares after the increase
    expect(texts['modositas']).toContain(`6.4. Az ${ALFOLD} törzsbetétje 1 000 000 Ft, azaz egymillió forint`);
    expect(texts['modositas']).toContain(`c) ${ALFOLD}: törzsbetétjének aránya 25%, üzletrészének mértéke 25%.`);
    // the commitment and accession of the newcomer, signed by its representative (Ptk. 3:200. §)
    expect(texts['vagyoni-hozzajarulas-1']).toContain('KÖTELEZETTSÉGVÁLLALÓ ÉS CSATLAKOZÓ NYILATKOZAT');
    expect(texts['vagyoni-hozzajarulas-1']).toContain('képviseletében: Szilágyi Bence ügyvezető\ncsatlakozó új tag');
    // the old court, the old number until the move is registered, one fee for all changes with the increase
    expect(texts['egyseges-szerkezet']).toContain('Cg. 09-09-031234 (a székhelyváltozás bejegyzéséig;');
    expect(texts['benyujtasi-osszesito']).toContain('Illetékes cégbíróság: Debreceni Törvényszék Cégbírósága');
    expect(texts['benyujtasi-osszesito']).toContain('Illeték: 40 000 Ft (Itv. 45. § (5))');
    expect(texts['benyujtasi-osszesito']).toContain('– Fehér Krisztina;');
    // the deed and the register are signed by the recalled director, in office until 1 December
    expect(texts['modositas']).toContain('képviseletében: Nagy Lajos\nügyvezető');
    expect(warnings).toContain('cegbirosag-valtozas');
  });

  it('B: in writing, a main activity, a second director, a division and a sale to an outsider', () => {
    const { texts } = render(writtenActivityDirectorDivisionSale());
    const statement = texts['hatarozat']!;
    expect(statement).toContain('AZ ÜGYVEZETŐ MEGÁLLAPÍTÁSA');
    // the seller votes on neither the division nor the consent, and the quorum is counted without her
    expect(statement.match(/A Ptk\. 3:19\. § \(2\) bekezdése alapján nem szavazott: Fehér Krisztina;/g)).toHaveLength(
      2,
    );
    expect(statement).toContain(
      '500 000 Ft névértékű, átruházásra kerülő és 700 000 Ft névértékű, a tagnál maradó üzletrészre. Az átruházásra kerülő üzletrész megszerzője: Kovács Péter.',
    );
    expect(statement).toContain(
      'A határozatot a tagok 3 000 000 igen, 0 nem szavazattal, 0 tartózkodás mellett elfogadták, a szükséges legalább háromnegyedes szótöbbséggel.',
    );
    // her voting form says she may not vote on the two resolutions
    expect(
      texts['szavazolap-2']!.match(
        /E határozat meghozatalakor a tag a Ptk\. 3:19\. § \(2\) bekezdése alapján nem szavazhat\./g,
      ),
    ).toHaveLength(2);
    const contract = texts['uzletresz-atruhazas-1']!;
    expect(contract).toContain(
      'az üzletrész felosztásához a Társaság legfőbb szerve a 4/2026. (XI. 20.) számú határozatával hozzájárult',
    );
    expect(contract).toContain('az 5/2026. (XI. 20.) számú határozatával az átruházáshoz hozzájárult');
    expect(texts['tagjegyzek']).toContain('Kovács Péter\n4031 Debrecen, Kassai út 5.\n500 000 Ft');
    expect(texts['benyujtasi-osszesito']).toContain('Illeték: 15 000 Ft (Itv. 45. § (3b))');
  });

  it('C: a foreign member who does not understand Hungarian authenticates the minutes and is elected director', () => {
    const { texts } = render(seatIncreaseForeignDirector());
    const clause =
      'Fehér Krisztina a magyar nyelvet nem érti; a jelen okirat tartalmát részére dr. Szabó Gergely ügyvéd – Kiss Éva tolmács (lakcím: 4025 Debrecen, Kossuth utca 3.) közreműködésével – német nyelven megmagyarázta.';
    const minutes = texts['hatarozat']!;
    expect(minutes).toContain(clause);
    expect(minutes).toContain('A jelen okirat tartalmát Fehér Krisztina részére német nyelven tolmácsoltam:');
    for (const stem of ['vagyoni-hozzajarulas-2', 'elfogado-nyilatkozat-2', 'alairasminta-2'])
      expect(texts[stem]).toContain(clause.replace('részére dr.', 'részére az okiratot ellenjegyző dr.'));
    expect(texts['modositas']).toContain('12.1. A Társaság ügyvezetését két ügyvezető látja el.');
    expect(texts['elfogado-nyilatkozat-2']).toContain('Kézbesítési megbízottam: dr. Szabó Gergely ügyvéd');
  });

  it('D: a company limited by shares as sole member decides a name, a seat, a director and its own increase', () => {
    const { texts } = render(soleLegalEntityMember());
    const decision = texts['hatarozat']!;
    expect(decision).toContain(
      `Alulírott ${HOLDING} (székhely: 4025 Debrecen, Hatvan utca 5.; cégjegyzékszám: Cg. 09-10-000123`,
    );
    expect(decision).toContain('Az egyedüli tag – megállapítva, hogy törzsbetétjét teljes egészében szolgáltatta –');
    expect(decision).toContain('A határozatok az ügyvezetéssel való közléssel válnak hatályossá (Ptk. 3:109. § (4)).');
    expect(decision).toContain(`${HOLDING}\nképviseletében: Szilágyi Bence vezérigazgató\negyedüli tag`);
    expect(texts['vagyoni-hozzajarulas-1']).toContain('KÖTELEZETTSÉGVÁLLALÓ NYILATKOZAT\n');
    expect(texts['vagyoni-hozzajarulas-1']).not.toContain('házastárs');
    expect(texts['tagjegyzek']).toContain('A Társaság tagja (alapítója) és törzsbetétje');
    expect(texts['benyujtasi-osszesito']).toContain('Illeték: 40 000 Ft (Itv. 45. § (5))');
  });
});
