import type { Subscription } from '../../../api/subscription.ts';

/**
 * What the plan's remaining quota means for the documents about to be generated: `covered` (all within
 * the quota), `extra` (the rest is bought afterwards as extra documents), or `purchase` (the plan sells no
 * extra documents: a plan must be bought before anything is generated).
 */
export type DocumentQuota = {
  remaining: number;
  planned: number;
  missing: number;
  extraDocPrice: number;
  kind: 'covered' | 'extra' | 'purchase';
};

export function documentQuota(
  subscription: Pick<Subscription, 'remainingDocs' | 'extraDocPrice'>,
  planned: number,
): DocumentQuota {
  const remaining = Math.max(0, subscription.remainingDocs);
  const missing = Math.max(0, planned - remaining);
  const kind = missing === 0 ? 'covered' : subscription.extraDocPrice > 0 ? 'extra' : 'purchase';
  return { remaining, planned, missing, extraDocPrice: subscription.extraDocPrice, kind };
}
