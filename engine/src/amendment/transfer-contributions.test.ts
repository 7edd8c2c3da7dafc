import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { documentText, renderer } from './amendment-document-text.test-helper.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { transferSplitFindings, transferSplitOf } from './transfer-contributions.ts';

const PROVIDED = 'A törzsbetét a Társaság részére teljes egészében szolgáltatásra került.';
const OWED_CLAUSES = ['(Ptk. 3:162. §)'];

const member = (request: AmendmentRequest, name: string) => request.uj.tagok.find((item) => item.nev === name)!;

/**
 * Fehér Krisztina (1 200 000 Ft, not yet paid, due 2026-12-15 into the cash desk) sells 600 000 Ft of her share to
 * Nagy Lajos (1 800 000 Ft, paid): he holds 2 400 000 Ft, of which 1 800 000 Ft is provided and 600 000 Ft owed.
 */
const unpaidSeller = () => loadAmendmentCase('atruhazas-tagra-befizetetlen');

/**
 * The same company with two more members: Tóth Gábor (1 000 000 Ft, paid) and Kiss Anna (1 000 000 Ft, not paid, due
 * 2027-03-31 to the bank account); Nagy Lajos buys 600 000 Ft from Fehér Krisztina, 400 000 Ft from Tóth Gábor and
 * 300 000 Ft from Kiss Anna.
 */
function severalSellers(): AmendmentRequest {
  const request = unpaidSeller();
  const [nagy, feher] = request.korabbi.tagok;
  const toth = {
    ...feher!,
    szemely: { id: 203 },
    nev: 'Tóth Gábor',
    lakohely: '4032 Debrecen, Egyetem tér 1.',
    penzbetet: 1_000_000,
    torzsbetetBefizetve: true,
  };
  const kiss = {
    ...feher!,
    szemely: { id: 204 },
    nev: 'Kiss Anna',
    lakohely: '4031 Debrecen, Kassai út 5.',
    penzbetet: 1_000_000,
    penzbetetHatarido: '2027-03-31',
    penzbetetMod: 'pénzforgalmi számla' as const,
    torzsbetetBefizetve: false,
  };
  const transfer = request.uzletreszAtruhazasok[0]!;
  return {
    ...request,
    korabbi: { ...request.korabbi, tagok: [nagy!, feher!, toth, kiss] },
    uzletreszAtruhazasok: [
      transfer,
      { ...transfer, eladoTag: { id: 203 }, nevertek: 400_000, vetelar: 600_000 },
      { ...transfer, eladoTag: { id: 204 }, nevertek: 300_000, vetelar: 450_000 },
    ],
    uj: {
      ...request.uj,
      tagok: [
        { ...request.uj.tagok[0]!, penzbetet: 3_100_000 },
        request.uj.tagok[1]!,
        { ...toth, penzbetet: 600_000, torzsbetetBefizetve: undefined },
        { ...kiss, penzbetet: 700_000, torzsbetetBefizetve: undefined },
      ],
    },
    dontes: {
      ...request.dontes,
      jelenlevok: [...request.dontes.jelenlevok, { tag: { id: 203 } }, { tag: { id: 204 } }],
    },
  };
}

