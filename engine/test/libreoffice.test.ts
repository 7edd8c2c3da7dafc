// LibreOffice opens every generated .docx, and prints the numbers Word numbering gives: the same as the tree's.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TYPE_IDS, planDocuments } from '@cegdok/engine';
import { createNodeEngine } from '@cegdok/engine/node';
import { convertWithLibreOffice } from './support/convert-with-libreoffice.ts';
import { findSoffice, normalize, numberedLines } from './support/libreoffice-lines.ts';
import { fixtureNames, loadFixture } from '../../fixtures/index.ts';

const soffice = findSoffice();
// CI installs LibreOffice (.ci/run); elsewhere the suite runs where it is installed.
describe.skipIf(!soffice && !process.env['CI'])('LibreOffice', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cegdok-lo-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('opens every fixture × document and shows the same numbering as the tree', async () => {
    const engine = createNodeEngine();
    const expected = new Map<string, string[]>();
    for (const name of fixtureNames) {
      const request = loadFixture(name);
      for (const planned of planDocuments(request, DOCUMENT_TYPE_IDS)) {
        const stem = `${name}--${planned.fileStem}`;
        const bytes = await engine.renderDocx(request, planned, { generatedAt: new Date('2026-12-01T10:00:00Z') });
        writeFileSync(join(dir, `${stem}.docx`), bytes);
        expected.set(stem, numberedLines(engine.renderTree(request, planned).blocks));
      }
    }
    convertWithLibreOffice({
      soffice,
      files: [...expected.keys()].map((stem) => join(dir, `${stem}.docx`)),
      format: 'txt:Text',
      outDir: join(dir, 'txt'),
      profileDir: join(dir, 'profile'),
      timeout: 240_000,
    });
    let checked = 0;
    for (const [stem, lines] of expected) {
      const text = readFileSync(join(dir, 'txt', `${stem}.txt`), 'utf8');
      const printed = new Set(text.split(/\r?\n/).map(normalize));
      expect(printed.size, stem).toBeGreaterThan(5);
      const missing = lines.map(normalize).filter((line) => !printed.has(line));
      expect(missing, stem).toEqual([]);
      checked += lines.length;
    }
    expect(checked).toBeGreaterThan(1000);
  }, 300_000);
});
