import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { lawFirmUsers, subscriptions, tiers } from '../../db/schema/commerce.ts';
import type { Db } from '../../db/open-database.ts';
import { addMonths } from './add-months.ts';

export type SubscriptionOwner = { userId: number } | { lawFirmId: number };

export type CurrentSubscription = {
  subscription: typeof subscriptions.$inferSelect;
  tier: typeof tiers.$inferSelect;
  userCount: number;
};

const MEMBER_STATUSES = ['ADMIN', 'JOINED'] as const;

/** The law firm whose subscription the user shares, or the user alone (business rules). */
export function findSubscriptionOwner(db: Db, userId: number): SubscriptionOwner {
  const membership = db
    .select({ lawFirmId: lawFirmUsers.lawFirmId })
    .from(lawFirmUsers)
    .where(and(eq(lawFirmUsers.userId, userId), inArray(lawFirmUsers.status, [...MEMBER_STATUSES])))
    .get();
  return membership ? { lawFirmId: membership.lawFirmId } : { userId };
}

function ownerCondition(owner: SubscriptionOwner) {
  return 'lawFirmId' in owner ? eq(subscriptions.lawFirmId, owner.lawFirmId) : eq(subscriptions.userId, owner.userId);
}

/**
 * The owner's current subscription, brought up to date first: a yearly or beta plan refills its
 * monthly cap at each `resetDate`; an ended period falls back to `free` with nothing left.
 * Call inside a transaction when the answer is used to write.
 */
export function getCurrentSubscription(db: Db, owner: SubscriptionOwner, now: Date): CurrentSubscription {
  let subscription = db.select().from(subscriptions).where(ownerCondition(owner)).orderBy(desc(subscriptions.id)).get();
  if (!subscription) throw new Error(`no subscription for ${JSON.stringify(owner)}`);
  if (subscription.endDate && subscription.endDate.getTime() <= now.getTime()) {
    subscription = db
      .insert(subscriptions)
      .values({ ...ownerColumns(owner), tierId: 'free', monthly: true, payed: false, remainingDocs: 0, startDate: now })
      .returning()
      .get();
  }
  const tier = db.select().from(tiers).where(eq(tiers.id, subscription.tierId)).get();
  if (!tier) throw new Error(`subscription ${subscription.id} refers to a missing tier ${subscription.tierId}`);
  if (tier.isRenewable && subscription.resetDate && subscription.resetDate.getTime() <= now.getTime()) {
    // Counted from the start, so a period started on the 31st refills on the last day of short
    // months and on the 31st again afterwards (stepping from the previous reset would drift).
    let months = 1;
    while (addMonths(subscription.startDate, months).getTime() <= now.getTime()) months += 1;
    const resetDate = addMonths(subscription.startDate, months);
    subscription = db
      .update(subscriptions)
      .set({ remainingDocs: tier.monthlyDocCap, resetDate })
      .where(eq(subscriptions.id, subscription.id))
      .returning()
      .get();
  }
  const userCount =
    'lawFirmId' in owner
      ? (db
          .select({ count: sql<number>`count(*)` })
          .from(lawFirmUsers)
          .where(and(eq(lawFirmUsers.lawFirmId, owner.lawFirmId), inArray(lawFirmUsers.status, [...MEMBER_STATUSES])))
          .get()?.count ?? 1)
      : 1;
  return { subscription, tier, userCount };
}

export function ownerColumns(owner: SubscriptionOwner): { userId: number | null; lawFirmId: number | null } {
  return 'lawFirmId' in owner
    ? { userId: null, lawFirmId: owner.lawFirmId }
    : { userId: owner.userId, lawFirmId: null };
}
