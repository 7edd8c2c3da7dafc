// Shared by the LibreOffice tests: where soffice is, and the numbered lines a tree should print in LibreOffice's PDF.
import { execFileSync } from 'node:child_process';
import { inlineText, type Block } from '@cegdok/engine';

export function findSoffice(): string | null {
  try {
    return execFileSync('which', ['soffice'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** The numbered lines of a tree, label and text: `1.1. text`, `a) text`. */
export function numberedLines(blocks: Block[]): string[] {
  return blocks.flatMap((block) => {
    switch (block.kind) {
      case 'section':
        return [`${block.number} ${inlineText(block.heading)}`, ...numberedLines(block.blocks)];
      case 'clause':
        return [`${block.number} ${inlineText(block.content)}`];
      case 'list':
        return block.items.map((item) => `${item.label} ${inlineText(item.content)}`);
      default:
        return [];
    }
  });
}

export const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The page footer of a .docx (`2. oldal / összesen 11 oldal`), as pdftotext prints it on a line of its own. */
const PAGE_FOOTER = /^\d+\. oldal \/ összesen \d+ oldal$/;

/**
 * Text as a PDF's text layer keeps a paragraph whatever its line breaks: no whitespace (LibreOffice sets a label and its
 * text apart, and wraps the text), no hyphen (a word hyphenated at a line’s end; a no-break hyphen) and ligatures as letters.
 */
const compact = (text: string) => text.normalize('NFKC').replace(/[\s\u00ad\u2010\u2011-]/g, '');

/**
 * The lines of `lines` (`numberedLines`) that pdftotext's text of a PDF does not print as one run, label and text
 * together: the numbering Word and LibreOffice give a .docx's paragraphs, against the tree's. Page footers are left
 * out, as a paragraph may go on past one.
 */
export function linesMissingFromPdfText(pdfText: string, lines: string[]): string[] {
  const printed = compact(
    pdfText
      .split(/[\n\f]/)
      .filter((line) => !PAGE_FOOTER.test(line.trim()))
      .join(''),
  );
  return lines.filter((line) => !printed.includes(compact(line)));
}
