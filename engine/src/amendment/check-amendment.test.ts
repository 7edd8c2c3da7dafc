import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { checkAmendment } from './check-amendment.ts';
import { planAmendment } from './plan-amendment.ts';

const MULTI_MEMBER_ARTICLES =
  'A taggyűlés hatáskörébe tartozó kérdésekben a tagok ülés tartása nélkül is határozhatnak.';

function findings(request: AmendmentRequest, registeredText = MULTI_MEMBER_ARTICLES) {
  return checkAmendment(planAmendment(request), registeredText);
}
const codes = (request: AmendmentRequest, registeredText?: string) =>
  findings(request, registeredText).map((finding) => `${finding.severity}:${finding.code}`);

describe('checkAmendment (amendments brief, section 5)', () => {
  it('passes a regular case without errors', () => {
    expect(codes(loadAmendmentCase('ugyvezeto-csere')).filter((code) => code.startsWith('error'))).toEqual([]);
  });

  it('5.1: a decision before the registration, documents dated before the decision, a late filing', () => {
    const request = loadAmendmentCase('cegnev');
    expect(codes({ ...request, dontes: { ...request.dontes, datum: '2019-12-31' } })).toContain(
      'error:datum-bejegyzes-elott',
    );
    expect(codes({ ...request, keltezesIdeje: '2026-11-19' })).toContain('error:keltezes-dontes-elott');
    expect(codes({ ...request, keltezesIdeje: '2026-12-21' })).toContain('warning:bejelentesi-hatarido');
  });

  it("5.11: refuses a new or changed activity that is not a TEÁOR'25 class, as the formation request does (Ctv. 24. § (1) e))", () => {
    const request = loadAmendmentCase('egyeb-tevekenyseg');
    expect(codes(request).filter((code) => code.startsWith('error'))).toEqual([]);
    const withActivity = (text: string) => ({
      ...request,
      uj: { ...request.uj, egyebTevekenysegek: [...request.uj.egyebTevekenysegek, text] },
    });
    const teaor08 = findings(withActivity('56.10 – Éttermi, mozgó vendéglátás')).find(
      (finding) => finding.code === 'ACTIVITY_TEAOR08',
    );
    expect(teaor08).toMatchObject({
      severity: 'error',
      statute: 'Ctv. 24. § (1) e)',
      path: `uj.egyebTevekenysegek.${request.uj.egyebTevekenysegek.length}`,
    });
    expect(teaor08?.message).toMatch(/^5\.11: Az egyéb tevékenység \(„56\.10 – Éttermi, mozgó vendéglátás”\) TEÁOR'08/);
    expect(teaor08?.message).toContain('56.11 (Éttermi vendéglátás), 56.12 (Mozgó vendéglátás)');
    expect(codes(withActivity('99.99 – Nincs ilyen'))).toContain('error:ACTIVITY_UNKNOWN_CODE');
    expect(codes(withActivity('vendéglátás'))).toContain('error:ACTIVITY_FORMAT');
    const main = loadAmendmentCase('fotevekenyseg');
    expect(codes(main).filter((code) => code.startsWith('error'))).toEqual([]);
    const oldMain = findings({ ...main, uj: { ...main.uj, fotevekenyseg: '56.10 – Éttermi, mozgó vendéglátás' } });
    expect(oldMain.find((finding) => finding.code === 'ACTIVITY_TEAOR08')?.path).toBe('uj.fotevekenyseg');
    // a registered activity the amendment does not touch is not re-examined
    const registeredOld = {
      ...request,
      korabbi: { ...request.korabbi, egyebTevekenysegek: ['56.10 – Éttermi, mozgó vendéglátás'] },
      uj: {
        ...request.uj,
        egyebTevekenysegek: [...request.uj.egyebTevekenysegek, '56.10 – Éttermi, mozgó vendéglátás'],
      },
    };
    expect(codes(registeredOld)).not.toContain('error:ACTIVITY_TEAOR08');
  });

  it('5.2: the route must fit the members and the articles', () => {
    const multi = loadAmendmentCase('cegnev');
    expect(codes({ ...multi, dontes: { ...multi.dontes, mod: 'EGYEDULI_TAG' } })).toContain('error:dontes-mod');
    expect(codes({ ...multi, dontes: { ...multi.dontes, mod: 'ULES_NELKULI' } }, 'no such clause')).toContain(
      'error:ules-nelkuli',
    );
    const single = loadAmendmentCase('tobbszemelyesse-valas');
    expect(codes({ ...single, dontes: { ...single.dontes, mod: 'TAGGYULES' } })).toContain('error:dontes-mod');
  });

  it('5.2: a written resolution gives the members at least eight days to vote (Ptk. 3:20. §)', () => {
    const request = loadAmendmentCase('irasbeli-hatarozathozatal');
    expect(codes(request)).not.toContain('warning:ules-nelkuli-8-nap');
    const early = { ...request.dontes, tervezetMegkuldese: '2026-11-13' };
    expect(codes({ ...request, dontes: early })).toContain('warning:ules-nelkuli-8-nap');
    const eightDays = { ...request.dontes, tervezetMegkuldese: '2026-11-12' };
    expect(codes({ ...request, dontes: eightDays })).not.toContain('warning:ules-nelkuli-8-nap');
  });

  it('5.6: between members, only the members other than the seller and the buyer hold the pre-emption right (Ptk. 3:166. § (2))', () => {
    const request = loadAmendmentCase('atruhazas-tagra-reszleges');
    const restricted = {
      ...request,
      korabbi: {
        ...request.korabbi,
        uzletreszNyeresegSzabalyzasok: { ...request.korabbi.uzletreszNyeresegSzabalyzasok, belsoAtruhazas: false },
      },
    };
    expect(restricted.uzletreszAtruhazasok[0]!.elovasarlasiNyilatkozatok).toEqual([]);
    expect(restricted.korabbi.tagok).toHaveLength(2);
    expect(codes(restricted)).not.toContain('error:tagok-elovasarlasa');
  });

  it('5.3: names a resolution with the article its number is read with (Az 1/2026., not A(z))', () => {
    const warning = findings(loadAmendmentCase('uj-ugyvezeto')).find((item) => item.code === 'ugyvezeto-haromnegyed');
    expect(warning?.message).toContain('5.3: Az 1/2026. (XI. 20.) számú határozat egyszerű többséggel elfogadható');
    expect(findings(loadAmendmentCase('uj-ugyvezeto')).some((item) => item.message.includes('(z)'))).toBe(false);
  });

  it('5.3–5.4: full attendance, the invitation period and the authenticator', () => {
    const request = loadAmendmentCase('szekhely-azonos-cegbirosag');
    const absent = { ...request.dontes, jelenlevok: request.dontes.jelenlevok.slice(0, 1) };
    expect(codes({ ...request, dontes: absent })).toEqual(
      expect.arrayContaining(['error:teljes-jelenlet', 'error:hitelesito']),
    );
    const late = { ...request.dontes, osszehivas: { mod: 'MEGHIVO' as const, meghivoKelte: '2026-11-10' } };
    expect(codes({ ...request, dontes: late })).toContain('error:meghivo-15-nap');
    const noVotes = { ...request.dontes, egyhangu: false };
    const missing = findings({ ...request, dontes: noVotes }).filter((finding) => finding.code === 'szavazas-hianyzik');
    expect(missing).toHaveLength(2);
  });

  it('5.5: a lone joint signer, a start before the decision, a missing tax ID, a gap between directors', () => {
    const request = loadAmendmentCase('ugyvezeto-csere');
    const director = request.uj.ugyvezetok[0]!;
    const alone = { ...request.uj, ugyvezetok: [{ ...director, cegjegyzesiJogTipus: 'EGYUTTES' as const }] };
    expect(codes({ ...request, uj: alone })).toContain('error:egyuttes-tars');
    const early = { ...request.uj, ugyvezetok: [{ ...director, megbizasKezdoIdopontja: '2026-11-01' }] };
    expect(codes({ ...request, uj: early })).toContain('error:ugyvezeto-kezdet');
    const noTaxId = { ...request.uj, ugyvezetok: [{ ...director, adoazonositoJel: undefined }] };
    expect(codes({ ...request, uj: noTaxId })).toContain('error:ugyvezeto-adoazonosito');
    const gap = { ...request.uj, ugyvezetok: [{ ...director, megbizasKezdoIdopontja: '2026-12-05' }] };
    expect(codes({ ...request, uj: gap })).toContain('error:ugyvezeto-hezag');
    expect(codes({ ...request, ugyvezetoValtozas: undefined })).toContain('error:megszunes-oka');
  });

  it('5.6: pre-emption statements, a gift the articles forbid, a division under 100 000 Ft, a register that does not follow', () => {
    const request = loadAmendmentCase('atruhazas-kivulallora');
    const transfer = request.uzletreszAtruhazasok[0]!;
    expect(codes({ ...request, uzletreszAtruhazasok: [{ ...transfer, elovasarlasiNyilatkozatok: [] }] })).toContain(
      'error:elovasarlas',
    );
    const noGifts = { ...request.korabbi.uzletreszNyeresegSzabalyzasok, ingyenesAtruhazasEngedelyezett: false };
    expect(
      codes({
        ...request,
        korabbi: { ...request.korabbi, uzletreszNyeresegSzabalyzasok: noGifts },
        uzletreszAtruhazasok: [{ ...transfer, jogcim: 'AJANDEKOZAS' }],
      }),
    ).toContain('error:ingyenes-tilos');
    expect(codes({ ...request, uzletreszAtruhazasok: [{ ...transfer, nevertek: 1_150_000 }] })).toEqual(
      expect.arrayContaining(['error:felosztas-100e', 'error:tagjegyzek-egyezes']),
    );
    expect(codes({ ...request, uzletreszAtruhazasok: [{ ...transfer, bejelentesKelte: '2026-12-10' }] })).toContain(
      'warning:bejelentes-8-nap',
    );
  });

  it('5.8: an in-kind increase, a new member without an accession declaration, missing pre-emption statements', () => {
    const request = loadAmendmentCase('tokeemeles-uj-taggal');
    const increase = request.tokeemeles!;
    const contribution = increase.hozzajarulasok[0]!;
    expect(
      codes({
        ...request,
        tokeemeles: { ...increase, hozzajarulasok: [{ ...contribution, penzbeli: 0, nemPenzbeli: 1_000_000 }] },
      }),
    ).toContain('error:apport-emeles');
    expect(
      codes({
        ...request,
        tokeemeles: { ...increase, hozzajarulasok: [{ ...contribution, csatlakozoNyilatkozat: false }] },
      }),
    ).toContain('error:csatlakozo-nyilatkozat');
    expect(codes({ ...request, tokeemeles: { ...increase, elsobbsegiJogNyilatkozatok: [] } })).toContain(
      'error:elsobbsegi-jog',
    );
    expect(codes({ ...request, tokeemeles: { ...increase, osszeg: 900_000 } })).toContain('error:tokeemeles-osszeg');
  });

  it('5.8: asks for the share of a designated person the request names without one (Ptk. 3:198. § (2) d))', () => {
    const request = loadAmendmentCase('tokeemeles-uj-taggal');
    const increase = request.tokeemeles!;
    expect(codes(request)).not.toContain('warning:kijelolt-reszveteli-arany');
    expect(codes({ ...request, tokeemeles: { ...increase, kijeloltSzemelyek: ['Tóth Gábor'] } })).not.toContain(
      'warning:kijelolt-reszveteli-arany',
    );
    expect(codes({ ...request, tokeemeles: { ...increase, kijeloltSzemelyek: ['Varga Dóra'] } })).toContain(
      'warning:kijelolt-reszveteli-arany',
    );
  });

  it('5.6: a notification dated before the price that passes the share is due (Ptk. 3:168. § (2))', () => {
    const request = loadAmendmentCase('atruhazas-kivulallora');
    const transfer = request.uzletreszAtruhazasok[0]!;
    const withTransfer = (changes: Partial<typeof transfer>) => ({
      ...request,
      uzletreszAtruhazasok: [{ ...transfer, ...changes }],
    });
    const message = findings(request).find((finding) => finding.code === 'bejelentes-vetelar-elott')?.message;
    expect(message).toContain('(2026. december 15.) azonban későbbi a szerzés bejelentésénél (2026. november 24.)');
    expect(codes(withTransfer({ fizetesiHatarido: '2026-11-23' }))).not.toContain('warning:bejelentes-vetelar-elott');
    expect(codes(withTransfer({ tulajdonatszallas: 'ALAIRAS' }))).not.toContain('warning:bejelentes-vetelar-elott');
  });

  it('5.6: a buyer who is a member named with other personal data than the registered member', () => {
    const request = loadAmendmentCase('atruhazas-tagra-reszleges');
    const message = findings(request).find((item) => item.code === 'vevo-adatai')?.message;
    expect(message).toContain('Nagy Lajos vevőt más személyazonosító adatokkal (anyja születési neve, születési idő');
    const member = request.korabbi.tagok.find((item) => item.nev === 'Nagy Lajos')!;
    const same = {
      ...request,
      uzletreszAtruhazasok: request.uzletreszAtruhazasok.map((transfer) => ({
        ...transfer,
        vevo: { ...transfer.vevo, ...member, lakohely: transfer.vevo.lakohely },
      })),
    };
    expect(codes(same)).not.toContain('warning:vevo-adatai');
    expect(codes(loadAmendmentCase('atruhazas-kivulallora'))).not.toContain('warning:vevo-adatai');
  });

  it('5.1: on the contract route, a deed dated after the decision it is', () => {
    const request = loadAmendmentCase('tagok-szerzodese');
    expect(findings(request).find((item) => item.code === 'szerzodes-kelte')?.message).toContain(
      'a módosító okirat kelte (2026. november 24.) azonban későbbi a döntés megadott napjánál (2026. november 20.)',
    );
    expect(codes({ ...request, keltezesIdeje: request.dontes.datum })).not.toContain('warning:szerzodes-kelte');
    expect(codes(loadAmendmentCase('cegnev'))).not.toContain('warning:szerzodes-kelte');
  });

  it('5.9: a branch in the new seat’s town, a capital reduction out of scope', () => {
    const request = loadAmendmentCase('szekhely-azonos-cegbirosag');
    expect(
      codes({ ...request, uj: { ...request.uj, fioktelepek: ['4200 Hajdúszoboszló, Kossuth utca 1.'] } }),
    ).toContain('error:fioktelep-szekhelyen');
    const smaller = request.uj.tagok.map((member) => ({ ...member, penzbetet: member.penzbetet / 2 }));
    expect(codes({ ...request, uj: { ...request.uj, tagok: smaller } })).toContain('error:tokeleszallitas');
  });

  it('5.12: a business-year change within three years, a non-calendar year without a reason', () => {
    const request = loadAmendmentCase('uzleti-ev');
    expect(
      codes({ ...request, uzletiEvValtozas: { konszolidaciosOk: false, utolsoValtozasDatuma: '2025-01-01' } }),
    ).toEqual(expect.arrayContaining(['error:uzleti-ev-3-ev', 'error:uzleti-ev-indok']));
  });

  it('names the rule and the statute in every error', () => {
    const request = loadAmendmentCase('tobbseg-nem-eleg');
    for (const finding of findings(request).filter((item) => item.severity === 'error'))
      expect(finding.message).toMatch(/^5\.\d+: .*\((?:Ptk|Ctv|Szt)\. /);
  });
});
