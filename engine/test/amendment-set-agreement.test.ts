import { describe, expect, it } from 'vitest';
import { amendmentCaseNames, loadAmendmentCase } from '../../fixtures/amendments/index.ts';
import { treeText } from '../src/ast/tree-text.ts';
import { createNodeAmendmentRenderer } from '../src/node.ts';

// Amendment read-through 15 (decision 104): the documents of one set read against each other, for every corpus case,
// as the lawyer who signs and files them checks them — the deed, the consolidated articles' certificate (Ctv. 51. §
// (3)), the minutes or decision, and the member register must name the same points, resolution and capital.
const renderer = createNodeAmendmentRenderer();

/** Each planned document's text by its file stem, no-break spaces as spaces. */
function setTexts(name: string): Map<string, string> {
  const prepared = renderer.prepare(loadAmendmentCase(name));
  return new Map(
    prepared.plan.documents
      .filter((document) => !document.isDocxOnly)
      .map((document) => [
        document.fileStem,
        treeText(renderer.renderTree(prepared, document)).replaceAll('\u00a0', ' '),
      ]),
  );
}

/** Splits a Hungarian enumeration of point numbers ("1.1., 1.2. és 6.") into the numbers without their final dot. */
const pointList = (text: string) => text.split(/, | és /).map((point) => point.trim().replace(/\.$/, ''));

/** The points the deed replaces, adds or repeals, in its own order. */
function deedPoints(deed: string): string[] {
  const point =
    /^\d+\. (?:A társasági szerződés|Az alapító okirat) (?:(\S+) pontja (?:helyébe|hatályát)|a következő (\S+) ponttal)/gm;
  return [...deed.matchAll(point)].map((match) => (match[1] ?? match[2])!.replace(/\.$/, ''));
}

/** The points the certificate on the consolidated articles says gave rise to it: amended and repealed. */
function certifiedPoints(articles: string): string[] {
  const sentence =
    /Az egységes szerkezetbe foglalásra a[z]? (?:társasági szerződés|alapító okirat) (.+?) pontjának módosítása adott okot(?:; a[z]? (.+?) pont hatályát vesztette)?\./.exec(
      articles,
    );
  if (!sentence) return [];
  return [...pointList(sentence[1]!), ...(sentence[2] ? pointList(sentence[2]) : [])];
}

/** Whether a point is the other point or one of its clauses ("18.1" within "18"). */
const isWithin = (point: string, outer: string) => point === outer || point.startsWith(`${outer}.`);

const forints = (text: string) => Number(text.replaceAll(' ', ''));

describe.each(amendmentCaseNames)('%s', (name) => {
  const texts = setTexts(name);
  const deed = texts.get('modositas');
  const articles = texts.get('egyseges-szerkezet');

  it.runIf(deed !== undefined && articles !== undefined)(
    'the deed amends exactly the points the certificate on the consolidated articles names',
    () => {
      const amended = deedPoints(deed!);
      const certified = certifiedPoints(articles!);
      expect(amended.length).toBeGreaterThan(0);
      expect(amended.filter((point) => !certified.includes(point))).toEqual([]);
      // a clause repealed inside a point the deed replaces whole is certified on its own (decision 104)
      expect(certified.filter((point) => !amended.some((deedPoint) => isWithin(point, deedPoint)))).toEqual([]);
    },
  );

  it.runIf(deed !== undefined && texts.has('hatarozat'))('the deed cites a resolution the decision adopts', () => {
    const cited = /(\d+\/\d{4}\. \([IVXLC]+\. \d+\.\)) számú határozat/.exec(deed!);
    expect(cited).not.toBeNull();
    expect(texts.get('hatarozat')).toContain(cited![1]);
  });

  it.runIf(articles !== undefined && texts.has('tagjegyzek'))(
    'the member register states the capital of the consolidated articles',
    () => {
      const register = texts.get('tagjegyzek')!;
      const capital = /A Társaság törzstőkéje ([\d ]+) Ft/.exec(articles!);
      const registered = /Törzstőke: ([\d ]+) Ft/.exec(register);
      expect(capital && registered && forints(registered[1]!)).toBe(capital && forints(capital[1]!));
    },
  );
});
