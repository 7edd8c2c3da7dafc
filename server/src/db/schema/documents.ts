import { blob, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.ts';

/**
 * A generated document. The .docx and PDF bytes live in the row (one transactional store); the
 * request is kept so a row stored before PDFs were kept gets its PDF rendered once, on its first
 * PDF download (the engine is deterministic).
 */
export const documents = sqliteTable(
  'documents',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Public file name stem of the download (`{fileId}.docx`). */
    fileId: text('file_id').notNull().unique(),
    templateId: text('template_id').notNull(),
    directorIndex: integer('director_index'),
    fileName: text('file_name').notNull(),
    companyName: text('company_name').notNull(),
    request: text('request', { mode: 'json' }).notNull(),
    /** Null once the retention period has passed and the file was purged. */
    docx: blob('docx', { mode: 'buffer' }),
    /** Rendered with the .docx; null for rows made before PDFs were stored, and once purged. */
    pdf: blob('pdf', { mode: 'buffer' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
    payed: integer('payed', { mode: 'boolean' }).notNull(),
    retentionDays: integer('retention_days').notNull(),
  },
  (table) => [index('documents_owner_idx').on(table.ownerId, table.createdAt)],
);
