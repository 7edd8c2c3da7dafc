import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { documents } from '../../db/schema/documents.ts';
import { AppError } from '../../errors/app-error.ts';
import { isExpired } from '../documents/to-document-answer.ts';
import { findSubscriptionOwner, getCurrentSubscription } from '../subscriptions/get-current-subscription.ts';
import { startCheckout, type BillingDetails } from './start-checkout.ts';

/** The user's own unpaid, not deleted, not expired documents of `ids`; 404 when any is not. */
export function findBuyableDocuments(deps: Pick<AppDeps, 'db' | 'now'>, userId: number, ids: number[]): number[] {
  const unique = [...new Set(ids)];
  const now = deps.now();
  const rows = deps.db
    .select({ id: documents.id, createdAt: documents.createdAt, retentionDays: documents.retentionDays })
    .from(documents)
    .where(
      and(
        eq(documents.ownerId, userId),
        inArray(documents.id, unique),
        eq(documents.payed, false),
        eq(documents.deleted, false),
      ),
    )
    .all()
    .filter((row) => !isExpired(row, now));
  if (rows.length !== unique.length)
    throw new AppError('NOT_FOUND', {
      message: 'A kiválasztott dokumentumok között van már kifizetett, törölt, lejárt vagy nem létező.',
    });
  return unique;
}

/** Starts the card payment of extra documents at the plan's `extraDocPrice` each (not on the free plan). */
export async function startDocumentPayment(
  deps: Pick<AppDeps, 'db' | 'config' | 'payments' | 'now'>,
  user: AuthUser,
  input: BillingDetails & { documentsToBuy: number[] },
): Promise<{ startPaymentUrl: string }> {
  const { documentsToBuy, ...billing } = input;
  const { tier } = deps.db.transaction((tx) =>
    getCurrentSubscription(tx, findSubscriptionOwner(tx, user.id), deps.now()),
  );
  if (tier.id === 'free' || tier.extraDocPrice <= 0) throw new AppError('EXTRA_DOCUMENTS_UNAVAILABLE');
  const documentIds = findBuyableDocuments(deps, user.id, documentsToBuy);
  return startCheckout(deps, user, { documentIds }, documentIds.length * tier.extraDocPrice, billing);
}
