import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import type { Member } from '../schema/company.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { documentText } from './amendment-document-text.test-helper.ts';

// Nagy Lajos (id 201) and Fehér Krisztina (id 202): the members of every case used here
type Shares = (member: Member, index: number) => Partial<Member>;

/** The case with the members' contributions or deviating shares set alike before and after the amendment. */
function withMembers(request: AmendmentRequest, shares: Shares): AmendmentRequest {
  const set = (members: readonly Member[]) => members.map((member, index) => ({ ...member, ...shares(member, index) }));
  return {
    ...request,
    korabbi: { ...request.korabbi, tagok: set(request.korabbi.tagok) },
    uj: { ...request.uj, tagok: set(request.uj.tagok) },
  };
}

/** Two-thirds and one-third of the capital (2 000 000 and 1 000 000 Ft; the törzstőke at least 3 000 000 Ft, Ptk. 3:161. § (4)). */
const thirds: Shares = (_member, index) => ({ penzbetet: index === 0 ? 2_000_000 : 1_000_000, nemPenzbeliBetet: 0 });
/**
 * The articles' business shares, deviating from the contributions (60% and 40%), with more than two decimals: exact
 * as entered, they print with all their decimals (decision 037).
 */
const deviatingThirds: Shares = (_member, index) => ({ uzletreszElteres: index === 0 ? 66.667 : 33.333 });

