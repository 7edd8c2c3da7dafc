import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkDocumentRequest, planDocuments, type Engine } from '@cegdok/engine';
import { parseRequestSource } from '../input/parse-request-text.ts';
import { describeFileError, IoError, isFileError } from '../io-error.ts';
import { ensureDirectory } from '../output/ensure-directory.ts';
import type { GenerateResult, GenerateTask, RenderFailure } from './generate-task.ts';

/**
 * Validates and checks one request, renders its set in one engine call and writes `{fileStem}.{format}` for every
 * planned document into `task.outDir` (with `dryRun`, only lists them). A request with a legal error is refused
 * before anything is written (not even its folder); a document that fails to render is recorded and the others are
 * still written; a folder or file the disk refuses is recorded as an I/O failure in one line, without a stack trace.
 */
export async function generateRequest(engine: Engine, task: GenerateTask): Promise<GenerateResult> {
  const label = task.source.label;
  const parsed = parseRequestSource(task.source);
  if (!parsed.ok) return { status: 'invalid', label, issues: parsed.issues };
  const request = parsed.value;
  const { errors, warnings } = checkDocumentRequest(request, { today: task.today });
  if (errors.length > 0) return { status: 'refused', label, errors, warnings };
  const documents = planDocuments(request, task.typeIds);
  const result = { status: 'rendered', label, outDir: task.outDir, warnings, dryRun: task.dryRun } as const;
  if (task.dryRun)
    return {
      ...result,
      files: documents.flatMap((document) => task.formats.map((format) => `${document.fileStem}.${format}`)),
      failures: [],
    };
  try {
    await ensureDirectory(task.outDir);
  } catch (error) {
    if (!(error instanceof IoError)) throw error;
    return { ...result, files: [], failures: [{ file: task.outDir, message: error.message, kind: 'io' }] };
  }
  const files: string[] = [];
  const failures: RenderFailure[] = [];
  const rendered = await engine.renderSet(request, documents, { formats: task.formats, generatedAt: task.generatedAt });
  for (const output of rendered) {
    const file = `${output.document.fileStem}.${output.format}`;
    if (!output.ok) {
      failures.push({ file, message: output.error.message, kind: 'render' });
      continue;
    }
    try {
      // Written synchronously: a batch worker has nothing else to do meanwhile, and each asynchronous write would
      // cost three trips through libuv's thread pool (open, write, close) with the worker idle in between.
      writeFileSync(join(task.outDir, file), output.content);
      files.push(file);
    } catch (error) {
      if (!isFileError(error)) throw error;
      failures.push({ file, message: `nem írható – ${describeFileError(error)}`, kind: 'io' });
    }
  }
  return { ...result, files, failures };
}
