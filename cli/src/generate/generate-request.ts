import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkRequest, planDocuments, type DocumentRequest, type Engine, type PlannedDocument } from '@cegdok/engine';
import { parseRequestSource } from '../input/parse-request-text.ts';
import { describeFileError, IoError, isFileError } from '../io-error.ts';
import type { OutputFormat } from '../options/parse-formats.ts';
import { ensureDirectory } from '../output/ensure-directory.ts';
import type { GenerateResult, GenerateTask, RenderFailure } from './generate-task.ts';

function renderFile(
  engine: Engine,
  request: DocumentRequest,
  document: PlannedDocument,
  format: OutputFormat,
  generatedAt: Date,
): Promise<string | Uint8Array> | string {
  if (format === 'html') return engine.renderHtml(request, document);
  if (format === 'docx') return engine.renderDocx(request, document, { generatedAt });
  return engine.renderPdf(request, document, { generatedAt });
}

/**
 * Validates one request and writes `{fileStem}.{format}` for every planned document into `task.outDir` (with
 * `dryRun`, only lists them). A document that fails to render is recorded and the others are still written; a
 * folder or file the disk refuses is recorded as an I/O failure in one line, without a stack trace.
 */
export async function generateRequest(engine: Engine, task: GenerateTask): Promise<GenerateResult> {
  const label = task.source.label;
  const parsed = parseRequestSource(task.source);
  if (!parsed.ok) return { status: 'invalid', label, issues: parsed.issues };
  const request = parsed.value;
  const warnings = checkRequest(request, { today: task.today });
  const planned = planDocuments(request, task.typeIds).flatMap((document) =>
    task.formats.map((format) => ({ document, format, file: `${document.fileStem}.${format}` })),
  );
  const result = { status: 'rendered', label, outDir: task.outDir, warnings, dryRun: task.dryRun } as const;
  if (task.dryRun) return { ...result, files: planned.map(({ file }) => file), failures: [] };
  try {
    await ensureDirectory(task.outDir);
  } catch (error) {
    if (!(error instanceof IoError)) throw error;
    return { ...result, files: [], failures: [{ file: task.outDir, message: error.message, kind: 'io' }] };
  }
  const files: string[] = [];
  const failures: RenderFailure[] = [];
  for (const { document, format, file } of planned) {
    let content: string | Uint8Array;
    try {
      content = await renderFile(engine, request, document, format, task.generatedAt);
    } catch (error) {
      failures.push({ file, message: error instanceof Error ? error.message : String(error), kind: 'render' });
      continue;
    }
    try {
      await writeFile(join(task.outDir, file), content);
      files.push(file);
    } catch (error) {
      if (!isFileError(error)) throw error;
      failures.push({ file, message: `nem írható – ${describeFileError(error)}`, kind: 'io' });
    }
  }
  return { ...result, files, failures };
}
