import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkDocumentRequest, planDocuments, type Engine } from '@cegdok/engine';
import { parseRequestText } from '../input/parse-request-text.ts';
import type { GenerateResult, GenerateTask, RenderFailure } from './generate-task.ts';

/**
 * Validates and checks one request, renders its set in one engine call and writes `{fileStem}.{format}` for every
 * planned document into `task.outDir`. A request with a legal error is refused before anything is written (not even
 * its folder); a document that fails to render is recorded and the others are still written.
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
  const rendered = await engine.renderSet(request, planDocuments(request, task.typeIds), {
    formats: task.formats,
    generatedAt: task.generatedAt,
  });
  for (const output of rendered) {
    const file = `${output.document.fileStem}.${output.format}`;
    try {
      if (!output.ok) throw output.error;
      await writeFile(join(task.outDir, file), output.content);
      files.push(file);
    } catch (error) {
      failures.push({ file, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return { status: 'rendered', label, outDir: task.outDir, warnings, files, failures };
}
