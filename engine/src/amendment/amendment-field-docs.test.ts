import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { amendmentCaseDir, amendmentCaseNames, invalidAmendmentCases } from '../../../fixtures/amendments/index.ts';
import { amendmentGlossaryFile, amendmentGlossaryFileText } from '../../scripts/schema-docs.ts';
import type { FieldDoc } from '../schema/field-docs.ts';
import { parseWith } from '../schema/parse-request.ts';
import { forEachSchemaField, type JsonSchemaNode } from '../schema/request-json-schema.ts';
import { AMENDMENT_FIELD_DOCS, REGISTERED_FIELD_DOCS } from './amendment-field-docs.ts';
import { buildAmendmentJsonSchema, buildRegisteredJsonSchema } from './amendment-json-schema.ts';
import { amendmentDataSchema, registeredSchema } from './amendment-schema.ts';

type Published = {
  name: string;
  build: () => JsonSchemaNode;
  docs: ReadonlyMap<string, FieldDoc>;
  schema: z.ZodType;
  /** A valid file with an item in every list the examples are tried in. */
  full: () => Record<string, unknown>;
  minFields: number;
};

const published: Published[] = [
  {
    name: 'amendment.json',
    build: buildAmendmentJsonSchema,
    docs: AMENDMENT_FIELD_DOCS,
    schema: amendmentDataSchema,
    full: fullAmendment,
    minFields: 120,
  },
  {
    name: 'registered.json',
    build: buildRegisteredJsonSchema,
    docs: REGISTERED_FIELD_DOCS,
    schema: registeredSchema,
    full: fullRegistered,
    minFields: 150,
  },
];

function schemaPaths(build: () => JsonSchemaNode): string[] {
  const paths: string[] = [];
  forEachSchemaField(build(), (path) => paths.push(path));
  return [...new Set(paths)];
}

describe.each(published)('field documentation of $name', ({ build, docs, schema, full, minFields }) => {
  it('describes every field of the schema (a field added to the amendment schemas needs a line in amendment-field-docs.ts)', () => {
    expect(schemaPaths(build).filter((path) => !docs.get(path)?.description)).toEqual([]);
    expect(schemaPaths(build).length).toBeGreaterThan(minFields);
  });

  it('documents no field the schema does not have', () => {
    const paths = new Set(schemaPaths(build));
    expect([...docs.keys()].filter((path) => !paths.has(path))).toEqual([]);
  });

  it('gives every value field an example, and the schema accepts each example in its place', () => {
    expect(parseWith(schema, full())).toMatchObject({ ok: true });
    const refused: string[] = [];
    for (const [path, fieldDoc] of docs) {
      // the company's fields and examples are the request's, tried in a full company by field-docs.test.ts
      if (fieldDoc.example === undefined || path.startsWith('tarsasag.')) continue;
      const parsed = parseWith(schema, withValueAt(full(), path, fieldDoc.example));
      if (!parsed.ok) refused.push(`${path}: ${JSON.stringify(parsed.issues)}`);
    }
    expect(refused).toEqual([]);
    const leavesWithoutExample: string[] = [];
    forEachSchemaField(build(), (path, field) => {
      const isComposite = field.properties !== undefined || field.items?.properties !== undefined;
      if (!isComposite && docs.get(path)?.example === undefined) leavesWithoutExample.push(path);
    });
    expect(leavesWithoutExample).toEqual([]);
  });
});

describe('the amendment glossary', () => {
  it('is committed as docs/glossary-amendment.md exactly as generated, one row per field outside the company (npm run docs:generate)', async () => {
    const glossary = await readFile(amendmentGlossaryFile, 'utf8');
    expect(glossary).toBe(amendmentGlossaryFileText());
    const [amendmentPart, registeredPart] = glossary.split('## `registered.json`');
    for (const path of schemaPaths(buildAmendmentJsonSchema)) expect(amendmentPart).toContain(`| \`${path}\` |`);
    const registeredPaths = schemaPaths(buildRegisteredJsonSchema);
    for (const path of registeredPaths.filter((path) => !path.startsWith('tarsasag.')))
      expect(registeredPart).toContain(`| \`${path}\` |`);
    expect(registeredPart).not.toContain('| `tarsasag.nev` |');
  });

  it('describes the amendment data and the registered version in JSON Schemas an editor can use', () => {
    const amendment = buildAmendmentJsonSchema();
    expect(amendment['$id']).toBe('https://cegdok.hu/schema/cegdok-amendment.schema.json');
    expect(amendment['required']).toEqual(['ugyvediIroda', 'keltezesHelye', 'keltezesIdeje', 'dontes']);
    const contribution = amendment.properties!['tokeemeles']!.properties!['hozzajarulasok']!.items!;
    expect(contribution.properties!['befizetve']!.description).toMatch(/^Igaz, ha a hozzájárulást/);
    expect(contribution.properties!['hatarido']).toMatchObject({ format: 'date' });
    expect(contribution.properties!['penzbeli']!.anyOf).toHaveLength(2);
    const registered = buildRegisteredJsonSchema();
    expect(registered['required']).toEqual(['bejegyzes', 'tarsasag']);
    expect(Object.keys(registered.properties!)).toEqual(['bejegyzes', 'tarsasag', 'okirat']);
  });
});

