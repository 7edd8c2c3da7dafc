import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { withArticle } from '../hu/article.ts';
import type { Member } from '../schema/company.ts';
import { documentText } from './amendment-document-text.test-helper.ts';
import { parseAmendmentRequest, type AmendmentRequest } from './amendment-schema.ts';
import { checkAmendment } from './check-amendment.ts';
import { findMember } from './count-votes.ts';
import { isSameParty } from './diff-companies.ts';
import { planAmendment } from './plan-amendment.ts';

const MULTI_MEMBER_ARTICLES =
  'A taggyűlés hatáskörébe tartozó kérdésekben a tagok ülés tartása nélkül is határozhatnak.';

function findings(request: AmendmentRequest, registeredText = MULTI_MEMBER_ARTICLES) {
  return checkAmendment(planAmendment(request), registeredText);
}
/** The text with ordinary spaces: amounts are printed with non-breaking ones. */
const plain = (text: string) => text.replace(/\s/g, ' ');
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
    // the registered articles were last amended after this decision (decision 087); the same day passes
    const lastAmendedOn = (utolsoModositasKelte: string) => ({
      ...request,
      bejegyzes: { ...request.bejegyzes, utolsoModositasKelte },
    });
    expect(
      findings(lastAmendedOn('2026-11-21')).find((finding) => finding.code === 'datum-utolso-modositas-elott'),
    ).toMatchObject({
      severity: 'error',
      path: 'dontes.datum',
      message: expect.stringContaining('utoljára 2026. november 21. napján módosított létesítő okiratát módosítja'),
    });
    expect(codes(lastAmendedOn('2026-11-20'))).not.toContain('error:datum-utolso-modositas-elott');
    // a stored Cg. number with a court code no company court has (read-through 9)
    const unknownCourt = { ...request, bejegyzes: { ...request.bejegyzes, cegjegyzekszam: '21-09-031234' } };
    expect(findings(unknownCourt).find((finding) => finding.code === 'cegjegyzekszam-birosag')).toMatchObject({
      severity: 'error',
      path: 'bejegyzes.cegjegyzekszam',
      message: expect.stringContaining('a 21 kódú cégbíróság nincs'),
    });
    expect(codes(request)).not.toContain('error:cegjegyzekszam-birosag');
    // the 30th day, 2026-12-20, is a Sunday: the deadline runs out on Monday (Pp. 146. § (5), decision 029)
    expect(codes({ ...request, keltezesIdeje: '2026-12-21' })).not.toContain('warning:bejelentesi-hatarido');
    expect(codes({ ...request, keltezesIdeje: '2026-12-22' })).toContain('warning:bejelentesi-hatarido');
    // the change takes effect on the decision's day
    const sameDay = { ...request, hatalyNapja: undefined };
    const late = findings({ ...sameDay, keltezesIdeje: '2026-12-22' }).find(
      (finding) => finding.code === 'bejelentesi-hatarido',
    );
    // the deadline as the documents print it, never the ISO date of the request
    expect(late?.message).toContain(
      'A változásbejegyzési kérelmet a változástól számított 30 napon belül, 2026. december 21. napjáig kell benyújtani (Ctv. 50. § (5));',
    );
    expect(late?.message).toContain(
      'A döntéstől számított 30. nap (2026. december 20.) vasárnap, ezért a határidő a következő munkanapon, 2026. december 21. napján jár le (Pp. 146. § (5), Ctv. 32. § (1)).',
    );
    expect(late?.message).not.toContain('későbbi napon');
  });

  it('5.1: a late filing where the change takes effect later than the decision (Ctv. 50. § (5); decision 029)', () => {
    // cegnev: decided on 2026-11-20, the new name in effect from 2026-12-01
    const request = { ...loadAmendmentCase('cegnev'), keltezesIdeje: '2026-12-22' };
    const late = findings(request).find((finding) => finding.code === 'bejelentesi-hatarido');
    expect(late?.message).toBe(
      'Az okiratok kelte (2026. december 22.) későbbi a változásbejegyzési kérelem döntéstől számított benyújtási határidejénél (2026. december 21.); késedelmes benyújtás esetén a cégbíróság 50 000–900 000 Ft pénzbírságot szab ki (Ctv. 34. § (2)). A döntéstől számított 30. nap (2026. december 20.) vasárnap, ezért a határidő a következő munkanapon, 2026. december 21. napján jár le (Pp. 146. § (5), Ctv. 32. § (1)). A Ctv. 50. § (5) bekezdése a határidőt a változás bekövetkezésétől számítja: ha a változás a döntésben megjelölt későbbi napon (2026. december 1.) következik be, a határidő ettől a naptól számít és később jár le. Ellenőrizze, lejárt-e a határidő.',
    );
    // the filing summary says the same of the deadline it prints
    expect(documentText(request, 'benyujtasi-osszesito')).toContain(
      'A program a fenti határidőt a döntés napjától számítja, a Ctv. 50. § (5) bekezdése azonban a változás bekövetkezésétől: ha a változás a döntésben megjelölt későbbi napon (2026. december 1.) következik be, a határidő ettől a naptól számít és később jár le; a fenti napig benyújtott kérelem mindenképpen határidőben van (U 17).',
    );
    expect(documentText({ ...request, hatalyNapja: undefined }, 'benyujtasi-osszesito')).not.toContain(
      'A program a fenti határidőt a döntés napjától számítja',
    );
  });

  it('5.1: a decision that only consents to a division states no effective day, so none "set in the decision" is claimed', () => {
    // atruhazas-tagra-reszleges: the members' meeting of 20 November consents to the division; the request's
    // `hatalyNapja` (1 December) appears in no resolution, and the transfer takes effect on the notification (3:169. § (2))
    const request = loadAmendmentCase('atruhazas-tagra-reszleges');
    expect(request.hatalyNapja).toBe('2026-12-01');
    expect(documentText(request, 'hatarozat')).not.toContain('2026. december 1.');
    expect(documentText(request, 'benyujtasi-osszesito')).not.toContain('a döntésben megjelölt későbbi napon');
    const late = findings({ ...request, keltezesIdeje: '2026-12-22' }).find(
      (finding) => finding.code === 'bejelentesi-hatarido',
    );
    expect(late?.message).toContain('A változásbejegyzési kérelmet a változástól számított 30 napon belül');
    expect(late?.message).not.toContain('a döntésben megjelölt későbbi napon');
  });

  it('5.1: an effective day before the decision is refused (Ctv. 50. § (5)–(6); decision 044)', () => {
    // uzleti-ev: decided on 2026-11-20; a change of the balance-sheet day "from 1 June" would have printed a
    // transitional year from 1 January to 30 June 2026, ended before the members decided it
    const request = loadAmendmentCase('uzleti-ev');
    const retroactive = findings({ ...request, hatalyNapja: '2026-06-01' }).find(
      (finding) => finding.code === 'hataly-dontes-elott',
    );
    expect(retroactive?.severity).toBe('error');
    expect(retroactive?.message).toBe(
      'A változás hatálynapja (2026. június 1.) korábbi a döntés napjánál (2026. november 20.). A változás a döntésnél korábbi napra nem rendelhető hatályba: a cég a változás időpontját a döntés napjára vagy későbbi napra határozhatja meg, a benyújtási határidő pedig a változás bekövetkezésétől számít (Ctv. 50. § (5)–(6)).',
    );
    // the decision's own day and a later day are accepted
    expect(codes({ ...request, hatalyNapja: '2026-11-20' })).not.toContain('error:hataly-dontes-elott');
    expect(codes(request)).not.toContain('error:hataly-dontes-elott');
  });

  it('5.9: a seat change reminds of the registered office, the papers kept there and the company sign (Ctv. 7. § (1))', () => {
    const seatFinding = (name: string) =>
      findings(loadAmendmentCase(name)).find((finding) => finding.code === 'szekhely-bejegyzett-iroda');
    const provider = seatFinding('szekhely-mas-cegbirosag');
    expect(provider?.severity).toBe('warning');
    expect(provider?.message).toBe(
      'Az új székhely a Társaság bejegyzett irodája és levelezési címe: ott kell a Társaság üzleti és hivatalos iratait átvenni, érkeztetni, őrizni és rendelkezésre tartani, és a székhelyet cégtáblával kell megjelölni (Ctv. 7. § (1)). Ellenőrizze, hogy ez az új székhelyen 2026. december 1. napjától biztosított, és hogy a székhelyszolgáltatóval kötött szerződés erre kiterjed.',
    );
    expect(documentText(loadAmendmentCase('szekhely-mas-cegbirosag'), 'benyujtasi-osszesito')).toContain(
      'a székhelyet cégtáblával kell megjelölni (Ctv. 7. § (1))',
    );
    // an owner's consent, no provider: no provider's contract to check
    expect(seatFinding('szekhely-azonos-cegbirosag')?.message).not.toContain('székhelyszolgáltató');
    // no seat change, no reminder
    expect(seatFinding('cegnev')).toBeUndefined();
  });

  it('5.3: a seller counted among the voters on the division of their own share is named (Ptk. 3:19. § (2) f))', () => {
    const request = loadAmendmentCase('atruhazas-tagra-reszleges');
    // marked unanimous: the seller's yes is left out just the same, and the lawyer is told (U 10)
    const unanimous = findings(request).find((finding) => finding.code === 'erdekelt-tag-szavazott');
    expect(unanimous?.message).toContain('Fehér Krisztina a Ptk. 3:19. § (2) bekezdés f) pontja alapján nem szavazhat');
    expect(unanimous?.message).toContain(
      'Bár a határozatokat egyhangúnak jelölte, az ő szavazatát a program nem számította be',
    );
    const votes = [
      { targy: 'FELOSZTAS', igen: [{ id: 201 }, { id: 202 }], nem: [], tartozkodas: [], nemSzavazhatott: [] },
    ];
    const voting = { ...request, dontes: { ...request.dontes, egyhangu: false, szavazasok: votes } };
    const found = findings(voting).find((finding) => finding.code === 'erdekelt-tag-szavazott');
    expect(found?.message).toContain('Fehér Krisztina a Ptk. 3:19. § (2) bekezdés f) pontja alapján nem szavazhat');
    expect(found?.message).toContain('A megadott szavazatát a program nem számította be');
    const barred = [{ ...votes[0]!, igen: [{ id: 201 }], nemSzavazhatott: [{ id: 202 }] }];
    expect(codes({ ...voting, dontes: { ...voting.dontes, szavazasok: barred } })).not.toContain(
      'warning:erdekelt-tag-szavazott',
    );
    expect(codes(voting).filter((code) => code.startsWith('error'))).toEqual([]);
  });

  it('5.3: a member voting on their own election or recall as director is pointed out, not barred (Ptk. 3:19. § (2), U 10)', () => {
    const elected = loadAmendmentCase('uj-ugyvezeto');
    const election = findings(elected).find((finding) => finding.code === 'ugyvezeto-sajat-megbizatas');
    expect(election?.severity).toBe('warning');
    expect(election?.message).toContain('számú határozat Fehér Krisztina ügyvezetővé választásáról dönt');
    expect(election?.message).toContain('a b) pont szerint nem szavazhat');
    const withoutHerVote = elected.dontes.szavazasok.map((vote) =>
      vote.targy === 'UGYVEZETO_UJ' ? { ...vote, nem: [] } : vote,
    );
    expect(codes({ ...elected, dontes: { ...elected.dontes, szavazasok: withoutHerVote } })).not.toContain(
      'warning:ugyvezeto-sajat-megbizatas',
    );
    const recalled = loadAmendmentCase('ugyvezeto-csere');
    const recall = findings(recalled).find((finding) => finding.code === 'ugyvezeto-sajat-megbizatas');
    expect(recall?.message).toContain('Nagy Lajos ügyvezetői tisztségből való visszahívásáról dönt');
    const resigned = {
      ...recalled,
      ugyvezetoValtozas: {
        ...recalled.ugyvezetoValtozas!,
        megszunok: recalled.ugyvezetoValtozas!.megszunok.map((end) => ({ ...end, ok: 'LEMONDAS' as const })),
      },
    };
    expect(codes(resigned)).not.toContain('warning:ugyvezeto-sajat-megbizatas');
  });

  it('5.13: a pótbefizetés clause without maximum and frequency, or reworded, is pointed out (Ptk. 3:99/A. § (1), 3:102. § (3))', () => {
    const request = loadAmendmentCase('egyeb-tevekenyseg');
    const vague = { ...request, uj: { ...request.uj, potbefizetesFeltetelei: 'A taggyűlés pótbefizetést írhat elő.' } };
    expect(codes(vague)).toContain('warning:potbefizetes-feltetelei');
    expect(codes(vague)).not.toContain('warning:potbefizetes-terhesebb');
    const terms = 'A taggyűlés tagonként legfeljebb 500 000 Ft pótbefizetést írhat elő, évente egyszer.';
    const reworded = {
      ...request,
      korabbi: { ...request.korabbi, potbefizetesFeltetelei: terms },
      uj: { ...request.uj, potbefizetesFeltetelei: terms.replace('500', '900') },
    };
    expect(codes(reworded)).toContain('warning:potbefizetes-terhesebb');
    expect(codes(reworded)).not.toContain('warning:potbefizetes-feltetelei');
    const oneNo = {
      ...vague,
      dontes: {
        ...vague.dontes,
        egyhangu: false,
        szavazasok: ['EGYEB_TEVEKENYSEG', 'POTBEFIZETES', 'MODOSITAS'].map((targy) => ({
          targy,
          igen: [{ id: 201 }],
          nem: [{ id: 202 }],
          tartozkodas: [],
          nemSzavazhatott: [],
        })),
      },
    };
    const refused = findings(oneNo).filter((finding) => finding.code === 'tobbseg-nem-eleg');
    expect(refused.map((finding) => finding.message)).toEqual([
      expect.stringContaining('valamennyi tag – a szavazati joggal nem rendelkező tagok is – igen szavazata kell'),
      expect.stringContaining('nem szavazott igennel: Fehér Krisztina'),
    ]);
  });

  it('a pótbefizetés or mellékszolgáltatás clause naming a body the target company lacks is pointed out (Ptk. 3:109. § (4), 3:188. § (1))', () => {
    const meeting =
      'A taggyűlés veszteség fedezésére évente legfeljebb egyszer, tagonként legfeljebb 500 000 Ft pótbefizetést írhat elő.';
    const sole =
      'Az alapító veszteség fedezésére évente legfeljebb egyszer, legfeljebb 500 000 Ft pótbefizetést írhat elő.';
    // a registered clause kept word for word while the company becomes single-member (decision 049)
    const single = loadAmendmentCase('egyszemelyesse-valas');
    const keptMeeting = {
      ...single,
      korabbi: { ...single.korabbi, potbefizetesFeltetelei: meeting },
      uj: { ...single.uj, potbefizetesFeltetelei: meeting },
    };
    const found = findings(keptMeeting).filter((finding) => finding.code === 'szerv-nem-illik');
    expect(found).toEqual([expect.objectContaining({ severity: 'warning', path: 'uj.potbefizetesFeltetelei' })]);
    expect(found[0]!.message).toMatch(/taggyűlés nem működik.*Ptk\. 3:109\. § \(4\)/);
    expect(codes({ ...single, uj: { ...single.uj, potbefizetesFeltetelei: sole } })).not.toContain(
      'warning:szerv-nem-illik',
    );
    // a clause naming the founder in a multi-member company is pointed out, in any case of the word, and so is the
    // founding deed a company of several members does not have (the formation's test, decision 071); a founding
    // member ("alapító tag") is no single founder
    const multi = loadAmendmentCase('tobbszemelyesse-valas');
    const withServices = (text: string) => codes({ ...multi, uj: { ...multi.uj, mellekszolgaltatasok: text } });
    expect(codes({ ...multi, uj: { ...multi.uj, potbefizetesFeltetelei: sole } })).toContain('warning:szerv-nem-illik');
    expect(withServices('A tagok az alapító okiratban nem szabályozott díjazás nélkül könyvelnek.')).toContain(
      'warning:szerv-nem-illik',
    );
    expect(withServices('A tagok az alapítónak heti nyolc órában könyvelnek.')).toContain('warning:szerv-nem-illik');
    expect(withServices('Az alapító tagok heti nyolc órában könyvelnek.')).not.toContain('warning:szerv-nem-illik');
    const founder = findings({ ...multi, uj: { ...multi.uj, potbefizetesFeltetelei: sole } }).find(
      (finding) => finding.code === 'szerv-nem-illik',
    );
    expect(founder?.message).toContain(
      'megadott szövege az alapítót, az alapító okiratot vagy az egyedüli tagot nevezi meg („Az alapító veszteség',
    );
    expect(codes({ ...multi, uj: { ...multi.uj, potbefizetesFeltetelei: meeting } })).not.toContain(
      'warning:szerv-nem-illik',
    );
  });

  it('a törzstőke below 3 000 000 Ft after the change is refused, also when the change does not touch it (Ptk. 3:161. § (4), Ptké. 13. § (2))', () => {
    // a Kft. registered before the Ptk. with 1 500 000 Ft, changing its name only
    const name = loadAmendmentCase('cegnev');
    const halved = (members: readonly Member[]) =>
      members.map((member) => ({ ...member, penzbetet: member.penzbetet / 2 }));
    const small = {
      ...name,
      korabbi: { ...name.korabbi, tagok: halved(name.korabbi.tagok) },
      uj: { ...name.uj, tagok: halved(name.uj.tagok) },
    };
    const refused = findings(small).filter((finding) => finding.code === 'torzstoke-minimum');
    expect(refused).toEqual([expect.objectContaining({ severity: 'error', path: 'uj.tagok' })]);
    expect(plain(refused[0]!.message)).toContain('törzstőkéje a változás után 1 500 000 Ft');
    expect(refused[0]!.message).toMatch(/Ptk\. 3:161\. § \(4\).*Ptké\. 13\. § \(2\)/);
    expect(codes(name)).not.toContain('error:torzstoke-minimum');
    // an increase from 1 500 000 Ft by 500 000 Ft stops short of the minimum; by 1 500 000 Ft it reaches it
    const increase = loadAmendmentCase('tokeemeles-meglevo-tag');
    const raisedBy = (amount: number): AmendmentRequest => ({
      ...increase,
      korabbi: { ...increase.korabbi, tagok: halved(increase.korabbi.tagok) },
      uj: {
        ...increase.uj,
        tagok: halved(increase.korabbi.tagok).map((member, index) => ({
          ...member,
          penzbetet: member.penzbetet + (index === 0 ? amount : 0),
        })),
      },
      tokeemeles: {
        ...increase.tokeemeles!,
        osszeg: amount,
        hozzajarulasok: [{ ...increase.tokeemeles!.hozzajarulasok[0]!, penzbeli: amount }],
      },
    });
    const short = findings(raisedBy(500_000)).filter((finding) => finding.code === 'torzstoke-minimum');
    expect(short.map((finding) => plain(finding.message))).toEqual([
      expect.stringContaining('A határozott emelés (500 000 Ft) ezt nem éri el.'),
    ]);
    expect(codes(raisedBy(1_500_000))).not.toContain('error:torzstoke-minimum');
  });

  it('5.3: a seat move short of a simple majority is refused citing Ptk. 3:102. § (2), not ¾', () => {
    const request = loadAmendmentCase('szekhely-azonos-cegbirosag');
    const vote = (targy: string, igen: number, nem: number) => ({
      targy,
      igen: [{ id: igen }],
      nem: [{ id: nem }],
      tartozkodas: [],
      nemSzavazhatott: [],
    });
    // Fehér Krisztina's 40% for the move, Nagy Lajos's 60% against it
    const lost = {
      ...request,
      dontes: {
        ...request.dontes,
        egyhangu: false,
        szavazasok: [vote('SZEKHELY', 202, 201), vote('MODOSITAS', 201, 202)],
      },
    };
    const refused = findings(lost).filter((finding) => finding.code === 'tobbseg-nem-eleg');
    expect(refused.map((finding) => finding.message)).toEqual([
      expect.stringContaining(
        'egyszerű szótöbbség kell a jelen lévő szavazatokból (Ptk. 3:102. § (2)); az igen szavazatok aránya 40%',
      ),
    ]);
  });

  it('5.3: states a yes share that is not whole with a decimal comma, marked as rounded, as the documents do (legal brief 1.5)', () => {
    const request = loadAmendmentCase('szekhely-azonos-cegbirosag');
    // Fehér Krisztina's one third for the move, Nagy Lajos's two thirds against it
    const tagok = request.korabbi.tagok.map((member) => ({
      ...member,
      penzbetet: member.szemely?.id === 201 ? 2000000 : 1000000,
    }));
    const lost: AmendmentRequest = {
      ...request,
      korabbi: { ...request.korabbi, tagok },
      uj: { ...request.uj, tagok },
      dontes: {
        ...request.dontes,
        egyhangu: false,
        szavazasok: [
          { targy: 'SZEKHELY', igen: [{ id: 202 }], nem: [{ id: 201 }], tartozkodas: [], nemSzavazhatott: [] },
        ],
      },
    };
    const refused = findings(lost).find((finding) => finding.code === 'tobbseg-nem-eleg');
    expect(refused?.message).toContain('az igen szavazatok aránya 33,33% (kerekítve).');
    // an exact share stays as it is
    const halves = request.korabbi.tagok.map((member) => ({ ...member, penzbetet: 1500000 }));
    const tied = { ...lost, korabbi: { ...lost.korabbi, tagok: halves }, uj: { ...lost.uj, tagok: halves } };
    expect(findings(tied).find((finding) => finding.code === 'tobbseg-nem-eleg')?.message).toContain(
      'az igen szavazatok aránya 50%.',
    );
  });

  it('5.3: a yes share just short of three-quarters, rounded to 75,00%, is said to fall short, with the votes (Ptk. 3:102. § (1); decision 113)', () => {
    const request = loadAmendmentCase('fotevekenyseg');
    const votes = (yes: number) =>
      request.korabbi.tagok.map((member) => ({
        ...member,
        penzbetet: member.szemely?.id === 201 ? yes : 3_000_000 - yes,
      }));
    const vote = (targy: string) => ({
      targy,
      igen: [{ id: 201 }],
      nem: [{ id: 202 }],
      tartozkodas: [],
      nemSzavazhatott: [],
    });
    const withYes = (yes: number): AmendmentRequest => ({
      ...request,
      korabbi: { ...request.korabbi, tagok: votes(yes) },
      uj: { ...request.uj, tagok: votes(yes) },
      dontes: {
        ...request.dontes,
        egyhangu: false,
        szavazasok: ['FOTEVEKENYSEG', 'EGYEB_TEVEKENYSEG', 'MODOSITAS'].map(vote),
      },
    });
    const refusals = (yes: number) =>
      findings(withYes(yes))
        .filter((finding) => finding.code === 'tobbseg-nem-eleg')
        .map((finding) => finding.message);
    // exactly three-quarters passes („legalább háromnegyedes”)
    expect(refusals(2_250_000)).toEqual([]);
    const [short] = refusals(2_249_999);
    expect(plain(short!)).toContain(
      'az igen szavazatok aránya 75,00% (kerekítve), amely pontosan számolva nem éri el a szavazatok háromnegyedét (2 249 999 igen szavazat 3 000 000 szavazatból).',
    );
    // a share that does not round to the threshold is left as it was
    expect(refusals(2_100_000)[0]).toContain('az igen szavazatok aránya 70%.');
  });

  it('refuses a member marked barred on a unanimity matter, where those without a vote vote too (Ptk. 3:102. § (3); decision 113)', () => {
    const request = loadAmendmentCase('cegnev');
    const vote = (targy: string, igen: number[], nemSzavazhatott: number[] = []) => ({
      targy,
      igen: igen.map((id) => ({ id })),
      nem: [],
      tartozkodas: [],
      nemSzavazhatott: nemSzavazhatott.map((id) => ({ id })),
    });
    const withAdditionalContribution = (potbefizetes: ReturnType<typeof vote>): AmendmentRequest => ({
      ...request,
      uj: {
        ...request.uj,
        potbefizetesFeltetelei:
          'A taggyűlés üzleti évenként legfeljebb egyszer, tagonként legfeljebb 500 000 forint pótbefizetést rendelhet el.',
      },
      dontes: {
        ...request.dontes,
        egyhangu: false,
        szavazasok: [vote('CEGNEV', [201, 202]), potbefizetes, vote('MODOSITAS', [201, 202])],
      },
    });
    const refusal = (given: AmendmentRequest) =>
      findings(given).find((finding) => finding.code === 'egyhangu-nem-szavazhatott');
    // her yes was counted for the unanimity while the minutes print her as not voting
    const marked = refusal(withAdditionalContribution(vote('POTBEFIZETES', [201, 202], [202])));
    expect(marked?.severity).toBe('error');
    expect(marked?.message).toContain('Fehér Krisztina ezért nem jelölhető a határozatnál nem szavazó tagként');
    expect(marked?.message).toMatch(/\(Ptk\. 3:102\. § \(3\)\)\.$/);
    expect(refusal(withAdditionalContribution(vote('POTBEFIZETES', [201, 202])))).toBeUndefined();
  });

  it('5.11: an activity change tells the lawyer that the register follows the tax authority (Ctv. 24. § (4b); U 8)', () => {
    const main = findings(loadAmendmentCase('fotevekenyseg')).find((item) => item.code === 'tevekenyseg-adohatosag');
    expect(main).toMatchObject({ severity: 'warning', path: 'uj.fotevekenyseg' });
    expect(main?.message).toContain('Ctv. 24. § (4b)');
    expect(main?.message).toContain('megerősítendő (U 8)');
    const other = findings(loadAmendmentCase('egyeb-tevekenyseg')).find(
      (item) => item.code === 'tevekenyseg-adohatosag',
    );
    expect(other?.path).toBe('uj.egyebTevekenysegek');
    expect(codes(loadAmendmentCase('cegnev'))).not.toContain('warning:tevekenyseg-adohatosag');
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
    expect(teaor08?.message).toMatch(/^Az egyéb tevékenység \(„56\.10 – Éttermi, mozgó vendéglátás”\) TEÁOR'08/);
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

  it('5.5: a director whose data differ from the member of the same name is pointed out (Ptk. 3:5. §)', () => {
    const request = loadAmendmentCase('uj-ugyvezeto');
    expect(codes(request)).not.toContain('warning:ugyvezeto-tag-adatai');
    const ugyvezetok = request.uj.ugyvezetok.map((director) =>
      director.nev === 'Fehér Krisztina'
        ? { ...director, anyjaNeve: 'Kiss Mária', szuletesiIdo: '1985-04-12' }
        : director,
    );
    const namesake = findings({ ...request, uj: { ...request.uj, ugyvezetok } }).find(
      (finding) => finding.code === 'ugyvezeto-tag-adatai',
    );
    expect(namesake?.message).toContain(
      'Fehér Krisztina ügyvezető személyazonosító adatai (anyja születési neve és születési idő) eltérnek az azonos nevű tag adataitól.',
    );
    expect(namesake?.severity).toBe('warning');
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

  it('5.2: a written resolution gives the members at least eight days to vote (Ptk. 3:20. § (1))', () => {
    const request = loadAmendmentCase('irasbeli-hatarozathozatal');
    const written = (changes: Partial<AmendmentRequest['dontes']>) =>
      codes({ ...request, dontes: { ...request.dontes, ...changes } }).filter((code) => code.includes('ules-nelkuli'));
    expect(written({})).toEqual([]);
    // a given last day for the votes within eight days of sending is refused
    expect(written({ tervezetMegkuldese: '2026-11-13' })).toEqual(['error:ules-nelkuli-8-nap']);
    expect(written({ tervezetMegkuldese: '2026-11-12' })).toEqual([]);
    // without it the decision's day stands for it, and may be the day the last vote arrived: a warning only
    expect(written({ szavazasiHatarido: undefined, tervezetMegkuldese: '2026-11-13' })).toEqual([
      'warning:ules-nelkuli-8-nap',
    ]);
    expect(written({ szavazasiHatarido: undefined, tervezetMegkuldese: '2026-11-12' })).toEqual([]);
  });

  it('5.2: a written resolution is decided on the last day for the votes, or earlier only once every vote is in (Ptk. 3:20. § (4))', () => {
    const request = loadAmendmentCase('irasbeli-hatarozathozatal');
    const written = (changes: Partial<AmendmentRequest['dontes']>) =>
      findings({ ...request, dontes: { ...request.dontes, ...changes } }).filter((finding) =>
        finding.code.includes('ules-nelkuli'),
      );
    const [first, second] = request.korabbi.tagok.map((member) => ({ nev: member.nev }));
    expect(written({ szavazasiHatarido: '2026-11-19' })).toEqual([
      expect.objectContaining({ severity: 'error', code: 'ules-nelkuli-hatarozat-napja', path: 'dontes.datum' }),
    ]);
    // decided before the draft was sent
    expect(written({ tervezetMegkuldese: '2026-11-21', szavazasiHatarido: '2026-11-30' })).toEqual([
      expect.objectContaining({ severity: 'error', code: 'ules-nelkuli-hatarozat-napja' }),
    ]);
    // every member voted (unanimously) by the 20th, before the last day: the decision is of the 20th
    expect(written({ szavazasiHatarido: '2026-11-25' })).toEqual([]);
    // one member's vote is missing: the decision can only be of the last day
    const missing = written({
      szavazasiHatarido: '2026-11-25',
      egyhangu: false,
      szavazasok: ['TELEPHELY', 'MODOSITAS'].map((targy) => ({
        targy,
        igen: [first!],
        nem: [],
        tartozkodas: [],
        nemSzavazhatott: [],
      })),
    });
    expect(missing).toEqual([expect.objectContaining({ severity: 'error', code: 'ules-nelkuli-hatarozat-napja' })]);
    expect(missing[0]!.message).toContain(`nem szavazott: ${second!.nev}`);
    // no votes given at all: it cannot be told, a warning
    expect(written({ szavazasiHatarido: '2026-11-25', egyhangu: false })).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'ules-nelkuli-hatarozat-napja' }),
    ]);
  });

  it('5.3: a written resolution is unsuccessful unless the votes sent would make a meeting quorate (Ptk. 3:20. § (2))', () => {
    const request = loadAmendmentCase('irasbeli-hatarozathozatal');
    const [first, second] = request.korabbi.tagok.map((member) => ({ nev: member.nev }));
    // the first member (60% of the votes) votes yes on the premises; the second sends no vote on it
    // the articles' quorum, the same before and after (it is not amended here)
    const withQuorum = <T extends AmendmentRequest['korabbi']>(company: T, quorum: number): T => ({
      ...company,
      taggyulesSzabalyzasok: { ...company.taggyulesSzabalyzasok, hatarozatKepessegSzazalek: quorum },
    });
    const votes = (quorum: number): AmendmentRequest => ({
      ...request,
      korabbi: withQuorum(request.korabbi, quorum),
      uj: withQuorum(request.uj, quorum),
      dontes: {
        ...request.dontes,
        egyhangu: false,
        szavazasok: [
          { targy: 'TELEPHELY', igen: [first!], nem: [], tartozkodas: [], nemSzavazhatott: [] },
          { targy: 'MODOSITAS', igen: [first!, second!], nem: [], tartozkodas: [], nemSzavazhatott: [] },
        ],
      },
    });
    const errors = (quorum: number) => findings(votes(quorum)).filter((finding) => finding.severity === 'error');
    // 60% sent: enough under the statutory more-than-half quorum, and the yes votes are a majority
    expect(errors(50)).toEqual([]);
    // the articles require more than 75% for a quorum: 60% sent is not enough, the procedure is unsuccessful
    const short = errors(75);
    expect(short.map((finding) => finding.code)).toEqual(['ules-nelkuli-eredmenytelen']);
    expect(plain(short[0]!.message)).toBe(
      'Az 1/2026. (XI. 20.) számú határozatnál az ülés tartása nélküli határozathozatal eredménytelen: a tagok a szavazásra jogosult szavazatok 60%-át küldték meg, az eljárás azonban csak akkor eredményes, ha legalább annyi szavazatot megküldenek, amennyi szavazati jogot képviselő tag jelenléte ülés tartása esetén a határozatképességhez szükséges lenne, azaz a szavazásra jogosult szavazatok több mint 75%-a (Ptk. 3:20. § (2), 3:18. § (1), a társasági szerződés határozatképességi szabálya). A határozat nem jött létre: a döntéshez új ülés nélküli határozathozatal vagy taggyűlés szükséges.',
    );
    expect(short[0]!.path).toBe('dontes.szavazasok.TELEPHELY');
    // enough votes sent, but the yes votes are no majority of the votes sent (Ptk. 3:19. § (3), 3:20. § (2))
    const split = votes(50);
    const lost = findings({
      ...split,
      dontes: {
        ...split.dontes,
        szavazasok: [
          { targy: 'TELEPHELY', igen: [second!], nem: [first!], tartozkodas: [], nemSzavazhatott: [] },
          split.dontes.szavazasok[1]!,
        ],
      },
    }).filter((finding) => finding.code === 'tobbseg-nem-eleg');
    expect(lost.map((finding) => plain(finding.message))).toEqual([
      'Az 1/2026. (XI. 20.) számú határozathoz egyszerű szótöbbség kell (Ptk. 3:102. § (2)), amelyet ülés tartása nélküli határozathozatalnál a megküldött szavazatokból kell számítani (Ptk. 3:19. § (3), 3:20. § (2)); az igen szavazatok aránya a megküldött szavazatokhoz viszonyítva 40%.',
    ]);
    // the resolution both members voted on stands
    expect(errors(75).some((finding) => finding.message.includes('2/2026.'))).toBe(false);
  });

  describe('5.3: a written resolution takes its majority on the votes sent (Ptk. 3:19. § (3), 3:20. § (2); decision 038)', () => {
    const request = loadAmendmentCase('irasbeli-hatarozathozatal');
    type Ref = { nev: string };
    /** The request with a vote on every resolution the plan asks for: the same yes and no votes on each. */
    const voting = (base: AmendmentRequest, yes: Ref[], no: Ref[] = []): AmendmentRequest => ({
      ...base,
      dontes: {
        ...base.dontes,
        egyhangu: false,
        szavazasok: planAmendment({ ...base, dontes: { ...base.dontes, egyhangu: true } }).resolutions.map(
          (resolution) => ({ targy: resolution.subject, igen: yes, nem: no, tartozkodas: [], nemSzavazhatott: [] }),
        ),
      },
    });
    const errorsOf = (input: AmendmentRequest) => findings(input).filter((finding) => finding.severity === 'error');
    const resultLines = (input: AmendmentRequest) =>
      documentText(input, 'hatarozat')
        .split('\n')
        .map(plain)
        .filter((line) => line.startsWith('A határozatot a tagok '));

    it('adopts a three-quarters matter when 60% of the votes are sent, all yes, under the statutory quorum', () => {
      // the main activity changes too (Ptk. 3:102. § (1): three-quarters); Nagy Lajos (60%) votes yes on everything,
      // Fehér Krisztina (40%) sends no vote
      const base: AmendmentRequest = {
        ...request,
        uj: { ...request.uj, fotevekenyseg: '10.72 – Tartósított lisztes áru gyártása' },
      };
      const input = voting(base, [{ nev: 'Nagy Lajos' }]);
      const plan = planAmendment(input);
      expect(plan.resolutions.filter((resolution) => resolution.majority === 'HAROMNEGYED').length).toBeGreaterThan(0);
      expect(errorsOf(input)).toEqual([]);
      // the deed's spent founding clauses are repealed: its adoption reached three-quarters of the votes sent
      expect(plan.foundingClauses).toBe('repealed');
      const lines = resultLines(input);
      expect(lines.length).toBe(plan.resolutions.length);
      for (const line of lines)
        expect(line).toContain('1 800 000 igen, 0 nem szavazattal, 0 tartózkodás mellett elfogadták');
      expect(lines.find((line) => line.includes('háromnegyedes'))).toBe(
        'A határozatot a tagok 1 800 000 igen, 0 nem szavazattal, 0 tartózkodás mellett elfogadták, a szükséges legalább háromnegyedes szótöbbséggel. A szavazásra jogosult 3 000 000 szavazatból 1 800 000 szavazatot küldtek meg (Ptk. 3:20. § (2)); az igen szavazatok a megküldött szavazatok 100%-át teszik ki (Ptk. 3:19. § (3)). Szavazatot nem küldött: Fehér Krisztina.',
      );
      expect(plain(documentText(input, 'benyujtasi-osszesito'))).toContain('1 800 000 / megküldött: 1 800 000 (100%)');
    });

    it('adopts a simple-majority matter whose yes votes are a majority of those sent, not of those entitled', () => {
      // 1 200 000 / 1 000 000 / 800 000 votes: the second yes, the third no, the first sends nothing
      const three = <T extends AmendmentRequest['korabbi']>(company: T): T => ({
        ...company,
        tagok: [
          { ...company.tagok[0]!, penzbetet: 1_200_000 },
          { ...company.tagok[1]!, penzbetet: 1_000_000 },
          { ...company.tagok[1]!, nev: 'Kovács Béla', szemely: { id: 909 }, penzbetet: 800_000 },
        ],
      });
      const base: AmendmentRequest = { ...request, korabbi: three(request.korabbi), uj: three(request.uj) };
      const input = voting(base, [{ nev: 'Fehér Krisztina' }], [{ nev: 'Kovács Béla' }]);
      const plan = planAmendment(input);
      expect(plan.resolutions.every((resolution) => resolution.majority === 'EGYSZERU')).toBe(true);
      expect(errorsOf(input)).toEqual([]);
      expect(resultLines(input)[0]).toBe(
        'A határozatot a tagok 1 000 000 igen, 800 000 nem szavazattal, 0 tartózkodás mellett elfogadták. A szavazásra jogosult 3 000 000 szavazatból 1 800 000 szavazatot küldtek meg (Ptk. 3:20. § (2)); az igen szavazatok a megküldött szavazatok kerekítve 55,56%-át teszik ki (Ptk. 3:19. § (3)). Szavazatot nem küldött: Nagy Lajos.',
      );
      // as percentages when the votes follow deviating business shares: the same shares
      const deviating = <T extends AmendmentRequest['korabbi']>(company: T): T => ({
        ...company,
        tagok: company.tagok.map((member, index) => ({ ...member, uzletreszElteres: [40, 33.333, 26.667][index] })),
      });
      const ratio = { ...input, korabbi: deviating(input.korabbi), uj: deviating(input.uj) };
      expect(errorsOf(ratio)).toEqual([]);
      expect(resultLines(ratio)[0]).toContain(
        'elfogadták. A tagok a szavazásra jogosult szavazatok 60%-át küldték meg (Ptk. 3:20. § (2)); az igen szavazatok a megküldött szavazatok 55,555%-át teszik ki (Ptk. 3:19. § (3)). Szavazatot nem küldött: Nagy Lajos.',
      );
      // a barred member is left out of every figure (Ptk. 3:18. § (2), 3:19. § (2)): with Kovács Béla barred,
      // 1 000 000 of the 2 200 000 votes entitled are sent, not enough for the quorum of 3:20. § (2)
      const barred: AmendmentRequest = {
        ...input,
        dontes: {
          ...input.dontes,
          szavazasok: input.dontes.szavazasok.map((vote) => ({
            ...vote,
            nem: [],
            nemSzavazhatott: [{ nev: 'Kovács Béla' }],
          })),
        },
      };
      expect(plan.resolutions.length).toBeGreaterThan(0);
      expect(
        plain(findings(barred).find((finding) => finding.code === 'ules-nelkuli-eredmenytelen')!.message),
      ).toContain('a tagok a szavazásra jogosult szavazatok kerekítve 45,45%-át küldték meg');
    });

    it('refuses a resolution whose yes votes are no majority of the votes sent, and leaves a meeting as it was', () => {
      // both send a vote: Fehér Krisztina (40%) yes, Nagy Lajos (60%) no
      const lost = voting(request, [{ nev: 'Fehér Krisztina' }], [{ nev: 'Nagy Lajos' }]);
      const refused = findings(lost).filter((finding) => finding.code === 'tobbseg-nem-eleg');
      expect(plain(refused[0]!.message)).toBe(
        'Az 1/2026. (XI. 20.) számú határozathoz egyszerű szótöbbség kell (Ptk. 3:102. § (2)), amelyet ülés tartása nélküli határozathozatalnál a megküldött szavazatokból kell számítani (Ptk. 3:19. § (3), 3:20. § (2)); az igen szavazatok aránya a megküldött szavazatokhoz viszonyítva 40%.',
      );
      expect(refused.every((finding) => !finding.message.includes('megerősítendő'))).toBe(true);
      // at a meeting, a member present who casts no vote still counts against the majority (Ptk. 3:19. § (3))
      const atMeeting = voting(
        {
          ...request,
          uj: { ...request.uj, fotevekenyseg: '10.72 – Tartósított lisztes áru gyártása' },
          dontes: {
            ...request.dontes,
            mod: 'TAGGYULES',
            jelenlevok: [{ tag: { nev: 'Nagy Lajos' } }, { tag: { nev: 'Fehér Krisztina' } }],
            osszehivas: { mod: 'TELJES_JELENLET' },
            hitelesito: { nev: 'Fehér Krisztina' },
            levezetoElnok: 'Nagy Lajos',
            jegyzokonyvvezeto: 'Nagy Lajos',
            kezdes: '10:00',
            befejezes: '10:40',
          },
        },
        [{ nev: 'Nagy Lajos' }],
      );
      const majority = findings(atMeeting).filter((finding) => finding.code === 'tobbseg-nem-eleg');
      expect(majority.map((finding) => plain(finding.message))).toContainEqual(
        expect.stringContaining(
          'legalább háromnegyedes szótöbbség kell a jelen lévő szavazatokból (Ptk. 3:102. § (1)); az igen szavazatok aránya 60%.',
        ),
      );
    });
  });

  it('a member living abroad names a service-of-process agent the register states (Ctv. 25. § (1) l); read-through 10)', () => {
    // tokeemeles-uj-taggal: Tóth Gábor joins by the increase; here he lives in Munich
    const request = loadAmendmentCase('tokeemeles-uj-taggal');
    const abroad = (agent?: string): AmendmentRequest => ({
      ...request,
      uj: {
        ...request.uj,
        tagok: request.uj.tagok.map((member) =>
          member.nev === 'Tóth Gábor'
            ? { ...member, lakohely: 'D-80331 München, Marienplatz 8.', kezbesitesiMegbizott: agent }
            : member,
        ),
      },
    });
    const agentFindings = (agent?: string) =>
      findings(abroad(agent)).filter((finding) => finding.code === 'tag-kezbesitesi-megbizott');
    expect(agentFindings()).toEqual([
      expect.objectContaining({ severity: 'warning', path: 'uj.tagok.2.kezbesitesiMegbizott' }),
    ]);
    expect(agentFindings()[0]!.message).toBe(
      'Tóth Gábor (tag) lakóhelye külföldön van: kézbesítési megbízottat kell megneveznie, akinek adatait a cégjegyzék tartalmazza (Ctv. 25. § (1) l)); a létesítő okiratban kipontozott hely áll a helyén.',
    );
    // the deed restating the members prints the dotted line the warning speaks of
    expect(documentText(abroad(), 'modositas')).toContain('Kézbesítési megbízottja: …');
    expect(agentFindings('dr. Kiss Anna ügyvéd, 4025 Debrecen, Piac utca 1.')).toEqual([]);
    expect(findings(request).map((finding) => finding.code)).not.toContain('tag-kezbesitesi-megbizott');
  });

  it('5.6: a buyer who notified his acquisition has the pre-emption right on a later sale to another outsider (Ptk. 3:167. § (2), 3:169. § (2); read-through 10)', () => {
    // tobbszemelyesse-valas: the sole member sells 1 000 000 Ft to Lakatos Emese (contract 11-21, notified 11-23);
    // here he also sells 500 000 Ft to Kiss Béla
    const request = loadAmendmentCase('tobbszemelyesse-valas');
    const first = request.uzletreszAtruhazasok[0]!;
    const [seller, lakatos] = request.uj.tagok;
    const kiss = { ...first.vevo, nev: 'Kiss Béla', adoazonositoJel: '8449256798' };
    const secondSale = (changes: Partial<typeof first>): AmendmentRequest => ({
      ...request,
      uzletreszAtruhazasok: [first, { ...first, vevo: kiss, nevertek: 500_000, vetelar: 700_000, ...changes }],
      uj: {
        ...request.uj,
        tagok: [{ ...seller!, penzbetet: 1_500_000 }, lakatos!, { ...lakatos!, ...kiss, penzbetet: 500_000 }],
      },
    });
    const newMember = (changes: Partial<typeof first>) =>
      findings(secondSale(changes)).filter((finding) => finding.code === 'elovasarlas-uj-tag');
    // the same day as the first contract, before Lakatos Emese's notification: the seller is still the sole member
    expect(newMember({})).toEqual([]);
    const after = newMember({ szerzodesKelte: '2026-11-24', bejelentesKelte: '2026-11-25' });
    expect(after).toEqual([
      expect.objectContaining({ severity: 'error', path: 'uzletreszAtruhazasok.1.szerzodesKelte' }),
    ]);
    expect(after[0]!.message).toContain(
      'Lakatos Emese a szerzés 2026. november 23. napján történt bejelentésével a Társasággal szemben taggá vált (Ptk. 3:169. § (2)), ezért a 2026. november 24. napján kelt szerződéssel Kiss Béla részére eladott üzletrészre őt is elővásárlási jog illeti meg (Ptk. 3:167. § (2)).',
    );
    // listed first but contracted after the other buyer's notification: the order of the list does not matter
    // (Kiss Béla notified on 11-20, before Lakatos Emese's contract of 11-21)
    expect(
      newMember({ szerzodesKelte: '2026-11-19', bejelentesKelte: '2026-11-20' }).map((finding) => finding.path),
    ).toEqual(['uzletreszAtruhazasok.0.szerzodesKelte']);
    // notified on the day of the other contract: the contracts signed first, as usual at one signing
    expect(newMember({ szerzodesKelte: '2026-11-23', bejelentesKelte: '2026-11-23' })).toEqual([]);
    // a gift gives no pre-emption right (pénzszolgáltatás ellenében only)
    expect(newMember({ szerzodesKelte: '2026-11-24', jogcim: 'AJANDEKOZAS', vetelar: 0 })).toEqual([]);
  });

  it('5.6: the sole member decides only once the transfer making the company single-member is notified (Ptk. 3:169. § (2), 3:208. § (2))', () => {
    // egyszemelyesse-valas: Fehér Krisztina's share passes to Nagy Lajos, who decides alone on 2026-11-20
    const request = loadAmendmentCase('egyszemelyesse-valas');
    const withTransfer = (changes: Partial<AmendmentRequest['uzletreszAtruhazasok'][number]>): AmendmentRequest => ({
      ...request,
      uzletreszAtruhazasok: [{ ...request.uzletreszAtruhazasok[0]!, ...changes }],
    });
    const soleMember = (changes: Partial<AmendmentRequest['uzletreszAtruhazasok'][number]>) =>
      findings(withTransfer(changes)).filter((finding) => finding.code === 'egyszemelyes-dontes-bejelentes-elott');
    // contract 2026-11-18, notified 2026-11-19: single-member on the decision's day
    expect(soleMember({})).toEqual([]);
    expect(soleMember({ szerzodesKelte: '2026-11-20', bejelentesKelte: '2026-11-20' })).toEqual([]);
    // notified after the decision: the company was still multi-member, the members' meeting decides
    const late = soleMember({ szerzodesKelte: '2026-11-21', bejelentesKelte: '2026-11-23' });
    expect(late).toEqual([
      expect.objectContaining({ severity: 'error', path: 'uzletreszAtruhazasok.0.bejelentesKelte' }),
    ]);
    expect(late[0]!.message).toBe(
      'A Társaság Nagy Lajos üzletrész-szerzésének a Társasággal szembeni hatályossá válásával – a szerzés bejelentésével (2026. november 23.) – válik egyszemélyessé (Ptk. 3:169. § (2), 3:208. § (2)); addig többszemélyes, és a taggyűlés dönt (Ptk. 3:188. § (1)). Az egyedüli tag határozata (Ptk. 3:109. § (4)) ezért nem kelhet e nap előtt, a döntés napja (2026. november 20.) azonban korábbi. Javítsa a döntés napját vagy a szerzés bejelentésének keltét.',
    );
    // no notification day: the contract's day at the least
    expect(soleMember({ szerzodesKelte: '2026-11-21', bejelentesKelte: undefined })).toEqual([
      expect.objectContaining({ severity: 'error', path: 'dontes.datum' }),
    ]);
    expect(soleMember({ szerzodesKelte: '2026-11-19', bejelentesKelte: undefined })).toEqual([]);
  });

  it('5.6: the documents listing a buyer as a member are dated on or after the notification (Ptk. 3:169. § (2), 3:197. § (3))', () => {
    // tobbszemelyesse-valas: documents of 2026-11-24, contract 2026-11-21, notified 2026-11-23
    const request = loadAmendmentCase('tobbszemelyesse-valas');
    const notified = (day: string) =>
      findings({
        ...request,
        uzletreszAtruhazasok: [{ ...request.uzletreszAtruhazasok[0]!, bejelentesKelte: day }],
      }).filter((finding) => finding.code === 'bejelentes-okiratok-utan');
    expect(notified('2026-11-23')).toEqual([]);
    expect(notified('2026-11-24')).toEqual([]);
    const late = notified('2026-11-26');
    expect(late).toEqual([
      expect.objectContaining({ severity: 'error', path: 'uzletreszAtruhazasok.0.bejelentesKelte' }),
    ]);
    expect(late[0]!.message).toBe(
      'Lakatos Emese a szerzést 2026. november 26. napján jelenti be a Társaságnak, az okiratok – köztük a tagjegyzék – kelte (2026. november 24.) azonban ennél korábbi. A megszerző a Társasággal szemben a bejelentéstől tag (Ptk. 3:169. § (2)), a tagjegyzékbe a bejelentés alapján vezethető át (Ptk. 3:168. § (2), 3:197. § (3)), a tagjegyzék pedig már tagként tünteti fel. Az okiratok kelte legalább a bejelentés napja legyen, vagy javítsa a bejelentés keltét.',
    );
    // with no notification day the notification is dated the contract's day: a contract after the documents is refused
    // too (decision 064), one on their day is not
    const contracted = (day: string) =>
      findings({
        ...request,
        uzletreszAtruhazasok: [
          { ...request.uzletreszAtruhazasok[0]!, bejelentesKelte: undefined, szerzodesKelte: day },
        ],
      }).filter((finding) => finding.code === 'bejelentes-okiratok-utan');
    expect(contracted('2026-11-24')).toEqual([]);
    const undated = contracted('2026-11-25');
    expect(undated).toEqual([
      expect.objectContaining({ severity: 'error', path: 'uzletreszAtruhazasok.0.szerzodesKelte' }),
    ]);
    expect(undated[0]!.message).toContain(
      'Az üzletrész-átruházási szerződés – és így a szerzés bejelentése is, amelynek keltét nem adta meg – 2026. november 25. napján kelt, az okiratok – köztük a tagjegyzék – kelte (2026. november 24.) azonban ennél korábbi. Lakatos Emese a Társasággal szemben a bejelentéstől tag (Ptk. 3:169. § (2))',
    );
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
    expect(warning?.message).toContain('Az 1/2026. (XI. 20.) számú határozat egyszerű többséggel elfogadható');
    expect(findings(loadAmendmentCase('uj-ugyvezeto')).some((item) => item.message.includes('(z)'))).toBe(false);
  });

  it('5.3: a meeting on the last day of the invitation period is pointed out, not refused (Ptk. 3:190. § (1))', () => {
    const request = loadAmendmentCase('szekhely-azonos-cegbirosag');
    const invitedOn = (meghivoKelte: string) => ({
      ...request,
      dontes: { ...request.dontes, osszehivas: { mod: 'MEGHIVO' as const, meghivoKelte } },
    });
    const boundary = findings(invitedOn('2026-11-05')).find((finding) => finding.code === 'meghivo-hatarnap');
    expect(boundary?.severity).toBe('warning');
    expect(boundary?.message).toContain('csak 14 teljes nap telt el');
    expect(boundary?.message).toContain('legkorábban 2026. november 21. napján tartható');
    expect(codes(invitedOn('2026-11-05'))).not.toContain('error:meghivo-15-nap');
    expect(codes(invitedOn('2026-11-04'))).not.toContain('warning:meghivo-hatarnap');
    expect(codes(invitedOn('2026-11-06'))).toContain('error:meghivo-15-nap');
  });

  it('5.3: the director named as having convened the meeting must be a registered director', () => {
    const request = loadAmendmentCase('ugyvezeto-visszahivas-meghivoval');
    const convenedBy = (osszehivo: string) => ({
      ...request,
      dontes: { ...request.dontes, osszehivas: { mod: 'MEGHIVO' as const, meghivoKelte: '2026-11-02', osszehivo } },
    });
    expect(codes(convenedBy('Fehér Krisztina'))).not.toContain('error:osszehivo');
    const stranger = findings(convenedBy('Balogh Tamás')).find((finding) => finding.code === 'osszehivo');
    expect(stranger?.severity).toBe('error');
    expect(stranger?.message).toContain('Balogh Tamás nem a Társaság bejegyzett ügyvezetője');
    expect(stranger?.path).toBe('dontes.osszehivas.osszehivo');
  });

  it('5.3–5.4: full attendance, the invitation period and the authenticator', () => {
    const request = loadAmendmentCase('szekhely-azonos-cegbirosag');
    const absent = { ...request.dontes, jelenlevok: request.dontes.jelenlevok.slice(0, 1) };
    expect(codes({ ...request, dontes: absent })).toEqual(
      expect.arrayContaining(['error:teljes-jelenlet', 'error:hitelesito']),
    );
    const late = { ...request.dontes, osszehivas: { mod: 'MEGHIVO' as const, meghivoKelte: '2026-11-10' } };
    expect(codes({ ...request, dontes: late })).toContain('error:meghivo-15-nap');
    expect(findings({ ...request, dontes: late }).find((finding) => finding.code === 'meghivo-15-nap')?.message).toBe(
      'A meghívót a taggyűlés előtt legalább 15 nappal kell elküldeni (Ptk. 3:190. § (1)).',
    );
    const shortNotice = { ...request.korabbi.taggyulesSzabalyzasok, meghivasiHatarido: 8 };
    const lateForDefault = { ...request.dontes, osszehivas: { mod: 'MEGHIVO' as const, meghivoKelte: '2026-11-12' } };
    expect(codes({ ...request, dontes: lateForDefault })).toContain('error:meghivo-15-nap');
    expect(
      codes({
        ...request,
        dontes: lateForDefault,
        korabbi: { ...request.korabbi, taggyulesSzabalyzasok: shortNotice },
      }),
    ).not.toContain('error:meghivo-15-nap');
    const tooLate = { ...request.dontes, osszehivas: { mod: 'MEGHIVO' as const, meghivoKelte: '2026-11-13' } };
    const shortened = {
      ...request,
      dontes: tooLate,
      korabbi: { ...request.korabbi, taggyulesSzabalyzasok: shortNotice },
    };
    expect(findings(shortened).find((finding) => finding.code === 'meghivo-15-nap')?.message).toContain(
      'legalább 8 nappal kell elküldeni (Ptk. 3:190. § (1), a társasági szerződés szerint).',
    );
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
    // refusals name the statute (decision 042)
    expect(findings({ ...request, uj: early }).find((f) => f.code === 'ugyvezeto-kezdet')?.message).toContain(
      '(Ptk. 3:21. § (3))',
    );
    // an empty start is asked for, not called earlier than the decision
    const noStart = { ...request.uj, ugyvezetok: [{ ...director, megbizasKezdoIdopontja: undefined }] };
    const asked = findings({ ...request, uj: noStart }).find((f) => f.code === 'ugyvezeto-kezdet')?.message;
    expect(asked).toMatch(/^Adja meg .+ megbízatásának kezdetét/);
    expect(asked).not.toContain('nem lehet korábbi');
    expect(asked).toContain('(Ptk. 3:21. § (3))');
    expect(findings({ ...request, uj: alone }).find((f) => f.code === 'egyuttes-tars')?.message).toContain(
      '(Ctv. 8. § (2)–(3))',
    );
    const noTaxId = { ...request.uj, ugyvezetok: [{ ...director, adoazonositoJel: undefined }] };
    expect(codes({ ...request, uj: noTaxId })).toContain('error:ugyvezeto-adoazonosito');
    const gap = { ...request.uj, ugyvezetok: [{ ...director, megbizasKezdoIdopontja: '2026-12-05' }] };
    expect(codes({ ...request, uj: gap })).toContain('error:ugyvezeto-hezag');
    // the refusal names the rule and the statute, and for a resignation the deferred effect (Ptk. 3:25. § (4))
    const gapMessage = (ok: 'VISSZAHIVAS' | 'LEMONDAS') =>
      findings({
        ...request,
        uj: gap,
        ugyvezetoValtozas: {
          ...request.ugyvezetoValtozas!,
          megszunok: [{ ...request.ugyvezetoValtozas!.megszunok[0]!, ok }],
        },
      }).find((finding) => finding.code === 'ugyvezeto-hezag')?.message;
    expect(gapMessage('VISSZAHIVAS')).toContain(
      'Az utolsó ügyvezető megbízatásának megszűnése (2026. december 1.) és az új ügyvezető megbízatásának kezdete (2026. december 5.) között a Társaságnak nem lenne ügyvezetője',
    );
    expect(gapMessage('VISSZAHIVAS')).toContain('(Ptk. 3:21. § (1), 3:29. § (1))');
    expect(gapMessage('VISSZAHIVAS')).not.toContain('3:25. § (4)');
    expect(gapMessage('LEMONDAS')).toContain(
      'a lemondás az új ügyvezető megválasztásával, ennek hiányában legkésőbb a bejelentéstől számított hatvanadik napon válik hatályossá (Ptk. 3:25. § (4))',
    );
    expect(codes({ ...request, ugyvezetoValtozas: undefined })).toContain('error:megszunes-oka');
  });

  it('5.5: refuses a company manager added, naming the statute (Ptk. 3:113. §; decision 042)', () => {
    const request = loadAmendmentCase('ugyvezeto-csere');
    const manager = {
      nev: 'Kiss Péter',
      lakohely: '4025 Debrecen, Piac utca 12.',
      kezdoIdopont: '2026-12-01',
      szabadSzoveg: false,
      cegjegyzesiJogTipus: 'ONALLO' as const,
      cegjegyzesEgyuttesenCsoport: [],
    };
    const refusal = findings({ ...request, uj: { ...request.uj, cegvezeto: manager } }).find(
      (finding) => finding.code === 'cegvezeto',
    );
    expect(refusal?.severity).toBe('error');
    expect(refusal?.message).toContain('(Ptk. 3:113. § (1))');
  });

  it('5.5: joint signers whose groups leave one without a partner, as the formation checks refuse them', () => {
    const request = loadAmendmentCase('cegjegyzes-egyuttes');
    const inGroups = (...groups: ('A' | 'B' | 'C')[][]): AmendmentRequest => ({
      ...request,
      uj: {
        ...request.uj,
        ugyvezetok: request.uj.ugyvezetok.map((director, index) => ({
          ...director,
          cegjegyzesEgyuttesenCsoport: groups[index]!,
        })),
      },
    });
    expect(codes(inGroups(['A'], []))).toContain('error:egyuttes-csoport');
    expect(codes(inGroups(['A'], ['A']))).not.toContain('error:egyuttes-csoport');
    expect(codes(inGroups([], []))).not.toContain('error:egyuttes-csoport');
  });

  it('5.6: a legal-entity seller is named with its article, at the start of the sentence too', () => {
    const request = loadAmendmentCase('atruhazas-kivulallora');
    const seller = findMember(request.korabbi.tagok, request.uzletreszAtruhazasok[0]!.eladoTag)!;
    const asCompany = <T extends { nev: string }>(member: T): T =>
      isSameParty(member, seller)
        ? { ...member, nev: 'Omega Kft.', jogiSzemely: true, torzsbetetBefizetve: false }
        : member;
    const unpaidCompany = {
      ...request,
      korabbi: { ...request.korabbi, tagok: request.korabbi.tagok.map(asCompany) },
      uj: { ...request.uj, tagok: request.uj.tagok.map(asCompany) },
    };
    const unpaid = findings(unpaidCompany).find((finding) => finding.code === 'elado-nem-fizetett');
    expect(unpaid?.message).toMatch(/^Az Omega Kft\. törzsbetétje nincs teljesen befizetve/);
  });

  it('5.6: a legal-entity seller has no spouse to consent (Ptk. 4:37. § (1), 4:45. § (1); read-through 8)', () => {
    const request = loadAmendmentCase('atruhazas-kivulallora');
    const transfer = request.uzletreszAtruhazasok[0]!;
    const seller = findMember(request.korabbi.tagok, transfer.eladoTag)!;
    const asCompany = <T extends { nev: string }>(member: T): T =>
      isSameParty(member, seller)
        ? { ...member, jogiSzemely: true, cegjegyzekszam: '01-09-999999', kepviselo: 'Képviselő Károly' }
        : member;
    const withSpouse = (company: boolean): AmendmentRequest => ({
      ...request,
      korabbi: company ? { ...request.korabbi, tagok: request.korabbi.tagok.map(asCompany) } : request.korabbi,
      uj: company ? { ...request.uj, tagok: request.uj.tagok.map(asCompany) } : request.uj,
      uzletreszAtruhazasok: [{ ...transfer, hazastarsiHozzajarulas: { nev: 'Házastárs Hedvig' } }],
    });
    const refused = findings(withSpouse(true)).find((finding) => finding.code === 'hazastars-jogi-szemely');
    expect(refused?.severity).toBe('error');
    expect(refused?.path).toBe('uzletreszAtruhazasok.0.hazastarsiHozzajarulas');
    expect(refused?.message).toContain('jogi személy, ezért házastársa nincs');
    expect(refused?.message).toContain('(Házastárs Hedvig)');
    // a natural person's spouse consents as before
    expect(codes(withSpouse(false))).not.toContain('error:hazastars-jogi-szemely');
  });

  it('a registered contribution still owed after its time of performance is pointed out (Ptk. 3:98. §; read-through 8)', () => {
    // cegnev: documents of 2026-11-20; the members' cash contributions were due at formation
    const request = loadAmendmentCase('cegnev');
    const owing = (paid: boolean | undefined, deadline: string): AmendmentRequest => {
      const member = (tag: AmendmentRequest['uj']['tagok'][number], index: number) =>
        index === 0 ? { ...tag, penzbetetHatarido: deadline, torzsbetetBefizetve: paid } : tag;
      return {
        ...request,
        korabbi: { ...request.korabbi, tagok: request.korabbi.tagok.map(member) },
        uj: { ...request.uj, tagok: request.uj.tagok.map(member) },
      };
    };
    const overdue = findings(owing(false, '2020-03-01')).find(
      (finding) => finding.code === 'torzsbetet-hatarido-lejart',
    );
    expect(overdue?.severity).toBe('warning');
    expect(overdue?.path).toBe('korabbi.tagok.0.torzsbetetBefizetve');
    expect(plain(overdue!.message)).toContain(
      'a létesítő okiratban előírt teljesítési idő (2020. március 1.) azonban korábbi az okiratok keltezésénél',
    );
    expect(overdue?.message).toContain('(Ptk. 3:98. § (1)–(2))');
    // not given as paid counts as owed, as the articles word it
    expect(codes(owing(undefined, '2020-03-01'))).toContain('warning:torzsbetet-hatarido-lejart');
    // paid, or not yet due on the documents' day: nothing to say
    expect(codes(owing(true, '2020-03-01'))).not.toContain('warning:torzsbetet-hatarido-lejart');
    expect(codes(owing(false, request.keltezesIdeje))).not.toContain('warning:torzsbetet-hatarido-lejart');
  });

  it('5.6: pre-emption statements, a gift needing prior consent, a division under 100 000 Ft, a register that does not follow', () => {
    const request = loadAmendmentCase('atruhazas-kivulallora');
    const transfer = request.uzletreszAtruhazasok[0]!;
    expect(codes({ ...request, uzletreszAtruhazasok: [{ ...transfer, elovasarlasiNyilatkozatok: [] }] })).toContain(
      'error:elovasarlas',
    );
    // the articles let a gift to an outsider pass only with the members' meeting's prior consent (decision 049): the
    // consent is planned and the gift accepted, but not a gift contract dated before the resolution it cites
    const noFreeGifts = {
      ...request.korabbi.uzletreszNyeresegSzabalyzasok,
      ingyenesAtruhazasEngedelyezett: false,
      atruhazashozBeleegyezes: false,
      elovasarlasiJog: false,
    };
    const gift = {
      ...request,
      korabbi: { ...request.korabbi, uzletreszNyeresegSzabalyzasok: noFreeGifts },
      uj: { ...request.uj, uzletreszNyeresegSzabalyzasok: noFreeGifts },
      uzletreszAtruhazasok: [
        {
          ...transfer,
          jogcim: 'AJANDEKOZAS' as const,
          vetelar: 0,
          fizetesiHatarido: undefined,
          eladoSzamlaszam: undefined,
        },
      ],
    };
    expect(codes(gift).filter((code) => code.startsWith('error'))).toEqual([]);
    expect(planAmendment(gift).resolutions.map((resolution) => resolution.subject)).toEqual(['ATRUHAZAS']);
    const early = {
      ...gift,
      uzletreszAtruhazasok: [{ ...gift.uzletreszAtruhazasok[0]!, szerzodesKelte: '2026-11-19' }],
    };
    const refused = findings(early).filter((finding) => finding.code === 'ajandekozas-elozetes-hozzajarulas');
    expect(refused.map((finding) => finding.message)).toEqual([
      expect.stringMatching(/előzetes hozzájárulásával.*Ptk\. 3:167\. § \(6\).*2026\. november 19\./),
    ]);
    // a sole member's articles restrict no gift
    const sole = loadAmendmentCase('tobbszemelyesse-valas');
    const soleRules = { ...sole.korabbi.uzletreszNyeresegSzabalyzasok, ingyenesAtruhazasEngedelyezett: false };
    expect(
      codes({
        ...sole,
        korabbi: { ...sole.korabbi, uzletreszNyeresegSzabalyzasok: soleRules },
        uzletreszAtruhazasok: sole.uzletreszAtruhazasok.map((item) => ({ ...item, jogcim: 'AJANDEKOZAS' as const })),
      }).filter((code) => code.startsWith('error')),
    ).toEqual([]);
    expect(codes({ ...request, uzletreszAtruhazasok: [{ ...transfer, nevertek: 1_150_000 }] })).toEqual(
      expect.arrayContaining(['error:felosztas-100e', 'error:tagjegyzek-egyezes']),
    );
    expect(codes({ ...request, uzletreszAtruhazasok: [{ ...transfer, bejelentesKelte: '2026-12-10' }] })).toContain(
      'warning:bejelentes-8-nap',
    );
    // the contract of Saturday 21 November: the eighth day, Sunday 29 November, moves to Monday 30 November (Ptk.
    // 8:3. § (1), (3); decision 113)
    const notifiedOn = (bejelentesKelte: string) =>
      codes({ ...request, uzletreszAtruhazasok: [{ ...transfer, bejelentesKelte }] });
    expect(notifiedOn('2026-11-30')).not.toContain('warning:bejelentes-8-nap');
    expect(notifiedOn('2026-12-01')).toContain('warning:bejelentes-8-nap');
  });

  it('5.6: a seller selling to several buyers is held to her törzsbetét and the 100 000 Ft minimum as a whole (Ptk. 3:161. § (1))', () => {
    // Fehér Krisztina holds 1 200 000 Ft and sells two parts; the target state follows the transfers
    const request = loadAmendmentCase('atruhazas-tagra-reszleges');
    const transfer = request.uzletreszAtruhazasok[0]!;
    const selling = (first: number, second: number) => {
      const [nagyLajos, feherKrisztina] = request.uj.tagok;
      const sold = Math.min(first + second, 1_200_000);
      return {
        ...request,
        uzletreszAtruhazasok: [
          { ...transfer, nevertek: first },
          { ...transfer, nevertek: second },
        ],
        uj: {
          ...request.uj,
          tagok: [
            { ...nagyLajos!, penzbetet: 1_800_000 + sold },
            { ...feherKrisztina!, penzbetet: 1_200_000 - sold },
          ],
        },
      };
    };
    const transferErrors = (request: AmendmentRequest) =>
      findings(request).filter(
        (finding) => finding.severity === 'error' && /^(nevertek|felosztas-100e)/.test(finding.code),
      );
    // the whole share in two parts, or a remainder of at least 100 000 Ft: lawful
    expect(transferErrors(selling(600_000, 600_000))).toEqual([]);
    expect(transferErrors(selling(600_000, 500_000))).toEqual([]);
    // each part is within her törzsbetét, together they are not
    const tooMuch = transferErrors(selling(600_000, 700_000));
    expect(tooMuch.map((finding) => finding.code)).toEqual(['nevertek-osszesen']);
    expect(plain(tooMuch[0]!.message)).toBe(
      'Fehér Krisztina ebben a módosításban 2 szerződéssel összesen 1 300 000 Ft névértékű törzsbetétet ruház át (600 000 Ft és 700 000 Ft), többet, mint a törzsbetétje (1 200 000 Ft). Az üzletrész a törzsbetéthez igazodik (Ptk. 3:164. § (1)), így a tag legfeljebb törzsbetétje teljes névértékét ruházhatja át; csökkentse az átruházott névértékeket.',
    );
    expect(tooMuch[0]!.path).toBe('uzletreszAtruhazasok.1.nevertek');
    // each part leaves her more than 100 000 Ft, together only 50 000 Ft
    const remainder = transferErrors(selling(600_000, 550_000));
    expect(remainder.map((finding) => finding.code)).toEqual(['felosztas-100e-osszesen']);
    expect(plain(remainder[0]!.message)).toContain(
      'így 50 000 Ft törzsbetét maradna nála. Az üzletrész felosztása után minden törzsbetétnek legalább 100 000 Ft-nak kell lennie (Ptk. 3:161. § (1))',
    );
    // a part out of range is reported by itself, as for a single transfer, and not again as a total
    expect(transferErrors(selling(1_300_000, 100_000)).map((finding) => finding.code)).toEqual(['nevertek']);
    // a single transfer keeps its own check and message
    const single = { ...request, uzletreszAtruhazasok: [{ ...transfer, nevertek: 1_150_000 }] };
    expect(transferErrors(single).map((finding) => plain(finding.message))).toEqual([
      'Az üzletrész felosztása után mindkét törzsbetétnek legalább 100 000 Ft-nak kell lennie (Ptk. 3:161. § (1)).',
    ]);
  });

  it('5.6: the transfers of one seller are listed in the order of their contracts (Ptk. 3:173. § (2); decision 044)', () => {
    // the second contract divides what the first left the seller and says the first came before it
    const request = loadAmendmentCase('atruhazas-tagra-reszleges');
    const transfer = request.uzletreszAtruhazasok[0]!;
    const [nagyLajos, feherKrisztina] = request.uj.tagok;
    const twoSales = (first: string, second: string): AmendmentRequest => ({
      ...request,
      uzletreszAtruhazasok: [
        { ...transfer, nevertek: 400_000, szerzodesKelte: first },
        { ...transfer, nevertek: 400_000, szerzodesKelte: second },
      ],
      uj: {
        ...request.uj,
        tagok: [
          { ...nagyLajos!, penzbetet: 2_600_000 },
          { ...feherKrisztina!, penzbetet: 400_000 },
        ],
      },
    });
    const outOfOrder = findings(twoSales('2026-11-22', '2026-11-21')).find(
      (finding) => finding.code === 'atruhazas-sorrend',
    );
    expect(outOfOrder?.severity).toBe('error');
    expect(plain(outOfOrder!.message)).toBe(
      'Fehér Krisztina üzletrészét több szerződéssel ruházza át, de a 2. átruházás szerződése (2026. november 21.) korábbi, mint az előtte megadott 1. átruházásé (2026. november 22.). A program az átruházásokat a megadott sorrendben veszi: a későbbi szerződés az eladónál az előző átruházás után maradó üzletrészre vonatkozik, és az üzletrész felosztásához való hozzájárulás is ebben a sorrendben osztja fel az üzletrészt. Adja meg az átruházásokat a szerződések keltének sorrendjében (Ptk. 3:173. § (2)).',
    );
    expect(outOfOrder?.path).toBe('uzletreszAtruhazasok.1.szerzodesKelte');
    // the same day, or in the order of the contracts: accepted
    expect(codes(twoSales('2026-11-21', '2026-11-21'))).not.toContain('error:atruhazas-sorrend');
    expect(codes(twoSales('2026-11-21', '2026-11-22'))).not.toContain('error:atruhazas-sorrend');
  });

  it('5.6: a buyer named in the target state with other data than the contract gives is pointed out', () => {
    const request = loadAmendmentCase('atruhazas-tagra-reszleges');
    expect(codes(request)).not.toContain('warning:vevo-uj-adatai');
    const tagok = request.uj.tagok.map((member) =>
      member.nev === 'Nagy Lajos' ? { ...member, lakohely: '4025 Debrecen, Piac utca 1.' } : member,
    );
    const moved = findings({ ...request, uj: { ...request.uj, tagok } }).find(
      (finding) => finding.code === 'vevo-uj-adatai',
    );
    expect(moved?.severity).toBe('warning');
    expect(moved?.path).toBe('uj.tagok.0');
    expect(moved?.message).toBe(
      'A szerződés Nagy Lajos vevőt más adatokkal (lakóhely) nevezi meg, mint ahogy az új állapot (a tagjegyzék és a létesítő okirat) tagként szerepelteti (az üzletrész-átruházások között az 1. átruházás, illetve a tagok között az 1. tag). Az okiratok így egy személyt kétféleképpen írnának le. Egyeztesse az adatokat: javítsa az elírást, vagy ha a vevő adatai megváltoztak, mindkét helyen a hatályos adatokat adja meg.',
    );
  });

  it('one saved person described two ways in one state is pointed out; a change between the states is not', () => {
    const request = loadAmendmentCase('atruhazas-tagra-reszleges');
    expect(codes(request)).not.toContain('warning:szemely-adatai-elteroek');
    // Nagy Lajos (szemely 201) is a member and the director: the director's record gives another mother's name
    const ugyvezetok = request.uj.ugyvezetok.map((director) => ({ ...director, anyjaNeve: 'Kiss Mária' }));
    const twoWays = findings({ ...request, uj: { ...request.uj, ugyvezetok } }).filter(
      (finding) => finding.code === 'szemely-adatai-elteroek',
    );
    expect(twoWays).toHaveLength(1);
    expect(twoWays[0]!.severity).toBe('warning');
    expect(twoWays[0]!.path).toBe('uj.ugyvezetok.0');
    expect(twoWays[0]!.message).toContain(
      'Ugyanaz a személy (Nagy Lajos) az 1. tagként és az 1. ügyvezetőként is szerepel, de eltérő adatokkal (anyja születési neve: „Balogh Margit”, illetve „Kiss Mária”).',
    );
    // the member moved: the registered state has the old address, the target state the new one everywhere
    const moved = <T extends { szemely?: { id?: string | number } | undefined; lakohely?: string | undefined }>(
      records: T[],
    ) =>
      records.map((record) =>
        record.szemely?.id === 201 ? { ...record, lakohely: '4025 Debrecen, Piac utca 1.' } : record,
      );
    const newAddress = {
      ...request,
      uj: { ...request.uj, tagok: moved(request.uj.tagok), ugyvezetok: moved(request.uj.ugyvezetok) },
    };
    expect(codes(newAddress)).not.toContain('warning:szemely-adatai-elteroek');
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
    // where the land-register consent of real estate contributed belongs (decision 081)
    expect(
      findings({
        ...request,
        tokeemeles: { ...increase, hozzajarulasok: [{ ...contribution, penzbeli: 0, nemPenzbeli: 1_000_000 }] },
      }).find((finding) => finding.code === 'apport-emeles')?.message,
    ).toContain(
      'kötelezettségvállaló nyilatkozatának (Ptk. 3:200. § (1)) tartalmaznia kell feltétlen és visszavonhatatlan',
    );
    expect(
      codes({
        ...request,
        tokeemeles: { ...increase, hozzajarulasok: [{ ...contribution, csatlakozoNyilatkozat: false }] },
      }),
    ).toContain('error:csatlakozo-nyilatkozat');
    // a new member missing from the target state: the finding leads to the name the contribution gives
    const unknown = findings({
      ...request,
      tokeemeles: { ...increase, hozzajarulasok: [{ ...contribution, ujTag: 'Ismeretlen Ilona' }] },
    }).find((finding) => finding.code === 'uj-tag-hianyzik');
    expect(unknown?.path).toBe('tokeemeles.hozzajarulasok.0.ujTag');
    expect(codes({ ...request, tokeemeles: { ...increase, elsobbsegiJogNyilatkozatok: [] } })).toContain(
      'error:elsobbsegi-jog',
    );
    // a written resolution has no meeting to declare at (Ptk. 3:20. §; read-through 10)
    const writtenMode = (mod: 'TAGGYULES' | 'ULES_NELKULI') =>
      findings({
        ...request,
        dontes: { ...request.dontes, mod },
        tokeemeles: { ...increase, elsobbsegiJogNyilatkozatok: [] },
      }).find((finding) => finding.code === 'elsobbsegi-jog')?.message;
    expect(writtenMode('TAGGYULES')).toContain('Minden tagnak nyilatkoznia kell a taggyűlésen elsőbbségi jogáról');
    expect(writtenMode('ULES_NELKULI')).toContain(
      'Minden tagnak nyilatkoznia kell az ülés tartása nélküli határozathozatalban elsőbbségi jogáról',
    );
    expect(codes({ ...request, tokeemeles: { ...increase, osszeg: 900_000 } })).toContain('error:tokeemeles-osszeg');
  });

  it("5.8: a time of performance before the decision is refused, one passed by the documents' day is flagged (Ptk. 3:198. § (2) e))", () => {
    const request = loadAmendmentCase('tokeemeles-uj-taggal');
    const increase = request.tokeemeles!;
    const due = (hatarido: string) => ({
      ...request,
      tokeemeles: { ...increase, hozzajarulasok: [{ ...increase.hozzajarulasok[0]!, hatarido }] },
    });
    // decision 20 November, documents 24 November
    const before = findings(due('2026-11-10')).find((finding) => finding.code === 'tokeemeles-hatarido-dontes-elott');
    expect(before?.severity).toBe('error');
    expect(before?.path).toBe('tokeemeles.hozzajarulasok.0.hatarido');
    expect(plain(before!.message)).toContain(
      'Tóth Gábor vagyoni hozzájárulásának teljesítési ideje (2026. november 10.) korábbi a törzstőke felemeléséről szóló döntésnél (2026. november 20.)',
    );
    expect(before!.message).toContain('Ptk. 3:198. § (2) e)');
    expect(codes(due('2026-11-20'))).not.toContain('error:tokeemeles-hatarido-dontes-elott');
    const passed = findings(due('2026-11-23')).find((finding) => finding.code === 'tokeemeles-hatarido-okiratok-elott');
    expect(passed?.severity).toBe('warning');
    expect(plain(passed!.message)).toContain('korábbi az okiratok keltezésénél (2026. november 24.)');
    expect(codes(due('2026-11-24'))).not.toContain('warning:tokeemeles-hatarido-okiratok-elott');
    expect(codes(request)).not.toContain('warning:tokeemeles-hatarido-okiratok-elott');
  });

  it("5.8: an increment marked paid by the documents' day is not flagged as owed, and the flag is never refused", () => {
    const request = loadAmendmentCase('tokeemeles-uj-taggal');
    const increase = request.tokeemeles!;
    const due = (hatarido: string, befizetve?: boolean) => ({
      ...request,
      tokeemeles: { ...increase, hozzajarulasok: [{ ...increase.hozzajarulasok[0]!, hatarido, befizetve }] },
    });
    // decision 20 November, documents 24 November, deadline 23 November
    const unpaid = findings(due('2026-11-23', false)).find(
      (finding) => finding.code === 'tokeemeles-hatarido-okiratok-elott',
    );
    expect(unpaid?.severity).toBe('warning');
    expect(plain(unpaid!.message)).toContain(
      'jelölje meg befizetettként („A hozzájárulást az okiratok keltéig befizette”)',
    );
    expect(codes(due('2026-11-23', true))).not.toContain('warning:tokeemeles-hatarido-okiratok-elott');
    // paid before a deadline still running, or on the decision's day: nothing contradicts it
    for (const hatarido of ['2027-01-31', '2026-11-20'])
      expect(
        findings(due(hatarido, true)).filter(
          (finding) => finding.severity === 'error' && finding.path?.startsWith('tokeemeles.hozzajarulasok'),
        ),
      ).toEqual([]);
    // the deadline before the decision stays refused, paid or not
    expect(codes(due('2026-11-10', true))).toContain('error:tokeemeles-hatarido-dontes-elott');
  });

  it('5.8: a member absent from the meeting is not recorded as declaring there on the pre-emption right (Ptk. 3:199. §, 3:200. § (1))', () => {
    const request = loadAmendmentCase('tokeemeles-meglevo-tag');
    // Fehér Krisztina (40%) stays away from a meeting convened by invitation; her statement is listed all the same
    const absent: AmendmentRequest = {
      ...request,
      dontes: {
        ...request.dontes,
        osszehivas: { mod: 'MEGHIVO', meghivoKelte: '2026-11-02' },
        jelenlevok: request.dontes.jelenlevok.filter((attendee) => attendee.tag.id === 201),
        hitelesito: { id: 201 },
      },
    };
    const found = findings(absent).filter((finding) => finding.code === 'elsobbsegi-jog-tavollevo');
    expect(found.map((finding) => finding.severity)).toEqual(['warning']);
    expect(found[0]!.message).toContain('Fehér Krisztina a taggyűlésen nem volt jelen');
    expect(found[0]!.message).toContain('Ptk. 3:200. § (1)');
    const minutes = plain(documentText(absent, 'hatarozat'));
    expect(minutes).not.toContain('A Társaság tagjai kijelentik');
    expect(minutes).toContain(
      'A taggyűlésen jelen lévő tag kijelenti, hogy a Ptk. 3:199. §-a szerinti elsőbbségi jogával a fenti vállalás erejéig él, azon túl azzal nem kíván élni. Fehér Krisztina tag a taggyűlésen nem volt jelen; elsőbbségi jogáról írásban nyilatkozott, nyilatkozata a jegyzőkönyv mellékletét képezi.',
    );
    expect(plain(documentText(absent, 'benyujtasi-osszesito'))).toContain(
      'a taggyűlésen jelen nem lévő tag írásbeli nyilatkozata az elsőbbségi jogáról, a jegyzőkönyv mellékleteként (Ptk. 3:199. §) – Fehér Krisztina;',
    );
    // everyone present: the members declare at the meeting, as before
    expect(codes(request)).not.toContain('warning:elsobbsegi-jog-tavollevo');
    expect(plain(documentText(request, 'hatarozat'))).toContain('A Társaság tagjai kijelentik');
  });

  it('5.8: a member who sent no vote on a written capital increase made no pre-emption statement in it (Ptk. 3:20. §, 3:199. §)', () => {
    const request = loadAmendmentCase('tokeemeles-meglevo-tag');
    const written = (voters: number[]): AmendmentRequest => ({
      ...request,
      dontes: {
        ...request.dontes,
        mod: 'ULES_NELKULI',
        tervezetMegkuldese: '2026-11-10',
        szavazasiHatarido: '2026-11-20',
        egyhangu: false,
        jelenlevok: [],
        hitelesito: undefined,
        szavazasok: ['TOKEEMELES', 'MODOSITAS'].map((targy) => ({
          targy,
          igen: voters.map((id) => ({ id })),
          nem: [],
          tartozkodas: [],
          nemSzavazhatott: [],
        })),
      },
    });
    // Fehér Krisztina (40%) sends no vote: 60% sent, all yes
    const found = findings(written([201])).filter((finding) => finding.code === 'elsobbsegi-jog-szavazat-nelkul');
    expect(found.map((finding) => finding.severity)).toEqual(['warning']);
    expect(found[0]!.message).toContain(
      'Fehér Krisztina a törzstőke felemeléséről szóló határozatra szavazatot nem küldött',
    );
    expect(found[0]!.message).toContain('Ptk. 3:200. § (1)');
    expect(codes(written([201, 202]))).not.toContain('warning:elsobbsegi-jog-szavazat-nelkul');
  });

  it("5.8: refuses a target state whose törzsbetétek do not follow the members' increments, or increments that do not add up to the increase (Ptk. 3:198. § (2), 3:200. § (1))", () => {
    const request = loadAmendmentCase('tokeemeles-meglevo-tag');
    expect(codes(request).filter((code) => code.startsWith('error'))).toEqual([]);
    // the capital adds up, but the törzsbetétek are not the registered ones plus each member's increment
    const [nagy, feher] = request.uj.tagok;
    const wrongTarget = {
      ...request,
      uj: {
        ...request.uj,
        tagok: [
          { ...nagy!, penzbetet: 2_000_000 },
          { ...feher!, penzbetet: 2_000_000 },
        ],
      },
    };
    const found = findings(wrongTarget).filter((finding) => finding.code === 'tokeemeles-tagi-betet');
    expect(found.map((finding) => [finding.severity, finding.path])).toEqual([
      ['error', 'uj.tagok.0.penzbetet'],
      ['error', 'uj.tagok.1.penzbetet'],
    ]);
    expect(found[0]!.message.replace(/\u00a0/g, ' ')).toContain(
      'Nagy Lajos törzsbetétje az új állapotban 2 000 000 Ft, a határozat szerint azonban 2 400 000 Ft, mert 1 800 000 Ft korábbi törzsbetétje a vállalt 600 000 Ft hozzájárulással nő',
    );
    expect(found[0]!.message.replace(/\u00a0/g, ' ')).toContain('Ptk. 3:198. § (2) b)');
    const increase = request.tokeemeles!;
    const [first, second] = increase.hozzajarulasok;
    const short = {
      ...request,
      tokeemeles: { ...increase, hozzajarulasok: [first!, { ...second!, penzbeli: 300_000 }] },
    };
    const sum = findings(short).find((finding) => finding.code === 'tokeemeles-hozzajarulasok');
    expect(sum?.message.replace(/\u00a0/g, ' ')).toContain(
      '(900 000 Ft) nem egyezik a törzstőkeemelés mértékével (1 000 000 Ft)',
    );
    expect(codes(short)).toContain('error:tokeemeles-tagi-betet');
    // one member's increment split over two rows: one commitment, one deadline per member
    const split = {
      ...request,
      tokeemeles: {
        ...increase,
        hozzajarulasok: [{ ...first!, penzbeli: 300_000 }, { ...first!, penzbeli: 300_000 }, second!],
      },
    };
    expect(codes(split)).toContain('error:tokeemeles-tobb-vallalas');
    expect(codes(split)).not.toContain('error:tokeemeles-tagi-betet');
    // a member not taking part keeps its törzsbetét
    const newMember = loadAmendmentCase('tokeemeles-uj-taggal');
    expect(codes(newMember)).not.toContain('error:tokeemeles-tagi-betet');
    const raisedSilently = {
      ...newMember,
      uj: {
        ...newMember.uj,
        tagok: newMember.uj.tagok.map((item) =>
          item.nev === 'Fehér Krisztina' ? { ...item, penzbetet: 1_300_000 } : item,
        ),
      },
    };
    expect(codes(raisedSilently)).toContain('error:tokeemeles-tagi-betet');
  });

  it('5.8: holds the target törzsbetétek against a share transfer and an increase decided together (Ptk. 3:167. §, 3:198. § (2) b))', () => {
    const request = loadAmendmentCase('tokeemeles-meglevo-tag');
    const transfer = loadAmendmentCase('atruhazas-tagra-reszleges').uzletreszAtruhazasok[0]!;
    // Fehér Krisztina (1 200 000 Ft, +400 000 Ft) sells 200 000 Ft of her share to Nagy Lajos (1 800 000 Ft, +600 000 Ft)
    const both = (nagy: number, feher: number) => {
      const [nagyLajos, feherKrisztina] = request.uj.tagok;
      return {
        ...request,
        uzletreszAtruhazasok: [{ ...transfer, nevertek: 200_000, vetelar: 300_000 }],
        uj: {
          ...request.uj,
          tagok: [
            { ...nagyLajos!, penzbetet: nagy },
            { ...feherKrisztina!, penzbetet: feher },
          ],
        },
      };
    };
    const raised = (request: AmendmentRequest) =>
      findings(request).filter((finding) => finding.code === 'tokeemeles-tagi-betet');
    expect(raised(both(2_600_000, 1_400_000))).toEqual([]);
    // the documents raise the törzsbetét from what the member holds after the transfer: certain once it was notified
    // before the decision (2026-11-20), else the lawyer is told
    const order = (request: AmendmentRequest) =>
      findings(request).filter((finding) => finding.code === 'atruhazas-tokeemeles-sorrend');
    const notifiedAfter = both(2_600_000, 1_400_000);
    expect(order(notifiedAfter)).toEqual([
      expect.objectContaining({
        severity: 'warning',
        path: 'uzletreszAtruhazasok.0.bejelentesKelte',
        message: expect.stringContaining(
          'a tagjegyzék Nagy Lajos és Fehér Krisztina törzsbetétjét az üzletrész-átruházás utáni összegről emeli fel',
        ),
      }),
    ]);
    const notifiedBefore = {
      ...notifiedAfter,
      uzletreszAtruhazasok: notifiedAfter.uzletreszAtruhazasok.map((transfer) => ({
        ...transfer,
        szerzodesKelte: '2026-11-16',
        fizetesiHatarido: '2026-11-16',
        bejelentesKelte: '2026-11-18',
      })),
    };
    expect(order(notifiedBefore)).toEqual([]);
    expect(
      planAmendment(notifiedBefore).increaseContributions.map((contribution) => [
        contribution.before,
        contribution.after,
      ]),
    ).toEqual([
      [2_000_000, 2_600_000],
      [1_000_000, 1_400_000],
    ]);
    // the target state that ignores the transfer is the one the increase alone would give
    const ignored = raised(both(2_400_000, 1_600_000));
    expect(ignored.map((finding) => finding.path)).toEqual(['uj.tagok.0.penzbetet', 'uj.tagok.1.penzbetet']);
    expect(ignored.map((finding) => finding.message.replace(/\u00a0/g, ' '))).toEqual([
      expect.stringContaining(
        'Nagy Lajos törzsbetétje az új állapotban 2 400 000 Ft, a határozat és az átruházási szerződés szerint azonban 2 600 000 Ft, mert 1 800 000 Ft korábbi törzsbetétje a megszerzett 200 000 Ft üzletrésszel nő és a vállalt 600 000 Ft hozzájárulással nő (Ptk. 3:198. § (2) b), 3:200. § (1), 3:167. §)',
      ),
      expect.stringContaining(
        'Fehér Krisztina törzsbetétje az új állapotban 1 600 000 Ft, a határozat és az átruházási szerződés szerint azonban 1 400 000 Ft, mert 1 200 000 Ft korábbi törzsbetétje az átruházott 200 000 Ft üzletrésszel csökken és a vállalt 400 000 Ft hozzájárulással nő',
      ),
    ]);
  });

  it('7: a buyer holding three-quarters between the transfer and the capital increase is pointed out (Ptk. 3:324. § (1), U 2)', () => {
    // Fehér Krisztina sells 600 000 Ft of her 1 200 000 Ft to Nagy Lajos (1 800 000 Ft), notified on 2026-11-23: he
    // holds 2 400 000 of 3 000 000 Ft (80%) until the increase by 1 000 000 Ft brings him down to 60%
    const request = loadAmendmentCase('tokeemeles-uj-taggal-atruhazas-tagok-kozott');
    expect(planAmendment(request).qualifiedMajorityHolders).toEqual([]);
    const transient = findings(request).filter((finding) => finding.code === 'minosito-tobbseg-tokeemeles-elott');
    expect(transient).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message: expect.stringContaining(
          'Nagy Lajos az üzletrész-átruházással – a Társasággal szemben a bejelentés napjától (2026. november 23.; Ptk. 3:169. § (2)) – a törzstőke felemelésének hatályossá válásáig a szavazatok 80%-ával rendelkezik',
        ),
      }),
    ]);
    expect(plain(documentText(request, 'benyujtasi-osszesito'))).toContain(
      'A Ptk. 3:324. § (1) bekezdése a minősített többség megszerzésétől számított tizenöt napon belül ír elő bejelentést a cégbíróságnak',
    );
    // a smaller part keeps him under three-quarters (2 200 000 of 3 000 000 Ft): nothing to point out
    const smaller = {
      ...request,
      uzletreszAtruhazasok: request.uzletreszAtruhazasok.map((transfer) => ({ ...transfer, nevertek: 400_000 })),
      uj: {
        ...request.uj,
        tagok: request.uj.tagok.map((member) =>
          member.nev === 'Nagy Lajos'
            ? { ...member, penzbetet: 2_200_000 }
            : member.nev === 'Fehér Krisztina'
              ? { ...member, penzbetet: 800_000 }
              : member,
        ),
      },
    };
    expect(codes(smaller)).not.toContain('warning:minosito-tobbseg-tokeemeles-elott');
    // without a transfer the target state tells it all
    expect(codes(loadAmendmentCase('tokeemeles-uj-taggal'))).not.toContain('warning:minosito-tobbseg-tokeemeles-elott');
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

  it('5.6: refuses a share that passes on payment when the documents make the buyer a member before the price is due (Ptk. 3:168. § (2), 3:169. § (2), 3:197. § (3))', () => {
    const request = loadAmendmentCase('atruhazas-kivulallora');
    const transfer = request.uzletreszAtruhazasok[0]!;
    const withTransfer = (changes: Partial<typeof transfer>) => ({
      ...request,
      uzletreszAtruhazasok: [{ ...transfer, ...changes }],
    });
    expect(transfer.tulajdonatszallas).toBe('ALAIRAS');
    expect(codes(request)).not.toContain('error:szerzes-vetelar-elott');
    const onPayment = withTransfer({ tulajdonatszallas: 'VETELAR_MEGFIZETESE' });
    const message = findings(onPayment).find((finding) => finding.code === 'szerzes-vetelar-elott')?.message;
    expect(message).toContain(
      'határideje (2026. december 15.) azonban későbbi, mint a szerzés bejelentése (2026. november 24.)',
    );
    expect(message).toMatch(/Ptk\. 3:168\. § \(2\).*Ptk\. 3:169\. § \(2\).*Ptk\. 3:197\. § \(3\)/);
    const withoutNotification = { ...onPayment.uzletreszAtruhazasok[0]!, bejelentesKelte: undefined };
    expect(
      findings({ ...request, uzletreszAtruhazasok: [withoutNotification] }).find(
        (finding) => finding.code === 'szerzes-vetelar-elott',
      )?.message,
    ).toContain('későbbi, mint az okiratok kelte (2026. november 24.)');
    expect(
      codes(withTransfer({ tulajdonatszallas: 'VETELAR_MEGFIZETESE', fizetesiHatarido: '2026-11-23' })),
    ).not.toContain('error:szerzes-vetelar-elott');
    expect(codes(withTransfer({ tulajdonatszallas: 'VETELAR_MEGFIZETESE', jogcim: 'AJANDEKOZAS' }))).not.toContain(
      'error:szerzes-vetelar-elott',
    );
  });

  it('5.6: a buyer who is a member named with other personal data than the registered member', () => {
    // the fixture names the buyer as his member record does; the mismatch is built here
    const same = loadAmendmentCase('atruhazas-tagra-reszleges');
    expect(codes(same)).not.toContain('warning:vevo-adatai');
    const request = {
      ...same,
      uzletreszAtruhazasok: same.uzletreszAtruhazasok.map((transfer) => ({
        ...transfer,
        vevo: { ...transfer.vevo, anyjaNeve: 'Kiss Mária', szuletesiIdo: '1985-04-12', adoazonositoJel: '8432008907' },
      })),
    };
    const message = findings(request).find((item) => item.code === 'vevo-adatai')?.message;
    expect(message).toContain(
      'Nagy Lajos vevőt más személyazonosító adatokkal (anyja születési neve, születési idő és adóazonosító jel)',
    );
    // the same difference from the target state's member record is not reported twice
    expect(codes(request)).not.toContain('warning:vevo-uj-adatai');
    expect(codes(loadAmendmentCase('atruhazas-kivulallora'))).not.toContain('warning:vevo-adatai');
    // the member buying the other's share names himself as his member record does: a clean case
    expect(codes(loadAmendmentCase('egyszemelyesse-valas'))).not.toContain('warning:vevo-adatai');
  });

  it('5.1: on the contract route, a deed dated after the decision it is', () => {
    const request = loadAmendmentCase('tagok-szerzodese');
    expect(findings(request).find((item) => item.code === 'szerzodes-kelte')?.message).toContain(
      'a módosító okirat kelte (2026. november 24.) azonban későbbi a döntés megadott napjánál (2026. november 20.)',
    );
    expect(codes({ ...request, keltezesIdeje: request.dontes.datum })).not.toContain('warning:szerzodes-kelte');
    expect(codes(loadAmendmentCase('cegnev'))).not.toContain('warning:szerzodes-kelte');
    // a transfer between members on the contract route amends nothing: there is no deed to be dated (read-through 8)
    const transfer = loadAmendmentCase('atruhazas-tagra-reszleges');
    const onContract = { ...transfer, dontes: { ...transfer.dontes, mod: 'TAGOK_SZERZODESE' as const } };
    expect(onContract.keltezesIdeje > onContract.dontes.datum).toBe(true);
    expect(codes(onContract)).not.toContain('warning:szerzodes-kelte');
  });

  it('5.9: a branch in the new seat’s town, a capital reduction out of scope', () => {
    const request = loadAmendmentCase('szekhely-azonos-cegbirosag');
    expect(
      codes({ ...request, uj: { ...request.uj, fioktelepek: ['4200 Hajdúszoboszló, Kossuth utca 1.'] } }),
    ).toContain('error:BRANCH_IN_SEAT_SETTLEMENT');
    const smaller = request.uj.tagok.map((member) => ({ ...member, penzbetet: member.penzbetet / 2 }));
    expect(codes({ ...request, uj: { ...request.uj, tagok: smaller } })).toContain('error:tokeleszallitas');
    // the refusal says why the program leaves a reduction to the lawyer: the creditors' procedure comes first
    expect(
      findings({ ...request, uj: { ...request.uj, tagok: smaller } }).find(
        (finding) => finding.code === 'tokeleszallitas',
      )?.message,
    ).toContain(
      'a létesítő okirat csak ezt követően módosítható a leszállított törzstőkének megfelelően (3:206. § (1))',
    );
  });

  it('5.9: premises and branches added without a seat move are classified against the seat (Ctv. 7. § (2); read-through 8)', () => {
    // telephely-fioktelep: seat in Debrecen, a premises in Debrecen and a branch in Nyíregyháza are added
    const request = loadAmendmentCase('telephely-fioktelep');
    expect(codes(request).filter((code) => code.includes('telephely') || code.includes('fioktelep'))).toEqual([]);
    const branchAtHome = findings({
      ...request,
      uj: { ...request.uj, fioktelepek: ['4032 Debrecen, Egyetem tér 1.'] },
    });
    // the formation's checks (check-places.ts, decision 077) in the amendment's words, with the formation's codes
    expect(branchAtHome.find((finding) => finding.code === 'BRANCH_IN_SEAT_SETTLEMENT')).toEqual({
      code: 'BRANCH_IN_SEAT_SETTLEMENT',
      severity: 'error',
      message:
        'A 4032 Debrecen, Egyetem tér 1. fióktelep a székhely településén van: telephelyként kell feltüntetni (Ctv. 7. § (2)).',
      statute: 'Ctv. 7. § (2)',
      path: 'uj.fioktelepek.0',
    });
    const premisesAway = findings({
      ...request,
      uj: { ...request.uj, telephelyek: [...request.uj.telephelyek, '4400 Nyíregyháza, Kossuth tér 9.'] },
    }).find((finding) => finding.code === 'PREMISES_IN_OTHER_SETTLEMENT');
    expect(premisesAway).toEqual({
      code: 'PREMISES_IN_OTHER_SETTLEMENT',
      severity: 'warning',
      message:
        'A 4400 Nyíregyháza, Kossuth tér 9. telephely más településen van, mint a székhely: fióktelepként kell feltüntetni (Ctv. 7. § (2)).',
      path: 'uj.telephelyek.1',
    });
    const premisesAtSeat = findings({ ...request, uj: { ...request.uj, telephelyek: [request.uj.szekhely] } }).find(
      (finding) => finding.code === 'PREMISES_AT_SEAT',
    );
    expect(premisesAtSeat?.severity).toBe('error');
    expect(premisesAtSeat?.path).toBe('uj.telephelyek.0');
    expect(premisesAtSeat?.message).toBe(
      `${withArticle(request.uj.szekhely, true)} telephely a székhely címe; telephely csak a székhelytől eltérő helyen lehet, ezért ezt a címet törölni kell a telephelyek közül (Ctv. 7. § (2)).`,
    );
    // the old codes are gone: one rule, one code in both doors
    expect(
      codes({
        ...request,
        uj: { ...request.uj, telephelyek: [request.uj.szekhely], fioktelepek: ['4032 Debrecen, Egyetem tér 1.'] },
      }).filter((code) => /telephely-szekhely-cimen|fioktelep-szekhelyen|telephely-mas-telepulesen/.test(code)),
    ).toEqual([]);
  });

  it('classifies the places against the new seat when it moves, in the amendment’s words (Ctv. 7. § (2))', () => {
    // szekhely-azonos-cegbirosag: the seat moves within the court's district, to Hajdúszoboszló
    const request = loadAmendmentCase('szekhely-azonos-cegbirosag');
    const moved = findings({
      ...request,
      uj: {
        ...request.uj,
        telephelyek: [request.uj.szekhely, '4025 Debrecen, Piac utca 1.'],
        fioktelepek: ['4200 Hajdúszoboszló, Kossuth utca 1.'],
      },
    });
    const message = (code: string) => moved.find((finding) => finding.code === code)?.message;
    expect(message('PREMISES_AT_SEAT')).toContain('telephely az új székhely címe;');
    expect(message('BRANCH_IN_SEAT_SETTLEMENT')).toBe(
      'A 4200 Hajdúszoboszló, Kossuth utca 1. fióktelep az új székhely településén van: telephelyként kell feltüntetni (Ctv. 7. § (2)).',
    );
    expect(message('PREMISES_IN_OTHER_SETTLEMENT')).toBe(
      'A 4025 Debrecen, Piac utca 1. telephely más településen van, mint az új székhely: fióktelepként kell feltüntetni (Ctv. 7. § (2)).',
    );
    // nothing is judged when neither the seat nor the places change
    const unchanged = loadAmendmentCase('cegnev');
    expect(
      codes({
        ...unchanged,
        korabbi: { ...unchanged.korabbi, telephelyek: [unchanged.korabbi.szekhely] },
        uj: { ...unchanged.uj, telephelyek: [unchanged.uj.szekhely] },
      }),
    ).not.toContain('error:PREMISES_AT_SEAT');
  });

  it('deviating dividend ratios of the target state add up to 100% and exclude nobody (Ptk. 3:88. § (2); read-through 8)', () => {
    // cegnev: Nagy Lajos 1 800 000 Ft (60%), Fehér Krisztina 1 200 000 Ft (40%)
    const request = loadAmendmentCase('cegnev');
    const withDividend = (ratios: (number | undefined)[]): AmendmentRequest => ({
      ...request,
      dontes: { ...request.dontes, egyhangu: true, szavazasok: [] },
      uj: {
        ...request.uj,
        tagok: request.uj.tagok.map((member, index) =>
          ratios[index] === undefined ? member : { ...member, osztalekArany: ratios[index] },
        ),
      },
    });
    // 70% and Fehér Krisztina's 40% by her contribution: 110%, which the deed would print as agreed
    const over = findings(withDividend([70])).find((finding) => finding.code === 'DIVIDEND_RATIOS_NOT_100');
    expect(over?.severity).toBe('error');
    expect(over?.path).toBe('uj.tagok');
    expect(over?.message).toContain('Az osztalékarányok összege 110%, nem 100%');
    expect(codes(withDividend([0, 100]))).toContain('error:DIVIDEND_RATIO_ZERO');
    // a 0% business share leaves a member without rights (Ptk. 3:164. § (1))
    const zeroShare = {
      ...request,
      uj: {
        ...request.uj,
        tagok: request.uj.tagok.map((member, index) => ({ ...member, uzletreszElteres: index === 0 ? 0 : undefined })),
      },
    };
    expect(codes(zeroShare)).toContain('error:SHARE_RATIO_ZERO');
    // ratios adding up to 100% pass
    expect(codes(withDividend([70, 30])).filter((code) => code.startsWith('error'))).toEqual([]);
  });

  it('5.12: a business-year change within three years, a non-calendar year without a reason', () => {
    const request = loadAmendmentCase('uzleti-ev');
    expect(
      codes({ ...request, uzletiEvValtozas: { konszolidaciosOk: false, utolsoValtozasDatuma: '2025-01-01' } }),
    ).toEqual(expect.arrayContaining(['error:uzleti-ev-3-ev', 'error:uzleti-ev-indok']));
  });

  it('5.12: 36 months passed but fewer than three whole business years closed: the lawyer is told (Szt. 11. § (3); decision 044)', () => {
    // uzleti-ev: decided on 2026-11-20, calendar year until then
    const request = loadAmendmentCase('uzleti-ev');
    const lastChanged = (day: string) =>
      findings({ ...request, uzletiEvValtozas: { ...request.uzletiEvValtozas!, utolsoValtozasDatuma: day } });
    // last changed 20 November 2023: 36 months to the day, but only 2024 and 2025 are whole years closed
    const warned = lastChanged('2023-11-20').find((finding) => finding.code === 'uzleti-ev-3-lezart-ev');
    expect(warned?.severity).toBe('warning');
    expect(warned?.message).toBe(
      'A mérlegfordulónap megváltoztatására három, beszámolóval lezárt üzleti év után van lehetőség (Szt. 11. § (3)). A program a mérlegfordulónap legutóbbi megváltoztatásától (2023. november 20.) eltelt 36 hónapot vizsgálja; e naptól a döntés napjáig azonban csak 2 teljes, tizenkét hónapos üzleti év zárult le. Ellenőrizze, hogy a rövidebb (a bejegyzés évi, illetve átmeneti) üzleti év a három lezárt üzleti év közé számít-e, és hogy mindhárom üzleti év beszámolóját a döntés előtt elfogadták-e.',
    );
    expect(lastChanged('2023-11-20').map((finding) => finding.code)).not.toContain('uzleti-ev-3-ev');
    // within the 36 months: refused as before, no warning besides
    const refused = lastChanged('2023-11-21').map((finding) => finding.code);
    expect(refused).toContain('uzleti-ev-3-ev');
    expect(refused).not.toContain('uzleti-ev-3-lezart-ev');
    // three whole years (2023, 2024, 2025) closed: nothing to say; the corpus case (registered 2020) neither
    expect(lastChanged('2022-12-31').map((finding) => finding.code)).not.toContain('uzleti-ev-3-lezart-ev');
    expect(codes(request)).not.toContain('warning:uzleti-ev-3-lezart-ev');
  });

  it("names the statute in every error, and not the brief's internal rule number the lawyer cannot look up", () => {
    const request = loadAmendmentCase('tobbseg-nem-eleg');
    for (const finding of findings(request).filter((item) => item.severity === 'error')) {
      expect(finding.message).toMatch(/\((?:Ptk|Ctv|Szt)\. /);
      expect(finding.message).not.toMatch(/^\d+\.\d+: /);
    }
  });
});

