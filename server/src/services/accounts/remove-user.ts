import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { lawFirms, lawFirmUsers } from '../../db/schema/commerce.ts';
import type { Db } from '../../db/open-database.ts';
import { AppError } from '../../errors/app-error.ts';

/**
 * Deletes the account and everything of it in one transaction. Through the foreign keys:
 * sessions, persons, companies, documents, the user's subscriptions, reset tokens and law-firm
 * rows. When the user is the only member of a law firm, the firm goes too, and with it the
 * firm's subscriptions and its pending invitations and join requests. Refused while the firm has
 * other members (the admin removes them, a member leaves first).
 *
 * Orders are not deleted: they are billing records, which Hungarian accounting law (Számv. tv.
 * 169. §) requires to be kept for 8 years. Their `userId` becomes null (the foreign key's
 * `ON DELETE SET NULL`), so they no longer point to a person's account; the billing details the
 * buyer gave for the invoice stay with them.
 */
export function removeUser(db: Db, userId: number): void {
  db.transaction((tx) => {
    const membership = tx
      .select({ lawFirmId: lawFirmUsers.lawFirmId, status: lawFirmUsers.status })
      .from(lawFirmUsers)
      .where(and(eq(lawFirmUsers.userId, userId), inArray(lawFirmUsers.status, ['ADMIN', 'JOINED'])))
      .get();
    if (membership) {
      const others =
        tx
          .select({ count: sql<number>`count(*)` })
          .from(lawFirmUsers)
          .where(
            and(
              eq(lawFirmUsers.lawFirmId, membership.lawFirmId),
              ne(lawFirmUsers.userId, userId),
              inArray(lawFirmUsers.status, ['ADMIN', 'JOINED']),
            ),
          )
          .get()?.count ?? 0;
      if (others > 0)
        throw new AppError(
          'LAW_FIRM_HAS_USERS',
          membership.status === 'ADMIN'
            ? {}
            : {
                message:
                  'A fiók nem törölhető, amíg az ügyvédi iroda tagja. Előbb lépjen ki az irodából a Fiók menüpontban.',
              },
        );
      tx.delete(lawFirms).where(eq(lawFirms.id, membership.lawFirmId)).run();
    }
    tx.delete(users).where(eq(users.id, userId)).run();
  });
}
