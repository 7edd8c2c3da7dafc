import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.ts';

/** Subscription tiers (business rules), seeded by a migration and editable in the database. */
export const tiers = sqliteTable('tiers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  monthlyPrice: integer('monthly_price').notNull(),
  yearlyPrice: integer('yearly_price').notNull(),
  monthlyDocCap: integer('monthly_doc_cap').notNull(),
  /** Whether the document cap refills every month (false for the free trial). */
  isRenewable: integer('is_renewable', { mode: 'boolean' }).notNull(),
  extraDocPrice: integer('extra_doc_price').notNull(),
  userCap: integer('user_cap').notNull(),
  extraUserPrice: integer('extra_user_price').notNull(),
  docRetentionInDays: integer('doc_retention_in_days').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const LAW_FIRM_USER_STATUSES = ['ADMIN', 'JOINED', 'INVITED', 'WANTS_TO_JOIN'] as const;
export type LawFirmUserStatus = (typeof LAW_FIRM_USER_STATUSES)[number];

export const lawFirms = sqliteTable('law_firms', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  nev: text('nev').notNull(),
  szekhely: text('szekhely').notNull(),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
});

/** A user's relation to a law firm; a user belongs to at most one firm as ADMIN or JOINED. */
export const lawFirmUsers = sqliteTable(
  'law_firm_users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: LAW_FIRM_USER_STATUSES }).notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('law_firm_users_firm_idx').on(table.lawFirmId), index('law_firm_users_user_idx').on(table.userId)],
);

/**
 * A subscription period. It belongs to a law firm when the user is in one, otherwise to the
 * user; the newest row of an owner is the current one.
 */
export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    lawFirmId: integer('law_firm_id').references(() => lawFirms.id, { onDelete: 'cascade' }),
    tierId: text('tier_id')
      .notNull()
      .references(() => tiers.id),
    monthly: integer('monthly', { mode: 'boolean' }).notNull(),
    payed: integer('payed', { mode: 'boolean' }).notNull(),
    remainingDocs: integer('remaining_docs').notNull(),
    startDate: integer('start_date', { mode: 'timestamp_ms' }).notNull(),
    /** When the cap refills next (renewable tiers); null otherwise. */
    resetDate: integer('reset_date', { mode: 'timestamp_ms' }),
    /** When the period ends; null for a period without end (the free plan). */
    endDate: integer('end_date', { mode: 'timestamp_ms' }),
  },
  (table) => [index('subscriptions_user_idx').on(table.userId), index('subscriptions_firm_idx').on(table.lawFirmId)],
);
