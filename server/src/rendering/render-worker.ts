// The task module of the render pool: one engine per worker thread, reused for every job.
import { documentRequestSchema, parseLenient, planDocument } from '@cegdok/engine';
import { createNodeEngine } from '@cegdok/engine/node';
import type { RenderedFile, RenderJob } from './render-job.ts';

const engine = createNodeEngine();

export async function handleTask(job: RenderJob): Promise<RenderedFile[]> {
  // A stored request may hold keys the schema no longer knows (saved before it became strict): they are dropped.
  const parsed = parseLenient(documentRequestSchema, job.request);
  if (!parsed.ok) throw new Error(`invalid request: ${parsed.issues.map((issue) => issue.path).join(', ')}`);
  const request = parsed.value;
  const options = { generatedAt: new Date(job.generatedAt) };
  const files: RenderedFile[] = [];
  for (const { typeId, directorIndex } of job.documents) {
    const planned = planDocument(request, typeId, directorIndex);
    for (const format of job.formats) {
      const bytes =
        format === 'html'
          ? new TextEncoder().encode(engine.renderHtml(request, planned))
          : format === 'docx'
            ? await engine.renderDocx(request, planned, options)
            : await engine.renderPdf(request, planned, options);
      files.push({ typeId, directorIndex, format, bytes });
    }
  }
  return files;
}
