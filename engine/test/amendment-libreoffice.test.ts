// LibreOffice opens every amendment document of every case and prints the same numbered lines as the tree; the
// consolidated articles' dating line never opens a page.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineText, type Block } from '@cegdok/engine';
import { createNodeAmendmentRenderer } from '@cegdok/engine/node';
import { convertWithLibreOffice } from './support/convert-with-libreoffice.ts';
import { findSoffice, normalize, numberedLines } from './support/libreoffice-lines.ts';
import { amendmentCaseNames, loadAmendmentCase } from '../../fixtures/amendments/index.ts';

const soffice = findSoffice();

describe.skipIf(!soffice && !process.env['CI'])('LibreOffice and the amendment documents', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cegdok-lo-amend-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('opens every case × document and shows the same numbering as the tree', async () => {
    const renderer = createNodeAmendmentRenderer();
    const expected = new Map<string, string[]>();
    for (const name of amendmentCaseNames) {
      const prepared = renderer.prepare(loadAmendmentCase(name));
      for (const document of prepared.plan.documents) {
        if (document.isDocxOnly) continue;
        const stem = `${name}--${document.fileStem}`;
        writeFileSync(
          join(dir, `${stem}.docx`),
          await renderer.renderDocx(prepared, document, { generatedAt: new Date('2026-11-24T10:00:00Z') }),
        );
        expected.set(stem, numberedLines(renderer.renderTree(prepared, document).blocks));
      }
    }
    convertWithLibreOffice({
      soffice,
      files: [...expected.keys()].map((stem) => join(dir, `${stem}.docx`)),
      format: 'txt:Text',
      outDir: join(dir, 'txt'),
      profileDir: join(dir, 'profile'),
      timeout: 280_000,
    });
    let checked = 0;
    for (const [stem, lines] of expected) {
      const printed = new Set(
        readFileSync(join(dir, 'txt', `${stem}.txt`), 'utf8')
          .split(/\r?\n/)
          .map(normalize),
      );
      expect(printed.size, stem).toBeGreaterThan(5);
      expect(
        lines.map(normalize).filter((line) => !printed.has(line)),
        stem,
      ).toEqual([]);
      checked += lines.length;
    }
    expect(checked).toBeGreaterThan(1000);
  }, 300_000);
});

/** The paragraph after the last section: the consolidated articles' dating line. */
function datingLine(blocks: Block[]): string {
  const at = blocks.findLastIndex((block) => block.kind === 'section');
  const dating = blocks[at + 1];
  if (dating?.kind !== 'paragraph') throw new Error('the consolidated articles no longer end with a dating line');
  return normalize(inlineText(dating.content).replaceAll('\u00a0', ' '));
}

const hasPdftotext = (() => {
  try {
    execFileSync('which', ['pdftotext'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf((!soffice || !hasPdftotext) && !process.env['CI'])('the consolidated articles’ last page', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cegdok-lo-dating-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // LibreOffice set the dating line („Kelt: …; egységes szerkezetben: …”) alone at the head of the tracked-changes
  // copy's last page, above the certificate, the last clause on the page before (decision 068)
  it('never opens a page with the dating line, in LibreOffice’s PDF of the .docx (the tracked-changes copy too) and in our PDF', async () => {
    const renderer = createNodeAmendmentRenderer();
    const generatedAt = new Date('2026-11-24T10:00:00Z');
    const expected = new Map<string, string>();
    mkdirSync(join(dir, 'ours'));
    for (const name of amendmentCaseNames) {
      const prepared = renderer.prepare(loadAmendmentCase(name));
      for (const document of prepared.plan.documents) {
        if (!document.fileStem.startsWith('egyseges-szerkezet')) continue;
        const stem = `${name}--${document.fileStem}`;
        writeFileSync(join(dir, `${stem}.docx`), await renderer.renderDocx(prepared, document, { generatedAt }));
        if (!document.isDocxOnly)
          writeFileSync(
            join(dir, 'ours', `${stem}.pdf`),
            await renderer.renderPdf(prepared, document, { generatedAt }),
          );
        expected.set(stem, datingLine(renderer.renderTree(prepared, document).blocks));
      }
    }
    expect(expected.size).toBeGreaterThan(40);
    convertWithLibreOffice({
      soffice,
      files: [...expected.keys()].map((stem) => join(dir, `${stem}.docx`)),
      format: 'pdf',
      outDir: join(dir, 'lo'),
      profileDir: join(dir, 'profile'),
      timeout: 280_000,
    });
    const problems: string[] = [];
    for (const [stem, dating] of expected) {
      expect(dating, stem).toMatch(/^Kelt: .*; egységes szerkezetben: /);
      const files = [['LibreOffice', join(dir, 'lo', `${stem}.pdf`)]];
      if (!stem.endsWith('-valtozaskovetes')) files.push(['pdfmake', join(dir, 'ours', `${stem}.pdf`)]);
      for (const [source, file] of files) {
        const pages = execFileSync('pdftotext', ['-layout', file!, '-'], { encoding: 'utf8' })
          .split('\f')
          .map((page) => normalize(page.replaceAll('\u00a0', ' ')));
        const at = pages.map((page) => page.indexOf(dating));
        const found = at.filter((index) => index >= 0);
        if (found.length !== 1) problems.push(`${source} ${stem}: the dating line on ${found.length} pages`);
        else if (found[0] === 0) problems.push(`${source} ${stem}: the dating line opens page ${at.indexOf(0) + 1}`);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
