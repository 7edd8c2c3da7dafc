import type { GeneratedDocument } from '../../../api/documents.ts';
import type { Subscription } from '../../../api/subscription.ts';
import { isPaidPlan } from '../../../lib/plan-rules.ts';

/**
 * What the documents page offers for unpaid documents (spec sections 2 and 5): nothing on the free plan,
 * settling against the plan's quota while documents are left (after an upgrade), buying them otherwise.
 */
export type PurchaseMode = 'none' | 'settle' | 'buy';

export function purchaseMode(subscription: Subscription | undefined): PurchaseMode {
  if (!subscription || !isPaidPlan(subscription)) return 'none';
  return subscription.remainingDocs > 0 ? 'settle' : 'buy';
}

/** Unpaid, not deleted documents: the ones that can be selected for buying or settling. */
export function isPurchasable(document: GeneratedDocument): boolean {
  return !document.payed && !document.deleted && document.isExpired !== true;
}

/** Activation is allowed only while the quota covers every selected document (spec section 5). */
export function canSettle(subscription: Subscription, count: number): boolean {
  return count > 0 && subscription.remainingDocs >= count;
}

/** Total price = selected count × extraDocPrice (spec section 9). */
export function purchaseTotal(count: number, extraDocPrice: number): number {
  return count * extraDocPrice;
}
