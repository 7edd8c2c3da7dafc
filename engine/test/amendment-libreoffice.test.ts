// LibreOffice opens every amendment document of every case and prints the same numbered lines as the tree.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createNodeAmendmentRenderer } from '@cegdok/engine/node';
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
    execFileSync(
      soffice ?? 'soffice',
      [
        `-env:UserInstallation=file://${join(dir, 'profile')}`,
        '--headless',
        '--convert-to',
        'txt:Text',
        '--outdir',
        join(dir, 'txt'),
        ...[...expected.keys()].map((stem) => join(dir, `${stem}.docx`)),
      ],
      { stdio: 'ignore', timeout: 280_000 },
    );
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