describe('the meeting times (dontes.kezdes, dontes.befejezes)', () => {
  const request = loadAmendmentCase('cegnev');
  const at = (kezdes: string | undefined, befejezes: string | undefined) =>
    findings({ ...request, dontes: { ...request.dontes, kezdes, befejezes } }).filter(
      (finding) => finding.code === 'ules-vege-kezdes-elott',
    );

  it('warns, on the closing time, when the meeting closes before or when it opens', () => {
    const [found] = at('10:40', '10:00');
    expect(found).toMatchObject({ severity: 'warning', path: 'dontes.befejezes' });
    expect(found!.message).toContain(
      'befejezésének időpontja (10:00) nem későbbi a kezdés időpontjánál (10:40). Javítsa az időpontokat.',
    );
    expect(found!.message).toContain('éjfél után');
    expect(at('9:30', '09:30')).toHaveLength(1);
  });

  it('accepts a later closing time, and leaves free text and a missing time alone', () => {
    expect(at('10:00', '10:40')).toEqual([]);
    expect(at('9:05', '10:00')).toEqual([]);
    expect(at('délelőtt 10', '9:00')).toEqual([]);
    expect(at('10:00', undefined)).toEqual([]);
  });

  it('does not apply where no meeting is held', () => {
    const written = {
      ...request,
      dontes: { ...request.dontes, mod: 'ULES_NELKULI' as const, kezdes: '10:40', befejezes: '10:00' },
    };
    expect(findings(written).some((finding) => finding.code === 'ules-vege-kezdes-elott')).toBe(false);
  });
});

