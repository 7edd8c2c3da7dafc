import { and, desc, eq } from 'drizzle-orm';
import { attachmentDisposition } from '@cegdok/engine';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-deps.ts';
import { requireUser } from '../auth/require-user.ts';
import { documents } from '../db/schema/documents.ts';
import { AppError } from '../errors/app-error.ts';
import { describeRoute } from '../http/describe-route.ts';
import { idParam } from '../http/id-param.ts';
import { validate } from '../http/validate.ts';
import { DOWNLOAD_FORMATS, downloadDocument } from '../services/documents/download-document.ts';
import { documentAnswer, documentSummaryColumns, toDocumentAnswer } from '../services/documents/to-document-answer.ts';

const downloadQuery = z.object({
  format: z.enum(DOWNLOAD_FORMATS, { message: 'A formátum docx vagy pdf lehet.' }).default('docx'),
});

export const docRoutes = new Hono<AppEnv>()
  .get(
    '/docs',
    describeRoute({
      tag: 'Dokumentumok',
      summary: 'Az elkészült dokumentumok, a legújabb elöl (töröltek is)',
      responses: { 200: { description: 'Lista', schema: z.array(documentAnswer) } },
    }),
    requireUser,
    (c) => {
      const rows = c.var.deps.db
        .select(documentSummaryColumns)
        .from(documents)
        .where(eq(documents.ownerId, c.var.user.id))
        .orderBy(desc(documents.createdAt), desc(documents.id))
        .all();
      const now = c.var.deps.now();
      return c.json(rows.map((row) => toDocumentAnswer(row, now)));
    },
  )
  .get(
    '/docs/:id',
    describeRoute({
      tag: 'Dokumentumok',
      summary: 'Letöltés {fileId}.docx néven (?format=pdf: PDF)',
      responses: {
        200: {
          description: 'A fájl',
          contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        },
        402: { description: 'Még nincs kifizetve' },
        404: { description: 'Nincs ilyen dokumentum' },
        410: { description: 'Lejárt a megőrzési idő' },
      },
    }),
    requireUser,
    validate('param', idParam),
    validate('query', downloadQuery),
    async (c) => {
      const file = await downloadDocument(
        c.var.deps,
        c.var.user.id,
        c.req.valid('param').id,
        c.req.valid('query').format,
      );
      return c.body(new Uint8Array(file.bytes), 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': attachmentDisposition(file.fileName),
        'Cache-Control': 'private, no-store',
      });
    },
  )
  .delete(
    '/docs/:id',
    describeRoute({
      tag: 'Dokumentumok',
      summary: 'Dokumentum törlése (soft delete: a lista „Törölve” jelzéssel mutatja)',
      responses: {
        200: { description: 'A törölt dokumentum', schema: documentAnswer },
        404: { description: 'Nincs ilyen dokumentum' },
      },
    }),
    requireUser,
    validate('param', idParam),
    (c) => {
      const row = c.var.deps.db
        .update(documents)
        .set({ deleted: true })
        .where(and(eq(documents.id, c.req.valid('param').id), eq(documents.ownerId, c.var.user.id)))
        .returning(documentSummaryColumns)
        .get();
      if (!row) throw new AppError('NOT_FOUND', { message: 'A dokumentum nem található.' });
      return c.json(toDocumentAnswer(row, c.var.deps.now()));
    },
  );
