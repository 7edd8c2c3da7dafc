import { and, asc, isNotNull, isNull, notExists, eq } from 'drizzle-orm';
import { betaUsers, users } from '../../db/schema/accounts.ts';
import type { Db } from '../../db/open-database.ts';

export type BetaUser = { id: number; name: string; email: string };

const columns = { id: betaUsers.id, name: betaUsers.name, email: betaUsers.email };

/** The beta list's entries not invited yet (the admin page's "invitable" table). */
export function listInvitableBetaUsers(db: Db): BetaUser[] {
  return db.select(columns).from(betaUsers).where(isNull(betaUsers.invitedAt)).orderBy(asc(betaUsers.id)).all();
}

/** Invited entries whose e-mail has not registered yet. */
export function listNotRegisteredBetaUsers(db: Db): BetaUser[] {
  return db
    .select(columns)
    .from(betaUsers)
    .where(
      and(
        isNotNull(betaUsers.invitedAt),
        notExists(db.select({ id: users.id }).from(users).where(eq(users.email, betaUsers.email))),
      ),
    )
    .orderBy(asc(betaUsers.id))
    .all();
}
