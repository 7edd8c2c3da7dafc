import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Block } from '../ast/blocks.ts';
import { planDocuments } from '../documents/plan-documents.ts';
import { buildTestRequest, testMember } from '../model/build-test-request.ts';
import { createNodeEngine } from '../node.ts';
import {
  generatedDocs,
  glossaryFile,
  glossaryFileText,
  schemaFile,
  schemaFileText,
} from '../../scripts/schema-docs.ts';
import { MEETING_MATTERS } from './company.ts';
import { FIELD_DOCS } from './field-docs.ts';
import { parseRequest } from './parse-request.ts';
import type { DocumentRequest } from './request.ts';
import { buildRequestJsonSchema, forEachSchemaField } from './request-json-schema.ts';

function schemaPaths(): string[] {
  const paths: string[] = [];
  forEachSchemaField(buildRequestJsonSchema(), (path) => paths.push(path));
  return [...new Set(paths)];
}

describe('field documentation', () => {
  it('describes every field of the request schema (a field added to the zod schemas needs a line in field-docs.ts)', () => {
    const undocumented = schemaPaths().filter((path) => !FIELD_DOCS.get(path)?.description);
    expect(undocumented).toEqual([]);
    expect(schemaPaths().length).toBeGreaterThan(140);
  });

  it('documents no field the schema does not have', () => {
    const paths = new Set(schemaPaths());
    expect([...FIELD_DOCS.keys()].filter((path) => !paths.has(path))).toEqual([]);
  });

  it('gives every value field an example, and the schema accepts each example in its place', () => {
    const refused: string[] = [];
    for (const [path, fieldDoc] of FIELD_DOCS) {
      if (fieldDoc.example === undefined) continue;
      const parsed = parseRequest(withValueAt(fullRequest(), path, fieldDoc.example));
      if (!parsed.ok) refused.push(`${path}: ${JSON.stringify(parsed.issues)}`);
    }
    expect(refused).toEqual([]);
    const leavesWithoutExample: string[] = [];
    forEachSchemaField(buildRequestJsonSchema(), (path, field) => {
      const isComposite = field.properties !== undefined || field.items?.properties !== undefined;
      if (!isComposite && FIELD_DOCS.get(path)?.example === undefined) leavesWithoutExample.push(path);
    });
    expect(leavesWithoutExample).toEqual([]);
  });

  it('is committed as docs/cegdok-request.schema.json exactly as generated (npm run docs:generate)', async () => {
    expect(await readFile(schemaFile, 'utf8')).toBe(await schemaFileText());
  });

  it('is committed with every other generated file (the amendment schemas, the glossaries) exactly as generated', async () => {
    const generated = await generatedDocs();
    expect(generated.map(({ file }) => basename(file))).toEqual([
      'cegdok-request.schema.json',
      'cegdok-amendment.schema.json',
      'cegdok-registered.schema.json',
      'glossary.md',
      'glossary-amendment.md',
    ]);
    for (const { file, text } of generated) expect(await readFile(file, 'utf8'), file).toBe(text);
  });

  it('names no clause number or letter for the meeting matters: the articles number and letter them by the company', () => {
    const severalMembers = exclusivePowersClause(buildTestRequest());
    const soleFounder = exclusivePowersClause(
      buildTestRequest({ tagok: [testMember('Egyedüli Ede', { penzbetet: 3_000_000 })] }),
    );
    // the clause moves with the number of members, and the list letters only the items printed
    expect([severalMembers.number, soleFounder.number]).toEqual(['11.11.', '11.3.']);
    expect(severalMembers.letters).not.toContain('s)');
    for (const letter of MEETING_MATTERS) {
      const description = FIELD_DOCS.get(`tarsasag.taggyulesSzabalyzasok.pont11_8_${letter}`)?.description ?? '';
      expect(description, letter).toContain('kizárólagos hatáskörébe tartozó ügyek');
      expect(description, letter).not.toMatch(/\d+\.\d+\.? pont|\b[a-s]\)/);
    }
  });

  it('is committed as docs/glossary.md exactly as generated, one row per field (npm run docs:generate)', async () => {
    const glossary = await readFile(glossaryFile, 'utf8');
    expect(glossary).toBe(glossaryFileText());
    for (const path of schemaPaths()) expect(glossary).toContain(`| \`${path}\` |`);
  });
});

