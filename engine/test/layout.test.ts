// No page holds only signatures (issue 9): for every fixture × document, LibreOffice's PDF export of our .docx and
// our own PDF are read back page by page with pdftotext, and every page must carry something besides signature
// boxes — the last clause and the dating line travel with the signatures. One soffice call converts every .docx
// (CI has two cores and a 20-minute budget); pdftotext reads each PDF once and the pages are split at form feeds.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureNames, loadFixture } from '../../fixtures/index.ts';
import { SIGNATURE_LINE } from '../src/ast/tree-text.ts';
import { DOCUMENT_TYPE_IDS } from '../src/documents/document-types.ts';
import { planDocuments } from '../src/documents/plan-documents.ts';
import { createNodeEngine } from '../src/node.ts';
import { signatureLines, signatureOnlyPages } from './signature-pages.ts';

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

describe.skipIf(!canRun)('page layout of every fixture × document', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cegdok-layout-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('has no page holding only signatures and no date broken inside, in LibreOffice’s PDF of the .docx and in our PDF', async () => {
    const engine = createNodeEngine();
    const generatedAt = new Date('2026-12-01T10:00:00Z');
    const expected = new Map<string, string[]>();
    mkdirSync(join(dir, 'ours'));
    for (const name of fixtureNames) {
      const request = loadFixture(name);
      for (const planned of planDocuments(request, DOCUMENT_TYPE_IDS)) {
        const stem = `${name}--${planned.fileStem}`;
        writeFileSync(join(dir, `${stem}.docx`), await engine.renderDocx(request, planned, { generatedAt }));
        writeFileSync(join(dir, 'ours', `${stem}.pdf`), await engine.renderPdf(request, planned, { generatedAt }));
        expected.set(stem, signatureLines(engine.renderTree(request, planned).blocks));
      }
    }
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=file://${join(dir, 'profile')}`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        join(dir, 'lo'),
        ...[...expected.keys()].map((stem) => join(dir, `${stem}.docx`)),
      ],
      { stdio: 'ignore', timeout: 600_000 },
    );
    const problems: string[] = [];
    let pages = 0;
    for (const [stem, lines] of expected) {
      expect(lines.length, stem).toBeGreaterThan(0);
      expect(lines.join(' '), stem).not.toContain(SIGNATURE_LINE);
      for (const [source, file] of [
        ['LibreOffice', join(dir, 'lo', `${stem}.pdf`)],
        ['pdfmake', join(dir, 'ours', `${stem}.pdf`)],
      ] as const) {
        const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
        pages += text.split('\f').filter((page) => page.trim() !== '').length;
        for (const page of signatureOnlyPages(text, lines)) problems.push(`${source} ${stem}: page ${page}`);
        // a date too wide for its column breaks inside itself ("2026. december 1" / "0.")
        const fragments = text.split('\n').flatMap((line) => line.split(/ {2,}/).map((fragment) => fragment.trim()));
        if (fragments.some((fragment) => fragment === '.' || BROKEN_DATE.test(fragment)))
          problems.push(`${source} ${stem}: a date broken inside`);
      }
    }
    expect(problems).toEqual([]);
    expect(pages).toBeGreaterThan(2 * expected.size);
  }, 900_000);
});
