import { blob, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.ts';

/**
 * A generated document. The .docx bytes live in the row (one transactional store); the request
 * is kept so the PDF can be rendered again on demand (the engine is deterministic).
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
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
    payed: integer('payed', { mode: 'boolean' }).notNull(),
    retentionDays: integer('retention_days').notNull(),
  },
  (table) => [index('documents_owner_idx').on(table.ownerId, table.createdAt)],
);
