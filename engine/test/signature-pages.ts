import { execFileSync } from 'node:child_process';
import type { Block } from '../src/ast/blocks.ts';
import { inlineText } from '../src/ast/parse-blocks.ts';

const normalize = (text: string) =>
  text.replaceAll('\u00a0', ' ').replaceAll('\u2011', '-').replace(/\s+/g, ' ').trim();

/** The lines of every signature box, and the company name that stands once above joint signatures. */
export function signatureLines(blocks: Block[]): string[] {
  return blocks.flatMap((block, index) => {
    switch (block.kind) {
      case 'signatures':
        return block.signatures.flatMap((box) =>
          [...box.above, ...box.below].map((line) => normalize(inlineText(line))),
        );
      case 'paragraph': {
        const next = blocks[index + 1];
        return block.align === 'center' && next?.kind === 'signatures' ? [normalize(inlineText(block.content))] : [];
      }
      case 'section':
      case 'keep':
        return signatureLines(block.blocks);
      default:
        return [];
    }
  });
}

const FOOTER = /^\d+\. oldal \/ összesen \d+ oldal$/;
/** The lines between the last clause and the signatures: the dating line and the count of the numbered pages. */
const CLOSING_LINE = /^(Kelt: |A jelen okirat számozott oldalainak száma \(ezzel az oldallal együtt\): \d+$)/;

/**
 * The pages (1-based) whose every line is a piece of a signature box (a dotted line, a name, a role, the lawyer's
 * data), in pdftotext's text of a PDF: pages split at form feeds, columns at runs of two or more spaces. With
 * `closingLines`, a page whose only other lines are the dating line and the page count fails too: it holds none of
 * the text the signatures sign (decision 106).
 */
export function signatureOnlyPages(pdfText: string, signatureText: string[], closingLines = false): number[] {
  const pages = pdfText.split('\f');
  const failing: number[] = [];
  pages.forEach((page, index) => {
    const fragments = page
      .split('\n')
      .flatMap((line) => line.split(/ {2,}/))
      .map(normalize)
      .filter((fragment) => fragment !== '' && !FOOTER.test(fragment));
    if (fragments.length === 0) return;
    const isSignature = (fragment: string) =>
      /^\.{10,}$/.test(fragment) ||
      signatureText.some((line) => line.includes(fragment)) ||
      (closingLines && CLOSING_LINE.test(fragment));
    if (fragments.every(isSignature)) failing.push(index + 1);
  });
  return failing;
}

/** pdftotext's text of a PDF given as bytes (read from standard input): throws when poppler cannot parse it. */
export function pdftotext(pdf: Uint8Array): string {
  return execFileSync('pdftotext', ['-', '-'], { input: pdf, encoding: 'utf8' });
}
