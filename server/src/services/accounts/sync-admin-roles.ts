import { inArray, not } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import type { Db } from '../../db/open-database.ts';

/** Site admins are the users whose e-mail is in ADMIN_EMAILS; everyone else is an ordinary user. */
export function syncAdminRoles(db: Db, adminEmails: readonly string[]): void {
  db.transaction((tx) => {
    if (adminEmails.length === 0) {
      tx.update(users).set({ role: 'user' }).run();
      return;
    }
    tx.update(users)
      .set({ role: 'admin' })
      .where(inArray(users.email, [...adminEmails]))
      .run();
    tx.update(users)
      .set({ role: 'user' })
      .where(not(inArray(users.email, [...adminEmails])))
      .run();
  });
}
