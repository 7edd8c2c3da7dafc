// LibreOffice opens every amendment document of every case and prints, in its PDF, the same numbered lines as the
// tree; the consolidated articles' dating line never opens a page. One conversion to PDF serves both: LibreOffice's
// text export costs as much (it lays the pages out too).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineText, type Block } from '@cegdok/engine';
import { createNodeAmendmentRenderer } from '@cegdok/engine/node';
import { convertWithLibreOffice } from './support/convert-with-libreoffice.ts';
import { findSoffice, linesMissingFromPdfText, normalize, numberedLines } from './support/libreoffice-lines.ts';
import { amendmentCaseNames, loadAmendmentCase } from '../../fixtures/amendments/index.ts';

const soffice = findSoffice();
const hasPdftotext = (() => {
  try {
    execFileSync('which', ['pdftotext'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** The paragraph after the last section: the consolidated articles' dating line. */
function datingLine(blocks: Block[]): string {
  const at = blocks.findLastIndex((block) => block.kind === 'section');
  const dating = blocks[at + 1];
  if (dating?.kind !== 'paragraph') throw new Error('the consolidated articles no longer end with a dating line');
  return normalize(inlineText(dating.content).replaceAll('\u00a0', ' '));
}

/** The headings of a tree that must never end a page: its titles and its centred lines opening in bold. */
function headings(blocks: Block[]): string[] {
  const found: string[] = [];
  for (const block of blocks) {
    if (block.kind === 'title') found.push(inlineText(block.content));
    else if (block.kind === 'paragraph' && block.align === 'center') {
      const first = block.content[0];
      if (first?.kind === 'text' && first.bold === true) found.push(inlineText(block.content));
    }
    if ('blocks' in block) found.push(...headings(block.blocks));
  }
  return found.map((text) => normalize(text.replaceAll('\u00a0', ' ')));
}

const PAGE_FOOTER = /^\d+\. oldal \/ összesen \d+ oldal$/;

/** A PDF's text by pdftotext, run once a file and option: the tests read the same PDFs. */
const pdfTexts = new Map<string, string>();
function pdfText(file: string, option: '-raw' | '-layout'): string {
  const key = `${option} ${file}`;
  let text = pdfTexts.get(key);
  if (text === undefined) {
    text = execFileSync('pdftotext', [option, file, '-'], { encoding: 'utf8' });
    pdfTexts.set(key, text);
  }
  return text;
}

describe.skipIf((!soffice || !hasPdftotext) && !process.env['CI'])('LibreOffice and the amendment documents', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cegdok-lo-amend-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  /** Per case × document: its tree, and whether it is only written as .docx (the tracked-changes copy). */
  const documents = new Map<string, { blocks: Block[]; isDocxOnly: boolean }>();

  // Every document of the PDF formats, and the consolidated articles' tracked-changes copy (a .docx only).
  beforeAll(async () => {
    const renderer = createNodeAmendmentRenderer();
    const generatedAt = new Date('2026-11-24T10:00:00Z');
    mkdirSync(join(dir, 'ours'));
    for (const name of amendmentCaseNames) {
      const prepared = renderer.prepare(loadAmendmentCase(name));
      for (const document of prepared.plan.documents) {
        if (document.isDocxOnly && !document.fileStem.startsWith('egyseges-szerkezet')) continue;
        const stem = `${name}--${document.fileStem}`;
        writeFileSync(join(dir, `${stem}.docx`), await renderer.renderDocx(prepared, document, { generatedAt }));
        if (!document.isDocxOnly)
          writeFileSync(
            join(dir, 'ours', `${stem}.pdf`),
            await renderer.renderPdf(prepared, document, { generatedAt }),
          );
        documents.set(stem, {
          blocks: renderer.renderTree(prepared, document).blocks,
          isDocxOnly: document.isDocxOnly === true,
        });
      }
    }
    convertWithLibreOffice({
      soffice,
      files: [...documents.keys()].map((stem) => join(dir, `${stem}.docx`)),
      format: 'pdf',
      outDir: join(dir, 'lo'),
      profileDir: join(dir, 'profile'),
      timeout: 280_000,
    });
  }, 300_000);

  it('opens every case × document and prints the same numbering as the tree', () => {
    let checked = 0;
    for (const [stem, { blocks, isDocxOnly }] of documents) {
      if (isDocxOnly) continue;
      const printed = pdfText(join(dir, 'lo', `${stem}.pdf`), '-raw');
      expect(printed.length, stem).toBeGreaterThan(200);
      const lines = numberedLines(blocks);
      expect(linesMissingFromPdfText(printed, lines), stem).toEqual([]);
      checked += lines.length;
    }
    expect(checked).toBeGreaterThan(1000);
  });

  // LibreOffice set the dating line („Kelt: …; egységes szerkezetben: …”) alone at the head of the tracked-changes
  // copy's last page, above the certificate, the last clause on the page before (decision 068)
  it('never opens a page with the consolidated articles’ dating line, in LibreOffice’s PDF of the .docx (the tracked-changes copy too) and in our PDF', () => {
    const articles = [...documents].filter(([stem]) => stem.includes('--egyseges-szerkezet'));
    expect(articles.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const [stem, { blocks, isDocxOnly }] of articles) {
      const dating = datingLine(blocks);
      expect(dating, stem).toMatch(/^Kelt: .*; egységes szerkezetben: /);
      const files = [['LibreOffice', join(dir, 'lo', `${stem}.pdf`)]];
      if (!isDocxOnly) files.push(['pdfmake', join(dir, 'ours', `${stem}.pdf`)]);
      for (const [source, file] of files) {
        const pages = pdfText(file!, '-layout')
          .split('\f')
          .map((page) => normalize(page.replaceAll('\u00a0', ' ')));
        const at = pages.map((page) => page.indexOf(dating));
        const found = at.filter((index) => index >= 0);
        if (found.length !== 1) problems.push(`${source} ${stem}: the dating line on ${found.length} pages`);
        else if (found[0] === 0) problems.push(`${source} ${stem}: the dating line opens page ${at.indexOf(0) + 1}`);
      }
    }
    expect(problems).toEqual([]);
  });

  // „IGAZOLÁS” was the last line of page 9 of our PDF of the consolidated articles, a resolution's heading the last
  // line of the minutes' first page in both PDFs (decision 107). The texts are those the tests above read: every
  // document in LibreOffice's PDF, the consolidated articles in ours (the unit tests of `layOutPages` keep the rest).
  it('never ends a page with a title or a resolution’s heading, in LibreOffice’s PDF of the .docx and in our PDF of the consolidated articles', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const [stem, { blocks, isDocxOnly }] of documents) {
      // a document's own title opens its first page: only the headings after it can end a page
      const own = headings(blocks.slice(1));
      if (isDocxOnly || own.length === 0) continue;
      const files: [string, string, '-raw' | '-layout'][] = [['LibreOffice', join(dir, 'lo', `${stem}.pdf`), '-raw']];
      if (stem.includes('--egyseges-szerkezet')) files.push(['pdfmake', join(dir, 'ours', `${stem}.pdf`), '-layout']);
      for (const [source, file, option] of files) {
        const pages = pdfText(file, option).split('\f').slice(0, -2);
        pages.forEach((page, index) => {
          const lines = page
            .split('\n')
            .map((line) => normalize(line.replaceAll('\u00a0', ' ')))
            .filter((line) => line !== '' && !PAGE_FOOTER.test(line));
          const last = lines.at(-1) ?? '';
          checked += 1;
          if (last.length >= 8 && own.some((heading) => heading.endsWith(last)))
            problems.push(`${source} ${stem}: page ${index + 1} ends with „${last}”`);
        });
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });
});
