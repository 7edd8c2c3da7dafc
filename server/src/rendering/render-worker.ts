// The task module of the render pool: one engine and one amendment renderer per worker thread, reused for every job.
import {
  amendmentRequestSchema,
  documentRequestSchema,
  parseLenient,
  planDocument,
  type DocumentTree,
  type PlannedDocument,
} from '@cegdok/engine';
import { createNodeAmendmentRenderer, createNodeEngine } from '@cegdok/engine/node';
import { summarizeAmendment } from '../services/amendments/summarize-amendment.ts';
import type {
  AmendmentJob,
  ArticlesTreeJob,
  RenderedAmendment,
  RenderedAmendmentFile,
  RenderedFile,
  RenderJob,
  RenderTask,
} from './render-job.ts';

const engine = createNodeEngine();
let amendments: ReturnType<typeof createNodeAmendmentRenderer> | undefined;

const toBytes = (content: string | Uint8Array) =>
  typeof content === 'string' ? new TextEncoder().encode(content) : content;

function parseFormation(request: unknown) {
  // A stored request may hold keys the schema no longer knows (saved before it became strict): they are dropped.
  const parsed = parseLenient(documentRequestSchema, request);
  if (!parsed.ok) throw new Error(`invalid request: ${parsed.issues.map((issue) => issue.path).join(', ')}`);
  return parsed.value;
}

/** Renders a job's documents in one engine call: the model is derived once and each tree feeds every format. */
async function renderFormation(job: RenderJob): Promise<RenderedFile[]> {
  const request = parseFormation(job.request);
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
    return { typeId, directorIndex, format: output.format, bytes: toBytes(output.content) };
  });
}

function renderArticlesTree(job: ArticlesTreeJob): DocumentTree {
  const request = parseFormation(job.request);
  return engine.renderTree(request, planDocument(request, 'tarsasagi'));
}

/** The amendment's summary; its planned documents asked for, unless an error blocks them; the consolidated tree. */
async function renderAmendment(job: AmendmentJob): Promise<RenderedAmendment> {
  const parsed = amendmentRequestSchema.safeParse(job.request);
  if (!parsed.success) throw new Error(`invalid amendment: ${parsed.error.issues.map((i) => i.path).join(', ')}`);
  amendments ??= createNodeAmendmentRenderer();
  const renderer = amendments;
  const prepared = renderer.prepare(parsed.data, job.registeredArticles);
  const summary = summarizeAmendment(prepared);
  if (prepared.findings.some((finding) => finding.severity === 'error'))
    return { summary, files: [], consolidatedArticles: null };
  const generatedAt = new Date(job.generatedAt);
  const files: RenderedAmendmentFile[] = [];
  const wanted = job.documents;
  const documents =
    wanted === 'planned'
      ? prepared.plan.documents
      : prepared.plan.documents.filter((planned) =>
          wanted.some((entry) => entry.id === planned.id && entry.index === planned.index),
        );
  for (const document of documents) {
    for (const format of job.formats) {
      if (document.isDocxOnly && format === 'pdf') continue;
      const content =
        format === 'html'
          ? renderer.renderHtml(prepared, document)
          : format === 'docx'
            ? await renderer.renderDocx(prepared, document, { generatedAt })
            : await renderer.renderPdf(prepared, document, { generatedAt });
      files.push({ documentId: document.id, index: document.index, format, bytes: toBytes(content) });
    }
  }
  return {
    summary,
    files,
    consolidatedArticles: job.withConsolidatedArticles ? renderer.consolidatedArticles(prepared) : null,
  };
}

export async function handleTask(task: RenderTask): Promise<RenderedFile[] | DocumentTree | RenderedAmendment> {
  switch (task.kind) {
    case 'articles-tree':
      return renderArticlesTree(task);
    case 'amendment':
      return renderAmendment(task);
    default:
      return renderFormation(task);
  }
}
