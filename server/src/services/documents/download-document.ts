import { and, eq, isNotNull } from 'drizzle-orm';
import { downloadFileName, isDocumentTypeId } from '@cegdok/engine';
import type { AppDeps } from '../../app-deps.ts';
import { documents } from '../../db/schema/documents.ts';
import { AppError } from '../../errors/app-error.ts';
import { isExpired } from './to-document-answer.ts';

export const DOWNLOAD_FORMATS = ['docx', 'pdf'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

export type DownloadedFile = { fileName: string; contentType: string; bytes: Uint8Array };

const CONTENT_TYPES: Record<DownloadFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

/**
 * The stored .docx or PDF. A row stored before PDFs were kept gets its PDF rendered once in a
 * render worker (same bytes as at generation: the engine is deterministic and the generation time
 * is the stored one) and stored. 402 while unpaid, 410 after the retention period (the files are
 * purged then).
 */
export async function downloadDocument(
  deps: Pick<AppDeps, 'db' | 'renderer' | 'now'>,
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
    if (row.docx) db.update(documents).set({ docx: null, pdf: null }).where(eq(documents.id, id)).run();
    throw new AppError('DOCUMENT_EXPIRED');
  }
  if (!row.payed) throw new AppError('DOCUMENT_NOT_PAID');
  // Named for people (type, company, date), not by the stored id.
  const fileName = downloadFileName({
    title: row.fileName,
    companyName: row.companyName,
    createdAt: row.createdAt,
    format,
  });
  if (format === 'docx') return { fileName, contentType: CONTENT_TYPES.docx, bytes: row.docx };
  // An amendment document always has its PDF stored, except the Word-only redline.
  if (!row.pdf && !isDocumentTypeId(row.templateId)) throw new AppError('PDF_NOT_AVAILABLE');
  return { fileName, contentType: CONTENT_TYPES.pdf, bytes: row.pdf ?? (await renderMissingPdf(deps, row)) };
}

async function renderMissingPdf(
  deps: Pick<AppDeps, 'db' | 'renderer'>,
  row: Pick<typeof documents.$inferSelect, 'id' | 'request' | 'templateId' | 'directorIndex' | 'createdAt'>,
): Promise<Uint8Array> {
  if (!isDocumentTypeId(row.templateId)) throw new Error(`document ${row.id} has an unknown type ${row.templateId}`);
  const [pdf] = await deps.renderer.render({
    request: row.request,
    documents: [{ typeId: row.templateId, directorIndex: row.directorIndex ?? undefined }],
    formats: ['pdf'],
    generatedAt: row.createdAt.toISOString(),
  });
  if (!pdf) throw new Error('the render worker answered no PDF');
  const bytes = Buffer.from(pdf.bytes);
  // Only while the file is still kept: a purge in the meantime wins.
  deps.db
    .update(documents)
    .set({ pdf: bytes })
    .where(and(eq(documents.id, row.id), isNotNull(documents.docx)))
    .run();
  return bytes;
}
