import { eq } from 'drizzle-orm';
import { subscriptions, tiers } from '../../db/schema/commerce.ts';
import type { Db } from '../../db/open-database.ts';
import { addMonths } from './add-months.ts';
import { endOfBudapestDay } from './end-of-budapest-day.ts';

export type BetaSettings = { isBetaMode: boolean; betaEndDate: string | undefined };

/** A new user's plan: `free` (its documents in total, no refill), or `beta` while beta mode is on. */
export function startInitialSubscription(db: Db, userId: number, now: Date, beta: BetaSettings): void {
  const tierId = beta.isBetaMode ? 'beta' : 'free';
  const tier = db.select().from(tiers).where(eq(tiers.id, tierId)).get();
  if (!tier) throw new Error(`the ${tierId} tier is missing from the database`);
  db.insert(subscriptions)
    .values({
      userId,
      tierId,
      monthly: true,
      payed: false,
      remainingDocs: tier.monthlyDocCap,
      startDate: now,
      resetDate: tier.isRenewable ? addMonths(now, 1) : null,
      // The end of the beta's last day, Budapest time (summer time included).
      endDate: beta.isBetaMode && beta.betaEndDate ? endOfBudapestDay(beta.betaEndDate) : null,
    })
    .run();
}