describe('the amendment cases', () => {
  const cases = [...amendmentCaseNames, ...Object.keys(invalidAmendmentCases)];

  /** Every key path of a JSON value, lists as `[]`, as `forEachSchemaField` names them. */
  function keyPaths(value: unknown, path = '', into = new Set<string>()): Set<string> {
    if (Array.isArray(value)) for (const item of value) keyPaths(item, `${path}[]`, into.add(`${path}[]`));
    else if (typeof value === 'object' && value !== null)
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        keyPaths(child, childPath, into.add(childPath));
      }
    return into;
  }

  // the amendment data's schema drops a key it does not know instead of refusing it: a misspelt key in a case would go
  // unnoticed by the corpus tests, so each key the cases use must be a documented field of its file's JSON Schema
  it.each([
    ['amendment.json', buildAmendmentJsonSchema],
    ['registered.json', buildRegisteredJsonSchema],
  ] as const)('use only fields of the JSON Schema of %s', async (file, build) => {
    const known = new Set(schemaPaths(build));
    const unknown: string[] = [];
    for (const name of cases) {
      const paths = keyPaths(await read(`${amendmentCaseDir(name)}${file}`));
      unknown.push(...[...paths].filter((path) => !known.has(path)).map((path) => `${name}: ${path}`));
    }
    expect(unknown).toEqual([]);
    expect(cases.length).toBeGreaterThan(30);
  });
});

const read = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
const registeredFixture = await read(`${amendmentCaseDir('cegnev')}registered.json`);

/** A valid registered version (`ket-tag`, Debrecen) with every optional registration field. */
function fullRegistered(): Record<string, unknown> {
  const registered = structuredClone(registeredFixture);
  Object.assign(registered['bejegyzes'] as Record<string, unknown>, {
    letesitoOkiratHelye: 'Debrecen',
    sablonVerzio: 'tarsasagi@0a1b2c3d4e5f60',
  });
  return registered;
}

/** Valid amendment data as plain JSON, with an item in every list and every optional block. */
function fullAmendment(): Record<string, unknown> {
  const ref = (id: number) => ({ id });
  return structuredClone({
    ugyvediIroda: {
      nev: 'Szabó Ügyvédi Iroda',
      szekhely: '4025 Debrecen, Piac utca 31.',
      ugyvedNeve: 'dr. Szabó Gergely',
    },
    keltezesHelye: 'Debrecen',
    keltezesIdeje: '2026-11-24',
    dontes: {
      mod: 'TAGGYULES',
      datum: '2026-11-20',
      osszehivas: { mod: 'MEGHIVO', meghivoKelte: '2026-11-02' },
      hitelesito: ref(202),
      jelenlevok: [{ tag: ref(201) }, { tag: ref(202), kepviselo: 'dr. Kiss Péter', meghatalmazasKelte: '2026-11-15' }],
      egyebJelenlevok: [{ nev: 'dr. Szabó Gergely', minoseg: 'ügyvéd' }],
      szavazasok: [
        { targy: 'CEGNEV', igen: [ref(201)], nem: [ref(202)], tartozkodas: [ref(202)], nemSzavazhatott: [ref(202)] },
      ],
      szavazatBeerkezesek: [{ tag: ref(201), beerkezes: '2026-11-13' }],
    },
    uzletreszAtruhazasok: [
      {
        eladoTag: ref(202),
        // a legal entity with a representative, so that the examples of `egyuttesKepviselok` have their place
        // (decision 041); a natural person's fields are tried here too, as the schema does not tie them to it
        vevo: {
          nev: 'Léa Dubois',
          lakohely: '4031 Debrecen, Kassai út 5.',
          torvenyesKepviselok: [{ nev: 'Pierre Dubois', minoseg: 'SZULO' }],
          jogiSzemely: true,
          kepviselo: 'Képviselő Kata ügyvezető',
          egyuttesKepviselok: [],
        },
        nevertek: 1_200_000,
        jogcim: 'ADASVETEL',
        vetelar: 2_500_000,
        szerzodesKelte: '2026-11-21',
        elovasarlasiNyilatkozatok: [{ tag: ref(201), datum: '2026-11-10' }],
        hazastarsiHozzajarulas: { nev: 'Fehér Gábor' },
      },
    ],
    tokeemeles: {
      osszeg: 1_000_000,
      hozzajarulasok: [{ tag: ref(201), penzbeli: 1_000_000, hatarido: '2027-01-31', mod: 'pénzforgalmi számla' }],
      kijeloltSzemelyek: ['Tóth Gábor'],
      elsobbsegiJogNyilatkozatok: [ref(201), ref(202)],
    },
    ugyvezetoValtozas: {
      megszunok: [{ nev: 'Nagy Lajos', ok: 'LEMONDAS', datum: '2026-12-01', lemondasKozlese: '2026-11-03' }],
      elfogadasok: [{ nev: 'Balogh Tamás', datum: '2026-11-24' }],
    },
    uzletiEvValtozas: { ok: 'a sütőipari szezonhoz igazodó beszámolási időszak' },
    allamiCimvaltozas: { dontes: 'a Közgyűlés 12/2026. (VI. 30.) önkormányzati rendelete', datum: '2026-09-01' },
  });
}

/** Sets `value` at a documented path (`dontes.szavazasok[].igen[].id`: in the first item of each list). */
function withValueAt(input: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const keys = path.replaceAll('[]', '.0').split('.');
  let node = input;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return input;
}
