import { subscriptions, type tiers } from '../../db/schema/commerce.ts';
import type { Db } from '../../db/open-database.ts';
import { addMonths } from './add-months.ts';
import { ownerColumns, type SubscriptionOwner } from './get-current-subscription.ts';

/**
 * A bought tier starts a new period from `now` (monthly: one month, yearly: one year) with the
 * tier's full monthly cap; as the newest row it replaces the current one, leftover capacity
 * included. A yearly plan refills monthly from its `resetDate`; nothing renews automatically.
 */
export function activatePlan(
  db: Db,
  owner: SubscriptionOwner,
  tier: typeof tiers.$inferSelect,
  monthly: boolean,
  now: Date,
): void {
  db.insert(subscriptions)
    .values({
      ...ownerColumns(owner),
      tierId: tier.id,
      monthly,
      payed: true,
      remainingDocs: tier.monthlyDocCap,
      startDate: now,
      resetDate: monthly ? null : addMonths(now, 1),
      endDate: addMonths(now, monthly ? 1 : 12),
    })
    .run();
}
