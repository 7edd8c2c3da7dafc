// No page holds only signatures (issue 9): for every fixture × document, LibreOffice's PDF export of our .docx and
// our own PDF are read back page by page with pdftotext, and every page must carry something besides signature
// boxes, the dating line and the page count — the last clause travels with the signatures (decision 106).
// LibreOffice's PDF also prints the numbers Word numbering gives the .docx's paragraphs: the same as the tree's. Two
// hundred .docx to a soffice call (CI has two cores and a 20-minute budget); pdftotext reads each PDF once and the
// pages are split at form feeds.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureNames, loadFixture } from '../../fixtures/index.ts';
import type { Block } from '../src/ast/blocks.ts';
import { inlineText } from '../src/ast/parse-blocks.ts';
import { SIGNATURE_LINE } from '../src/ast/tree-text.ts';
import { DOCUMENT_TYPE_IDS } from '../src/documents/document-types.ts';
import { planDocument, planDocuments } from '../src/documents/plan-documents.ts';
import { createNodeEngine } from '../src/node.ts';
import { signatureLines, signatureOnlyPages } from './signature-pages.ts';
import { convertWithLibreOffice } from './support/convert-with-libreoffice.ts';
import { linesMissingFromPdfText, numberedLines } from './support/libreoffice-lines.ts';

