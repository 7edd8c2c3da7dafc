import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
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
    /** When the expiry notice 7 days before `endDate` went out (sent once). */
    expiryNotice7SentAt: integer('expiry_notice_7_sent_at', { mode: 'timestamp_ms' }),
    /** When the expiry notice 1 day before `endDate` went out (sent once). */
    expiryNotice1SentAt: integer('expiry_notice_1_sent_at', { mode: 'timestamp_ms' }),
  },
  (table) => [index('subscriptions_user_idx').on(table.userId), index('subscriptions_firm_idx').on(table.lawFirmId)],
);

/** SimplePay transaction statuses an order can take (protocol brief §1.7); INIT and INFRAUD are open. */
export const ORDER_STATUSES = [
  'INIT',
  'INFRAUD',
  'FINISHED',
  'CANCELLED',
  'TIMEOUT',
  'NOTAUTHORIZED',
  'FAILED',
  'FRAUD',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * A card payment: a tier (`tierId`, `monthly`) or extra documents (`documentIds`), with the
 * billing details given at checkout. The total is computed on the server.
 */
export const orders = sqliteTable(
  'orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /**
     * The buyer; null once the account was deleted. Orders are billing records, which Hungarian
     * accounting law (Számv. tv. 169. §) requires to be kept for 8 years, so deleting the account
     * anonymises its orders instead of deleting them (the billing details stay with the order).
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Our id of the payment attempt at SimplePay (`orderRef`, the `o` of the back redirect). */
    orderRef: text('order_ref').notNull().unique(),
    /** SimplePay's transaction id (at least 9 digits), known after `start`. */
    transactionId: text('transaction_id').unique(),
    /** The card page SimplePay answered to `start`: a repeated start of the same order gets it again. */
    paymentUrl: text('payment_url'),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    total: integer('total').notNull(),
    tierId: text('tier_id').references(() => tiers.id),
    monthly: integer('monthly', { mode: 'boolean' }),
    /** The bought documents' ids joined by `;`; null for a tier. */
    documentIds: text('document_ids'),
    name: text('name').notNull(),
    address: text('address').notNull(),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    phone: text('phone').notNull(),
    taxNumber: text('tax_number'),
    email: text('email').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    finishedAt: integer('finished_at', { mode: 'timestamp_ms' }),
    invoiceNumber: text('invoice_number'),
  },
  (table) => [index('orders_user_idx').on(table.userId, table.createdAt)],
);

/** Every (transaction, status) SimplePay reported, by IPN or query: a replay is recognised by its key. */
export const paymentNotifications = sqliteTable(
  'payment_notifications',
  {
    transactionId: text('transaction_id').notNull(),
    status: text('status').notNull(),
    receivedAt: integer('received_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.transactionId, table.status] })],
);
