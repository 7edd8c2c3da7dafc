// The task module of the render pool: one engine per worker thread, reused for every job.
import { documentRequestSchema, parseLenient, planDocument, type PlannedDocument } from '@cegdok/engine';
import { createNodeEngine } from '@cegdok/engine/node';
import type { RenderedFile, RenderJob } from './render-job.ts';

const engine = createNodeEngine();

/** Renders a job's documents in one engine call: the model is derived once and each tree feeds every format. */
export async function handleTask(job: RenderJob): Promise<RenderedFile[]> {
  // A stored request may hold keys the schema no longer knows (saved before it became strict): they are dropped.
  const parsed = parseLenient(documentRequestSchema, job.request);
  if (!parsed.ok) throw new Error(`invalid request: ${parsed.issues.map((issue) => issue.path).join(', ')}`);
  const request = parsed.value;
  const planned = new Map<PlannedDocument, RenderJob['documents'][number]>(
    job.documents.map((entry) => [planDocument(request, entry.typeId, entry.directorIndex), entry]),
  );
  const rendered = await engine.renderSet(request, [...planned.keys()], {
    formats: job.formats,
    generatedAt: new Date(job.generatedAt),
  });
  return rendered.map((output) => {
    if (!output.ok) throw output.error;
    const { typeId, directorIndex } = planned.get(output.document)!;
    const bytes = typeof output.content === 'string' ? new TextEncoder().encode(output.content) : output.content;
    return { typeId, directorIndex, format: output.format, bytes };
  });
}