describe('the foreign-language name of a renamed company', () => {
  it('warns (5.10, to be confirmed) when the new foreign name lacks the first word of the new name', () => {
    const request = loadAmendmentCase('cegnev');
    const renamed = (idegenNev: string) =>
      findings({ ...request, uj: { ...request.uj, idegenNev } }).filter((f) => f.code === 'idegen-nev-vezerszo');
    const [found] = renamed('Zeta Consulting Ltd.');
    expect(found).toMatchObject({ severity: 'warning', path: 'uj.idegenNev' });
    expect(found!.message).toMatch(/^Az idegen nyelvű cégnév \(„Zeta Consulting Ltd\.”\)/);
    const first = request.uj.nev.split(' ')[0]!;
    expect(renamed(`${first} Consulting Ltd.`)).toEqual([]);
  });
});

describe('a new company name with another company form inside it (Ctv. 3. § (2), (4))', () => {
  it('is refused, and the registered name is not judged again', () => {
    const request = loadAmendmentCase('cegnev');
    const renamed = findings({ ...request, uj: { ...request.uj, nev: 'Gamma Bt. Szolgáltató Kft.' } });
    expect(renamed.find((finding) => finding.code === 'COMPANY_NAME_OTHER_FORM')).toMatchObject({
      severity: 'error',
      statute: 'Ctv. 3. § (2), (4)',
      path: 'uj.nev',
    });
    expect(findings(request).map((finding) => finding.code)).not.toContain('COMPANY_NAME_OTHER_FORM');
  });

  it('refuses a new name without a vezérszó or in other letters, and warns of „nemzeti” (decision 090)', () => {
    const request = loadAmendmentCase('cegnev');
    // the case's vezérszó („Hajdúsági”) left out: these names do not open with it
    const renamed = (nev: string) =>
      findings({ ...request, uj: { ...request.uj, nev, vezerszo: undefined } })
        .filter((finding) => finding.code.startsWith('COMPANY_NAME_'))
        .map((finding) => [finding.code, finding.severity]);
    expect(renamed('Kft.')).toEqual([['COMPANY_NAME_WITHOUT_VEZERSZO', 'error']]);
    expect(renamed('Гамма Szolgáltató')).toEqual([['COMPANY_NAME_NOT_LATIN', 'error']]);
    expect(renamed('Nemzeti Gamma')).toEqual([['COMPANY_NAME_STATE_DESIGNATION', 'warning']]);
  });
});

