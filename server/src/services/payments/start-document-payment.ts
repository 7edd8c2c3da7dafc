import type { AppDeps } from '../../app-deps.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../errors/app-error.ts';
import { findSubscriptionOwner, getCurrentSubscription } from '../subscriptions/get-current-subscription.ts';
import { findBuyableDocuments } from './find-buyable-documents.ts';
import { startCheckout, type BillingDetails } from './start-checkout.ts';

/**
 * Starts the card payment of extra documents at the plan's `extraDocPrice` each (not on the free
 * plan). Documents already in an open order are refused (409), in the transaction that stores
 * the new order.
 */
export async function startDocumentPayment(
  deps: Pick<AppDeps, 'db' | 'config' | 'payments' | 'now'>,
  user: AuthUser,
  input: BillingDetails & { documentsToBuy: number[] },
): Promise<{ startPaymentUrl: string }> {
  const { documentsToBuy, ...billing } = input;
  return startCheckout(deps, user, billing, (tx, now) => {
    const { tier } = getCurrentSubscription(tx, findSubscriptionOwner(tx, user.id), now);
    if (tier.id === 'free' || tier.extraDocPrice <= 0) throw new AppError('EXTRA_DOCUMENTS_UNAVAILABLE');
    const documentIds = findBuyableDocuments(tx, user.id, documentsToBuy, now);
    return { content: { documentIds }, total: documentIds.length * tier.extraDocPrice };
  });
}
