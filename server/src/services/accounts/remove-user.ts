import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { lawFirmUsers } from '../../db/schema/commerce.ts';
import type { Db } from '../../db/open-database.ts';
import { AppError } from '../../errors/app-error.ts';

/**
 * Deletes the account and, through the foreign keys, everything of it: sessions, persons,
 * companies, documents, subscriptions, reset tokens. Refused while the user's law firm has
 * other users.
 */
export function removeUser(db: Db, userId: number): void {
  db.transaction((tx) => {
    const membership = tx
      .select({ lawFirmId: lawFirmUsers.lawFirmId })
      .from(lawFirmUsers)
      .where(and(eq(lawFirmUsers.userId, userId), inArray(lawFirmUsers.status, ['ADMIN', 'JOINED'])))
      .get();
    if (membership) {
      const others = tx
        .select({ count: sql<number>`count(*)` })
        .from(lawFirmUsers)
        .where(
          and(
            eq(lawFirmUsers.lawFirmId, membership.lawFirmId),
            ne(lawFirmUsers.userId, userId),
            inArray(lawFirmUsers.status, ['ADMIN', 'JOINED']),
          ),
        )
        .get();
      if ((others?.count ?? 0) > 0) throw new AppError('LAW_FIRM_HAS_USERS');
    }
    tx.delete(users).where(eq(users.id, userId)).run();
  });
}
