import { desc, sql } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import type { Db } from '../../db/open-database.ts';
import { findSubscriptionOwner, getCurrentSubscription } from '../subscriptions/get-current-subscription.ts';

export const ADMIN_PAGE_SIZE = 20;

/** One 0-based page of users, newest first, each with the details of the subscription they use. */
export function listUsersPage(db: Db, page: number, now: Date) {
  return db.transaction((tx) => {
    const total =
      tx
        .select({ count: sql<number>`count(*)` })
        .from(users)
        .get()?.count ?? 0;
    const rows = tx
      .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
      .from(users)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(page * ADMIN_PAGE_SIZE)
      .all();
    const content = rows.map((row) => {
      const { subscription, tier, userCount } = getCurrentSubscription(tx, findSubscriptionOwner(tx, row.id), now);
      return {
        id: row.id,
        username: row.name,
        email: row.email,
        registerTime: row.createdAt.toISOString(),
        subscription: {
          name: tier.id,
          tierName: tier.name,
          monthly: subscription.monthly,
          extraDocPrice: tier.extraDocPrice,
          payed: subscription.payed,
          remainingDocs: subscription.remainingDocs,
          monthlyDocCap: tier.monthlyDocCap,
          userCap: tier.userCap,
          userCount,
          docRetentionInDays: tier.docRetentionInDays,
          startDate: subscription.startDate.toISOString(),
          resetDate: subscription.resetDate?.toISOString() ?? null,
          endDate: subscription.endDate?.toISOString() ?? null,
        },
      };
    });
    return { content, page, pageSize: ADMIN_PAGE_SIZE, totalCount: total };
  });
}
