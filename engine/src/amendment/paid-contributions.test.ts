import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { Block, DocumentTree } from '../ast/blocks.ts';
import { inlineText } from '../ast/parse-blocks.ts';
import { treeText } from '../ast/tree-text.ts';
import { createNodeAmendmentRenderer, createNodeEngine } from '../node.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { isContributionPaid, paidSharesAcquired, withoutPaidContributions } from './paid-contributions.ts';
import { renderArticles } from './prepare-amendment.ts';

const renderer = createNodeAmendmentRenderer();
const engine = createNodeEngine();

type Section = Extract<Block, { kind: 'section' }>;
const PROVIDED = 'A törzsbetét a Társaság részére teljes egészében szolgáltatásra került.';
const OWED_CLAUSES = ['(Ptk. 3:162. §)', '(Ptk. 3:98. §)'];

/** The text with ordinary spaces for the non-breaking ones between figures, dates and names. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

function capitalPoint(tree: DocumentTree): string {
  const section = tree.blocks.find(
    (block): block is Section =>
      block.kind === 'section' && inlineText(block.heading).startsWith('A Társaság törzstőkéje'),
  )!;
  return plain(treeText({ title: '', blocks: [section] }));
}

function documentText(request: AmendmentRequest, id: string, registered?: DocumentTree): string {
  const prepared = renderer.prepare(request, registered);
  const document = prepared.plan.documents.find((item) => item.id === id)!;
  return plain(treeText(renderer.renderTree(prepared, document)));
}

const member = (request: AmendmentRequest, name: string) => request.uj.tagok.find((item) => item.nev === name)!;

describe('paid contributions in a re-adopted point 6 (Ctv. 51. § (2)–(3), Ptk. 3:198. § (1), 3:167. § (1))', () => {
  it('capital increase: the members who had paid are stated as having provided it, the new contribution keeps its deadline', () => {
    const request = loadAmendmentCase('tokeemeles-uj-taggal');
    for (const id of ['egyseges-szerkezet', 'modositas']) {
      const text = documentText(request, id);
      expect(text).not.toContain('Nagy Lajos 2027. február 26. napjáig');
      expect(text).not.toContain('Fehér Krisztina 2026. december 15. napjáig');
      expect(text).toContain('Tóth Gábor 2027. január 31. napjáig a Társaság pénzforgalmi számlájára');
      // Tóth Gábor still owes his contribution: the clauses on contributions owed stay
      for (const clause of OWED_CLAUSES) expect(text).toContain(clause);
    }
    expect(documentText(request, 'modositas')).toContain('A társasági szerződés 6. pontja helyébe');
    expect(documentText(request, 'benyujtasi-osszesito')).not.toContain('határidőig a Társaság részére befizetéssel');
  });

  it('capital increase by the members: each keeps its törzsbetét as provided and owes only the increment, by the deadline the resolution sets (Ptk. 3:198. § (2) e))', () => {
    const request = loadAmendmentCase('tokeemeles-meglevo-tag');
    for (const id of ['egyseges-szerkezet', 'modositas']) {
      const text = documentText(request, id);
      expect(text).toContain(
        'Nagy Lajos törzsbetétje 2 400 000 Ft, azaz kétmillió-négyszázezer forint, amely teljes egészében pénzbeli hozzájárulásból áll. A törzsbetétből 1 800 000 Ft, azaz egymillió-nyolcszázezer forint a Társaság részére szolgáltatásra került; a törzstőke felemelésekor vállalt további 600 000 Ft, azaz hatszázezer forint pénzbeli hozzájárulást Nagy Lajos 2027. január 31. napjáig a Társaság pénzforgalmi számlájára történő befizetéssel teljesíti.',
      );
      expect(text).toContain(
        'a törzstőke felemelésekor vállalt további 400 000 Ft, azaz négyszázezer forint pénzbeli hozzájárulást Fehér Krisztina 2026. december 18. napjáig a Társaság házipénztárába',
      );
      // neither the whole törzsbetét as owed, nor the registered deadline of the contribution provided long ago
      expect(text).not.toContain('A pénzbeli hozzájárulást Nagy Lajos');
      expect(text).not.toContain('2027. február 26.');
      expect(text).not.toContain(PROVIDED);
      for (const clause of OWED_CLAUSES) expect(text).toContain(clause);
    }
    // registered articles already stating the contributions as provided: the increment is owed all the same
    const registered = renderArticles(engine, request, request.korabbi);
    expect(capitalPoint(registered)).toContain(PROVIDED);
    const text = documentText(request, 'egyseges-szerkezet', registered);
    expect(text).toContain(
      'A törzsbetétből 1 200 000 Ft, azaz egymillió-kétszázezer forint a Társaság részére szolgáltatásra került; a törzstőke felemelésekor vállalt további 400 000 Ft',
    );
    expect(text).not.toContain(PROVIDED);
  });

  it("transfer to an outsider: only the buyer's line is restated, the rest of point 6 stays as registered (nothing amends it, Ptk. 3:102. § (1))", () => {
    const request = loadAmendmentCase('atruhazas-kivulallora');
    const text = documentText(request, 'egyseges-szerkezet');
    expect(text).not.toContain('Kovács Péter 2026. december 15. napjáig');
    expect(text).toContain(
      `Kovács Péter törzsbetétje 1 200 000 Ft, azaz egymillió-kétszázezer forint, amely teljes egészében pénzbeli hozzájárulásból áll. ${PROVIDED}`,
    );
    expect(text).toContain('Nagy Lajos 2027. február 26. napjáig');
    for (const clause of OWED_CLAUSES) expect(text).toContain(clause);
    expect(text).toMatch(/a társasági szerződés 3\.2\., 6\. és 7\.2\. pontját érintő/);
    const note = renderer.prepare(request).findings.find((finding) => finding.code === 'befizetes-szovege');
    expect(note?.message).toContain('Nagy Lajos pénzbeli hozzájárulásáról a bejegyzett szöveg szerint');
    expect(note?.message).toContain('legalább háromnegyedes szótöbbséggel elfogadott módosításával');
    const amended = loadAmendmentCase('tokeemeles-uj-taggal');
    expect(renderer.prepare(amended).findings.map((finding) => finding.code)).not.toContain('befizetes-szovege');
  });

  it('an amendment of the articles that leaves point 6 alone keeps its owed wording, and the lawyer is told so', () => {
    const request = loadAmendmentCase('cegnev');
    expect(documentText(request, 'egyseges-szerkezet')).not.toContain(PROVIDED);
    const note = renderer.prepare(request).findings.find((finding) => finding.code === 'befizetes-szovege');
    expect(note?.message).toContain(
      'Nagy Lajos és Fehér Krisztina pénzbeli hozzájárulásáról a bejegyzett szöveg szerint továbbra is azt rögzíti, hogy azt határidőig befizetéssel teljesítik, bár a hozzájárulásukat már szolgáltatták.',
    );
    expect(note?.message).toContain('A jelen módosítás a törzstőkéről szóló pontot nem érinti');
    expect(note?.message).not.toContain('nem módosítja');
  });

  it('single-member conversion: the sole member does not owe the 3 000 000 Ft his predecessor had partly paid', () => {
    const request = loadAmendmentCase('egyszemelyesse-valas');
    for (const id of ['egyseges-szerkezet', 'modositas']) {
      const text = documentText(request, id);
      expect(text).toContain(
        `Nagy Lajos törzsbetétje 3 000 000 Ft, azaz hárommillió forint, amely teljes egészében pénzbeli hozzájárulásból áll. ${PROVIDED}`,
      );
      expect(text).not.toContain('Nagy Lajos 2027. február 26. napjáig');
      for (const clause of OWED_CLAUSES) expect(text).not.toContain(clause);
    }
  });

  it('an amendment that does not touch point 6 keeps its registered wording', () => {
    const text = documentText(loadAmendmentCase('cegnev'), 'egyseges-szerkezet');
    expect(text).toContain('Nagy Lajos 2027. február 26. napjáig');
    expect(text).not.toContain(PROVIDED);
  });

  it('registered articles that already state the contributions as provided are consolidated, not refused', () => {
    const request = loadAmendmentCase('atruhazas-kivulallora');
    const registered = renderArticles(engine, request, request.korabbi);
    expect(capitalPoint(registered)).toContain(PROVIDED);
    const prepared = renderer.prepare(request, registered);
    expect(prepared.findings.map((finding) => finding.code)).not.toContain('okirat-szerkezet');
    const document = prepared.plan.documents.find((item) => item.id === 'egyseges-szerkezet')!;
    const text = plain(treeText(renderer.renderTree(prepared, document)));
    expect(text).not.toContain('Kovács Péter 2026. december 15. napjáig');
    for (const clause of OWED_CLAUSES) expect(text).not.toContain(clause);
  });

  it('registered articles in their formation wording keep it for every member but the buyer of a transfer', () => {
    const request = loadAmendmentCase('atruhazas-kivulallora');
    const registered = renderArticles(engine, request, withoutPaidContributions(request.korabbi));
    expect(capitalPoint(registered)).toContain('Fehér Krisztina 2026. december 15. napjáig');
    const text = documentText(request, 'egyseges-szerkezet', registered);
    expect(text).toContain(
      `Kovács Péter törzsbetétje 1 200 000 Ft, azaz egymillió-kétszázezer forint, amely teljes egészében pénzbeli hozzájárulásból áll. ${PROVIDED}`,
    );
    expect(text).toContain('Nagy Lajos 2027. február 26. napjáig');
    for (const clause of OWED_CLAUSES) expect(text).toContain(clause);
  });

  it('decides per member: paid flag, paid registered törzsbetét, share bought from a paid seller, new contribution', () => {
    const transfer = loadAmendmentCase('atruhazas-kivulallora');
    expect(isContributionPaid(transfer, member(transfer, 'Kovács Péter'))).toBe(true);
    const unpaidSeller = {
      ...transfer,
      korabbi: {
        ...transfer.korabbi,
        tagok: transfer.korabbi.tagok.map((item) => ({ ...item, torzsbetetBefizetve: undefined })),
      },
    };
    expect(isContributionPaid(unpaidSeller, member(unpaidSeller, 'Kovács Péter'))).toBe(false);
    expect(isContributionPaid(transfer, { ...member(transfer, 'Kovács Péter'), torzsbetetBefizetve: false })).toBe(
      false,
    );
    const increase = loadAmendmentCase('tokeemeles-uj-taggal');
    expect(isContributionPaid(increase, member(increase, 'Nagy Lajos'))).toBe(true);
    expect(isContributionPaid(increase, { ...member(increase, 'Tóth Gábor'), torzsbetetBefizetve: true })).toBe(false);
    const raised = loadAmendmentCase('tokeemeles-meglevo-tag');
    expect(isContributionPaid(raised, member(raised, 'Nagy Lajos'))).toBe(false);
    // an increment marked paid by the documents' date (befizetve): the whole törzsbetét is provided
    const paidRaise = {
      ...raised,
      tokeemeles: {
        ...raised.tokeemeles!,
        hozzajarulasok: raised.tokeemeles!.hozzajarulasok.map((row, index) => ({ ...row, befizetve: index === 0 })),
      },
    };
    expect(isContributionPaid(paidRaise, member(paidRaise, 'Nagy Lajos'))).toBe(true);
    expect(isContributionPaid(paidRaise, member(paidRaise, 'Fehér Krisztina'))).toBe(false);
    const partial = loadAmendmentCase('tobbszemelyesse-valas');
    expect(isContributionPaid(partial, member(partial, 'Lakatos Emese'))).toBe(true);
  });

  it('gives per member of the new state the shares bought from sellers who had paid, for the saved state (read-through 9)', () => {
    const transfer = loadAmendmentCase('atruhazas-kivulallora');
    expect(transfer.uj.tagok.map((item) => item.nev)).toEqual(['Nagy Lajos', 'Kovács Péter']);
    expect(paidSharesAcquired(transfer)).toEqual([0, 1_200_000]);
    // a share bought from a seller who had not paid stays unpaid (the duty passes with it, Ptk. 3:169. § (1))
    const unpaidSeller = {
      ...transfer,
      korabbi: {
        ...transfer.korabbi,
        tagok: transfer.korabbi.tagok.map((item) => ({ ...item, torzsbetetBefizetve: undefined })),
      },
    };
    expect(paidSharesAcquired(unpaidSeller)).toEqual([0, 0]);
  });
});