describe('the signatories of the target state (Ctv. 8. § (2); decision 090)', () => {
  it('refuses one sole-signing director beside a joint-signing company manager', () => {
    const request = loadAmendmentCase('cegnev');
    const manager = {
      nev: 'Gál Gizella',
      lakohely: '1051 Budapest, Példa utca 3.',
      cegjegyzesiJogTipus: 'EGYUTTES' as const,
      cegjegyzesEgyuttesenCsoport: [],
      szabadSzoveg: false,
    };
    const withManager = {
      ...request,
      korabbi: { ...request.korabbi, cegvezeto: manager },
      uj: { ...request.uj, cegvezeto: manager },
    };
    const found = findings(withManager).find((finding) => finding.code === 'egyuttes-csoport');
    expect(found).toMatchObject({ severity: 'error', path: 'uj.cegvezeto.cegjegyzesiJogTipus' });
    expect(found!.message).toMatch(/^A Társaság cégjegyzésére két személy jogosult: .* \(Ctv\. 8\. § \(2\)\)\.$/);
  });
});

describe("a Hungarian legal entity's number in the target state", () => {
  it('is pointed out (5.7) when it is not in the cégjegyzékszám form', () => {
    const request = loadAmendmentCase('cegnev');
    const [first, ...rest] = request.uj.tagok;
    const entity = {
      ...first!,
      nev: 'Omega Kft.',
      jogiSzemely: true,
      cegjegyzekszam: '13-09-12345',
      kepviselo: 'Igazgató Ida',
    };
    const found = findings({ ...request, uj: { ...request.uj, tagok: [entity, ...rest] } }).find(
      (finding) => finding.code === 'REGISTRATION_NUMBER_FORM',
    );
    expect(found).toMatchObject({ severity: 'warning', path: 'uj.tagok.0.cegjegyzekszam' });
    expect(found!.message).toMatch(/^Az Omega Kft\. \(tag\) székhelye Magyarországon van/);
  });

  it('is refused when the entity is itself being registered: an előtársaság is no member (Ptk. 3:101. § (2) c))', () => {
    const request = loadAmendmentCase('cegnev');
    const [first, ...rest] = request.uj.tagok;
    const entity = { ...first!, nev: 'Omega Kft. b. a.', jogiSzemely: true, kepviselo: 'Igazgató Ida' };
    const found = findings({ ...request, uj: { ...request.uj, tagok: [entity, ...rest] } }).find(
      (finding) => finding.code === 'MEMBER_PRE_COMPANY',
    );
    expect(found).toMatchObject({ severity: 'error', statute: 'Ptk. 3:101. § (2) c)', path: 'uj.tagok.0.nev' });
    expect(found!.message).toMatch(/^Az Omega Kft\. b\. a\. cégneve „bejegyzés alatt” toldatot visel/);
  });
});

