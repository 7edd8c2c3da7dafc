// Sessions after the Lucia guide (https://lucia-auth.com/sessions/basic): the token is
// `<id>.<secret>`; the database keeps the id and the SHA-256 of the secret, compared in
// constant time. Sliding expiry: 30 days, renewed when less than 15 days are left.
import { eq, lt, sql } from 'drizzle-orm';
import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
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
  return hash('sha256', secret, 'buffer');
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
      userId: users.id,
      name: users.name,
      email: users.email,
      kasz: users.kasz,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare();
}

/** A lookup row as SQLite answers it, in the order selected above (`expires_at` in ms). */
type SessionRow = [
  secretHash: Buffer,
  expiresAt: number,
  userId: number,
  name: string,
  email: string,
  kasz: string | null,
  role: UserRole,
];

// Every authenticated request looks its session up: the statement is built once per database, and its row is read
// as SQLite answers it rather than mapped by drizzle.
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
  const [row] = lookup.values({ id }) as SessionRow[];
  if (!row) return null;
  const [secretHash, expiresAtMs, userId, name, email, kasz, role] = row;
  const given = hashSecret(secret);
  if (given.length !== secretHash.length || !timingSafeEqual(given, secretHash)) return null;
  if (expiresAtMs <= now.getTime()) {
    db.delete(sessions).where(eq(sessions.id, id)).run();
    return null;
  }
  let expiresAt = new Date(expiresAtMs);
  if (expiresAtMs - now.getTime() < RENEW_WITHIN) {
    expiresAt = new Date(now.getTime() + SESSION_LIFETIME);
    db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id)).run();
  }
  return { session: { id, userId, expiresAt }, user: { id: userId, name, email, kasz, role } };
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
