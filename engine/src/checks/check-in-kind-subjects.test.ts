import { describe, expect, it } from 'vitest';
import { buildTestRequest, testMember } from '../model/build-test-request.ts';
import { deriveModel } from '../model/derive-model.ts';
import { checkRequest } from './check-request.ts';
import { checkInKindSubjects } from './check-in-kind-subjects.ts';

/** Member A contributes `description` in kind (1 000 000 of 4 000 000 Ft, below half: due by a date). */
const findings = (description: string, overrides: Record<string, unknown> = {}) =>
  checkInKindSubjects(
    deriveModel(
      buildTestRequest({
        tagok: [
          testMember('Kiss Anna', {
            penzbetet: 500_000,
            nemPenzbeliBetet: 1_000_000,
            nemPenzbeliBetetMod: description,
            nemPenzbeliBetetHatarido: '2027-01-15',
            ...overrides,
          }),
          testMember('Nagy Béla', { penzbetet: 2_500_000 }),
        ],
      }),
    ),
  );
const codes = (description: string, overrides: Record<string, unknown> = {}) =>
  findings(description, overrides).map((finding) => finding.code);

const VEHICLE =
  'egy Ford Transit típusú tehergépkocsi, amely a tag kizárólagos, per-, teher- és követelésmentes tulajdona; a tag a hozzájárulást a tulajdonjog átruházásával és a gépjármű átadásával teljesíti';

describe('checkInKindSubjects', () => {
  it('names Ptk. 3:99. § (1) and (3) when the description undertakes work or personal participation', () => {
    const work = findings(
      'a tag vállalja, hogy két éven át heti húsz órában személyesen közreműködik a logisztikai rendszer kialakításában',
    );
    expect(work).toEqual([
      expect.objectContaining({
        code: 'IN_KIND_WORK_OR_SERVICE',
        severity: 'warning',
        path: 'tarsasag.tagok.0.nemPenzbeliBetetMod',
        message: expect.stringContaining('(Ptk. 3:99. § (1), (3))'),
      }),
    ]);
    expect(work[0]?.message).toMatch(/^Kiss Anna nem pénzbeli hozzájárulásának leírása munkavégzést/u);
    expect(codes('a tag által végzett munkavégzés értéke')).toEqual(['IN_KIND_WORK_OR_SERVICE']);
    expect(codes('a tag munkát végez a Társaság részére')).toEqual(['IN_KIND_WORK_OR_SERVICE']);
    expect(codes(VEHICLE)).toEqual([]);
  });

  it('asks for the acknowledgement or the final judgment of a claim, and keeps quiet when either is named', () => {
    const bare = 'a tagnak a Délépítő Kft.-vel szemben fennálló, 1 000 000 Ft összegű díjkövetelése';
    expect(findings(bare)).toEqual([
      expect.objectContaining({
        code: 'IN_KIND_CLAIM',
        severity: 'warning',
        message: expect.stringContaining('ha azt az adós elismerte, vagy az jogerős bírósági határozaton alapul'),
      }),
    ]);
    expect(codes(`${bare}, amelyet az adós 2026. november 15-én kelt nyilatkozatában elismert`)).toEqual([]);
    expect(codes(`${bare}, amely a Szegedi Törvényszék jogerős ítéletén alapul`)).toEqual([]);
    // an asset free of claims is no claim
    expect(codes(VEHICLE)).toEqual([]);
  });

  it('notes that a company in formation may not be a member of another company (Ptk. 3:101. § (2) c))', () => {
    const share =
      'a Tiszatáj Raktár Kft. 100%-os mértékű üzletrésze, amelynek alapjául szolgáló törzsbetétet a tag teljes mértékben szolgáltatta';
    const byDate = findings(share);
    expect(byDate).toEqual([
      expect.objectContaining({
        code: 'IN_KIND_SHARE',
        severity: 'warning',
        message: expect.stringContaining('Ptk. 3:101. § (2) c)'),
      }),
    ]);
    expect(byDate[0]?.message).toContain('ha a hozzájárulás határideje a cégbejegyzés elé esik');
    expect(codes('a Béta Zrt. által kibocsátott 100 darab törzsrészvény')).toEqual(['IN_KIND_SHARE']);
    // at half of the capital or more the share is due before the filing, while the company is in formation
    const beforeFiling = findings(share, {
      penzbetet: 0,
      nemPenzbeliBetet: 3_000_000,
      nemPenzbeliBetetHatarido: undefined,
    });
    expect(beforeFiling[0]?.message).toContain(
      'a cégbejegyzési kérelem benyújtásáig szolgáltatni kell (Ptk. 3:163. § (1), 3:208. § (1))',
    );
  });

  it('reads only contributions still to be provided, and a legal entity takes its article', () => {
    expect(codes('a tag munkavégzése', { torzsbetetBefizetve: true })).toEqual([]);
    const company = checkInKindSubjects(
      deriveModel(
        buildTestRequest({
          tagok: [
            testMember('Omega Holding Zrt.', {
              jogiSzemely: true,
              cegjegyzekszam: '01-10-012345',
              kepviselo: 'Kiss Ádám vezérigazgató',
              penzbetet: 0,
              nemPenzbeliBetet: 2_000_000,
              nemPenzbeliBetetMod: 'a Gamma Kft. 50%-os mértékű üzletrésze',
            }),
            testMember('Nagy Béla', { penzbetet: 1_500_000 }),
          ],
        }),
      ),
    );
    expect(company[0]?.message).toMatch(/^Az Omega Holding Zrt\. nem pénzbeli hozzájárulása/u);
  });

  it('reaches the lawyer through checkRequest', () => {
    const request = buildTestRequest({
      tagok: [
        testMember('Kiss Anna', {
          penzbetet: 500_000,
          nemPenzbeliBetet: 1_000_000,
          nemPenzbeliBetetMod: 'a tag munkavégzése',
          nemPenzbeliBetetHatarido: '2027-01-15',
        }),
        testMember('Nagy Béla', { penzbetet: 2_500_000 }),
      ],
    });
    expect(checkRequest(request, { today: '2026-11-22' }).map((finding) => finding.code)).toContain(
      'IN_KIND_WORK_OR_SERVICE',
    );
  });
});
