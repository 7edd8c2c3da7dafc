import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { deriveUsedAddresses } from '../model/derive-used-addresses.ts';
import { documentText } from './amendment-document-text.test-helper.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { checkAmendment } from './check-amendment.ts';
import { isFounder } from './membership-start.ts';
import { planAmendment } from './plan-amendment.ts';

/** "alapító" as a word for a person: not the document's name (alapító okirat) nor the founding deed's date. */
const FOUNDER_WORD = /(?<!\p{L})(?:[Aa]lapító|ALAPÍTÓ)\p{L}*(?!\s+(?:okirat|OKIRAT))/gu;
const founderWords = (text: string) => [...text.matchAll(FOUNDER_WORD)].map((match) => match[0]);

/**
 * The multi → single case (Nagy Lajos buys Fehér Krisztina's share and stays alone), with Nagy Lajos a member only
 * since 2022, after the founding deed of 2020-01-15: he is the sole member, not the founder.
 */
function soleMemberJoinedLater(): AmendmentRequest {
  const request = loadAmendmentCase('egyszemelyesse-valas');
  const later = <T extends { szemely?: { id?: string | number } | undefined }>(member: T): T =>
    member.szemely?.id === 201 ? { ...member, tagsagKezdete: '2022-03-01' } : member;
  return {
    ...request,
    korabbi: { ...request.korabbi, tagok: request.korabbi.tagok.map(later) },
    uj: { ...request.uj, tagok: request.uj.tagok.map(later) },
  };
}

