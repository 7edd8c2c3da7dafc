import { getTableColumns } from 'drizzle-orm';
import { z } from 'zod';
import { documents } from '../../db/schema/documents.ts';

const DAY = 24 * 60 * 60 * 1000;

export const documentAnswer = z.object({
  id: z.number(),
  fileId: z.string(),
  fileName: z.string(),
  templateId: z.string(),
  directorIndex: z.number().nullable(),
  companyName: z.string(),
  createdAt: z.string(),
  deleted: z.boolean(),
  payed: z.boolean(),
  retentionDays: z.number(),
  /** True once the retention period has passed: the file is gone. */
  isExpired: z.boolean(),
});
export type DocumentAnswer = z.infer<typeof documentAnswer>;

export type DocumentSummaryRow = Omit<typeof documents.$inferSelect, 'docx' | 'pdf' | 'request' | 'ownerId'>;

const { docx: _docx, pdf: _pdf, request: _request, ownerId: _ownerId, ...summaryColumns } = getTableColumns(documents);
/** The columns a list needs: not the file bytes, not the request. */
export const documentSummaryColumns = summaryColumns;

export function isExpired(row: Pick<DocumentSummaryRow, 'createdAt' | 'retentionDays'>, now: Date): boolean {
  return now.getTime() >= row.createdAt.getTime() + row.retentionDays * DAY;
}

export function toDocumentAnswer(row: DocumentSummaryRow, now: Date): DocumentAnswer {
  return {
    id: row.id,
    fileId: row.fileId,
    fileName: row.fileName,
    templateId: row.templateId,
    directorIndex: row.directorIndex,
    companyName: row.companyName,
    createdAt: row.createdAt.toISOString(),
    deleted: row.deleted,
    payed: row.payed,
    retentionDays: row.retentionDays,
    isExpired: isExpired(row, now),
  };
}