describe('the company itself a member of its changed state: its own share (Ptk. 3:174.–3:175. §, decision 089)', () => {
  it('is refused, found by its cégjegyzékszám or by its name', () => {
    const request = loadAmendmentCase('cegnev');
    const [first, ...rest] = request.uj.tagok;
    for (const [entity, path] of [
      [
        { nev: 'Omega Kft.', cegjegyzekszam: `Cg. ${request.bejegyzes.cegjegyzekszam.replace(/^Cg\.\s*/u, '')}` },
        'uj.tagok.0.cegjegyzekszam',
      ],
      [{ nev: request.uj.nev, cegjegyzekszam: '13-09-123456' }, 'uj.tagok.0.nev'],
    ] as const) {
      const member = { ...first!, ...entity, jogiSzemely: true, kepviselo: 'Igazgató Ida' };
      const found = findings({ ...request, uj: { ...request.uj, tagok: [member, ...rest] } }).find(
        (finding) => finding.code === 'MEMBER_IS_THE_COMPANY',
      );
      expect(found, path).toMatchObject({ severity: 'error', statute: 'Ptk. 3:174. §, 3:175. § (1)', path });
      expect(found!.message).toMatch(/vagyis a Társaság maga: üzletrésze a Társaság saját üzletrésze volna/);
    }
  });

  it('lets another registered company pass', () => {
    const request = loadAmendmentCase('cegnev');
    const [first, ...rest] = request.uj.tagok;
    const member = {
      ...first!,
      nev: 'Omega Kft.',
      jogiSzemely: true,
      cegjegyzekszam: '13-09-123456',
      kepviselo: 'Igazgató Ida',
    };
    const codes = findings({ ...request, uj: { ...request.uj, tagok: [member, ...rest] } }).map(
      (finding) => finding.code,
    );
    expect(codes).not.toContain('MEMBER_IS_THE_COMPANY');
  });
});

