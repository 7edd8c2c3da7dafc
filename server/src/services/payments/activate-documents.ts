import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { subscriptions } from '../../db/schema/commerce.ts';
import { documents } from '../../db/schema/documents.ts';
import { AppError } from '../../errors/app-error.ts';
import { findSubscriptionOwner, getCurrentSubscription } from '../subscriptions/get-current-subscription.ts';
import { findBuyableDocuments } from './find-buyable-documents.ts';

/**
 * Marks unpaid documents paid against the plan's quota: not on the free plan, only while
 * `remainingDocs` ≥ count, and not while an open card payment names any of them (409): they
 * could be paid twice.
 */
export function activateDocuments(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: number,
  documentIds: number[],
): { activated: number; remainingDocs: number } {
  return deps.db.transaction((tx) => {
    const { subscription, tier } = getCurrentSubscription(tx, findSubscriptionOwner(tx, userId), deps.now());
    if (tier.id === 'free')
      throw new AppError('FORBIDDEN', {
        message: 'Az Ingyenes csomag keretében nem érvényesíthető dokumentum. Válasszon előfizetést!',
      });
    const ids = findBuyableDocuments(tx, userId, documentIds, deps.now());
    if (subscription.remainingDocs < ids.length) throw new AppError('NOT_ENOUGH_DOCUMENTS');
    const remainingDocs = subscription.remainingDocs - ids.length;
    tx.update(subscriptions).set({ remainingDocs }).where(eq(subscriptions.id, subscription.id)).run();
    tx.update(documents)
      .set({ payed: true })
      .where(and(eq(documents.ownerId, userId), inArray(documents.id, ids), eq(documents.payed, false)))
      .run();
    return { activated: ids.length, remainingDocs };
  });
}
