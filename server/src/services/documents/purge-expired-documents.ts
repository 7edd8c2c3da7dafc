import { and, isNotNull, lte, sql } from 'drizzle-orm';
import { documents } from '../../db/schema/documents.ts';
import type { Db } from '../../db/open-database.ts';

/** Drops the file of every document past its retention period (the row stays, shown as expired). */
export function purgeExpiredDocuments(db: Db, now: Date): number {
  return db
    .update(documents)
    .set({ docx: null, pdf: null })
    .where(
      and(
        isNotNull(documents.docx),
        lte(sql`${documents.createdAt} + ${documents.retentionDays} * 86400000`, now.getTime()),
      ),
    )
    .run().changes;
}
