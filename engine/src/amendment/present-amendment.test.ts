import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { treeText } from '../ast/tree-text.ts';
import { renderer } from './amendment-document-text.test-helper.ts';
import type { AmendmentRequest } from './amendment-schema.ts';

type Buyer = AmendmentRequest['uzletreszAtruhazasok'][number]['vevo'];

/** A transfer case with its buyer changed; the transfer contract's text as printed (no-break characters kept). */
function contractText(name: string, buyer: (vevo: Buyer) => Buyer): { request: AmendmentRequest; text: string } {
  const given = loadAmendmentCase(name);
  const request = {
    ...given,
    uzletreszAtruhazasok: given.uzletreszAtruhazasok.map((transfer) => ({ ...transfer, vevo: buyer(transfer.vevo) })),
  };
  const prepared = renderer.prepare(request);
  expect(prepared.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
  const document = prepared.plan.documents.find((item) => item.fileStem === 'uzletresz-atruhazas-1')!;
  return { request, text: treeText(renderer.renderTree(prepared, document)) };
}

describe('presentAmendment: the names of those who act for a buyer never break at a hyphen', () => {
  it("binds a minor buyer's legal representative as a name, and leaves the request as sent", () => {
    const { request, text } = contractText('atruhazas-kivulallora', (vevo) => ({
      ...vevo,
      szuletesiIdo: '2015-03-01',
      torvenyesKepviselok: [{ nev: 'Kovács-Szabó Anna', minoseg: 'SZULO' }],
    }));
    expect(text).toContain('Kovács\u2011Szabó\u00a0Anna');
    expect(text).not.toContain('Kovács-Szabó');
    expect(request.uzletreszAtruhazasok[0]!.vevo.torvenyesKepviselok![0]!.nev).toBe('Kovács-Szabó Anna');
  });

  it("binds an interpreter's name", () => {
    const { text } = contractText('atruhazas-kivulallora-tolmaccsal', (vevo) => ({
      ...vevo,
      tolmacsNeve: 'Tóth-Major Zsófia',
    }));
    expect(text).toContain('Tóth\u2011Major\u00a0Zsófia');
    expect(text).not.toContain('Tóth-Major');
  });

  it("binds a legal-entity member's representative's hyphen only: his spaces stay ordinary", () => {
    const given = loadAmendmentCase('tagok-szerzodese-jogi-szemely-tag');
    const withRepresentative = (company: AmendmentRequest['uj']) => ({
      ...company,
      tagok: company.tagok.map((member) =>
        member.jogiSzemely ? { ...member, kepviselo: 'Fehér-Kiss Krisztina ügyvezető' } : member,
      ),
    });
    const request = { ...given, korabbi: withRepresentative(given.korabbi), uj: withRepresentative(given.uj) };
    const prepared = renderer.prepare(request);
    expect(prepared.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
    const document = prepared.plan.documents.find((item) => item.fileStem === 'modositas')!;
    const text = treeText(renderer.renderTree(prepared, document));
    expect(text).toContain('Fehér\u2011Kiss Krisztina ügyvezető');
    expect(text).not.toContain('Fehér-Kiss');
  });
});

/** `value` with every text equal to a key of `names` renamed, at any depth (references, birth names and all). */
function renamed<T>(value: T, names: Record<string, string>): T {
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return names[node] ?? node;
    if (Array.isArray(node)) return node.map(walk);
    if (node !== null && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item)]));
    return node;
  };
  return walk(value) as T;
}

/** Every document of a request as printed, by file stem. */
function printed(request: AmendmentRequest): Map<string, string> {
  const prepared = renderer.prepare(request);
  expect(prepared.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
  return new Map(
    prepared.plan.documents.map((document) => [document.fileStem, treeText(renderer.renderTree(prepared, document))]),
  );
}

/** A text with the no-break characters read as the ordinary ones they stand for. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ').replace(/\u2011/g, '-');

describe('the persons’ own names are bound where the amendment’s documents print them', () => {
  const names = {
    'Fehér Krisztina': 'Fehér-Kiss Krisztina',
    'Kovács Péter': 'Kovács-Szabó Péter',
    'Nagy Lajos': 'Nagy-Tóth Lajos',
    'dr. Szabó Gergely': 'dr. Szabó-Nagy Gergely',
  };

  it('binds the seller, the buyer, the members, the directors, the chair and the lawyer, finding each as before', () => {
    const given = loadAmendmentCase('atruhazas-kivulallora');
    const before = printed(given);
    const after = printed(renamed(given, names));
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [stem, text] of after) {
      // the same documents, word for word: attendance, votes and the transfer found their members by the names
      let expected = plain(before.get(stem)!);
      for (const [old, renamedTo] of Object.entries(names)) expected = expected.replaceAll(old, renamedTo);
      expect(plain(text), stem).toBe(expected);
      // the filing summary is the lawyer's list, partly in the engine's words: its names are not all bound
      if (stem === 'benyujtasi-osszesito') continue;
      // a birth name is a datum of the identification, printed as given (as in the formation's documents)
      const named = text.replace(/születési név: [^;]*;/gu, '');
      for (const name of Object.values(names)) expect(named, stem).not.toContain(name);
    }
    const contract = after.get('uzletresz-atruhazas-1')!;
    expect(contract).toContain('Fehér\u2011Kiss\u00a0Krisztina');
    expect(contract).toContain('Kovács\u2011Szabó\u00a0Péter');
    expect(contract).toContain('dr.\u00a0Szabó\u2011Nagy\u00a0Gergely');
    expect(after.get('hatarozat')).toContain('Nagy\u2011Tóth\u00a0Lajos');
  });

  it('leaves a legal-entity member’s name to wrap, in its entry and in a list of names alike', () => {
    const given = loadAmendmentCase('tagok-szerzodese-jogi-szemely-tag');
    const entity = 'Fehér-Holding Korlátolt Felelősségű Társaság';
    const after = printed(renamed(given, { ...names, 'Fehér Holding Korlátolt Felelősségű Társaság': entity }));
    const texts = [...after.values()].join('\n');
    expect(texts).toContain(entity);
    expect(texts).not.toMatch(/Fehér\u2011Holding|Holding\u00a0Korlátolt/u);
    expect(after.get('modositas')).toContain('Nagy\u2011Tóth\u00a0Lajos');
  });

  it('leaves a legal-entity member’s bare name in a list to wrap: the days its vote and the others’ arrived', () => {
    const given = loadAmendmentCase('irasbeli-jogi-szemely-fotevekenyseg-telephely');
    const entity = 'Fehér-Holding Korlátolt Felelősségű Társaság';
    const arrivals = given.korabbi.tagok.map((member) => ({ tag: { nev: member.nev }, beerkezes: '2026-11-20' }));
    const request = { ...given, dontes: { ...given.dontes, szavazatBeerkezesek: arrivals } };
    const decision = printed(
      renamed(request, { ...names, 'Fehér Holding Korlátolt Felelősségű Társaság': entity }),
    ).get('hatarozat')!;
    expect(decision).toMatch(/A szavazatok beérkezésének napja .*Nagy\u2011Tóth\u00a0Lajos – /u);
    expect(decision).toMatch(/A szavazatok beérkezésének napja .*Fehér-Holding Korlátolt Felelősségű Társaság – /u);
  });
});
