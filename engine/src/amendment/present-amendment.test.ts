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
