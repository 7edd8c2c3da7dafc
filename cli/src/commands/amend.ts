import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CHANGE_RULES,
  majorityLabel,
  RESOLUTION_LABELS,
  parseAmendmentRequest,
  type AmendmentDocument,
  type AmendmentRenderer,
  type PreparedAmendment,
} from '@cegdok/engine';
import { createNodeAmendmentRenderer } from '@cegdok/engine/node';
import type { Command } from 'commander';
import { InputFileError, readAmendmentFiles } from '../amend/read-amendment-files.ts';
import { parseFormats, type OutputFormat } from '../options/parse-formats.ts';
import { formatIssue } from '../report/format-issue.ts';
import { formatWarning } from '../report/format-warning.ts';

/** Exit codes of `cegdok amend`: 1 an invalid request, 2 a legal error blocks the documents, 3 a file error. */
export const AMEND_EXIT = { invalid: 1, legal: 2, io: 3 } as const;

type AmendOptions = { from: string; to: string; amendment: string; out?: string; format?: string };

/**
 * A change's value as the summary prints it: a list's items each in quotes (decision 082), since an item may hold a
 * separator itself ("10.71 – Kenyér; friss pékáru gyártása").
 */
function valueText(value: string | readonly string[] | null): string {
  if (value === null) return '–';
  return typeof value === 'string' ? value : value.map((item) => `„${item}”`).join(', ');
}

function printSummary(prepared: PreparedAmendment): void {
  const { plan } = prepared;
  console.log(`Változások (${plan.changes.length}):`);
  for (const change of plan.changes) {
    const rule = CHANGE_RULES[change.type];
    const values = change.before || change.after ? `: ${valueText(change.before)} → ${valueText(change.after)}` : '';
    console.log(`    ${rule.label}${values}`);
  }
  if (plan.resolutions.length > 0) console.log('Határozatok:');
  for (const resolution of plan.resolutions) {
    const tally = resolution.tally
      ? // a written resolution counts the votes sent in place of those present (Ptk. 3:20. § (2); decision 038)
        ` – igen ${round(resolution.tally.yes)}% / ${resolution.tally.isWritten ? 'megküldött' : 'jelen'} ${round(resolution.tally.present)}%`
      : '';
    console.log(
      `    ${resolution.number} ${RESOLUTION_LABELS[resolution.subject]}: ${majorityLabel(resolution.majority, plan.mode)} (${resolution.basis})${tally}`,
    );
  }
}

const round = (value: number) => Math.round(value * 100) / 100;

function renderFile(
  renderer: AmendmentRenderer,
  prepared: PreparedAmendment,
  document: AmendmentDocument,
  format: OutputFormat,
  generatedAt: Date,
): Promise<string | Uint8Array> | string {
  if (format === 'html') return renderer.renderHtml(prepared, document);
  if (format === 'docx') return renderer.renderDocx(prepared, document, { generatedAt });
  return renderer.renderPdf(prepared, document, { generatedAt });
}

async function amend(options: AmendOptions): Promise<void> {
  const formats = parseFormats(options.format ?? 'docx');
  const outDir = options.out ?? '.';
  let read;
  try {
    read = await readAmendmentFiles(options);
  } catch (error) {
    if (!(error instanceof InputFileError)) throw error;
    console.error(`Hiba: ${error.message}`);
    process.exitCode = AMEND_EXIT.io;
    return;
  }
  const parsed = read.ok ? parseAmendmentRequest(read.value) : read;
  if (!parsed.ok) {
    console.log(`A módosítási kérés hibás (${parsed.issues.length} hiba):`);
    for (const issue of parsed.issues) console.log(`    ${formatIssue(issue)}`);
    process.exitCode = AMEND_EXIT.invalid;
    return;
  }
  const renderer = createNodeAmendmentRenderer();
  const prepared = renderer.prepare(parsed.value);
  printSummary(prepared);
  const errors = prepared.findings.filter((finding) => finding.severity === 'error');
  if (prepared.findings.length > 0) {
    console.log(`Ellenőrzés: ${errors.length} hiba, ${prepared.findings.length - errors.length} figyelmeztetés`);
    for (const finding of prepared.findings) console.log(`    ${formatWarning(finding)}`);
  }
  if (errors.length > 0) {
    console.log('A dokumentumok nem készültek el: előbb javítsa a hibákat.');
    process.exitCode = AMEND_EXIT.legal;
    return;
  }
  const generatedAt = new Date();
  const files: string[] = [];
  try {
    await mkdir(outDir, { recursive: true });
    for (const document of prepared.plan.documents)
      for (const format of formats) {
        if (document.isDocxOnly && format !== 'docx') continue;
        const file = `${document.fileStem}.${format}`;
        await writeFile(join(outDir, file), await renderFile(renderer, prepared, document, format, generatedAt));
        files.push(file);
      }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === undefined) throw error;
    console.error(`Hiba: a kimenet nem írható: ${outDir} (${(error as Error).message})`);
    process.exitCode = AMEND_EXIT.io;
    return;
  }
  console.log(`${files.length} fájl elkészült: ${outDir}`);
  for (const file of files) console.log(`    ${file}`);
}

/** `cegdok amend`: the documents of a change of a registered company, from the registered and the changed state. */
export function registerAmendCommand(program: Command): void {
  program
    .command('amend')
    .description('bejegyzett társaság módosítása: határozat, módosító okirat, egységes szerkezet, változáskövetés')
    .usage('--from <bejegyzett.json> --to <módosított.json> --amendment <módosítás.json> [kapcsolók]')
    .requiredOption('--from <fájl>', 'a bejegyzett állapot: { bejegyzes, tarsasag, okirat? }')
    .requiredOption('--to <fájl>', 'a módosított társaság (ugyanazzal a sémával)')
    .requiredOption('--amendment <fájl>', 'a döntés és a változások adatai')
    .option('-o, --out <mappa>', 'a kimeneti mappa (alapértelmezés: az aktuális mappa)')
    .option('-f, --format <formátumok>', 'docx, html, pdf vesszővel elválasztva (alapértelmezés: docx)')
    .action((options: AmendOptions) => amend(options));
}
