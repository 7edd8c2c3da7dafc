import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  checkDocumentRequest,
  planDocuments,
  type DocumentRequest,
  type Engine,
  type PlannedDocument,
} from '@cegdok/engine';
import { parseRequestText } from '../input/parse-request-text.ts';
import type { OutputFormat } from '../options/parse-formats.ts';
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
 * Validates and checks one request and writes `{fileStem}.{format}` for every planned document into `task.outDir`.
 * A request with a legal error is refused before anything is written (not even its folder); a document that fails
 * to render is recorded and the others are still written.
 */
export async function generateRequest(engine: Engine, task: GenerateTask): Promise<GenerateResult> {
  const label = task.source.label;
  const parsed = parseRequestText(task.source.text);
  if (!parsed.ok) return { status: 'invalid', label, issues: parsed.issues };
  const request = parsed.value;
  const { errors, warnings } = checkDocumentRequest(request, { today: task.today });
  if (errors.length > 0) return { status: 'refused', label, errors, warnings };
  await mkdir(task.outDir, { recursive: true });
  const files: string[] = [];
  const failures: RenderFailure[] = [];
  for (const document of planDocuments(request, task.typeIds)) {
    for (const format of task.formats) {
      const file = `${document.fileStem}.${format}`;
      try {
        await writeFile(join(task.outDir, file), await renderFile(engine, request, document, format, task.generatedAt));
        files.push(file);
      } catch (error) {
        failures.push({ file, message: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  return { status: 'rendered', label, outDir: task.outDir, warnings, files, failures };
}
