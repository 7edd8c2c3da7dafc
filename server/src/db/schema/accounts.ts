import { sql } from 'drizzle-orm';
import { blob, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = sqliteTable('users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  /** Stored lower-case; unique. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  kasz: text('kasz'),
  role: text('role', { enum: USER_ROLES }).notNull().default('user'),
  createdAt: integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`),
});

/** Sessions after the Lucia guide: the token is `id.secret`; only the secret's SHA-256 is stored. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    secretHash: blob('secret_hash', { mode: 'buffer' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Single-use password reset tokens, keyed by the token's SHA-256 (hex). */
export const passwordResetTokens = sqliteTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/** E-mail addresses allowed to register while beta mode is on (managed by site admins). */
export const betaUsers = sqliteTable('beta_users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  invitedAt: integer('invited_at', { mode: 'timestamp_ms' }),
  createdAt: integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`),
});

/**
 * Sign-ups waiting for the e-mail confirmation, keyed by the link token's SHA-256 (hex): the
 * account is created from the row when its link is followed, once, before `expiresAt`.
 */
export const pendingRegistrations = sqliteTable(
  'pending_registrations',
  {
    tokenHash: text('token_hash').primaryKey(),
    name: text('name').notNull(),
    /** Stored lower-case; not unique (whoever confirms first gets the account). */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('pending_registrations_email_idx').on(table.email)],
);
