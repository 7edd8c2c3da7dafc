import { describe, expect, it } from 'vitest';
import { fixtureNames, loadFixture } from '../../fixtures/index.ts';
import { DOCUMENT_TYPE_IDS } from '../src/documents/document-types.ts';
import { planDocuments } from '../src/documents/plan-documents.ts';
import { formatMoneyWithWords } from '../src/hu/format-money.ts';
import { createNodeEngine } from '../src/node.ts';
import type { DocumentRequest } from '../src/schema/request.ts';
import { collectTreeLines } from './collect-tree-lines.ts';

// The same facts read identically in every document of a formation set (decision 086): the company's name and seat,
// the capital and every amount with its words, each person's identification, each member's contribution and share,
// each director's mandate and representation, the date of the articles. A lawyer signs the set as one; a fact typed
// once in the request and printed twice differently is a defect whichever document has it right.
const engine = createNodeEngine();

type RenderedSet = { articles: string; others: Map<string, string>; all: Map<string, string> };

/** Every planned document's text, no-break spaces and hyphens as ordinary ones, keyed by its file stem. */
function renderSet(request: DocumentRequest): RenderedSet {
  const all = new Map<string, string>();
  for (const document of planDocuments(request, DOCUMENT_TYPE_IDS)) {
    const text = collectTreeLines(engine.renderTree(request, document))
      .map((line) => line.text)
      .join('\n')
      .replaceAll('\u00a0', ' ')
      .replaceAll('\u2011', '-');
    all.set(document.fileStem, text);
  }
  const articles = all.get('tarsasagi');
  if (articles === undefined) throw new Error('no articles in the set');
  return { articles, others: new Map([...all].filter(([stem]) => stem !== 'tarsasagi')), all };
}

/** `text` as a regular expression that matches it literally. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function firstGroup(text: string, pattern: RegExp, what: string): string {
  const match = pattern.exec(text);
  if (!match?.[1]) throw new Error(`the articles state no ${what}`);
  return match[1];
}

/** `[stem, captured]` for every match of `pattern` (whose first group is the fact) in every document. */
function everyMatch(documents: Map<string, string>, pattern: RegExp): [string, string][] {
  return [...documents].flatMap(([stem, text]) =>
    [...text.matchAll(new RegExp(pattern.source, 'g'))].map((match): [string, string] => [stem, match[1] ?? '']),
  );
}

/** A natural person's identification after his name, without the tax id (the specimen leaves it out on purpose). */
function identifications(documents: Map<string, string>): Map<string, Set<string>> {
  const byName = new Map<string, Set<string>>();
  for (const [stem, text] of documents)
    for (const match of text.matchAll(/([^\n();:,]+?) \((születési név: [^()]*)\)/g)) {
      const name = (match[1] ?? '').replace(/^(Alulírott|Tulajdonos:) /, '').replace(/^Dr\. /, 'dr. ');
      const body = (match[2] ?? '').replace(/ adóazonosító jel: [^;]+;/, '').replace(/; tulajdoni hányad: [^;]*$/, '');
      byName.set(name, (byName.get(name) ?? new Set()).add(`${body} [${stem}]`));
    }
  return byName;
}

