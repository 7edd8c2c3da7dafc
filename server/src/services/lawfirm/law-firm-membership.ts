import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { lawFirmUsers } from '../../db/schema/commerce.ts';
import type { Db } from '../../db/open-database.ts';
import { AppError } from '../../errors/app-error.ts';
import { getCurrentSubscription } from '../subscriptions/get-current-subscription.ts';

const MEMBER_STATUSES = ['ADMIN', 'JOINED'] as const;

/** The user's ADMIN or JOINED row, if any: a user belongs to at most one firm. */
export function findMembership(db: Db, userId: number) {
  return db
    .select()
    .from(lawFirmUsers)
    .where(and(eq(lawFirmUsers.userId, userId), inArray(lawFirmUsers.status, [...MEMBER_STATUSES])))
    .get();
}

/** The firm the user administers; 404 without a firm, 403 for a member who is not its admin. */
export function requireFirmAdmin(db: Db, userId: number): { lawFirmId: number } {
  const membership = findMembership(db, userId);
  if (!membership) throw new AppError('NOT_FOUND', { message: 'Önnek még nincs ügyvédi irodája.' });
  if (membership.status !== 'ADMIN') throw new AppError('LAW_FIRM_ADMIN_ONLY');
  return { lawFirmId: membership.lawFirmId };
}

/** Refuses while the firm's members already fill its subscription's `userCap`. */
export function ensureFirmHasRoom(db: Db, lawFirmId: number, now: Date): void {
  const { tier, userCount } = getCurrentSubscription(db, { lawFirmId }, now);
  if (userCount >= tier.userCap) throw new AppError('LAW_FIRM_FULL');
}

/**
 * Turns an INVITED or WANTS_TO_JOIN row into membership: the user must not be in a firm yet and
 * the firm must have room; the user's other pending requests and invitations are dropped.
 */
export function joinLawFirm(db: Db, row: typeof lawFirmUsers.$inferSelect, now: Date): void {
  if (findMembership(db, row.userId)) throw new AppError('ALREADY_IN_LAW_FIRM');
  ensureFirmHasRoom(db, row.lawFirmId, now);
  db.update(lawFirmUsers).set({ status: 'JOINED' }).where(eq(lawFirmUsers.id, row.id)).run();
  db.delete(lawFirmUsers)
    .where(
      and(
        eq(lawFirmUsers.userId, row.userId),
        ne(lawFirmUsers.id, row.id),
        inArray(lawFirmUsers.status, ['INVITED', 'WANTS_TO_JOIN']),
      ),
    )
    .run();
}

/** Whether the user already has an invitation or a join request at this firm. */
export function hasPendingRequest(db: Db, lawFirmId: number, userId: number): boolean {
  return (
    (db
      .select({ count: sql<number>`count(*)` })
      .from(lawFirmUsers)
      .where(and(eq(lawFirmUsers.lawFirmId, lawFirmId), eq(lawFirmUsers.userId, userId)))
      .get()?.count ?? 0) > 0
  );
}
