import { describe, expect, it } from 'vitest';
import { loadAmendmentCase } from '../../../fixtures/amendments/index.ts';
import { treeText } from '../ast/tree-text.ts';
import { createNodeAmendmentRenderer } from '../node.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { memberStandings, membershipStart, registerStateDay } from './membership-start.ts';

const renderer = createNodeAmendmentRenderer();

const memberNamed = (request: AmendmentRequest, name: string) => {
  const member = request.uj.tagok.find((item) => item.nev === name);
  if (!member) throw new Error(`no member ${name}`);
  return member;
};

/** The member register's "A tagság kezdete" column, one date per member in order. */
function registerStarts(request: AmendmentRequest): string[] {
  const prepared = renderer.prepare(request);
  const document = prepared.plan.documents.find((item) => item.id === 'tagjegyzek');
  if (!document) throw new Error('no tagjegyzek document');
  const text = treeText(renderer.renderTree(prepared, document)).replace(/\u00a0/g, ' ');
  const table = text.slice(text.indexOf('A tagság kezdete'), text.indexOf('Összesen (törzstőke)'));
  // numeric in the table ("2020. 01. 15."), so that the date never breaks inside its narrow column
  return table.split('\n').filter((line) => /^\d{4}\. \d{2}\. \d{2}\.$/.test(line));
}

describe('the membership start in the member register (amendments brief 3.5)', () => {
  it("keeps a registered member's start: the registered date, else the founding deed's date, never the register's date", () => {
    const request = loadAmendmentCase('tokeemeles-uj-taggal');
    expect(membershipStart(request, memberNamed(request, 'Nagy Lajos'))).toBe('2020-01-15');
    const dated: AmendmentRequest = {
      ...request,
      korabbi: {
        ...request.korabbi,
        tagok: request.korabbi.tagok.map((member) =>
          member.nev === 'Fehér Krisztina' ? { ...member, tagsagKezdete: '2023-05-10' } : member,
        ),
      },
    };
    expect(membershipStart(dated, memberNamed(dated, 'Fehér Krisztina'))).toBe('2023-05-10');
    expect(registerStarts(dated).slice(0, 2)).toEqual(['2020. 01. 15.', '2023. 05. 10.']);
  });

  it("dates an acquirer's membership from the notification to the company (Ptk. 3:169. § (2))", () => {
    const request = loadAmendmentCase('tobbszemelyesse-valas');
    expect(membershipStart(request, memberNamed(request, 'Lakatos Emese'))).toBe('2026-11-23');
    expect(registerStarts(request)).toEqual(['2020. 01. 15.', '2026. 11. 23.']);
  });

  it('tells the lawyer when a new member has no known start instead of passing the register date off as one', () => {
    const request = loadAmendmentCase('tokeemeles-uj-taggal');
    expect(membershipStart(request, memberNamed(request, 'Tóth Gábor'))).toBeUndefined();
    const finding = renderer.prepare(request).findings.find((item) => item.code === 'tagsag-kezdete');
    expect(finding).toMatchObject({ severity: 'warning', path: 'uj.tagok.2.tagsagKezdete' });
    expect(finding?.message).toContain('Tóth Gábor tagságának kezdete nem ismert');
    const given = {
      ...request,
      uj: {
        ...request.uj,
        tagok: request.uj.tagok.map((member) =>
          member.nev === 'Tóth Gábor' ? { ...member, tagsagKezdete: '2026-12-01' } : member,
        ),
      },
    };
    expect(renderer.prepare(given).findings.map((item) => item.code)).not.toContain('tagsag-kezdete');
    expect(registerStarts(given)).toEqual(['2020. 01. 15.', '2020. 01. 15.', '2026. 12. 01.']);
  });
});

describe('the standing a member keeps for the next amendment', () => {
  it('marks an outsider who bought a share as no founder, member since the notification; a founder as founder', () => {
    const request = loadAmendmentCase('atruhazas-kivulallora');
    expect(request.uj.tagok.map((member) => member.nev)).toEqual(['Nagy Lajos', 'Kovács Péter']);
    expect(memberStandings(request)).toEqual([{ alapito: true }, { alapito: false, tagsagKezdete: '2026-11-24' }]);
  });

  it('lets the next amendment word a sole member who bought every share as "az egyedüli tag", as the articles now do', () => {
    const first = loadAmendmentCase('atruhazas-kivulallora');
    const standings = memberStandings(first);
    const buyer = { ...first.uj.tagok[1]!, ...standings[1]!, torzsbetetBefizetve: true };
    const second: AmendmentRequest = {
      ...first,
      uzletreszAtruhazasok: [],
      korabbi: { ...first.uj, tagok: [buyer] },
      uj: { ...first.uj, nev: `${first.uj.nev} Holding`, tagok: [buyer] },
    };
    const articles = renderer.consolidatedArticles(renderer.prepare(second));
    expect(treeText(articles)).toContain('egyedüli tag');
    expect(treeText(articles)).not.toMatch(/\baz alapító\b/i);
  });
});

describe('the day the member register states the members on (read-through 9; Ptk. 3:169. § (2))', () => {
  function stateSentence(request: AmendmentRequest): string {
    const prepared = renderer.prepare(request);
    const document = prepared.plan.documents.find((item) => item.id === 'tagjegyzek')!;
    const text = treeText(renderer.renderTree(prepared, document)).replace(/\u00a0/g, ' ');
    return /A tagjegyzék a Társaság tagjait és törzsbetétjeit a (.*) napján fennálló állapot szerint tartalmazza\./.exec(
      text,
    )![1]!;
  }

  it('is the notification day when a buyer notified after the decision and no later effective day is set', () => {
    // decision on 20 November, the buyer notifies the company on 24 November: on the 20th the seller was the member
    const request = { ...loadAmendmentCase('atruhazas-kivulallora'), hatalyNapja: undefined };
    expect(registerStateDay(request)).toBe('2026-11-24');
    expect(stateSentence(request)).toBe('2026. november 24.');
  });

  it('stays the effective day when every listed member is one by then', () => {
    const request = loadAmendmentCase('atruhazas-kivulallora');
    expect(registerStateDay(request)).toBe('2026-12-01');
    expect(stateSentence(request)).toBe('2026. december 1.');
  });

  it('is the register’s own date for a member joining by an increase whose start is not known, as the column prints it', () => {
    const request = { ...loadAmendmentCase('tokeemeles-uj-taggal'), hatalyNapja: undefined };
    expect(registerStateDay(request)).toBe(request.keltezesIdeje);
  });
});
