import { and, eq } from 'drizzle-orm';
import { documentRequestSchema, parseLenient } from '@cegdok/engine';
import type { AppDeps } from '../../app-deps.ts';
import { documents } from '../../db/schema/documents.ts';
import { AppError } from '../../errors/app-error.ts';
import { isExpired } from './to-document-answer.ts';
import { planRequestedDocument } from './plan-requested-document.ts';

export const DOWNLOAD_FORMATS = ['docx', 'pdf'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

export type DownloadedFile = { fileName: string; contentType: string; bytes: Uint8Array };

const CONTENT_TYPES: Record<DownloadFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

/**
 * The stored .docx, or the PDF rendered again from the stored request (same bytes each time: the
 * engine is deterministic and the generation time is the stored one). 402 while unpaid, 410 after
 * the retention period (the file is purged then).
 */
export async function downloadDocument(
  deps: Pick<AppDeps, 'db' | 'engine' | 'now'>,
  ownerId: number,
  id: number,
  format: DownloadFormat,
): Promise<DownloadedFile> {
  const { db } = deps;
  const row = db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.ownerId, ownerId)))
    .get();
  if (!row) throw new AppError('NOT_FOUND', { message: 'A dokumentum nem található.' });
  if (isExpired(row, deps.now()) || !row.docx) {
    if (row.docx) db.update(documents).set({ docx: null }).where(eq(documents.id, id)).run();
    throw new AppError('DOCUMENT_EXPIRED');
  }
  if (!row.payed) throw new AppError('DOCUMENT_NOT_PAID');
  const fileName = `${row.fileId}.${format}`;
  if (format === 'docx') return { fileName, contentType: CONTENT_TYPES.docx, bytes: row.docx };
  // Stored before the schema became strict, a request may hold keys it no longer knows: they are dropped.
  const parsed = parseLenient(documentRequestSchema, row.request);
  if (!parsed.ok) throw new Error(`stored request of document ${id} no longer validates`);
  const planned = planRequestedDocument(
    parsed.value,
    row.templateId,
    row.directorIndex === null ? undefined : String(row.directorIndex),
  );
  const bytes = await deps.engine.renderPdf(parsed.value, planned, { generatedAt: row.createdAt });
  return { fileName, contentType: CONTENT_TYPES.pdf, bytes };
}