/** The meeting of `cegnev` with Fehér Krisztina absent: Nagy Lajos alone attends, authenticates and votes yes. */
function withoutSecondMember(request: AmendmentRequest): AmendmentRequest {
  const dontes = request.dontes;
  return {
    ...request,
    dontes: {
      ...dontes,
      hitelesito: { id: 201 },
      jelenlevok: [{ tag: { id: 201 } }],
      szavazasok: dontes.szavazasok.map((vote) => ({ ...vote, igen: [{ id: 201 }], nem: [], tartozkodas: [] })),
    },
  };
}

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('rounded vote shares in the minutes are marked as the articles mark rounded ratios', () => {
  it('in votes: the share of the votes present and the attendance sheet; an exact share as it is', () => {
    const minutes = documentText(withMembers(loadAmendmentCase('cegnev'), thirds), 'hatarozat');
    // the name is adopted 2 000 000 to 1 000 000: two-thirds of the votes present
    expect(minutes).toContain(
      'A taggyűlés a határozatot 2 000 000 igen, 1 000 000 nem szavazattal, 0 tartózkodás mellett elfogadta. Az igen szavazatok a jelen lévő, szavazásra jogosult 3 000 000 szavazat kerekítve 66,67%-át teszik ki.',
    );
    expect(minutes).toMatch(/Nagy Lajos\s+2 000 000 Ft\s+2 000 000\s+66,67% \(kerekítve\)/);
    expect(minutes).toMatch(/Fehér Krisztina\s+1 000 000 Ft\s+1 000 000\s+33,33% \(kerekítve\)/);

    const exact = documentText(loadAmendmentCase('cegnev'), 'hatarozat');
    expect(exact).toContain('szavazat 60%-át teszik ki.');
    expect(exact).toContain('azaz a szavazatok 100%-át képviselő tagok vannak jelen');
    expect(exact).toMatch(/Nagy Lajos\s+1 800 000 Ft\s+1 800 000\s+60%\s/);
    expect(exact).not.toContain('kerekítve');
  });

  it('in votes: three equal members, two of them for', () => {
    const request = loadAmendmentCase('cegnev');
    const third = { ...loadAmendmentCase('tokeemeles-uj-taggal').uj.tagok[2]!, szemely: { id: 203 } };
    const members = (tagok: readonly Member[]) =>
      [...tagok, third].map((member) => ({ ...member, penzbetet: 1_000_000, nemPenzbeliBetet: 0 }));
    const three: AmendmentRequest = {
      ...request,
      korabbi: { ...request.korabbi, tagok: members(request.korabbi.tagok) },
      uj: { ...request.uj, tagok: members(request.uj.tagok) },
      dontes: {
        ...request.dontes,
        jelenlevok: [...request.dontes.jelenlevok, { tag: { id: 203 } }],
        szavazasok: request.dontes.szavazasok.map((vote) => ({
          ...vote,
          igen: [{ id: 201 }, { id: 202 }],
          nem: [{ id: 203 }],
          tartozkodas: [],
        })),
      },
    };
    const minutes = documentText(three, 'hatarozat');
    expect(minutes).toContain(
      'A taggyűlés a határozatot 2 000 000 igen, 1 000 000 nem szavazattal, 0 tartózkodás mellett elfogadta. Az igen szavazatok a jelen lévő, szavazásra jogosult 3 000 000 szavazat kerekítve 66,67%-át teszik ki.',
    );
    expect(minutes).toContain('3 000 000 szavazatot, azaz a szavazatok 100%-át képviselő tagok vannak jelen');
    // the attendance sheet: the ratios of the articles, rounded to add up to 100%
    expect(minutes).toMatch(/Nagy Lajos\s+1 000 000 Ft\s+1 000 000\s+33,34% \(kerekítve\)/);
    expect(minutes).toMatch(/Tóth Gábor\s+1 000 000 Ft\s+1 000 000\s+33,33% \(kerekítve\)/);
  });

  it('in votes: the votes present at the meeting', () => {
    const request = withoutSecondMember(withMembers(loadAmendmentCase('cegnev'), thirds));
    expect(documentText(request, 'hatarozat')).toContain(
      'a leadható 3 000 000 szavazatból – a társasági szerződés szerint minden egy forint törzsbetét egy szavazatra jogosít – 2 000 000 szavazatot, azaz a szavazatok kerekítve 66,67%-át képviselő tagok vannak jelen, ezért a taggyűlés határozatképes.',
    );
  });

  it('in votes: an exact half stays unmarked', () => {
    const halves: Shares = () => ({ penzbetet: 1_500_000, nemPenzbeliBetet: 0 });
    const request = withMembers(loadAmendmentCase('cegnev'), halves);
    const bothYes: AmendmentRequest = {
      ...request,
      dontes: {
        ...request.dontes,
        szavazasok: request.dontes.szavazasok.map((vote) => ({
          ...vote,
          igen: [{ id: 201 }, { id: 202 }],
          nem: [],
          tartozkodas: [],
        })),
      },
    };
    const minutes = documentText(bothYes, 'hatarozat');
    expect(minutes).toMatch(/Nagy Lajos\s+1 500 000 Ft\s+1 500 000\s+50%\s/);
    expect(minutes).toContain('szavazat 100%-át teszik ki.');
    expect(minutes).not.toContain('kerekítve');
  });

  it('as percentages of deviating business shares: the result, the votes present and the submission summary', () => {
    // entered with three decimals, the shares and their sums are exact: printed with all their decimals, unmarked
    const request = withMembers(loadAmendmentCase('cegnev'), deviatingThirds);
    expect(documentText(request, 'hatarozat')).toContain(
      'A taggyűlés a határozatot a szavazatok 66,667%-át kitevő igen, 33,333% nem szavazattal, 0% tartózkodás mellett elfogadta.',
    );
    expect(documentText(request, 'hatarozat')).toMatch(/Fehér Krisztina\s+1 200 000 Ft\s+33,333%\s/);
    expect(plain(documentText(request, 'benyujtasi-osszesito'))).toContain('66,667% / jelen: 100%');
    expect(documentText(withoutSecondMember(request), 'hatarozat')).toContain(
      'A levezető elnök megállapítja, hogy a taggyűlésen a szavazatok 66,667%-át képviselő tagok vannak jelen, ezért a taggyűlés határozatképes.',
    );
    // exact deviating shares stay as they are
    const exact = withMembers(loadAmendmentCase('cegnev'), (_member, index) => ({
      uzletreszElteres: index === 0 ? 62.5 : 37.5,
    }));
    expect(documentText(exact, 'hatarozat')).toContain(
      'a szavazatok 62,5%-át kitevő igen, 37,5% nem szavazattal, 0% tartózkodás mellett elfogadta.',
    );
  });

  it('in the submission summary: the share of the votes present', () => {
    const summary = plain(documentText(withMembers(loadAmendmentCase('cegnev'), thirds), 'benyujtasi-osszesito'));
    expect(summary).toContain('2 000 000 / jelen: 3 000 000 (kerekítve 66,67%)');
    expect(plain(documentText(loadAmendmentCase('cegnev'), 'benyujtasi-osszesito'))).toContain(
      '1 800 000 / jelen: 3 000 000 (60%)',
    );
  });

  it("on a written resolution's voting form, where the votes are a ratio", () => {
    const request = withMembers(loadAmendmentCase('irasbeli-hatarozathozatal'), deviatingThirds);
    expect(documentText(request, 'szavazolap-2')).toContain('Törzsbetétje: 1 200 000 Ft; szavazati aránya: 33,333%.');
    const exact = withMembers(loadAmendmentCase('irasbeli-hatarozathozatal'), () => ({ uzletreszElteres: 50 }));
    expect(documentText(exact, 'szavazolap-2')).toContain('Törzsbetétje: 1 200 000 Ft; szavazati aránya: 50%.');
  });
});

describe("a designated person's share of a capital increase in the resolution (Ptk. 3:198. § (2) d))", () => {
  it('is marked when rounded: Tóth Gábor takes up 1 000 000 Ft of 1 500 000 Ft', () => {
    const request = loadAmendmentCase('tokeemeles-uj-taggal');
    const increase = request.tokeemeles!;
    const newMember = increase.hozzajarulasok[0]!;
    const thirds: AmendmentRequest = {
      ...request,
      tokeemeles: {
        ...increase,
        osszeg: 1_500_000,
        hozzajarulasok: [{ ...newMember, ujTag: undefined, tag: { id: 201 }, penzbeli: 500_000 }, newMember],
      },
      uj: {
        ...request.uj,
        tagok: request.uj.tagok.map((member) =>
          member.nev === 'Nagy Lajos' ? { ...member, penzbetet: member.penzbetet + 500_000 } : member,
        ),
      },
    };
    expect(plain(documentText(thirds, 'hatarozat'))).toContain(
      'Tóth Gábor, a törzstőkeemelésben való részvételi aránya kerekítve 66,67% (1 000 000 Ft).',
    );
    expect(plain(documentText(request, 'hatarozat'))).toContain(
      'Tóth Gábor, a törzstőkeemelésben való részvételi aránya 100% (1 000 000 Ft).',
    );
  });
});
