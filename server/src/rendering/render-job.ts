import type { DocumentTypeId } from '@cegdok/engine';

export const RENDER_FORMATS = ['html', 'docx', 'pdf'] as const;
export type RenderFormat = (typeof RENDER_FORMATS)[number];

/** One render in a worker: a request as JSON, the documents of it and the formats wanted. */
export type RenderJob = {
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
