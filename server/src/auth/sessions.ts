// Sessions after the Lucia guide (https://lucia-auth.com/sessions/basic): the token is
// `<id>.<secret>`; the database keeps the id and the SHA-256 of the secret, compared in
// constant time. Sliding expiry: 30 days, renewed when less than 15 days are left.
import { eq, lt, sql } from 'drizzle-orm';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sessions, users, type UserRole } from '../db/schema/accounts.ts';
import type { Db } from '../db/open-database.ts';

const DAY = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME = 30 * DAY;
const RENEW_WITHIN = 15 * DAY;

export type AuthUser = { id: number; name: string; email: string; kasz: string | null; role: UserRole };
export type Session = { id: string; userId: number; expiresAt: Date };

function randomId(): string {
  return randomBytes(18).toString('base64url');
}

function hashSecret(secret: string): Buffer {
  return createHash('sha256').update(secret).digest();
}

/** Starts a session and answers its bearer token (shown to the client once). */
export function createSession(db: Db, userId: number, now: Date): { token: string; session: Session } {
  const id = randomId();
  const secret = randomBytes(24).toString('base64url');
  const session = { id, userId, expiresAt: new Date(now.getTime() + SESSION_LIFETIME) };
  db.insert(sessions)
    .values({ id, userId, secretHash: hashSecret(secret), createdAt: now, expiresAt: session.expiresAt })
    .run();
  return { token: `${id}.${secret}`, session };
}

function prepareSessionLookup(db: Db) {
  return db
    .select({
      secretHash: sessions.secretHash,
      expiresAt: sessions.expiresAt,
      user: { id: users.id, name: users.name, email: users.email, kasz: users.kasz, role: users.role },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare();
}

// Every authenticated request looks its session up: the statement is built once per database.
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

/** The session and user of a token, or null; renews the expiry when it is getting close. */
export function validateSessionToken(db: Db, token: string, now: Date): { session: Session; user: AuthUser } | null {
  const [id, secret, ...rest] = token.split('.');
  if (!id || !secret || rest.length > 0 || id.length > 64 || secret.length > 64) return null;
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const row = lookup.get({ id });
  if (!row) return null;
  const given = hashSecret(secret);
  if (given.length !== row.secretHash.length || !timingSafeEqual(given, row.secretHash)) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    db.delete(sessions).where(eq(sessions.id, id)).run();
    return null;
  }
  let expiresAt = row.expiresAt;
  if (expiresAt.getTime() - now.getTime() < RENEW_WITHIN) {
    expiresAt = new Date(now.getTime() + SESSION_LIFETIME);
    db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id)).run();
  }
  return { session: { id, userId: row.user.id, expiresAt }, user: row.user };
}

export function invalidateSession(db: Db, sessionId: string): void {
  db.delete(sessions).where(eq(sessions.id, sessionId)).run();
}

/** Ends every session of a user (password change, account removal). */
export function invalidateUserSessions(db: Db, userId: number): void {
  db.delete(sessions).where(eq(sessions.userId, userId)).run();
}

export function deleteExpiredSessions(db: Db, now: Date): void {
  db.delete(sessions).where(lt(sessions.expiresAt, now)).run();
}