describe.each(fixtureNames)('the documents of %s state the same facts', (name) => {
  const request = loadFixture(name);
  const set = renderSet(request);

  it('the company name and seat', () => {
    const fullName = firstGroup(set.articles, /A Társaság cégneve: (.+?) \(a továbbiakban/, 'name');
    const seat = firstGroup(set.articles, /A Társaság székhelye: (.+)\.\n/, 'seat');
    for (const [stem, text] of set.others) expect(text, stem).toContain(fullName);
    const seats = everyMatch(
      set.all,
      new RegExp(`${literal(fullName)}(?: \\(bejegyzés alatt\\))? \\(székhely: ([^;]+)\\.;`),
    );
    const registerSeat = everyMatch(set.all, /\nSzékhely: (.+)\.\n/);
    expect([...seats, ...registerSeat].filter(([, value]) => value !== seat)).toEqual([]);
  });

  it('every amount in figures and in words, the capital among them', () => {
    const amounts = everyMatch(set.all, /(\d{1,3}(?: \d{3})* Ft, azaz [^,;.)]+? forint)/);
    const misworded = amounts.filter(([, text]) => {
      const figure = Number(text.split(' Ft')[0]?.replaceAll(' ', ''));
      return formatMoneyWithWords(figure).replaceAll('\u00a0', ' ') !== text;
    });
    expect(misworded).toEqual([]);
    const capital = firstGroup(set.articles, /A Társaság törzstőkéje (\d[\d ]* Ft)/, 'capital');
    expect(everyMatch(set.others, /Törzstőke: (\d[\d ]* Ft)/).filter(([, value]) => value !== capital)).toEqual([]);
  });

  it("each person's identification", () => {
    const differing = [...identifications(set.all)]
      .map(([person, bodies]) => [person, [...bodies]] as const)
      .filter(([, bodies]) => new Set(bodies.map((body) => body.replace(/ \[[^\]]+\]$/, ''))).size > 1);
    expect(differing).toEqual([]);
    for (const person of [...request.tarsasag.tagok, ...request.tarsasag.ugyvezetok])
      if (person.adoazonositoJel)
        for (const [stem, text] of set.all)
          if (text.includes(`${person.nev} (`) && text.includes('adóazonosító jel:'))
            expect(text, `${stem}: ${person.nev}`).not.toMatch(
              new RegExp(`${literal(person.nev)} \\([^)]*adóazonosító jel: (?!${person.adoazonositoJel};)`),
            );
  });

  it("each member's contribution and share in the member register", () => {
    const register = set.others.get('tagjegyzek');
    if (register === undefined) return;
    for (const member of request.tarsasag.tagok) {
      const contribution = firstGroup(
        set.articles,
        new RegExp(`${literal(member.nev)} törzsbetétje (\\d[\\d ]* Ft)`, 'i'),
        `contribution of ${member.nev}`,
      );
      const row = new RegExp(
        `${literal(member.nev)}\\n(?:[^\\n]*\\n)+?(\\d[\\d ]* Ft)\\n\\([^)]*\\)\\n([\\d,]+%(?: \\(kerekítve\\))?)\\n([\\d,]+%(?: \\(kerekítve\\))?)`,
      ).exec(register);
      expect(row?.[1], member.nev).toBe(contribution);
      const shares = new RegExp(
        `${literal(member.nev)}: törzsbetétjének aránya ([\\d,]+%(?: \\(kerekítve\\))?), üzletrészének mértéke ([\\d,]+%(?: \\(kerekítve\\))?)`,
        'i',
      ).exec(set.articles);
      if (shares) expect([row?.[2], row?.[3]], member.nev).toEqual([shares[1], shares[2]]);
    }
  });

  it("each director's mandate and representation in the acceptance and the specimen", () => {
    for (const director of request.tarsasag.ugyvezetok) {
      const mandate = new RegExp(
        `${literal(director.nev)} \\([^\\n]*?\\) ügyvezető megbízatása (.+?) szól\\.`,
        'i',
      ).exec(set.articles)?.[1];
      const acceptance = [...set.others].find(
        ([stem, text]) => stem.startsWith('elfogado') && text.startsWith(`Elfogadó nyilatkozat – ${director.nev}`),
      )?.[1];
      expect([mandate, acceptance].map(Boolean), director.nev).toEqual([true, true]);
      const accepted = /Megbízatásom (.+?) szól\./.exec(acceptance ?? '')?.[1];
      // the articles' „from accepting the mandate” is, in the acceptance itself, „from signing this declaration”
      expect(
        accepted?.replace('a jelen nyilatkozat aláírásának napjától', 'a megbízatás elfogadásának napjától'),
        director.nev,
      ).toBe(mandate);
      const represents = /\nA Társaságot (.+?) képviselem, cégjegyzési jogom [^.]+\./.exec(acceptance ?? '');
      const specimen = [...set.others].find(
        ([stem, text]) => stem.startsWith('alairasminta') && text.startsWith(`Aláírás-minta – ${director.nev}`),
      )?.[1];
      expect(specimen, director.nev).toContain(`a Társaságot ${represents?.[1] ?? '(none)'} képviselem`);
    }
  });

  it("the company manager's representation in the articles and his specimen", () => {
    const manager = request.tarsasag.cegvezeto;
    if (!manager) return;
    const inArticles = /A cégvezető a Társaságot (.+?) képviseli, cégjegyzési joga ([^;]+);/.exec(set.articles);
    const specimen = [...set.others].find(
      ([stem, text]) => stem.startsWith('alairasminta') && text.startsWith(`Aláírás-minta – ${manager.nev}`),
    )?.[1];
    expect(specimen, manager.nev).toContain(
      `a Társaságot ${inArticles?.[1] ?? '(none)'} képviselem, cégjegyzési jogom ${inArticles?.[2] ?? '(none)'}.`,
    );
  });

  it('the directors who sign for the company: the power of attorney names those who sign it and the member register', () => {
    const powerOfAttorney = set.others.get('jogi-kepviselo-meghatalmazas');
    const register = set.others.get('tagjegyzek');
    if (powerOfAttorney === undefined || register === undefined) return;
    const signers = (text: string) =>
      [...text.matchAll(/\nképviseletében(?: együttesen)?: (.+)/g)].map((match) => match[1]).sort();
    const named = firstGroup(powerOfAttorney, /; képvisel(?:i|ik): (.+?) ügyvezetők?(?: együttesen)?;/, 'signer')
      .split(' és ')
      .sort();
    expect(signers(powerOfAttorney)).toEqual(named);
    expect(signers(register)).toEqual(named);
  });

  it('the date and place of the articles', () => {
    const signed = firstGroup(set.articles, /Kelt: (.+)\n/, 'date');
    expect(everyMatch(set.others, /Kelt: (.+)\n/).filter(([, value]) => value !== signed)).toEqual([]);
    const day = signed.split(', ').at(-1)?.replace(/\.$/, '');
    expect(everyMatch(set.others, /(\d{4}\. \S+ \d{1,2})\. napján kelt/).filter(([, value]) => value !== day)).toEqual(
      [],
    );
  });
});