describe('a buyer of a share whose seller has not yet paid (Ptk. 3:166. § (1), 3:169. § (1), 3:162. §)', () => {
  it('splits the törzsbetét into the part provided and the part owed by the seller’s registered deadline', () => {
    const request = unpaidSeller();
    expect(transferSplitOf(request, member(request, 'Nagy Lajos'))).toEqual({
      provided: 1_800_000,
      owedTotal: 600_000,
      owed: [{ amount: 600_000, deadline: '2026-12-15', mode: 'házipénztár', from: ['Fehér Krisztina'] }],
      fromSeller: true,
    });
    // the seller keeps her remaining, unpaid törzsbetét as registered
    expect(transferSplitOf(request, member(request, 'Fehér Krisztina'))).toBeUndefined();
  });

  it('states the provided part and the owed part in the consolidated articles and in the member register', () => {
    const request = unpaidSeller();
    const articles = documentText(request, 'egyseges-szerkezet');
    expect(articles).toContain(
      'Nagy Lajos törzsbetétje 2 400 000 Ft, azaz kétmillió-négyszázezer forint, amely teljes egészében pénzbeli hozzájárulásból áll. A törzsbetétből 1 800 000 Ft, azaz egymillió-nyolcszázezer forint a Társaság részére szolgáltatásra került; a fennmaradó 600 000 Ft, azaz hatszázezer forint pénzbeli hozzájárulást Nagy Lajos 2026. december 15. napjáig a Társaság házipénztárába történő befizetéssel teljesíti.',
    );
    // neither the whole törzsbetét as provided nor as owed by his own, long-spent deadline
    expect(articles).not.toContain(
      `Nagy Lajos törzsbetétje 2 400 000 Ft, azaz kétmillió-négyszázezer forint, amely teljes egészében pénzbeli hozzájárulásból áll. ${PROVIDED}`,
    );
    expect(articles).not.toContain('A pénzbeli hozzájárulást Nagy Lajos');
    expect(articles).toContain(
      'A pénzbeli hozzájárulást Fehér Krisztina 2026. december 15. napjáig a Társaság házipénztárába történő befizetéssel teljesíti.',
    );
    for (const clause of OWED_CLAUSES) expect(articles).toContain(clause);
    expect(documentText(request, 'tagjegyzek')).toContain(
      'Nagy Lajos 2 400 000 Ft összegű törzsbetétjéből 1 800 000 Ft a Társaság részére szolgáltatásra került; a fennmaradó 600 000 Ft összegű pénzbeli hozzájárulást Nagy Lajos 2026. december 15. napjáig a Társaság házipénztárába történő befizetéssel teljesíti.',
    );
  });

  it('keeps the seller’s deadline visible to the lawyer as to be confirmed', () => {
    const finding = renderer
      .prepare(unpaidSeller())
      .findings.find((item) => item.code === 'atruhazas-befizetetlen-resz');
    expect(finding?.severity).toBe('warning');
    // shown where the seller's payment is stated (the amounts follow it)
    expect(finding?.path).toBe('korabbi.tagok.1.torzsbetetBefizetve');
    expect(finding?.message.replace(/\u00a0/g, ' ')).toContain(
      'Nagy Lajos törzsbetétjéből a dokumentumok 1 800 000 Ft összeget szolgáltatottként, 600 000 Ft összeget még teljesítendőként rögzítenek, mert Fehér Krisztina átruházó tag nem szolgáltatta teljes egészében a törzsbetétjét.',
    );
    expect(finding?.message).toContain('Megerősítendő');
    expect(finding?.message).toContain('Ptk. 3:169. § (1)');
  });

  it('adds up a buyer’s shares bought from several sellers, paid and unpaid, each owed part by its own deadline', () => {
    const request = severalSellers();
    expect(transferSplitOf(request, member(request, 'Nagy Lajos'))).toEqual({
      provided: 2_200_000,
      owedTotal: 900_000,
      owed: [
        { amount: 600_000, deadline: '2026-12-15', mode: 'házipénztár', from: ['Fehér Krisztina'] },
        { amount: 300_000, deadline: '2027-03-31', mode: 'pénzforgalmi számla', from: ['Kiss Anna'] },
      ],
      fromSeller: true,
    });
    const prepared = renderer.prepare(request);
    expect(prepared.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
    expect(documentText(request, 'egyseges-szerkezet')).toContain(
      'A törzsbetétből 2 200 000 Ft, azaz kétmillió-kétszázezer forint a Társaság részére szolgáltatásra került; a fennmaradó 900 000 Ft, azaz kilencszázezer forint pénzbeli hozzájárulást Nagy Lajos 600 000 Ft, azaz hatszázezer forint összegben 2026. december 15. napjáig a Társaság házipénztárába, 300 000 Ft, azaz háromszázezer forint összegben 2027. március 31. napjáig a Társaság pénzforgalmi számlájára történő befizetéssel teljesíti.',
    );
    expect(documentText(request, 'tagjegyzek')).toContain(
      'a fennmaradó 900 000 Ft összegű pénzbeli hozzájárulást Nagy Lajos 600 000 Ft összegben 2026. december 15. napjáig a Társaság házipénztárába, 300 000 Ft összegben 2027. március 31. napjáig a Társaság pénzforgalmi számlájára történő befizetéssel teljesíti.',
    );
    const finding = prepared.findings.find((item) => item.code === 'atruhazas-befizetetlen-resz');
    expect(finding?.message).toContain('mert Fehér Krisztina és Kiss Anna átruházó tagok nem szolgáltatták');
  });

  it('a buyer who has not paid his own törzsbetét but buys a paid share owes his own part by his own deadline', () => {
    const base = unpaidSeller();
    const [nagy, feher] = base.korabbi.tagok;
    const request = {
      ...base,
      korabbi: {
        ...base.korabbi,
        tagok: [
          { ...nagy!, torzsbetetBefizetve: false },
          { ...feher!, torzsbetetBefizetve: true },
        ],
      },
    };
    expect(transferSplitOf(request, member(request, 'Nagy Lajos'))).toEqual({
      provided: 600_000,
      owedTotal: 1_800_000,
      owed: [{ amount: 1_800_000, deadline: '2027-02-26', mode: 'pénzforgalmi számla', from: ['Nagy Lajos'] }],
      fromSeller: false,
    });
    expect(renderer.prepare(request).findings.map((finding) => finding.code)).not.toContain(
      'atruhazas-befizetetlen-resz',
    );
    expect(documentText(request, 'egyseges-szerkezet')).toContain(
      'A törzsbetétből 600 000 Ft, azaz hatszázezer forint a Társaság részére szolgáltatásra került; a fennmaradó 1 800 000 Ft, azaz egymillió-nyolcszázezer forint pénzbeli hozzájárulást Nagy Lajos 2027. február 26. napjáig a Társaság pénzforgalmi számlájára történő befizetéssel teljesíti.',
    );
  });

  it('keeps the single wording where everything or nothing is paid', () => {
    const paid = loadAmendmentCase('atruhazas-tagra-reszleges');
    expect(transferSplitOf(paid, member(paid, 'Nagy Lajos'))).toBeUndefined();
    expect(documentText(paid, 'egyseges-szerkezet')).not.toContain('a fennmaradó');
    const base = unpaidSeller();
    const nothingPaid = {
      ...base,
      korabbi: { ...base.korabbi, tagok: base.korabbi.tagok.map((item) => ({ ...item, torzsbetetBefizetve: false })) },
    };
    expect(transferSplitOf(nothingPaid, member(nothingPaid, 'Nagy Lajos'))).toBeUndefined();
    expect(documentText(nothingPaid, 'egyseges-szerkezet')).toContain(
      'A pénzbeli hozzájárulást Nagy Lajos 2027. február 26. napjáig',
    );
    expect(transferSplitFindings(paid)).toEqual([]);
  });

  it('splits all the same where the target state carries the buyer’s registered paid flag over (the web draft does)', () => {
    const base = unpaidSeller();
    const statedPaid = {
      ...base,
      uj: {
        ...base.uj,
        tagok: base.uj.tagok.map((item) => (item.nev === 'Nagy Lajos' ? { ...item, torzsbetetBefizetve: true } : item)),
      },
    };
    expect(transferSplitOf(statedPaid, member(statedPaid, 'Nagy Lajos'))?.owedTotal).toBe(600_000);
    expect(documentText(statedPaid, 'egyseges-szerkezet')).toContain(
      'A törzsbetétből 1 800 000 Ft, azaz egymillió-nyolcszázezer forint a Társaság részére szolgáltatásra került; a fennmaradó 600 000 Ft',
    );
    expect(documentText(statedPaid, 'tagjegyzek')).toContain(
      'Nagy Lajos 2 400 000 Ft összegű törzsbetétjéből 1 800 000 Ft a Társaság részére szolgáltatásra került',
    );
    expect(transferSplitFindings(statedPaid).map((finding) => finding.code)).toEqual(['atruhazas-befizetetlen-resz']);
  });
});

describe('a buyer of an unpaid in-kind contribution (Ptk. 3:163. § (2), 3:169. § (1))', () => {
  it('is not split, and the lawyer is told to complete the text', () => {
    const base = unpaidSeller();
    const [nagy, feher] = base.korabbi.tagok;
    const request = {
      ...base,
      korabbi: {
        ...base.korabbi,
        tagok: [nagy!, { ...feher!, penzbetet: 700_000, nemPenzbeliBetet: 500_000 }],
      },
    };
    expect(transferSplitOf(request, member(request, 'Nagy Lajos'))).toBeUndefined();
    const findings = transferSplitFindings(request);
    expect(findings.map((finding) => finding.code)).toEqual(['atruhazas-nem-penzbeli-resz']);
    expect(findings[0]!.message).toContain('Nagy Lajos olyan üzletrészt is szerzett');
    expect(findings[0]!.message).toContain('megerősítendő');
  });
});

describe('a member who buys the whole unpaid share of the other and becomes the sole member (Ptk. 3:169. § (1))', () => {
  it('states the provided and the owed part in the alapító okirat, the amending deed and the register', () => {
    const base = loadAmendmentCase('egyszemelyesse-valas');
    const request = {
      ...base,
      korabbi: {
        ...base.korabbi,
        tagok: base.korabbi.tagok.map((item) =>
          item.nev === 'Fehér Krisztina' ? { ...item, torzsbetetBefizetve: false } : item,
        ),
      },
      uj: { ...base.uj, tagok: base.uj.tagok.map((item) => ({ ...item, torzsbetetBefizetve: undefined })) },
    };
    const split =
      'A törzsbetétből 1 800 000 Ft, azaz egymillió-nyolcszázezer forint a Társaság részére szolgáltatásra került; a fennmaradó 1 200 000 Ft, azaz egymillió-kétszázezer forint pénzbeli hozzájárulást Nagy Lajos 2026. december 15. napjáig a Társaság házipénztárába történő befizetéssel teljesíti.';
    for (const stem of ['egyseges-szerkezet', 'modositas']) {
      const text = documentText(request, stem);
      expect(text).toContain(split);
      expect(text).not.toContain(PROVIDED);
      for (const clause of OWED_CLAUSES) expect(text).toContain(clause);
    }
    expect(documentText(request, 'tagjegyzek')).toContain(
      'Nagy Lajos 3 000 000 Ft összegű törzsbetétjéből 1 800 000 Ft a Társaság részére szolgáltatásra került',
    );
  });
});