describe('meeting and share rules the amendment changes, warned of as at formation (decision 089)', () => {
  const request = loadAmendmentCase('cegnev');
  const withRules = (meeting: object, shares: object = {}): AmendmentRequest => ({
    ...request,
    uj: {
      ...request.uj,
      taggyulesSzabalyzasok: { ...request.uj.taggyulesSzabalyzasok, ...meeting },
      uzletreszNyeresegSzabalyzasok: { ...request.uj.uzletreszNyeresegSzabalyzasok, ...shares },
    },
  });

  it('names a quorum out of range, a statutory matter or the division consent switched off, an excluded preemption', () => {
    const found = findings(
      withRules(
        { hatarozatKepessegSzazalek: 0, pont11_8_l: false },
        { felosztashozBeleegyezes: false, elovasarlasiJog: false },
      ),
    );
    expect(
      found
        .filter((finding) => /QUORUM|STATUTORY|PREEMPTION/.test(finding.code))
        .map((finding) => [finding.severity, finding.code, finding.path]),
    ).toEqual([
      ['warning', 'QUORUM_OUT_OF_RANGE', 'uj.taggyulesSzabalyzasok.hatarozatKepessegSzazalek'],
      ['warning', 'STATUTORY_MATTER_DISABLED', 'uj.taggyulesSzabalyzasok'],
      ['warning', 'STATUTORY_SHARE_RULE_DISABLED', 'uj.uzletreszNyeresegSzabalyzasok.felosztashozBeleegyezes'],
      ['warning', 'PREEMPTION_EXCLUDED', 'uj.uzletreszNyeresegSzabalyzasok.elovasarlasiJog'],
    ]);
  });

  it('does not judge again rules the amendment leaves as registered', () => {
    const registered = withRules({ hatarozatKepessegSzazalek: 0 });
    const codes = findings({
      ...registered,
      korabbi: { ...registered.korabbi, taggyulesSzabalyzasok: registered.uj.taggyulesSzabalyzasok },
    }).map((finding) => finding.code);
    expect(codes).not.toContain('QUORUM_OUT_OF_RANGE');
  });
});

describe('a proxy at the meeting (Ptk. 3:110. § (1), decision 064)', () => {
  const request = loadAmendmentCase('cegnev');
  const byProxy = (meghatalmazasKelte?: string): AmendmentRequest => ({
    ...request,
    dontes: {
      ...request.dontes,
      jelenlevok: request.dontes.jelenlevok.map((attendee) =>
        attendee.tag.id === 202
          ? { ...attendee, kepviselo: 'dr. Kovács Anna', ...(meghatalmazasKelte ? { meghatalmazasKelte } : {}) }
          : attendee,
      ),
    },
  });
  const refusal = (given: AmendmentRequest) =>
    findings(given).find((finding) => finding.code === 'meghatalmazas-ules-utan');

  it('refuses a power of attorney dated after the meeting, which the minutes attach as its basis', () => {
    const late = refusal(byProxy('2026-11-25'));
    expect(late?.severity).toBe('error');
    expect(late?.path).toBe('dontes.jelenlevok.1.meghatalmazasKelte');
    expect(late?.message).toContain(
      'Fehér Krisztina képviselőjének (dr. Kovács Anna) meghatalmazása 2026. november 25. napján kelt, a taggyűlés után (2026. november 20.).',
    );
    expect(late?.message).toMatch(/\(Ptk\. 3:110\. § \(1\)\)\.$/);
  });

  it('accepts one of the meeting’s day or earlier, and one with no date (a dotted blank)', () => {
    expect(refusal(byProxy('2026-11-20'))).toBeUndefined();
    expect(refusal(byProxy('2026-11-15'))).toBeUndefined();
    expect(refusal(byProxy())).toBeUndefined();
  });
});

