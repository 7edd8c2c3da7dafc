import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Messages of the public contact form. */
export const contactMessages = sqliteTable('contact_messages', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
});
