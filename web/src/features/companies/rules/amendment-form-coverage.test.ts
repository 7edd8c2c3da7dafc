import { amendmentDataSchema, parseWith, type CompanyInput } from '@cegdok/engine';
import { describe, expect, it } from 'vitest';
// The published amendment schema's field paths (`dontes.jelenlevok[].kepviselo`), as amendment-field-docs.ts names them.
import { buildAmendmentJsonSchema } from '../../../../../engine/src/amendment/amendment-json-schema.ts';
import { forEachSchemaField } from '../../../../../engine/src/schema/request-json-schema.ts';
import { emptyContribution, NEW_MEMBER } from './amendment-capital-values.ts';
import { initialAmendmentForm, toAmendmentData, type AmendmentFormValues } from './amendment-form-values.ts';
import { membersOf } from './amendment-members.ts';
import { emptyBuyer, emptyTransfer } from './amendment-transfer-values.ts';
import { emptyLegalRepresentative } from './legal-representative-values.ts';

/**
 * The amendment data the web never sends: amendment data is not loaded back into the form (the server keeps a
 * generated amendment's data with its version and its documents, but answers neither to the web), so the form is
 * checked the other way: each field the engine's amendment schema accepts is either produced by some form state below,
 * or listed here with why a lawyer does not need it in the web. A new schema field fails this test until it gets an
 * input or a line here.
 */
/** A member is referenced by name only when it has no saved person (these states' members all have one). */
const NAME_REF = 'csak mentett személy nélküli tagot (például kézzel felvett jogi személyt) jelöl név szerint';

const NOT_IN_WEB: Record<string, string> = {
  // The web names every member by its saved person's id; a name reference is for amendment files of the CLI.
  'dontes.hitelesito.nev': NAME_REF,
  'dontes.jelenlevok[].tag.nev': NAME_REF,
  'dontes.szavazasok[].igen[].nev': NAME_REF,
  'dontes.szavazasok[].nem[].nev': NAME_REF,
  'dontes.szavazasok[].tartozkodas[].nev': NAME_REF,
  'dontes.szavazasok[].nemSzavazhatott[].nev': NAME_REF,
  'dontes.szavazatBeerkezesek[].tag.nev': NAME_REF,
  'uzletreszAtruhazasok[].eladoTag.nev': NAME_REF,
  'uzletreszAtruhazasok[].elovasarlasiNyilatkozatok[].tag.nev': NAME_REF,
  'tokeemeles.elsobbsegiJogNyilatkozatok[].nev': NAME_REF,
};

/**
 * Every path of a value as forEachSchemaField names a schema's: objects' keys dotted, list items as `[]`. An empty list
 * is not a path produced: a list always sent empty is a field the form cannot fill.
 */
function valuePaths(value: unknown, path = '', into = new Set<string>()): Set<string> {
  if (Array.isArray(value))
    for (const item of value) {
      into.add(`${path}[]`);
      valuePaths(item, `${path}[]`, into);
    }
  else if (typeof value === 'object' && value !== null)
    for (const [key, child] of Object.entries(value)) {
      if (child === undefined || (Array.isArray(child) && child.length === 0)) continue;
      const childPath = path ? `${path}.${key}` : key;
      into.add(childPath);
      valuePaths(child, childPath, into);
    }
  return into;
}

function schemaPaths(): string[] {
  const paths = new Set<string>();
  forEachSchemaField(buildAmendmentJsonSchema(), (path) => paths.add(path));
  return [...paths];
}

const person = (id: number, nev: string) => ({ szemely: { id }, nev, lakohely: '1011 Budapest, Fő utca 1.' });
const company = (members: [number, string, number][], directors: [number, string][], merlegForduloNap?: string) =>
  ({
    nev: 'Alfa',
    szekhely: '1011 Budapest, Fő utca 1.',
    tagok: members.map(([id, nev, betet]) => ({ ...person(id, nev), penzbetet: betet, nemPenzbeliBetet: 0 })),
    ugyvezetok: directors.map(([id, nev]) => ({ ...person(id, nev), cegjegyzesiJogTipus: 'ONALLO' })),
    ...(merlegForduloNap ? { merlegForduloNap } : {}),
  }) as unknown as CompanyInput;
const lawFirm = {
  nev: 'Dr. Kiss Ügyvédi Iroda',
  szekhely: '1052 Budapest, Váci utca 2.',
  ugyvedNeve: 'Dr. Kiss Anna',
  kasz: '36063842',
};
const today = '2026-11-25';

const registered = company(
  [
    [1, 'Kiss Anna', 1_500_000],
    [2, 'Nagy Béla', 1_500_000],
  ],
  [
    [1, 'Kiss Anna'],
    [4, 'Tóth Gábor'],
  ],
);
/**
 * A capital increase by a member and a newcomer, a new director instead of one resigning, a new balance-sheet day, the
 * seat's street renamed by the municipality.
 */
