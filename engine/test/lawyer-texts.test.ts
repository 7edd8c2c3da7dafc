import { describe, expect, it } from 'vitest';
import { fixtureNames, loadFixture } from '../../fixtures/index.ts';
import { invalidFixtureNames, readInvalidFixture } from '../../fixtures/invalid/index.ts';
import {
  amendmentCaseNames,
  invalidAmendmentCases,
  loadAmendmentCase,
  readAmendmentCase,
} from '../../fixtures/amendments/index.ts';
import { parseAmendmentRequest } from '../src/amendment/amendment-schema.ts';
import { checkDocumentRequest } from '../src/checks/check-request.ts';
import { createNodeAmendmentRenderer } from '../src/node.ts';
import { parseRequest } from '../src/schema/parse-request.ts';

// The lawyer reads every finding and refusal in the wizard, the preview and the CLI: it names a field by the label the
// web form shows, never by the request's camelCase key (`nemPenzbeliIngatlanok`) or its path (`uj.tagok.0`).
const TODAY = '2026-11-20';

/** A lowercase run followed by a capital inside one word (`lemondasKozlese`, `uzletreszAtruhazasok`). */
const CAMEL_CASE_WORD = /(?<![\p{L}\d])\p{Ll}+\p{Lu}[\p{L}\d]*/u;
/** A dotted request path with an index or a key after a key (`uj.tagok.0`, `tarsasag.tagok.1.penzbetet`). */
const DOTTED_PATH = /(?<![\p{L}\d])\p{Ll}+\.(?:\d+|\p{Ll}[\p{L}\d]*)(?:\.[\p{L}\d]+)*(?![\p{L}\d])/u;
/** Hungarian words the patterns take for a key: none met so far (add one with the message that shows it). */
const HUNGARIAN_WORDS: readonly string[] = [];

/** The part of `text` that reads as a key or a path, or null. */
function internalName(text: string): string | null {
  const found = CAMEL_CASE_WORD.exec(text)?.[0] ?? DOTTED_PATH.exec(text)?.[0];
  return found === undefined || HUNGARIAN_WORDS.includes(found) ? null : found;
}

const renderer = createNodeAmendmentRenderer();

/** Every finding of a formation request, or its parse issues when the schema refuses it. */
function formationTexts(body: unknown): string[] {
  const parsed = parseRequest(body);
  if (!parsed.ok) return parsed.issues.map((issue) => issue.message);
  const { errors, warnings } = checkDocumentRequest(parsed.value, { today: TODAY });
  return [...errors, ...warnings].map((finding) => finding.message);
}

/** Every finding of an amendment request (its parse issues when refused), as the preview and the generation list them. */
function amendmentTexts(body: unknown): string[] {
  const parsed = parseAmendmentRequest(body);
  if (!parsed.ok) return parsed.issues.map((issue) => issue.message);
  return renderer.prepare(parsed.value).findings.map((finding) => finding.message);
}

/** A formation's in-kind real estate described in words only: the note asks for the properties' data. */
function inKindRealEstateWithoutProperties(): unknown {
  const request = loadFixture('ket-tag-apport-ingatlan');
  const tagok = request.tarsasag.tagok.map(({ nemPenzbeliIngatlanok: _properties, ...member }) => member);
  return { ...request, tarsasag: { ...request.tarsasag, tagok } };
}

/** A recalled director with the day of a resignation's communication: refused by the schema. */
function recallWithResignationDay(): unknown {
  const request = readAmendmentCase('ugyvezeto-visszahivas-meghivoval');
  const change = request['ugyvezetoValtozas'] as { megszunok: Record<string, unknown>[] };
  const megszunok = change.megszunok.map((row) => ({ ...row, lemondasKozlese: '2026-11-05' }));
  return { ...request, ugyvezetoValtozas: { ...change, megszunok } };
}

/** A buyer whom the target state names with another address than the transfer contract. */
function buyerWithOtherAddress(): unknown {
  const request = loadAmendmentCase('atruhazas-tagra-reszleges');
  const tagok = request.uj.tagok.map((member) =>
    member.nev === 'Nagy Lajos' ? { ...member, lakohely: '4025 Debrecen, Piac utca 1.' } : member,
  );
  return { ...request, uj: { ...request.uj, tagok } };
}

const cases: [string, () => string[]][] = [
  ...fixtureNames.map((name): [string, () => string[]] => [name, () => formationTexts(loadFixture(name))]),
  ...invalidFixtureNames.map((name): [string, () => string[]] => [
    `invalid/${name}`,
    () => formationTexts(readInvalidFixture(name)),
  ]),
  ...[...amendmentCaseNames, ...Object.keys(invalidAmendmentCases)].map((name): [string, () => string[]] => [
    `amendments/${name}`,
    () => amendmentTexts(readAmendmentCase(name)),
  ]),
  ['in-kind real estate without its properties', () => formationTexts(inKindRealEstateWithoutProperties())],
  ['a recall with a resignation day', () => amendmentTexts(recallWithResignationDay())],
  ['a buyer with another address', () => amendmentTexts(buyerWithOtherAddress())],
];

/**
 * The house style of a finding's end (decision 097): every text closes with a sentence's punctuation, a statute cited
 * at the end stands in brackets before the full stop („… semmis (Ptk. 3:88. § (2)).”).
 */
function endsAsSentence(text: string): boolean {
  return /[.!?]$/u.test(text);
}

describe('the texts the lawyer reads end as sentences', () => {
  it('the pattern passes a statute before the stop and fails one after it or none', () => {
    expect(endsAsSentence('A kikötés semmis (Ptk. 3:88. § (2)).')).toBe(true);
    expect(endsAsSentence('A kikötés semmis. (Ptk. 3:88. § (2))')).toBe(false);
    expect(endsAsSentence('Kérjük, javítsa a tag adatait')).toBe(false);
  });

  it.each(cases)('%s', (_name, texts) => {
    expect(texts().filter((text) => !endsAsSentence(text))).toEqual([]);
  });
});

describe('the texts the lawyer reads name no internal field', () => {
  it('the patterns find a key and a path, and pass a Hungarian text with statutes and dates', () => {
    expect(internalName('adja meg (nemPenzbeliIngatlanok)')).toBe('nemPenzbeliIngatlanok');
    expect(internalName('szerepelteti (uj.tagok.0)')).toBe('uj.tagok.0');
    expect(internalName('Ptk. 3:161. § (4), 2026. november 21., Kft.-üzletrész, McDonald Kft., a 2. tag')).toBeNull();
  });

  it.each(cases)('%s', (_name, texts) => {
    const found = texts()
      .map((text) => ({ text, name: internalName(text) }))
      .filter(({ name }) => name !== null);
    expect(found).toEqual([]);
  });

  it('the cases made for it do give the messages they were made for', () => {
    expect(formationTexts(inKindRealEstateWithoutProperties()).join('\n')).toContain(
      '„Nem pénzbeli hozzájárulásként szolgáltatott ingatlanok”',
    );
    expect(amendmentTexts(recallWithResignationDay())).toContain(
      'A lemondás közlésének napja csak lemondásnál adható meg (Ptk. 3:25. § (3)); visszahívásnál vagy a megbízatás lejártánál törölje.',
    );
    expect(amendmentTexts(buyerWithOtherAddress()).join('\n')).toContain(
      'az üzletrész-átruházások között az 1. átruházás, illetve a tagok között az 1. tag',
    );
  });
});
