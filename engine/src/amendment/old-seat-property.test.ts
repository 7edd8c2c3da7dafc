import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { treeText } from '../ast/tree-text.ts';
import { createNodeAmendmentRenderer } from '../node.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { checkAmendment } from './check-amendment.ts';
import { keptOldSeat } from './old-seat-property.ts';
import { planAmendment } from './plan-amendment.ts';

const renderer = createNodeAmendmentRenderer();

// the seat moves from Debrecen (hrsz. 8841/2, Nagy Lajos and Nagy Lajosné 1/2 each, haszonkölcsön) to a
// registered-office provider in Nyíregyháza, and the old seat is kept as a fióktelep
const request = loadAmendmentCase('ugyvezeto-lemondas-szekhely-fioktelep');
const OLD_SEAT = '4027 Debrecen, Böszörményi út 20.';

function declarationText(amendment: AmendmentRequest): string {
  const prepared = renderer.prepare(amendment);
  const document = prepared.plan.documents.find((item) => item.id === 'szekhely');
  if (!document) throw new Error('no szekhely document');
  return treeText(renderer.renderTree(prepared, document)).replace(/\u00a0/g, ' ');
}

function findingsOf(amendment: AmendmentRequest, code: string) {
  return checkAmendment(planAmendment(amendment), '').filter((finding) => finding.code === code);
}

const branchFindings = (amendment: AmendmentRequest) =>
  findingsOf(amendment, 'PROPERTY_DATA_MISSING').filter((finding) => finding.message.includes(OLD_SEAT));

describe('the old seat kept as a fióktelep carries the registered seat property (decision 091)', () => {
  it("names the land-register number, every co-owner with a signature line and the title in the branch's declaration", () => {
    const text = declarationText(request);
    const branch = text.slice(text.indexOf(`Fióktelep: ${OLD_SEAT}`), text.indexOf('Közös rendelkezések'));
    expect(branch).toContain('Helyrajzi száma: 8841/2.');
    expect(branch).toContain('Tulajdonos: Nagy Lajos (születési név: Nagy Lajos;');
    expect(branch).toContain('Tulajdonos: Nagy Lajosné (születési név: Tóth Erika;');
    expect(branch).toContain('tulajdoni hányad: 1/2');
    expect(branch).toContain('A tulajdonosok kijelentik, hogy együttesen az ingatlan kizárólagos tulajdonosai');
    expect(branch).toContain('haszonkölcsön jogcímén');
    expect(branch).not.toContain('…');
    expect(text).toMatch(/Nagy Lajos\ntulajdonos\n[\s\S]*Nagy Lajosné\ntulajdonos/u);
    expect(text).not.toContain(`tulajdonos (${OLD_SEAT})`);
  });

  it('tells the lawyer where the data come from instead of reporting them missing', () => {
    expect(branchFindings(request)).toEqual([]);
    const [carried, ...others] = findingsOf(request, 'regi-szekhely-ingatlana');
    expect(others).toEqual([]);
    expect(carried?.severity).toBe('warning');
    expect(carried?.path).toBe('uj.ingatlanok');
    expect(carried?.message).toMatch(
      /^A Társaság fióktelepeként megtartott korábbi székhely \(4027 Debrecen, Böszörményi út 20\.\) ingatlanának adatait .* a bejegyzett székhely adataiból veszi át, és a nyilatkozatot minden tulajdonos aláírja\..*\(Ctv\. 7\. § \(4\)\)\.$/u,
    );
  });

  it("keeps the lawyer's own entry of the address, and the blanks where the registered seat's data are unknown", () => {
    const own: AmendmentRequest = {
      ...request,
      uj: { ...request.uj, ingatlanok: [{ cim: OLD_SEAT, helyrajziSzam: '9000/1', tulajdonosok: [] }] },
    };
    expect(keptOldSeat(own)).toBeNull();
    expect(declarationText(own)).toContain('Helyrajzi száma: 9000/1.');
    expect(findingsOf(own, 'regi-szekhely-ingatlana')).toEqual([]);

    // an entry of the address with nothing given (the web's editor lists one for every address) is none (decision 096)
    const listed: AmendmentRequest = {
      ...request,
      uj: { ...request.uj, ingatlanok: [{ cim: OLD_SEAT, tulajdonosok: [] }] },
    };
    expect(keptOldSeat(listed)).toBe(OLD_SEAT);
    expect(declarationText(listed)).toContain('Helyrajzi száma: 8841/2.');
    expect(branchFindings(listed)).toEqual([]);
    expect(findingsOf(listed, 'regi-szekhely-ingatlana')).toHaveLength(1);

    const unknown: AmendmentRequest = {
      ...request,
      korabbi: { ...request.korabbi, szekhelyIngatlan: { tulajdonosok: [] } },
    };
    expect(keptOldSeat(unknown)).toBeNull();
    expect(branchFindings(unknown).map((finding) => finding.path)).toEqual(['uj.ingatlanok']);
    expect(findingsOf(unknown, 'regi-szekhely-ingatlana')).toEqual([]);

    // a registered-office provider's contract covers the seat only
    const provider: AmendmentRequest = {
      ...request,
      korabbi: {
        ...request.korabbi,
        szekhelyIngatlan: { ...request.korabbi.szekhelyIngatlan, jogcim: 'SZEKHELYSZOLGALTATAS' },
      },
    };
    expect(keptOldSeat(provider)).toBeNull();
    expect(branchFindings(provider)).toHaveLength(1);
  });

  it('leads the findings of incomplete carried owners to the list of properties', () => {
    const [nagyLajos, wife] = request.korabbi.szekhelyIngatlan.tulajdonosok;
    const { adoazonositoJel: _taxId, ...withoutTaxId } = wife!;
    const incomplete: AmendmentRequest = {
      ...request,
      korabbi: {
        ...request.korabbi,
        szekhelyIngatlan: { ...request.korabbi.szekhelyIngatlan, tulajdonosok: [nagyLajos!, withoutTaxId] },
      },
    };
    const owners = findingsOf(incomplete, 'PROPERTY_OWNER_DATA_MISSING');
    expect(owners.map((finding) => [finding.path, finding.message.startsWith('Nagy Lajosné')])).toEqual([
      ['uj.ingatlanok', true],
    ]);
  });
});
