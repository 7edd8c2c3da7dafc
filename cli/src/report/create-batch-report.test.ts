import { describe, expect, it } from 'vitest';
import { createBatchReport } from './create-batch-report.ts';
import type { ItemOutcome } from './item-outcome.ts';

function memoryStream(isTTY: boolean) {
  const chunks: string[] = [];
  return { isTTY, chunks, write: (text: string) => chunks.push(text), text: () => chunks.join('') };
}

const clean: ItemOutcome = {
  status: 'rendered',
  label: 'line-1 (1. sor)',
  outDir: 'out/line-1',
  warnings: [],
  files: ['tagjegyzek.docx', 'tarsasagi.docx'],
  failures: [],
  dryRun: false,
};
const invalid: ItemOutcome = {
  status: 'invalid',
  label: 'line-2 (2. sor)',
  issues: [{ path: 'tarsasag.nev', message: 'A társaság neve kötelező.' }],
};
const partial: ItemOutcome = {
  status: 'rendered',
  label: 'b.json',
  outDir: 'out/b',
  warnings: [
    {
      code: 'minimum-capital',
      severity: 'error',
      path: 'tarsasag.tagok',
      message: 'A törzstőke kevesebb 3 000 000 Ft-nál.',
    },
  ],
  files: ['tagjegyzek.html'],
  failures: [{ file: 'tagjegyzek.pdf', message: 'hiba', kind: 'render' }],
  dryRun: false,
};
const crashed: ItemOutcome = { status: 'crashed', label: 'c.json', message: 'A munkaszál váratlanul leállt.' };

describe('createBatchReport', () => {
  it('prints every request and the summary as plain lines when not on a terminal', () => {
    const stream = memoryStream(false);
    const report = createBatchReport({ stream, total: 4, showProgressBar: false });
    for (const outcome of [clean, invalid, partial, crashed]) report.add(outcome);
    expect(report.finish(1234.4)).toEqual({ requests: 4, documents: 3, errors: 3 });
    expect(stream.text()).toBe(
      [
        '✔ line-1 (1. sor): 2 dokumentum elkészült → out/line-1',
        '✘ line-2 (2. sor): a kérés hibás, nem készült dokumentum',
        '    tarsasag.nev: A társaság neve kötelező.',
        '✘ b.json: 1 dokumentum elkészült, 1 nem → out/b',
        '    tagjegyzek.pdf: hiba',
        '    Hiba – tarsasag.tagok: A törzstőke kevesebb 3 000 000 Ft-nál.',
        '✘ c.json: váratlan hiba, nem készült dokumentum: A munkaszál váratlanul leállt.',
        '4 kérés, 3 dokumentum, 3 hiba, 1234 ms',
        '',
      ].join('\n'),
    );
  });

  it('redraws a progress bar on a terminal and prints only the requests that need attention above it', () => {
    const stream = memoryStream(true);
    const report = createBatchReport({ stream, total: 2, showProgressBar: true });
    expect(stream.chunks[0]).toBe(`[${'░'.repeat(24)}] 0/2 kérés · 0 dokumentum · 0 hiba`);
    report.add(clean);
    expect(stream.chunks[1]).toBe(`\r\x1b[2K[${'█'.repeat(12)}${'░'.repeat(12)}] 1/2 kérés · 2 dokumentum · 0 hiba`);
    report.add(invalid);
    expect(stream.chunks[2]).toBe(
      '\r\x1b[2K✘ line-2 (2. sor): a kérés hibás, nem készült dokumentum\n    tarsasag.nev: A társaság neve kötelező.\n' +
        `[${'█'.repeat(24)}] 2/2 kérés · 2 dokumentum · 1 hiba`,
    );
    report.finish(10);
    expect(stream.chunks.slice(3)).toEqual(['\r\x1b[2K', '2 kérés, 2 dokumentum, 1 hiba, 10 ms\n']);
  });
});