describe('minors who sign an amendment (decision 030)', () => {
  const parent = (nev: string) => ({ nev, minoseg: 'SZULO' as const });
  const withBuyer = (request: AmendmentRequest, vevo: Record<string, unknown>): AmendmentRequest => ({
    ...request,
    uzletreszAtruhazasok: request.uzletreszAtruhazasok.map((transfer) => ({
      ...transfer,
      vevo: { ...transfer.vevo, ...vevo },
    })),
  });
  const found = (request: AmendmentRequest) =>
    findings(request).filter((finding) => finding.path?.startsWith('uzletreszAtruhazasok') ?? false);

  it('refuses a buyer under fourteen without a legal representative, on the date of the contract', () => {
    const request = withBuyer(loadAmendmentCase('atruhazas-kivulallora'), { szuletesiIdo: '2013-01-01' });
    expect(found(request).map((finding) => [finding.code, finding.statute, finding.path])).toContainEqual([
      'MINOR_UNDER_14_WITHOUT_REPRESENTATIVE',
      'Ptk. 2:14. § (1)',
      'uzletreszAtruhazasok.0.vevo.torvenyesKepviselok',
    ]);
  });

  it('notes a represented buyer, and a representative who is the seller', () => {
    const request = loadAmendmentCase('atruhazas-kivulallora');
    const represented = withBuyer(request, {
      szuletesiIdo: '2013-01-01',
      torvenyesKepviselok: [parent('Kovács Anna')],
    });
    const note = found(represented).find((finding) => finding.code === 'MINOR_REPRESENTED');
    expect(note?.severity).toBe('warning');
    expect(note?.message).toContain('Kovács Péter (megszerző) a szerződés keltekor (2026. november 21.) kiskorú');
    expect(note?.message).not.toContain('Ptk. 4:163. §');
    // the seller, Fehér Krisztina, buying for her child: a party against the child (Ptk. 4:163. § (1))
    const conflicted = withBuyer(request, {
      szuletesiIdo: '2013-01-01',
      torvenyesKepviselok: [parent('Fehér Krisztina')],
    });
    expect(found(conflicted).find((finding) => finding.code === 'MINOR_REPRESENTED')?.message).toContain(
      'Fehér Krisztina maga is fél',
    );
  });

  it('notes a parent who represents two minor members signing the same members’ contract (Ptk. 4:163. § (1))', () => {
    const request = loadAmendmentCase('tagok-szerzodese');
    const [first, second, ...rest] = request.uj.tagok;
    const siblings: AmendmentRequest = {
      ...request,
      uj: {
        ...request.uj,
        tagok: [
          { ...first!, szuletesiIdo: '2014-01-01', torvenyesKepviselok: [parent('Szülő Sándor')] },
          { ...second!, szuletesiIdo: '2016-01-01', torvenyesKepviselok: [parent('Szülő Sándor')] },
          ...rest,
        ],
      },
    };
    const notes = findings(siblings).filter(
      (finding) => finding.code === 'MINOR_REPRESENTED' && finding.path?.startsWith('uj.tagok'),
    );
    expect(notes.map((note) => note.path)).toEqual([
      'uj.tagok.0.torvenyesKepviselok',
      'uj.tagok.1.torvenyesKepviselok',
    ]);
    expect(notes[0]!.message).toContain(
      `Szülő Sándor ugyanebben az okiratban ${second!.nev} törvényes képviselője is.`,
    );
    expect(notes[1]!.message).toContain('Ptk. 4:163. § (1)–(2)');
  });

  it('asks whether a minor member’s pre-emption statement gives up a right for nothing (Ptk. 2:16. §)', () => {
    const request = loadAmendmentCase('atruhazas-kivulallora');
    const minorMember: AmendmentRequest = {
      ...request,
      korabbi: {
        ...request.korabbi,
        tagok: request.korabbi.tagok.map((member) =>
          member.szemely?.id === 201
            ? { ...member, szuletesiIdo: '2012-01-01', torvenyesKepviselok: [parent('Nagy Éva')] }
            : member,
        ),
      },
    };
    const note = findings(minorMember).find((finding) => finding.code === 'kiskoru-elovasarlasi-nyilatkozat');
    expect(note?.severity).toBe('warning');
    expect(note?.message).toContain('Nagy Lajos a szerződés keltekor (2026. november 21.) kiskorú');
    expect(note?.message).toContain('Ptk. 3:167. § (2)');
    expect(codes(request)).not.toContain('warning:kiskoru-elovasarlasi-nyilatkozat');
  });

  it('asks whether a minor member refraining from the priority right of an increase gives it up for nothing (Ptk. 2:16. §)', () => {
    // tokeemeles-meglevo-tag: 1 000 000 Ft taken 600 000 Ft by Nagy Lajos (201), 400 000 Ft by Fehér Krisztina (202)
    const request = loadAmendmentCase('tokeemeles-meglevo-tag');
    const minor = (id: number, szuletesiIdo: string): AmendmentRequest => {
      const young = <T extends { szemely?: { id?: string | number } | undefined }>(member: T): T =>
        member.szemely?.id === id ? { ...member, szuletesiIdo, torvenyesKepviselok: [parent('Fehér Gábor')] } : member;
      return {
        ...request,
        korabbi: { ...request.korabbi, tagok: request.korabbi.tagok.map(young) },
        uj: { ...request.uj, tagok: request.uj.tagok.map(young) },
      };
    };
    const note = (given: AmendmentRequest) =>
      findings(given).find((finding) => finding.code === 'kiskoru-elsobbsegi-jog');
    const partly = note(minor(202, '2012-01-01'));
    expect(partly?.severity).toBe('warning');
    expect(partly?.path).toBe('tokeemeles.elsobbsegiJogNyilatkozatok');
    expect(plain(partly?.message ?? '')).toContain(
      'Fehér Krisztina a nyilatkozat napján (2026. november 20.) kiskorú, és a törzstőkeemelésben a Ptk. 3:199. §-a szerinti elsőbbségi jogáról nyilatkozik: az 1 000 000 Ft összegű emelésből 400 000 Ft összegű hozzájárulást vállal, azon túl elsőbbségi jogával nem kíván élni.',
    );
    expect(partly?.message).toContain('(Ptk. 2:16. §)');
    // none: taking nothing
    const none: AmendmentRequest = {
      ...minor(202, '2012-01-01'),
      tokeemeles: {
        ...request.tokeemeles!,
        hozzajarulasok: [{ ...request.tokeemeles!.hozzajarulasok[0]!, penzbeli: 1_000_000 }],
      },
    };
    const noneNote = note({
      ...none,
      uj: {
        ...none.uj,
        tagok: none.uj.tagok.map((member) =>
          member.szemely?.id === 201
            ? { ...member, penzbetet: member.penzbetet + 400_000 }
            : member.szemely?.id === 202
              ? { ...member, penzbetet: member.penzbetet - 400_000 }
              : member,
        ),
      },
    });
    expect(plain(noneNote?.message ?? '')).toContain(
      'az 1 000 000 Ft összegű emelésből hozzájárulást nem vállal, és elsőbbségi jogával nem kíván élni.',
    );
    // an adult, or a minor of age on the day, is not asked about
    expect(note(request)).toBeUndefined();
    expect(note(minor(202, '2008-11-20'))).toBeUndefined();
    expect(note(minor(202, '2008-11-21'))).toBeDefined();
    // in a members' contract the statement is made by signing the deed, on its day (24 November): of age by then
    const byContract = (given: AmendmentRequest): AmendmentRequest => ({
      ...given,
      dontes: { ...given.dontes, mod: 'TAGOK_SZERZODESE' },
    });
    expect(note(byContract(minor(202, '2008-11-22')))).toBeUndefined();
    expect(note(minor(202, '2008-11-22'))).toBeDefined();
    expect(plain(note(byContract(minor(202, '2012-01-01')))?.message ?? '')).toContain(
      'a nyilatkozat napján (2026. november 24.) kiskorú',
    );
  });

  it('refuses a pre-emption statement dated after the transfer contract that attaches it (Ptk. 6:222. § (1))', () => {
    // atruhazas-kivulallora: the contract of 21 November attaches Nagy Lajos's statement of 10 November
    const request = loadAmendmentCase('atruhazas-kivulallora');
    const transfer = request.uzletreszAtruhazasok[0]!;
    const statedOn = (datum: string | undefined, changes: Partial<typeof transfer> = {}): AmendmentRequest => ({
      ...request,
      uzletreszAtruhazasok: [
        {
          ...transfer,
          elovasarlasiNyilatkozatok: [{ tag: { id: 201 }, ...(datum ? { datum } : {}) }],
          ...changes,
        },
      ],
    });
    const refusal = (given: AmendmentRequest) =>
      findings(given).find((finding) => finding.code === 'elovasarlasi-nyilatkozat-szerzodes-utan');
    const late = refusal(statedOn('2026-11-23'));
    expect(late?.severity).toBe('error');
    expect(late?.path).toBe('uzletreszAtruhazasok.0.elovasarlasiNyilatkozatok.0.datum');
    expect(late?.message).toContain(
      'Nagy Lajos elővásárlási jogáról szóló nyilatkozatának kelte (2026. november 23.) későbbi, mint az üzletrész-átruházási szerződésé (2026. november 21.)',
    );
    expect(late?.message).toContain('(Ptk. 3:167. § (2), 6:222. § (1), 6:223. § (1))');
    // the contract's own day, an earlier day and an undated statement are accepted
    expect(refusal(statedOn('2026-11-21'))).toBeUndefined();
    expect(refusal(request)).toBeUndefined();
    expect(refusal(statedOn(undefined))).toBeUndefined();
  });

  it('refuses a pre-emption statement dated before the offer was communicated (Ptk. 3:167. § (2), (5))', () => {
    // atruhazas-kivulallora: Nagy Lajos's statement of 10 November, the contract of 21 November
    const request = loadAmendmentCase('atruhazas-kivulallora');
    const transfer = request.uzletreszAtruhazasok[0]!;
    const offeredOn = (
      ajanlatKozlese: string | undefined,
      changes: Partial<typeof transfer> = {},
    ): AmendmentRequest => ({
      ...request,
      uzletreszAtruhazasok: [{ ...transfer, ...(ajanlatKozlese ? { ajanlatKozlese } : {}), ...changes }],
    });
    const refusal = (given: AmendmentRequest) =>
      findings(given).find((finding) => finding.code === 'elovasarlasi-nyilatkozat-ajanlat-elott');
    const early = refusal(offeredOn('2026-11-12'));
    expect(early?.severity).toBe('error');
    expect(early?.path).toBe('uzletreszAtruhazasok.0.elovasarlasiNyilatkozatok.0.datum');
    expect(early?.message).toContain(
      'Nagy Lajos elővásárlási jogáról szóló nyilatkozatának kelte (2026. november 10.) korábbi, mint a vételi ajánlat közlésének napja (2026. november 12.)',
    );
    expect(early?.message).toContain('(Ptk. 3:167. § (2), (5), 6:222. § (1))');
    // between members under the articles' pre-emption right (3:166. § (2)) the same
    expect(refusal(offeredOn('2026-11-12', { vevoMarTag: true }))?.message).toContain(
      '(Ptk. 3:166. § (2), 3:167. § (5), 6:222. § (1))',
    );
    // the offer's own day, an earlier offer, no offer day, an undated statement and a gift are accepted
    expect(refusal(offeredOn('2026-11-10'))).toBeUndefined();
    expect(refusal(offeredOn('2026-11-05'))).toBeUndefined();
    expect(refusal(request)).toBeUndefined();
    expect(refusal(offeredOn('2026-11-12', { elovasarlasiNyilatkozatok: [{ tag: { id: 201 } }] }))).toBeUndefined();
    expect(refusal(offeredOn('2026-11-12', { jogcim: 'AJANDEKOZAS' }))).toBeUndefined();
    // an offer communicated after the contract (21 November) is refused on its own field
    const lateOffer = (given: AmendmentRequest) =>
      findings(given).find((finding) => finding.code === 'ajanlat-kozlese-szerzodes-utan');
    const late = lateOffer(offeredOn('2026-11-22', { elovasarlasiNyilatkozatok: [{ tag: { id: 201 } }] }));
    expect(late?.severity).toBe('error');
    expect(late?.path).toBe('uzletreszAtruhazasok.0.ajanlatKozlese');
    expect(late?.message).toContain(
      'A vételi ajánlat közlésének megadott napja (2026. november 22.) későbbi, mint az üzletrész-átruházási szerződés kelte (2026. november 21.)',
    );
    expect(late?.message).toContain('(Ptk. 3:167. § (2), 6:222. § (1), 6:223. § (1))');
    expect(lateOffer(offeredOn('2026-11-21'))).toBeUndefined();
    expect(lateOffer(offeredOn('2026-11-22', { jogcim: 'AJANDEKOZAS' }))).toBeUndefined();
  });

  it('refuses a sale to an outsider made on the last day of a silent member’s fifteen days (Ptk. 3:167. § (5), 8:3. §; decision 113)', () => {
    // atruhazas-kivulallora: the contract of 21 November 2026 (a Saturday); Nagy Lajos's statement left out
    const request = loadAmendmentCase('atruhazas-kivulallora');
    const transfer = request.uzletreszAtruhazasok[0]!;
    const silentSince = (ajanlatKozlese: string): AmendmentRequest => ({
      ...request,
      uzletreszAtruhazasok: [{ ...transfer, ajanlatKozlese, elovasarlasiNyilatkozatok: [] }],
    });
    const refusal = (given: AmendmentRequest) => findings(given).find((finding) => finding.code === 'elovasarlas');
    // 5 November + 15 = 20 November (Friday): over before the contract
    expect(refusal(silentSince('2026-11-05'))).toBeUndefined();
    // 6 November + 15 = 21 November, the contract's day, a Saturday moved to Monday 23 November: still running
    const early = refusal(silentSince('2026-11-06'));
    expect(early?.severity).toBe('error');
    expect(plain(early!.message)).toContain(
      'A 2026. november 6. napján közölt ajánlatra a tizenöt napos határidő utolsó napja 2026. november 23. (Ptk. 8:3. § (1), (3))',
    );
  });

  it('refuses a gift of a minor seller’s share (Ptk. 2:16. §), and an adult buyer’s representative', () => {
    const request = loadAmendmentCase('atruhazas-kivulallora');
    const minorSeller: AmendmentRequest = {
      ...request,
      korabbi: {
        ...request.korabbi,
        tagok: request.korabbi.tagok.map((member) =>
          member.szemely?.id === 202
            ? { ...member, szuletesiIdo: '2010-01-01', torvenyesKepviselok: [parent('Fehér Gábor')] }
            : member,
        ),
      },
      uzletreszAtruhazasok: request.uzletreszAtruhazasok.map((transfer) => ({
        ...transfer,
        jogcim: 'AJANDEKOZAS' as const,
        vetelar: 0,
      })),
    };
    expect(findings(minorSeller).map((finding) => [finding.code, finding.statute])).toContainEqual([
      'kiskoru-ajandekoz',
      'Ptk. 2:16. §',
    ]);
    const adult = withBuyer(request, { torvenyesKepviselok: [parent('Kovács Anna')] });
    expect(found(adult).map((finding) => [finding.code, finding.severity])).toContainEqual([
      'MINOR_REPRESENTATIVE_OF_ADULT',
      'error',
    ]);
  });
});

describe('signatories who do not understand Hungarian (decision 031)', () => {
  it('asks about a foreign buyer of whom nobody said, and not about one whose answer is recorded', () => {
    const request = loadAmendmentCase('atruhazas-kivulallora');
    const withBuyer = (vevo: Record<string, unknown>): AmendmentRequest => ({
      ...request,
      uzletreszAtruhazasok: request.uzletreszAtruhazasok.map((transfer) => ({
        ...transfer,
        vevo: { ...transfer.vevo, ...vevo },
      })),
    });
    const foreign = findings(withBuyer({ allampolgarsag: 'francia' })).filter(
      (finding) => finding.code === 'FOREIGN_NATIONAL_SIGNATORY',
    );
    expect(foreign).toHaveLength(1);
    expect(foreign[0]).toMatchObject({ severity: 'warning', path: 'uzletreszAtruhazasok.0.vevo' });
    expect(foreign[0]!.message).toContain(
      'Nem magyar állampolgárságú aláíró, akinél nincs megadva, hogy érti-e a magyar nyelvet: Kovács Péter (állampolgárság: francia)',
    );
    expect(codes(withBuyer({ allampolgarsag: 'francia', nemErtiMagyarul: false }))).not.toContain(
      'warning:FOREIGN_NATIONAL_SIGNATORY',
    );
    expect(codes(loadAmendmentCase('atruhazas-kivulallora-tolmaccsal'))).not.toContain(
      'warning:FOREIGN_NATIONAL_SIGNATORY',
    );
  });

  it('refuses a language given without the statement, naming Pp. 325. § (2)', () => {
    const request = loadAmendmentCase('atruhazas-kivulallora-tolmaccsal');
    const contradictory: AmendmentRequest = {
      ...request,
      uzletreszAtruhazasok: request.uzletreszAtruhazasok.map((transfer) => ({
        ...transfer,
        vevo: { ...transfer.vevo, nemErtiMagyarul: undefined },
      })),
    };
    const errors = findings(contradictory).filter((finding) => finding.code === 'EXPLAINED_LANGUAGE_CONTRADICTION');
    expect(errors.map((error) => error.path)).toContain('uzletreszAtruhazasok.0.vevo.magyarazatNyelve');
    expect(errors[0]).toMatchObject({ severity: 'error', statute: 'Pp. 325. § (2)' });
  });
});

describe('voting thresholds of the members are decided on the exact share, not on the rounded one printed', () => {
  // cegnev: Nagy Lajos 1 800 000 Ft, Fehér Krisztina 1 200 000 Ft registered; the target state split otherwise
  const withTarget = (nagy: number, feher: number): AmendmentRequest => {
    const request = loadAmendmentCase('cegnev');
    const contributions = [nagy, feher];
    return {
      ...request,
      uj: {
        ...request.uj,
        tagok: request.uj.tagok.map((member, index) => ({ ...member, penzbetet: contributions[index]! })),
      },
    };
  };

  it('three-quarters of the votes (Ptk. 3:324. § (1)): 74,99997% is not, though it rounds to 75,00%', () => {
    expect(planAmendment(withTarget(2_249_999, 750_001)).qualifiedMajorityHolders).toEqual([]);
    expect(planAmendment(withTarget(2_250_000, 750_000)).qualifiedMajorityHolders).toEqual(['Nagy Lajos']);
  });

  it('more than half of the votes (Ctv. 27. § (3) a)): 50,00003% is, though it rounds to 50,00%', () => {
    expect(codes(withTarget(1_499_999, 1_500_001))).toContain('warning:tobbsegi-befolyas');
    expect(codes(withTarget(1_500_000, 1_500_000))).not.toContain('warning:tobbsegi-befolyas');
  });
});

describe('the three-quarters held between a transfer and a capital increase (Ptk. 3:324. § (1))', () => {
  it('says a share that had to be rounded is rounded', () => {
    // Fehér Krisztina sells 700 000 Ft to Nagy Lajos: 2 500 000 of 3 000 000 Ft, five-sixths, until the increase
    const request = loadAmendmentCase('tokeemeles-uj-taggal-atruhazas-tagok-kozott');
    const larger: AmendmentRequest = {
      ...request,
      uzletreszAtruhazasok: request.uzletreszAtruhazasok.map((transfer) => ({ ...transfer, nevertek: 700_000 })),
      uj: {
        ...request.uj,
        tagok: request.uj.tagok.map((member) =>
          member.nev === 'Nagy Lajos'
            ? { ...member, penzbetet: 2_500_000 }
            : member.nev === 'Fehér Krisztina'
              ? { ...member, penzbetet: 500_000 }
              : member,
        ),
      },
    };
    const transient = findings(larger).find((finding) => finding.code === 'minosito-tobbseg-tokeemeles-elott');
    expect(transient?.message).toContain(
      'a törzstőke felemelésének hatályossá válásáig a szavazatok kerekítve 83,33%-ával rendelkezik; a felemelés után ez az arány 75% alá csökken.',
    );
  });
});

describe('a jointly represented legal-entity member (decision 047)', () => {
  type Member = AmendmentRequest['korabbi']['tagok'][number];
  const request = loadAmendmentCase('irasbeli-jogi-szemely-fotevekenyseg-telephely');
  const change = (edit: (member: Member) => Member, states: readonly ('korabbi' | 'uj')[]): AmendmentRequest => {
    const entity = (member: Member) => (member.egyuttesKepviselok?.length ? edit(member) : member);
    const out = { ...request };
    for (const state of states) out[state] = { ...request[state], tagok: request[state].tagok.map(entity) };
    return out;
  };

  it('warns once, over both states, that the clause names every representative of one not understanding Hungarian', () => {
    expect(request.uj.tagok.some((member) => member.egyuttesKepviselok?.length)).toBe(true);
    const foreign = change(
      (member) => ({ ...member, nemErtiMagyarul: true, magyarazatNyelve: 'német' }),
      ['korabbi', 'uj'],
    );
    expect(codes(foreign).filter((code) => code === 'warning:jogi-szemely-egyuttes-kepviselok-nyelve')).toHaveLength(1);
    expect(codes(request)).not.toContain('warning:jogi-szemely-egyuttes-kepviselok-nyelve');
  });

  it('takes a new representative in the target state for a change, not a contradiction', () => {
    const changed = change(
      (member) => ({ ...member, kepviselo: 'Kiss Pál ügyvezető', egyuttesKepviselok: [] }),
      ['uj'],
    );
    expect(codes(changed)).not.toContain('warning:jogi-szemely-kepviselok-elteroek');
  });
});