const changed = {
  ...(company(
    [
      [1, 'Kiss Anna', 2_000_000],
      [2, 'Nagy Béla', 1_500_000],
      [5, 'Szabó Éva', 500_000],
    ],
    [
      [1, 'Kiss Anna'],
      [3, 'Kovács Péter'],
    ],
    '06-30',
  ) as object),
  szekhely: '1011 Budapest, Fő tér 1.',
} as CompanyInput;
const members = membersOf(registered);

/** A meeting by invitation that was not unanimous, with every optional part of the data step filled in. */
function meeting(): AmendmentFormValues {
  const values = initialAmendmentForm({ base: registered, changed, lawFirm, today });
  const legalEntityBuyer = {
    ...emptyBuyer(),
    nev: 'Béta Kft.',
    lakohely: '1011 Budapest, Fő utca 2.',
    jogiSzemely: true,
    cegjegyzekszam: '01-09-123456',
    kepviselo: 'Fehér Tamás ügyvezető',
    egyuttesKepviselok: ['Fekete Ilona ügyvezető', 'Szabó Ádám ügyvezető'],
  };
  const minorBuyer = {
    ...emptyBuyer(),
    nev: 'Kis Panni',
    lakohely: '1011 Budapest, Fő utca 3.',
    szuletesiNev: 'Kis Panni',
    anyjaNeve: 'Kis Mária',
    szuletesiHely: 'Budapest',
    szuletesiIdo: '2012-03-04',
    adoazonositoJel: '8530236785',
    nemErtiMagyarul: true,
    magyarazatNyelve: 'angol',
    tolmacsNeve: 'Fordító Ferenc',
    tolmacsAzonosito: 'T-123',
    torvenyesKepviselok: [
      {
        ...emptyLegalRepresentative(),
        nev: 'Kis Mária',
        minoseg: 'SZULO' as const,
        szuletesiIdo: '1980-01-02',
        anyjaNeve: 'Nagy Ilona',
        lakohely: '1011 Budapest, Fő utca 3.',
        nemErtiMagyarul: true,
        magyarazatNyelve: 'angol',
        tolmacsNeve: 'Fordító Ferenc',
        tolmacsAzonosito: 'T-123',
      },
    ],
  };
  return {
    ...values,
    hatalyNapja: '2026-12-01',
    hatarozatSorszam: '3',
    keltezesHelye: 'Budapest',
    dontes: {
      ...values.dontes,
      helye: 'a társaság székhelye',
      osszehivas: 'MEGHIVO',
      meghivoKelte: '2026-11-02',
      osszehivo: 'Kiss Anna',
      jegyzokonyvvezeto: 'Fehér Krisztina',
      meghatalmazasok: [
        { tag: '1', kepviselo: '', meghatalmazasKelte: null },
        { tag: '2', kepviselo: 'dr. Kiss Péter', meghatalmazasKelte: '2026-11-15' },
      ],
      egyebJelenlevok: [
        {
          nev: 'dr. Szabó Gergely',
          minoseg: 'ügyvéd',
          nemErtiMagyarul: true,
          magyarazatNyelve: 'angol',
          tolmacsNeve: 'Kiss Éva',
          tolmacsAzonosito: 'lakcím: 4025 Debrecen, Kossuth utca 3.',
        },
      ],
      egyhangu: false,
      szavazatok: {
        tokeemeles: { '1': 'IGEN', '2': 'NEM' },
        uzletresz: { '2': 'TARTOZKODAS', '1': 'NEM_SZAVAZHATOTT' },
      },
    },
    ugyvezetoValtozas: {
      megszunok: [{ nev: 'Tóth Gábor', ok: 'LEMONDAS', datum: '2026-11-25', lemondasKozlese: '2026-11-01' }],
      elfogadasok: [{ nev: 'Kovács Péter', datum: today }],
    },
    uzletreszAtruhazasok: [
      {
        ...emptyTransfer(today),
        eladoTag: '2',
        vevo: legalEntityBuyer,
        nevertek: '500000',
        vetelar: '800000',
        fizetesiHatarido: '2026-11-30',
        eladoSzamlaszam: '11700000-12345678',
        tulajdonatszallas: 'ALAIRAS',
        bejelentesKelte: '2026-11-25',
        ajanlatKozlese: '2026-11-01',
        elovasarlasiNyilatkozatok: [{ tag: '1', datum: '2026-11-05' }],
        hazastarsiHozzajarulas: { nev: 'Nagy Béláné' },
      },
      { ...emptyTransfer(today), eladoTag: '1', jogcim: 'AJANDEKOZAS', vevo: minorBuyer, nevertek: '100000' },
    ],
    tokeemeles: {
      osszeg: '1000000',
      hozzajarulasok: [
        { ...emptyContribution('2026-12-15'), hozzajarulo: '1', penzbeli: '300000', nemPenzbeli: '200000' },
        {
          ...emptyContribution('2026-12-15'),
          hozzajarulo: NEW_MEMBER,
          ujTag: 'Szabó Éva',
          penzbeli: '500000',
          mod: 'házipénztár',
          csatlakozoNyilatkozat: true,
          befizetve: true,
        },
      ],
      kijeloltSzemelyek: ['Szabó Éva'],
      elsobbsegiJogNyilatkozatok: ['2'],
    },
    uzletiEvValtozas: { ok: 'Az anyavállalat üzleti éve', utolsoValtozasDatuma: '2020-01-01', konszolidaciosOk: true },
    allamiCimvaltozas: { jelolve: true, dontes: 'a Közgyűlés 12/2026. (VI. 30.) rendelete', datum: '2026-09-01' },
  };
}

