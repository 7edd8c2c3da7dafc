import { eq } from 'drizzle-orm';
import { subscriptions, tiers } from '../../db/schema/commerce.ts';
import type { Db } from '../../db/open-database.ts';
import { addMonths } from './add-months.ts';

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
      // The last day of the beta, Budapest time.
      endDate: beta.isBetaMode && beta.betaEndDate ? new Date(`${beta.betaEndDate}T23:59:59.999+01:00`) : null,
    })
    .run();
}