function has(command: string): boolean {
  try {
    execFileSync('which', [command], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const canRun = has('soffice') && has('pdftotext');

/** A written-out date that lost its last characters to the next line: "2026. december 1". */
const BROKEN_DATE = /^\d{4}\.\s[a-záéíóöőúüű]+\s\d{1,2}$/;

describe.skipIf(!canRun && !process.env['CI'])('LibreOffice’s PDF of every fixture × document', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cegdok-layout-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  /**
   * Per fixture × document: the tree's signature lines and numbered lines, pdftotext's text of both PDFs, and of
   * LibreOffice's in the order it wrote the text (`-raw`: the default's columns set a justified line's words apart).
   */
  const documents = new Map<
    string,
    { signatureLines: string[]; numbered: string[]; libreOffice: string; libreOfficeRaw: string; pdfmake: string }
  >();

  // One conversion serves both tests: LibreOffice's text export costs as much as its PDF (it lays the pages out too).
  beforeAll(async () => {
    const engine = createNodeEngine();
    const generatedAt = new Date('2026-12-01T10:00:00Z');
    mkdirSync(join(dir, 'ours'));
    const trees = new Map<string, Block[]>();
    for (const name of fixtureNames) {
      const request = loadFixture(name);
      for (const planned of planDocuments(request, DOCUMENT_TYPE_IDS)) {
        const stem = `${name}--${planned.fileStem}`;
        writeFileSync(join(dir, `${stem}.docx`), await engine.renderDocx(request, planned, { generatedAt }));
        writeFileSync(join(dir, 'ours', `${stem}.pdf`), await engine.renderPdf(request, planned, { generatedAt }));
        trees.set(stem, engine.renderTree(request, planned).blocks);
      }
    }
    convertWithLibreOffice({
      files: [...trees.keys()].map((stem) => join(dir, `${stem}.docx`)),
      format: 'pdf',
      outDir: join(dir, 'lo'),
      profileDir: join(dir, 'profile'),
      timeout: 600_000,
    });
    const textOf = (file: string, ...options: string[]) =>
      execFileSync('pdftotext', [...options, file, '-'], { encoding: 'utf8' });
    for (const [stem, blocks] of trees)
      documents.set(stem, {
        signatureLines: signatureLines(blocks),
        numbered: numberedLines(blocks),
        libreOffice: textOf(join(dir, 'lo', `${stem}.pdf`)),
        libreOfficeRaw: textOf(join(dir, 'lo', `${stem}.pdf`), '-raw'),
        pdfmake: textOf(join(dir, 'ours', `${stem}.pdf`)),
      });
  }, 900_000);

  it('has no page holding only signatures and no date broken inside, in LibreOffice’s PDF of the .docx and in our PDF', () => {
    const problems: string[] = [];
    let pages = 0;
    for (const [stem, document] of documents) {
      const lines = document.signatureLines;
      expect(lines.length, stem).toBeGreaterThan(0);
      expect(lines.join(' '), stem).not.toContain(SIGNATURE_LINE);
      for (const source of ['libreOffice', 'pdfmake'] as const) {
        const text = document[source];
        pages += text.split('\f').filter((page) => page.trim() !== '').length;
        for (const page of signatureOnlyPages(text, lines, true)) problems.push(`${source} ${stem}: page ${page}`);
        // a date too wide for its column breaks inside itself ("2026. december 1" / "0.")
        const fragments = text.split('\n').flatMap((line) => line.split(/ {2,}/).map((fragment) => fragment.trim()));
        if (fragments.some((fragment) => fragment === '.' || BROKEN_DATE.test(fragment)))
          problems.push(`${source} ${stem}: a date broken inside`);
      }
    }
    expect(problems).toEqual([]);
    expect(pages).toBeGreaterThan(2 * documents.size);
  });

  it('prints the numbering of the tree: each numbered line with its label, in LibreOffice’s PDF of the .docx', () => {
    let checked = 0;
    for (const [stem, document] of documents) {
      expect(document.libreOfficeRaw.length, stem).toBeGreaterThan(200);
      expect(linesMissingFromPdfText(document.libreOfficeRaw, document.numbered), stem).toEqual([]);
      checked += document.numbered.length;
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

/**
 * Sixteen members with long names: fourteen of the fixture with two more given names each, and two more members.
 * Their signature block is captioned (more boxes than SIGNATURES_SURE_TO_FIT) and taller than a page.
 */
function sixteenLongNamedMembers() {
  const request = structuredClone(loadFixture('tizennegy-tag'));
  const members = request.tarsasag.tagok;
  for (const member of members) member.nev = member.szuletesiNev = `${member.nev} Ferdinánd Kristóf`;
  ['dr. Szentgyörgyváry-Kovácsházy Ágnes Erzsébet', 'Bánffyhunyadi-Kerekes Bertalan Ferenc'].forEach((nev, index) =>
    members.push({ ...structuredClone(members[1]!), szemely: { id: 900 + index }, nev, szuletesiNev: nev }),
  );
  return request;
}

/** The keep-together group that ends with a captioned signature block, found depth first. */
function captionedGroup(blocks: Block[]): Block[] | undefined {
  for (const block of blocks) {
    if (block.kind === 'keep' && block.blocks.some((child) => child.kind === 'signatures' && child.caption))
      return block.blocks;
    if (block.kind === 'section' || block.kind === 'keep') {
      const found = captionedGroup(block.blocks);
      if (found) return found;
    }
  }
  return undefined;
}

const flat = (text: string) => text.replaceAll('\u00a0', ' ').replace(/\s+/g, ' ').trim();

describe.skipIf(!canRun)('a captioned signature block taller than a page', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cegdok-caption-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // LibreOffice moved the whole signature table to the next page and left the dating line (and the last clause and
  // the page count, kept with it) alone at the foot of the page before: the signature style kept every row of boxes
  // with the next, and LibreOffice splits a table whose rows all keep together only at the top of a page.
  it('starts on the page of the dating line and the last clause, in LibreOffice’s PDF of the .docx and in our PDF', async () => {
    const request = sixteenLongNamedMembers();
    const planned = planDocument(request, 'tarsasagi');
    const engine = createNodeEngine();
    const generatedAt = new Date('2026-12-01T10:00:00Z');
    const group = captionedGroup(engine.renderTree(request, planned).blocks)!;
    const at = group.findIndex((block) => block.kind === 'signatures');
    const [clause, dating, signatures] = [group[0], group[at - 1], group[at]];
    if (clause?.kind !== 'clause' || dating?.kind !== 'paragraph' || signatures?.kind !== 'signatures')
      throw new Error('the articles no longer end with a clause, a dating line and the members’ signatures');
    expect(signatures.signatures.length).toBe(16);
    const expected = {
      clause: flat(`${clause.number} ${inlineText(clause.content)}`)
        .split(' ')
        .slice(0, 6)
        .join(' '),
      dating: flat(inlineText(dating.content)),
      caption: flat(inlineText(signatures.caption!)),
      firstBox: flat(inlineText(signatures.signatures[0]!.below[0]!)),
    };
    expect(expected.dating).toMatch(/^Kelt: /);

    writeFileSync(join(dir, 'articles.docx'), await engine.renderDocx(request, planned, { generatedAt }));
    writeFileSync(join(dir, 'ours.pdf'), await engine.renderPdf(request, planned, { generatedAt }));
    const [converted] = convertWithLibreOffice({
      files: [join(dir, 'articles.docx')],
      format: 'pdf',
      outDir: join(dir, 'lo'),
      profileDir: join(dir, 'profile'),
      timeout: 240_000,
    });
    for (const file of [converted!, join(dir, 'ours.pdf')]) {
      const pages = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f');
      const datingPages = pages.flatMap((page, index) => (flat(page).includes(expected.dating) ? [index + 1] : []));
      expect(datingPages, file).toHaveLength(1);
      const page = pages[datingPages[0]! - 1]!;
      // columns at runs of two or more spaces: the first box's name is a fragment of its own
      const fragments = page.split('\n').flatMap((line) => line.split(/ {2,}/).map(flat));
      expect(fragments, file).toContain(expected.firstBox);
      expect(flat(page), file).toContain(expected.caption);
      expect(flat(page), file).toContain(expected.clause);
      expect(flat(page).indexOf(expected.dating), file).toBeLessThan(flat(page).indexOf(expected.caption));
    }
  }, 300_000);
});