/** A written resolution, with the draft's day, the last day for the votes and the days the votes arrived. */
function writtenResolution(): AmendmentFormValues {
  const values = meeting();
  return {
    ...values,
    dontes: {
      ...values.dontes,
      mod: 'ULES_NELKULI',
      tervezetMegkuldese: '2026-11-10',
      szavazasiHatarido: '2026-11-25',
      szavazatBeerkezesek: [
        { tag: '1', beerkezes: '2026-11-20' },
        { tag: '2', beerkezes: null },
      ],
    },
  };
}

/** The members' contract, and a sole member's decision: no meeting's data. */
const otherModes = (): AmendmentFormValues[] =>
  (['TAGOK_SZERZODESE', 'EGYEDULI_TAG'] as const).map((mod) => {
    const values = initialAmendmentForm({ base: registered, changed: registered, lawFirm, today });
    return { ...values, keltezesHelye: 'Budapest', dontes: { ...values.dontes, mod, helye: '' } };
  });

const formStates = (): [string, AmendmentFormValues][] => [
  ['a meeting by invitation', meeting()],
  ['a written resolution', writtenResolution()],
  ...otherModes().map((values): [string, AmendmentFormValues] => [values.dontes.mod, values]),
  ['the starting form of a meeting, the contributions’ deadline given', startingMeeting()],
];

/** The form as the data step opens on the new state: only the contributions' deadline is left to the lawyer. */
function startingMeeting(): AmendmentFormValues {
  const values = initialAmendmentForm({ base: registered, changed, lawFirm, today });
  const increase = values.tokeemeles!;
  return {
    ...values,
    tokeemeles: { ...increase, hozzajarulasok: increase.hozzajarulasok.map((row) => ({ ...row, hatarido: today })) },
  };
}

describe('the amendment form against the strict amendment schema', () => {
  it.each(formStates())('sends data the schema accepts as it is, no key refused or dropped: %s', (_name, values) => {
    const data = toAmendmentData({ ...values, keltezesHelye: values.keltezesHelye || 'Budapest' }, members);
    const parsed = parseWith(amendmentDataSchema, data);
    expect(parsed.ok ? [] : parsed.issues).toEqual([]);
    // every key sent is one the schema keeps (a strict object refuses an unknown one; none is silently dropped)
    const sent = [...valuePaths(data)];
    const kept = valuePaths(parsed.ok ? parsed.value : {});
    expect(sent.filter((path) => !kept.has(path))).toEqual([]);
  });

  it('can produce every field the schema accepts, except those listed with a reason', () => {
    const produced = new Set<string>();
    for (const [, values] of formStates()) valuePaths(toAmendmentData(values, members), '', produced);
    const missing = schemaPaths().filter((path) => !produced.has(path));
    expect(missing.sort()).toEqual(Object.keys(NOT_IN_WEB).sort());
  });

  // The one way values come back into the form: the lawyer goes back to the editor and on, and the data step starts
  // from what was entered (`previous`). Nothing changed in the editor, nothing entered may be lost.
  it.each([
    ['a meeting by invitation', meeting()],
    ['a written resolution', writtenResolution()],
  ])('keeps every value entered when the lawyer goes back to the editor and on, unchanged: %s', (_name, previous) => {
    const again = initialAmendmentForm({
      base: registered,
      changed,
      lawFirm,
      today,
      previous,
      previousChanged: changed,
    });
    expect(again).toEqual(previous);
  });

  it('lists no field the schema does not have', () => {
    const paths = new Set(schemaPaths());
    expect(Object.keys(NOT_IN_WEB).filter((path) => !paths.has(path))).toEqual([]);
  });
});
