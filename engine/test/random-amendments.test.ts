import { unzipSync } from 'fflate';
import fc from 'fast-check';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { parseAmendmentRequest, type AmendmentRequest } from '../src/amendment/amendment-schema.ts';
import type { PreparedAmendment } from '../src/amendment/prepare-amendment.ts';
import type { Block, DocumentTree } from '../src/ast/blocks.ts';
import { treeText } from '../src/ast/tree-text.ts';
import { formatMoney } from '../src/hu/format-money.ts';
import { numberToWords } from '../src/hu/number-to-words.ts';
import { createNodeAmendmentRenderer } from '../src/node.ts';
import { writeHtmlBody } from '../src/output/write-html.ts';
import { arbitraryAmendment } from './arbitrary-amendment.ts';
import { collectTreeLines } from './collect-tree-lines.ts';
import { findArtefacts } from './find-artefacts.ts';

// Any amendment the schema accepts is checked without throwing; one without blocking findings renders every planned
// document, the consolidated articles and the redline cleanly, and the documents agree with the data and themselves.
const renderer = createNodeAmendmentRenderer();
const generatedAt = new Date('2026-11-24T09:00:00Z');

function parsed(input: unknown): AmendmentRequest {
  const result = parseAmendmentRequest(input);
  if (!result.ok) throw new Error(`the arbitrary made an invalid request: ${JSON.stringify(result.issues)}`);
  return result.value;
}

const isBlocked = (prepared: PreparedAmendment) => prepared.findings.some((finding) => finding.severity === 'error');

/** The text as one line per paragraph, with no-break spaces and hyphens as typed. */
const plainText = (tree: DocumentTree) => treeText(tree).replaceAll('\u00a0', ' ').replaceAll('\u2011', '-');

/** Every "1 800 000 Ft, azaz egymillió-nyolcszázezer forint" whose words do not spell the figures. */
function amountsInWordsDisagreeing(text: string): string[] {
  return [...text.matchAll(/(\d{1,3}(?: \d{3})+|\d+) Ft, azaz ([\p{L}-]+) forint/gu)].flatMap(
    ([whole, figures, words]) => {
      const value = Number(figures!.replaceAll(' ', ''));
      const spelled = [
        numberToWords(value, { beforeNoun: true }),
        numberToWords(value, { beforeNoun: true, explicitOne: true }),
      ];
      return spelled.includes(words!) ? [] : [whole!];
    },
  );
}

/** Section numbers `1.`, `2.` … in order, each section's clauses `n.1.`, `n.2.` … in order (keep blocks included). */
function numberingGaps(tree: DocumentTree): string[] {
  const gaps: string[] = [];
  const clausesOf = (blocks: Block[]): string[] =>
    blocks.flatMap((block) =>
      block.kind === 'clause' ? [block.number] : block.kind === 'keep' ? clausesOf(block.blocks) : [],
    );
  const sectionsOf = (blocks: Block[]): Extract<Block, { kind: 'section' }>[] =>
    blocks.flatMap((block) =>
      block.kind === 'section' ? [block] : block.kind === 'keep' ? sectionsOf(block.blocks) : [],
    );
  sectionsOf(tree.blocks).forEach((section, index) => {
    if (section.number !== `${index + 1}.`) gaps.push(`section ${section.number} at position ${index + 1}`);
    clausesOf(section.blocks).forEach((clause, clauseIndex) => {
      if (clause !== `${index + 1}.${clauseIndex + 1}.`)
        gaps.push(`clause ${clause} at position ${index + 1}.${clauseIndex + 1}.`);
    });
  });
  return gaps;
}

const capitalOf = (request: AmendmentRequest) =>
  request.uj.tagok.reduce((sum, member) => sum + member.penzbetet + member.nemPenzbeliBetet, 0);

describe('any amendment the schema accepts', () => {
  it('is checked without throwing; unblocked, every document renders clean and agrees with the data', () => {
    let unblocked = 0;
    fc.assert(
      fc.property(arbitraryAmendment(), (input) => {
        const request = parsed(input);
        const prepared = renderer.prepare(request);
        if (isBlocked(prepared)) return;
        unblocked += 1;
        const capital = formatMoney(capitalOf(request)).replaceAll('\u00a0', ' ');
        for (const document of prepared.plan.documents.filter((candidate) => !candidate.isDocxOnly)) {
          const tree = renderer.renderTree(prepared, document);
          expect(findArtefacts(collectTreeLines(tree)), document.fileStem).toEqual([]);
          expect(writeHtmlBody(tree), document.fileStem).not.toMatch(/<script|<b>vastag|<!--/i);
          const text = plainText(tree);
          expect(amountsInWordsDisagreeing(text), document.fileStem).toEqual([]);
          if (document.id === 'tagjegyzek') {
            for (const statement of [
              `Törzstőke: ${capital}`,
              `Összesen (törzstőke)\n${capital}`,
              ...request.uj.tagok.map((member) => member.nev),
            ])
              expect(text.includes(statement), `tagjegyzek: ${statement}`).toBe(true);
          }
        }
        const articles = renderer.consolidatedArticles(prepared);
        expect(findArtefacts(collectTreeLines(articles)), 'egyseges-szerkezet').toEqual([]);
        expect(numberingGaps(articles)).toEqual([]);
        const text = plainText(articles).toLocaleLowerCase('hu');
        const states = [`a társaság törzstőkéje ${capital}`].concat(
          request.uj.tagok.map(
            (member) => `${member.nev} törzsbetétje ${formatMoney(member.penzbetet + member.nemPenzbeliBetet)}`,
          ),
        );
        expect(amountsInWordsDisagreeing(text), 'egyseges-szerkezet').toEqual([]);
        for (const statement of states.map((line) => line.replaceAll('\u00a0', ' ').toLocaleLowerCase('hu')))
          expect(text.includes(statement), statement).toBe(true);
      }),
      { numRuns: 150 },
    );
    expect(unblocked).toBeGreaterThan(100);
  });

  it('writes the redline .docx as a zip that Word readers open, with the consolidated text in it', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryAmendment(), async (input) => {
        const prepared = renderer.prepare(parsed(input));
        const redline = prepared.plan.documents.find(
          (document) => document.id === 'egyseges-szerkezet-valtozaskovetes',
        );
        if (isBlocked(prepared) || !redline) return;
        const docx = await renderer.renderDocx(prepared, redline, { generatedAt });
        expect(Object.keys(unzipSync(docx))).toContain('word/document.xml');
        const { value } = await mammoth.extractRawText({ buffer: Buffer.from(docx) });
        expect(value).toContain('A Társaság cégneve');
      }),
      { numRuns: 15 },
    );
  });
});