describe('a member who joined after the founding is never called "alapító" (amendments brief U 14)', () => {
  it('tells founders from later members: the registered state and the founding deed decide', () => {
    const request = loadAmendmentCase('egyszemelyesse-valas');
    const [nagy] = request.uj.tagok;
    expect(isFounder(request, nagy!)).toBe(true);
    expect(isFounder(soleMemberJoinedLater(), soleMemberJoinedLater().uj.tagok[0]!)).toBe(false);
    const onFoundingDay = { ...nagy!, tagsagKezdete: request.bejegyzes.letesitoOkiratKelte };
    expect(isFounder({ ...request, korabbi: { ...request.korabbi, tagok: [onFoundingDay] } }, onFoundingDay)).toBe(
      true,
    );
    // a member not in the registered state joins by this amendment
    expect(isFounder(request, { ...nagy!, szemely: { id: 999 }, nev: 'Új Tag' })).toBe(false);
    // the lawyer's own statement stands
    expect(isFounder(request, { ...nagy!, alapito: false })).toBe(false);
  });

  it('the consolidated articles and the deed call the later sole member "egyedüli tag"', () => {
    const request = soleMemberJoinedLater();
    const consolidated = documentText(request, 'egyseges-szerkezet');
    expect(consolidated).toContain('A Társaság egyedüli tagja');
    expect(consolidated).toContain('Az egyedüli tag döntéshozatala');
    expect(consolidated).toContain('a legfőbb szerv hatáskörét az egyedüli tag gyakorolja');
    expect(consolidated).toContain('Az egyedüli tag halála esetén örököse');
    expect(consolidated).toContain('ALAPÍTÓ OKIRATA'); // the document keeps its statutory name (Ptk. 3:94. §)
    expect(founderWords(consolidated)).toEqual([]);
    expect(founderWords(documentText(request, 'modositas'))).toEqual([]);
  });

  it('the resolution and the member register do not call him founder either', () => {
    const request = soleMemberJoinedLater();
    const resolution = documentText(request, 'hatarozat');
    expect(resolution).toContain('AZ EGYEDÜLI TAG HATÁROZATA');
    // the lawyer's note on the title (U 14) names both titles and stays
    expect(founderWords(resolution.replace(/Megjegyzés az ügyvéd részére[^\n]*/g, ''))).toEqual([]);
    const register = documentText(request, 'tagjegyzek');
    expect(register).toContain('A Társaság tagja és törzsbetétje');
    expect(register).toContain('Az egyedüli tag neve, lakóhelye (székhelye)');
    expect(register).toContain('Pótbefizetés: az egyedüli tag a veszteségek fedezésére');
    expect(register).toContain('az üzletrész felosztásához az egyedüli tag hozzájárulása szükséges');
    expect(founderWords(register)).toEqual([]);
  });

  it('a founder who stays the sole member is still "az alapító"', () => {
    const request = loadAmendmentCase('egyszemelyesse-valas');
    const consolidated = documentText(request, 'egyseges-szerkezet');
    expect(consolidated).toContain('A Társaság alapítója');
    expect(consolidated).toContain('Az alapító döntéshozatala');
    expect(founderWords(consolidated)).toEqual(expect.arrayContaining(['alapítója', 'Az alapító'.slice(3)]));
    expect(documentText(request, 'tagjegyzek')).toContain('A Társaság tagja (alapítója) és törzsbetétje');
  });

  it('the use declaration names a property owner who is the later sole member "egyedüli tagja"', () => {
    const request = soleMemberJoinedLater();
    const [member] = request.uj.tagok;
    const company = {
      ...request.uj,
      tagok: [{ ...member!, alapito: false }],
      szekhelyIngatlan: {
        tulajdonosok: [{ nev: member!.nev, lakohely: member!.lakohely, jogiSzemely: false, tulajdoniHanyad: '1/1' }],
      },
    };
    // he is the director too, named as both since decision 052 (`resolveOwner`)
    expect(deriveUsedAddresses(company)[0]!.owners[0]!.companyRole).toBe('a Társaság egyedüli tagja és ügyvezetője');
    const founded = { ...company, tagok: [{ ...member!, alapito: undefined }] };
    expect(deriveUsedAddresses(founded)[0]!.owners[0]!.companyRole).toBe('a Társaság alapítója és ügyvezetője');
  });

  it('the sole decider of a company becoming single-member is its founder only if it was a founding member', () => {
    const request = loadAmendmentCase('egyszemelyesse-valas');
    expect(planAmendment(request).isSoleDeciderFounder).toBe(true);
    expect(planAmendment(soleMemberJoinedLater()).isSoleDeciderFounder).toBe(false);
    // an outsider who bought every share decides alone, and is no founder
    const buyer = { ...request.uj.tagok[0]!, szemely: { id: 999 }, nev: 'Kovács Bence' };
    const boughtOut = { ...request, uj: { ...request.uj, tagok: [buyer] } };
    expect(planAmendment(boughtOut).voters.map((member) => member.nev)).toEqual(['Kovács Bence']);
    expect(planAmendment(boughtOut).isSoleDeciderFounder).toBe(false);
    expect(planAmendment(loadAmendmentCase('cegnev')).isSoleDeciderFounder).toBe(false);
  });

  it('tells the lawyer when the sole member is named "egyedüli tag" (U 14), and only then', () => {
    const wording = (request: AmendmentRequest) =>
      checkAmendment(planAmendment(request), '').filter((finding) => finding.code === 'egyeduli-tag-nem-alapito');
    expect(wording(soleMemberJoinedLater())).toEqual([
      {
        code: 'egyeduli-tag-nem-alapito',
        severity: 'warning',
        message:
          'Nagy Lajos nem alapítója a Társaságnak (tagsága az alapítás után kezdődött), ezért az alapító okirat, a tagjegyzék és a határozat „egyedüli tag”-ként nevezi meg, nem „alapító”-ként (Ptk. 3:99/A. § (7), 3:109. § (4); megerősítendő, U 14).',
        path: 'uj.tagok.0',
      },
    ]);
    expect(wording(loadAmendmentCase('egyszemelyesse-valas'))).toEqual([]);
    expect(wording(loadAmendmentCase('cegnev'))).toEqual([]);
  });
});
