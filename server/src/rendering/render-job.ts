import type { AmendmentDocument, DocumentTree, DocumentTypeId } from '@cegdok/engine';
import type { AmendmentSummary } from '../services/amendments/summarize-amendment.ts';

export const RENDER_FORMATS = ['html', 'docx', 'pdf'] as const;
export type RenderFormat = (typeof RENDER_FORMATS)[number];

/** One render in a worker: a request as JSON, the documents of it and the formats wanted. */
export type RenderJob = {
  kind?: 'formation';
  /** The contract-engine request (validated again in the worker). */
  request: unknown;
  documents: { typeId: DocumentTypeId; directorIndex?: number }[];
  formats: RenderFormat[];
  /** The moment of generation (file metadata), ISO 8601. */
  generatedAt: string;
};

/** The files of a job: every document in every format, in the job's order (HTML as UTF-8 bytes). */
export type RenderedFile = {
  typeId: DocumentTypeId;
  directorIndex: number | undefined;
  format: RenderFormat;
  bytes: Uint8Array;
};

/** The articles' block tree of a registered company (a formation request with `bejegyzes`), to keep with a version. */
export type ArticlesTreeJob = { kind: 'articles-tree'; request: unknown };

/**
 * An amendment in a worker: the change summary always; the documents asked for (those of the plan, in every format
 * they have) only when no finding is an error; the consolidated articles' tree when asked.
 */
export type AmendmentJob = {
  kind: 'amendment';
  /** The amendment request (engine `amendmentRequestSchema` input; validated again in the worker). */
  request: unknown;
  /** The articles' tree kept with the base version. */
  registeredArticles: DocumentTree | undefined;
  /** The documents to render, or every planned one. */
  documents: { id: string; index?: number | undefined }[] | 'planned';
  formats: RenderFormat[];
  generatedAt: string;
  withConsolidatedArticles?: boolean;
};

export type RenderedAmendmentFile = {
  documentId: AmendmentDocument['id'];
  index: number | undefined;
  format: RenderFormat;
  bytes: Uint8Array;
};

export type RenderedAmendment = {
  summary: AmendmentSummary;
  /** Empty when a finding is an error. */
  files: RenderedAmendmentFile[];
  consolidatedArticles: DocumentTree | null;
};

export type RenderTask = RenderJob | ArticlesTreeJob | AmendmentJob;
