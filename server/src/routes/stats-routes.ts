import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-deps.ts';
import { requireUser } from '../auth/require-user.ts';
import { documents } from '../db/schema/documents.ts';
import { companies, persons } from '../db/schema/records.ts';
import { describeRoute } from '../http/describe-route.ts';
import { documentAnswer, documentSummaryColumns, toDocumentAnswer } from '../services/documents/to-document-answer.ts';

const LAST_DOCUMENTS = 5;

const statsAnswer = z.object({
  totalCompanies: z.number(),
  totalBosses: z.number(),
  totalDocumentsGenerated: z.number(),
  lastGeneratedDocuments: z.array(documentAnswer),
});

export const statsRoutes = new Hono<AppEnv>().get(
  '/stats',
  describeRoute({
    tag: 'Főoldal',
    summary: 'Társaságok, személyek és nem törölt dokumentumok száma, a legutóbbi (nem törölt) dokumentumok',
    responses: { 200: { description: 'Statisztika', schema: statsAnswer } },
  }),
  requireUser,
  (c) => {
    const { db, now } = c.var.deps;
    const ownerId = c.var.user.id;
    const count = (table: typeof companies | typeof persons | typeof documents, condition?: SQL) =>
      db
        .select({ count: sql<number>`count(*)` })
        .from(table)
        .where(and(eq(table.ownerId, ownerId), condition))
        .get()?.count ?? 0;
    const latest = db
      .select(documentSummaryColumns)
      .from(documents)
      .where(and(eq(documents.ownerId, ownerId), eq(documents.deleted, false)))
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .limit(LAST_DOCUMENTS)
      .all();
    const instant = now();
    return c.json({
      totalCompanies: count(companies),
      totalBosses: count(persons),
      // The dashboard counts the documents the lawyer has (spec: deleted documents are hidden), as the list shows them.
      totalDocumentsGenerated: count(documents, eq(documents.deleted, false)),
      lastGeneratedDocuments: latest.map((row) => toDocumentAnswer(row, instant)),
    });
  },
);