describe('a new seat without its owners or its title of use (Ctv. 7. § (4))', () => {
  /** The seat move with the new seat's owners left out and its title of use as given. */
  function newSeat(jogcim?: 'HASZONKOLCSON' | 'TULAJDON'): AmendmentRequest {
    const request = loadAmendmentCase('szekhely-azonos-cegbirosag');
    const { jogcim: _given, ...property } = request.uj.szekhelyIngatlan;
    return {
      ...request,
      uj: { ...request.uj, szekhelyIngatlan: { ...property, ...(jogcim ? { jogcim } : {}), tulajdonosok: [] } },
    };
  }
  const seatFindings = (request: AmendmentRequest) =>
    findings(request).filter((finding) => ['SEAT_PROPERTY_MISSING', 'szekhely-jogcim'].includes(finding.code));

  it('names the missing owners once, and the missing title apart', () => {
    const both = seatFindings(newSeat());
    expect(both.map(({ code, path }) => ({ code, path }))).toEqual([
      { code: 'szekhely-jogcim', path: 'uj.szekhelyIngatlan' },
      { code: 'SEAT_PROPERTY_MISSING', path: 'uj.szekhelyIngatlan' },
    ]);
    expect(both.filter((finding) => /tulajdonos/.test(finding.message))).toHaveLength(1);
    expect(both[0]!.message).toBe(
      'Az új székhely használatának jogcíme (haszonkölcsön, bérlet, saját tulajdon vagy székhelyszolgáltatás) nincs megadva; a székhelyhasználati nyilatkozatban kipontozott hely áll a helyén. A Társaságnak a székhely használatára való jogosultságát igazolnia kell (Ctv. 7. § (4)).',
    );
  });

  it('with the title given, only the owners; for the company’s own property, neither', () => {
    expect(seatFindings(newSeat('HASZONKOLCSON')).map((finding) => finding.code)).toEqual(['SEAT_PROPERTY_MISSING']);
    expect(seatFindings(newSeat('TULAJDON'))).toEqual([]);
  });
});

describe('a minor who lends the new seat free of charge (Ptk. 2:16. §; decisions 052, 053)', () => {
  const minorOwner = {
    nev: 'Kovács Lili',
    lakohely: '4200 Hajdúszoboszló, Szilfákalja út 8.',
    szuletesiIdo: '2016-03-03',
    tulajdoniHanyad: '1/1',
  };
  /** `szekhely-azonos-cegbirosag` with the new seat owned by a minor, lent or let. */
  const seatOwnedByMinor = (jogcim: 'HASZONKOLCSON' | 'BERLET'): AmendmentRequest => {
    const request = loadAmendmentCase('szekhely-azonos-cegbirosag');
    return {
      ...request,
      uj: {
        ...request.uj,
        szekhelyIngatlan: { ...request.uj.szekhelyIngatlan, jogcim, tulajdonosok: [minorOwner] },
      } as AmendmentRequest['uj'],
    };
  };

  it("asks it of the amendment's use declaration as at formation", () => {
    const freeUse = findings(seatOwnedByMinor('HASZONKOLCSON')).filter(
      (finding) => finding.code === 'MINOR_OWNER_FREE_USE',
    );
    expect(freeUse).toHaveLength(1);
    expect(freeUse[0]).toMatchObject({ severity: 'warning', path: 'uj.szekhelyIngatlan.tulajdonosok.0' });
    expect(plain(freeUse[0]!.message)).toContain(
      'Kovács Lili (tulajdonos) a nyilatkozat keltekor (2026. november 24.) kiskorú',
    );
    expect(freeUse[0]!.message).toContain('haszonkölcsön jogcímén, ingyenesen használja');
    expect(freeUse[0]!.message).toContain('(Ptk. 2:16. §)');
  });

  it('does not ask it for rent, nor for a registered seat no declaration covers', () => {
    expect(codes(seatOwnedByMinor('BERLET'))).not.toContain('warning:MINOR_OWNER_FREE_USE');
    // `cegnev` keeps its registered seat: the same minor lending it writes no use declaration
    const request = loadAmendmentCase('cegnev');
    const lent = { ...request.uj.szekhelyIngatlan, jogcim: 'HASZONKOLCSON' as const, tulajdonosok: [minorOwner] };
    const kept = {
      ...request,
      korabbi: { ...request.korabbi, szekhelyIngatlan: lent },
      uj: { ...request.uj, szekhelyIngatlan: lent },
    } as AmendmentRequest;
    expect(planAmendment(kept).documents.some((document) => document.id === 'szekhely')).toBe(false);
    expect(codes(kept)).not.toContain('warning:MINOR_OWNER_FREE_USE');
  });
});

describe('a minor owner of the new seat (Ptk. 2:14. § (1), 2:12. § (1); decisions 054, 057)', () => {
  /** `szekhely-azonos-cegbirosag` with the new seat owned by `owner`, let to the company. */
  const seatOwnedBy = (owner: Record<string, unknown> & { nev: string; szuletesiIdo: string }): AmendmentRequest => {
    const request = loadAmendmentCase('szekhely-azonos-cegbirosag');
    const tulajdonosok = [{ ...owner, lakohely: '4200 Hajdúszoboszló, Szilfákalja út 8.', tulajdoniHanyad: '1/1' }];
    return {
      ...request,
      uj: {
        ...request.uj,
        szekhelyIngatlan: { ...request.uj.szekhelyIngatlan, jogcim: 'BERLET', tulajdonosok },
      } as AmendmentRequest['uj'],
    };
  };

  it("refuses the amendment's use declaration signed by a minor without representatives, at the owner's path under uj", () => {
    const refused = findings(seatOwnedBy({ nev: 'Kovács Lili', szuletesiIdo: '2016-03-03' })).filter(
      (finding) => finding.code === 'MINOR_UNDER_14_WITHOUT_REPRESENTATIVE',
    );
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({
      severity: 'error',
      path: 'uj.szekhelyIngatlan.tulajdonosok.0.torvenyesKepviselok',
    });
    expect(plain(refused[0]!.message)).toContain(
      'Kovács Lili (tulajdonos) a nyilatkozat keltekor (2026. november 24.) még nem töltötte be a tizennegyedik életévét (született: 2016. március 3.)',
    );
  });

  it('accepts the representatives the owner is given, and prints them in the declaration', () => {
    const request = seatOwnedBy({
      nev: 'Kovács Lili',
      szuletesiIdo: '2016-03-03',
      torvenyesKepviselok: [
        { nev: 'Kovács Éva', minoseg: 'SZULO', lakohely: '4200 Hajdúszoboszló, Szilfákalja út 8.' },
      ],
    });
    expect(codes(request)).not.toContain('error:MINOR_UNDER_14_WITHOUT_REPRESENTATIVE');
    expect(codes(request)).toContain('warning:MINOR_REPRESENTED');
  });

  it('says nothing of an owner of age, nor of a minor owning a registered seat no declaration covers', () => {
    expect(codes(seatOwnedBy({ nev: 'Kovács Lilla', szuletesiIdo: '1990-03-03' })).join()).not.toMatch(/MINOR/);
    const request = loadAmendmentCase('cegnev');
    const minorOwned = {
      ...request.uj.szekhelyIngatlan,
      tulajdonosok: [{ nev: 'Kovács Lili', lakohely: '1011 Budapest, Fő utca 1.', szuletesiIdo: '2016-03-03' }],
    };
    const kept = {
      ...request,
      korabbi: { ...request.korabbi, szekhelyIngatlan: minorOwned },
      uj: { ...request.uj, szekhelyIngatlan: minorOwned },
    } as AmendmentRequest;
    expect(planAmendment(kept).documents.some((document) => document.id === 'szekhely')).toBe(false);
    expect(codes(kept).join()).not.toMatch(/MINOR/);
  });
});

describe('the changed state checked as at formation (decision 071)', () => {
  const request = loadAmendmentCase('uj-ugyvezeto');
  const withChanged = (
    changed: Partial<AmendmentRequest['uj']>,
    registered: Partial<AmendmentRequest['korabbi']> = {},
  ) =>
    ({
      ...request,
      korabbi: { ...request.korabbi, ...registered },
      uj: { ...request.uj, ...changed },
    }) as AmendmentRequest;

  it('refuses a member entered twice in the changed state (Ptk. 3:161. § (2), 3:164. § (3))', () => {
    const [nagy, feher] = request.uj.tagok;
    const twice = findings(withChanged({ tagok: [nagy!, feher!, { ...nagy! }] })).find(
      (finding) => finding.code === 'MEMBER_LISTED_TWICE',
    );
    expect(twice).toMatchObject({ severity: 'error', statute: 'Ptk. 3:161. § (2), 3:164. § (3)', path: 'uj.tagok.2' });
    expect(twice?.message).toContain('Nagy Lajos kétszer szerepel a tagok között (1. és 3. tag).');
    expect(twice?.message).toContain(
      'az okiratok (az egységes szerkezetbe foglalt létesítő okirat és a tagjegyzék) most két tagként neveznék meg',
    );
  });

  it('refuses a director entered twice in the changed state, his own co-signer (Ctv. 8. § (2)–(3))', () => {
    const [nagy, feher] = request.uj.ugyvezetok;
    const twice = findings(withChanged({ ugyvezetok: [nagy!, feher!, { ...feher! }] })).find(
      (finding) => finding.code === 'DIRECTOR_LISTED_TWICE',
    );
    expect(twice).toMatchObject({ severity: 'error', path: 'uj.ugyvezetok.2' });
    expect(twice?.message).toContain('Fehér Krisztina kétszer szerepel az ügyvezetők között (2. és 3. ügyvezető)');
  });

  it('refuses an address entered twice among the changed premises and branches (Ctv. 7. § (2))', () => {
    const place = '4030 Debrecen, Szoboszlói út 12.';
    const twice = findings(withChanged({ telephelyek: [place, '4030 Debrecen, Szoboszlói út 12'] })).find(
      (finding) => finding.code === 'PLACE_LISTED_TWICE',
    );
    expect(twice).toMatchObject({ severity: 'error', statute: 'Ctv. 7. § (2)', path: 'uj.telephelyek.1' });
    expect(twice?.message).toBe(
      'A „4030 Debrecen, Szoboszlói út 12” cím kétszer szerepel telephelyként; egy cím egyszer, a székhely településén telephelyként, más településen fióktelepként adható meg (Ctv. 7. § (2)).',
    );
  });

  it('does not judge the registered state again: an entry repeated only there is a note, not an error', () => {
    const [nagy, feher] = request.korabbi.tagok;
    const place = '4030 Debrecen, Szoboszlói út 12.';
    const registeredTwice = withChanged(
      { telephelyek: [place] },
      { tagok: [nagy!, feher!, { ...feher! }], telephelyek: [place, place] },
    );
    const found = findings(registeredTwice);
    expect(found.filter((finding) => finding.severity === 'error').map((finding) => finding.code)).not.toEqual(
      expect.arrayContaining(['MEMBER_LISTED_TWICE', 'PLACE_LISTED_TWICE']),
    );
    const notes = found.filter((finding) => finding.code === 'bejegyzett-allapot-ketszer');
    expect(notes.map((note) => [note.severity, note.path])).toEqual([
      ['warning', 'korabbi.tagok.2'],
      ['warning', 'korabbi.telephelyek.1'],
    ]);
    expect(notes[0]!.message).toMatch(
      /^A bejegyzett állapotban Fehér Krisztina kétszer szerepel a tagok között \(2\. és 3\. tag\)\. A program a bejegyzett állapotot nem vizsgálja felül/,
    );
    expect(notes[0]!.message).toContain(
      'a tagok szavazatait a bejegyzett tagok szerint számítja, így őt két tagként venné számba',
    );
    expect(notes[1]!.message).toBe(
      'A bejegyzett állapotban a „4030 Debrecen, Szoboszlói út 12.” cím kétszer szerepel telephelyként. A program a bejegyzett állapotot nem vizsgálja felül, de ha az ismétlés csak a módosított állapotból marad el, azt a telephelyek változásaként kezeli, és az okiratok is így tüntetik fel: ha a cégkivonat egyszer tartalmazza, javítsa a bejegyzett állapot adatait.',
    );
    expect(planAmendment(registeredTwice).changes.map((change) => change.type)).toContain('TELEPHELY');
    // the same repetition kept in the changed state is refused there
    const kept = withChanged({ telephelyek: [place, place] }, { telephelyek: [place, place] });
    expect(codes(kept)).toEqual(
      expect.arrayContaining(['error:PLACE_LISTED_TWICE', 'warning:bejegyzett-allapot-ketszer']),
    );
    expect(codes(request)).not.toContain('warning:bejegyzett-allapot-ketszer');
  });

  it('refuses a seat moved abroad (Ctv. 7. § (1), 23. § (2)) with no court district left to confirm', () => {
    const moved = loadAmendmentCase('szekhely-azonos-cegbirosag');
    const abroad = { ...moved, uj: { ...moved.uj, szekhely: 'Graben 1., 1010 Wien, Ausztria' } };
    const found = findings(abroad);
    const refused = found.find((finding) => finding.code === 'SEAT_ABROAD');
    expect(refused).toMatchObject({ severity: 'error', statute: 'Ctv. 7. § (1), 23. § (2)', path: 'uj.szekhely' });
    expect(refused?.message).toBe(
      'Az új székhely („Graben 1., 1010 Wien, Ausztria”) külföldön van. A székhely a cég bejegyzett irodája, és a cégeljárásra az a cégbíróság illetékes, amelynek illetékességi területén a székhely van, ezért a Társaság székhelye változásbejegyzéssel nem helyezhető külföldre. Más államba a Társaság csak határokon átnyúló átalakulással költözhet, amelyet a tőkeegyesítő társaságok határokon átnyúló átalakulásáról, egyesüléséről és szétválásáról szóló törvény szabályoz (Ctv. 1. § (1) h)); ennek okiratait a program nem készíti el. Kérjük, magyarországi székhelyet adjon meg (Ctv. 7. § (1), 23. § (2)).',
    );
    expect(found.map((finding) => finding.code)).not.toContain('cegbirosag-ismeretlen');
    expect(codes(moved)).not.toContain('error:SEAT_ABROAD');
  });

  it('points out a branch added abroad (Ctv. 7. § (3)); a registered one is as registered', () => {
    const vienna = 'Graben 1., 1010 Wien, Ausztria';
    const added = findings(withChanged({ fioktelepek: [vienna] })).find((finding) => finding.code === 'BRANCH_ABROAD');
    expect(added).toMatchObject({ severity: 'warning', path: 'uj.fioktelepek.0' });
    expect(added?.message).toContain('a változásbejegyzési kérelemhez csatolni kell');
    expect(codes(withChanged({ fioktelepek: [vienna] }, { fioktelepek: [vienna] }))).not.toContain(
      'warning:BRANCH_ABROAD',
    );
  });

  it('points out a central administration moved abroad, never refusing it (Ctv. 7/B. §, decision 075)', () => {
    const vienna = 'Graben 1., 1010 Wien, Ausztria';
    const moved = findings(withChanged({ kozpontiUgyintezesHelye: vienna })).find(
      (finding) => finding.code === 'CENTRAL_ADMINISTRATION_ABROAD',
    );
    expect(moved).toMatchObject({ severity: 'warning', path: 'uj.kozpontiUgyintezesHelye' });
    expect(moved?.message).toContain('A Társaság új központi ügyintézési helye („Graben 1., 1010 Wien, Ausztria”)');
    expect(codes(withChanged({ kozpontiUgyintezesHelye: vienna }, { kozpontiUgyintezesHelye: vienna }))).not.toContain(
      'warning:CENTRAL_ADMINISTRATION_ABROAD',
    );
  });
});

describe('decision 082: the countersigning lawyer among the parties of the change (the formation’s rule)', () => {
  const byLawyer = (name: string, ugyvedNeve: string) => {
    const request = loadAmendmentCase(name);
    return findings({ ...request, ugyvediIroda: { ...request.ugyvediIroda, ugyvedNeve } }).filter((finding) =>
      finding.code.startsWith('COUNTERSIGNING_LAWYER'),
    );
  };

  it('warns of a director of the changed state with Üttv. 24. § (5)–(6), once, never refusing', () => {
    // uj-ugyvezeto: Fehér Krisztina, a member, is elected director
    const found = byLawyer('uj-ugyvezeto', 'dr. Fehér Krisztina');
    expect(found).toMatchObject([
      { code: 'COUNTERSIGNING_LAWYER_IS_DIRECTOR', severity: 'warning', path: 'uj.ugyvezetok.1.nev' },
    ]);
    expect(found[0]?.message).toContain('megegyezik Fehér Krisztina ügyvezető nevével');
    expect(found[0]?.message).toContain('(Üttv. 24. § (5)–(6))');
    expect(byLawyer('uj-ugyvezeto', 'dr. Szabó Gergely')).toEqual([]);
  });

  it('asks of a director whose mandate ends only as the member he stays', () => {
    // ugyvezeto-csere: Nagy Lajos's mandate ends, he stays a member
    expect(byLawyer('ugyvezeto-csere', 'Dr. Nagy Lajos')).toMatchObject([
      {
        code: 'COUNTERSIGNING_LAWYER_IS_PARTY',
        path: 'uj.tagok.0.nev',
        message: expect.stringContaining('Nagy Lajos tag nevével'),
      },
    ]);
  });

  it('finds the seller and the buyer of a share transfer, and the contributor of an increase (Üttv. 44. § (1))', () => {
    // atruhazas-kivulallora: Fehér Krisztina sells her whole share to Kovács Péter
    const seller = byLawyer('atruhazas-kivulallora', 'dr. Fehér Krisztina');
    expect(seller).toMatchObject([{ code: 'COUNTERSIGNING_LAWYER_IS_PARTY', path: 'uzletreszAtruhazasok.0.eladoTag' }]);
    expect(seller[0]?.message).toContain('Fehér Krisztina eladó nevével');
    expect(seller[0]?.message).toContain('(Üttv. 44. § (1))');
    const buyer = byLawyer('atruhazas-kivulallora', 'dr. Kovács Péter');
    expect(buyer).toMatchObject([
      { path: 'uzletreszAtruhazasok.0.vevo', message: expect.stringContaining('Kovács Péter vevő nevével') },
    ]);
    // a gift's parties by their own names
    expect(byLawyer('atruhazas-tagra-ajandek-ket-tagra', 'dr. Fehér Krisztina')[0]?.message).toContain(
      'Fehér Krisztina ajándékozó nevével',
    );
    // tokeemeles-uj-taggal: Tóth Gábor joins with a contribution
    expect(byLawyer('tokeemeles-uj-taggal', 'dr. Tóth Gábor')).toMatchObject([
      {
        code: 'COUNTERSIGNING_LAWYER_IS_PARTY',
        path: 'tokeemeles.hozzajarulasok.0',
        message: expect.stringContaining('Tóth Gábor vagyoni hozzájárulást vállaló személy nevével'),
      },
    ]);
  });
});

describe('decision 082: the notice period an amendment sets (Ptk. 3:190. § (1), the formation’s rules)', () => {
  const withNotice = (changed: number | undefined, registered?: number) => {
    const request = loadAmendmentCase('cegnev');
    return {
      ...request,
      korabbi: {
        ...request.korabbi,
        taggyulesSzabalyzasok: { ...request.korabbi.taggyulesSzabalyzasok, meghivasiHatarido: registered },
      },
      uj: { ...request.uj, taggyulesSzabalyzasok: { ...request.uj.taggyulesSzabalyzasok, meghivasiHatarido: changed } },
    };
  };

  it('warns of a period over thirty days as at formation, on the changed state’s field', () => {
    const long = findings(withNotice(45)).find((finding) => finding.code === 'NOTICE_PERIOD_LONG');
    expect(long).toMatchObject({ severity: 'warning', path: 'uj.taggyulesSzabalyzasok.meghivasiHatarido' });
    expect(long?.message).toContain('A taggyűlés meghívási ideje (45 nap) hosszabb harminc napnál.');
    expect(long?.message).toContain('(Ptk. 3:202. § (1))');
    expect(codes(withNotice(30))).not.toContain('warning:NOTICE_PERIOD_LONG');
    // a registered period the amendment keeps is not judged again
    expect(codes(withNotice(45, 45))).not.toContain('warning:NOTICE_PERIOD_LONG');
  });

  it('refuses a period under three days, in the statute’s words, as the formation does', () => {
    const parsed = parseAmendmentRequest(withNotice(2));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.issues).toContainEqual(
      expect.objectContaining({
        path: 'uj.taggyulesSzabalyzasok.meghivasiHatarido',
        message:
          'A társasági szerződés három napnál rövidebb meghívási időt érvényesen nem határozhat meg (Ptk. 3:190. § (1)).',
      }),
    );
    expect(parseAmendmentRequest(withNotice(3)).ok).toBe(true);
  });
});