/**
 * A valid request with an item in every list, as plain JSON. The first member and the owners are legal entities with a
 * representative and an empty list of joint co-representatives, so that the examples of `egyuttesKepviselok` and its
 * items, which only a legal entity with a representative takes (decision 041), have their place; the examples of a
 * natural person's fields are taken there too, as the schema does not tie them to `jogiSzemely`.
 */
function fullRequest(): Record<string, unknown> {
  const entity = { jogiSzemely: true, kepviselo: 'Képviselő Kata ügyvezető', egyuttesKepviselok: [] };
  const owner = { nev: 'Tulaj Tamás', lakohely: 'Budapest' };
  const request = JSON.parse(
    JSON.stringify({
      bejegyzes: {
        cegjegyzekszam: '09-09-031234',
        bejegyzettCimek: {
          szekhely: '4027 Debrecen, Böszörményi út 20.',
          telephelyek: ['4030 Debrecen, Diószegi út 12.'],
          fioktelepek: ['6720 Szeged, Kárász utca 5.'],
        },
      },
      ...buildTestRequest({
        telephelyek: ['4030 Debrecen, Diószegi út 12.'],
        fioktelepek: ['6720 Szeged, Kárász utca 5.'],
        cegvezeto: { nev: 'Fekete Júlia' },
        ingatlanok: [{ cim: '4030 Debrecen, Diószegi út 12.', tulajdonosok: [owner] }],
      }),
    }),
  ) as { tarsasag: { tagok: Record<string, unknown>[] } };
  request.tarsasag.tagok[0]!.torvenyesKepviselok = [{ nev: 'Szülő Sára', minoseg: 'SZULO' }];
  request.tarsasag.tagok[0]!.nemPenzbeliIngatlanok = [{ telepules: 'Veszprém', helyrajziSzam: '3456/7' }];
  Object.assign(request.tarsasag.tagok[0]!, entity);
  const company = request.tarsasag as {
    szekhelyIngatlan?: { tulajdonosok: Record<string, unknown>[] };
    ingatlanok?: { tulajdonosok: Record<string, unknown>[] }[];
  };
  for (const property of [company.szekhelyIngatlan, ...(company.ingatlanok ?? [])])
    for (const propertyOwner of property?.tulajdonosok ?? [])
      Object.assign(propertyOwner, entity, { torvenyesKepviselok: [{ nev: 'Szülő Sára', minoseg: 'SZULO' }] });
  return request;
}

/** Sets `value` at a documented path (`tarsasag.tagok[].nev`: in the first item). */
function withValueAt(request: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const keys = path.replaceAll('[]', '.0').split('.');
  let node = request as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return request;
}

/** The articles' clause listing the supreme body's exclusive powers: its number and the letters of its list. */
function exclusivePowersClause(request: DocumentRequest): { number: string; letters: string[] } {
  const articles = planDocuments(request, ['tarsasagi'])[0];
  if (!articles) throw new Error('no articles planned');
  const blocks = createNodeEngine().renderTree(request, articles).blocks;
  const flat = (list: Block[]): Block[] =>
    list.flatMap((block) => (block.kind === 'section' || block.kind === 'keep' ? flat(block.blocks) : [block]));
  const all = flat(blocks);
  const index = all.findIndex(
    (block) =>
      block.kind === 'clause' &&
      /kizárólagos hatáskörébe tartozik|hatáskörébe tartozik különösen/.test(
        block.content.map((item) => ('text' in item ? item.text : '')).join(''),
      ),
  );
  const clause = all[index];
  const list = all[index + 1];
  if (clause?.kind !== 'clause' || list?.kind !== 'list') throw new Error('no exclusive-powers clause in the articles');
  return { number: clause.number, letters: list.items.map((item) => item.label) };
}
