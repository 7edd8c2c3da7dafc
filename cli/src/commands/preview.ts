import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  DOCUMENT_TYPE_IDS,
  DocumentPlanError,
  isDocumentTypeId,
  planDocument,
  type DocumentRequest,
  type DocumentTypeId,
  type PlannedDocument,
} from '@cegdok/engine';
import { createNodeEngine } from '@cegdok/engine/node';
import type { Command } from 'commander';
import { EXIT_CODES, raiseExitCode } from '../exit-codes.ts';
import { readRequestFile } from '../input/read-request-file.ts';
import { describeFileError, IoError } from '../io-error.ts';
import { parsePositiveInteger } from '../options/parse-positive-integer.ts';
import { formatIssue } from '../report/format-issue.ts';
import { UsageError } from '../usage-error.ts';

type PreviewOptions = { type: string; director?: string; out?: string };

/** The document to preview; a director number the company does not have is a usage error. */
function planPreview(request: DocumentRequest, typeId: DocumentTypeId, director: number): PlannedDocument {
  try {
    return planDocument(request, typeId, director - 1);
  } catch (error) {
    if (error instanceof DocumentPlanError) throw new UsageError(error.message);
    throw error;
  }
}

async function preview(file: string, options: PreviewOptions): Promise<void> {
  if (!isDocumentTypeId(options.type))
    throw new UsageError(`Ismeretlen dokumentumtípus: ${options.type}. Választható: ${DOCUMENT_TYPE_IDS.join(', ')}.`);
  const director = options.director === undefined ? 1 : parsePositiveInteger(options.director, 'A --director értéke');
  const parsed = await readRequestFile(file);
  if (!parsed.ok) {
    console.error(`A kérés hibás (${parsed.issues.length} hiba):`);
    for (const issue of parsed.issues) console.error(`    ${formatIssue(issue)}`);
    raiseExitCode(EXIT_CODES.invalidRequest);
    return;
  }
  const document = planPreview(parsed.value, options.type, director);
  const out = resolve(options.out ?? `${document.fileStem}.html`);
  await writeFile(out, createNodeEngine().renderHtml(parsed.value, document)).catch((error: unknown) => {
    throw new IoError(`Az előnézet nem írható: ${out} – ${describeFileError(error)}`);
  });
  console.log(out);
}

/** `cegdok preview`: the standalone HTML preview of one document. */
export function registerPreviewCommand(program: Command): void {
  program
    .command('preview')
    .description('egy dokumentum önálló HTML-előnézete; kiírja a fájl útvonalát')
    .usage('<fájl> --type <típus> [kapcsolók]')
    .argument('<fájl>', 'a kérés JSON fájlja')
    .requiredOption('-t, --type <típus>', 'a dokumentumtípus azonosítója (lásd: cegdok types)')
    .option('-d, --director <n>', 'ügyvezetőnként készülő dokumentumnál az ügyvezető sorszáma (alapértelmezés: 1)')
    .option(
      '-o, --out <fájl>',
      'a HTML fájl helye (alapértelmezés: <típus>.html, ill. <típus>-<n>.html az aktuális mappában)',
    )
    .action((file: string, options: PreviewOptions) => preview(file, options));
}
