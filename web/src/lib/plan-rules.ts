import type { DocumentType } from '@cegdok/engine';

export const FREE_PLAN = 'free';

/** A plan known to be a paid one: not the free plan, and not still loading or failed to load. */
export function isPaidPlan(subscription: { name: string } | undefined): boolean {
  return subscription !== undefined && subscription.name !== FREE_PLAN;
}

/** The free plan may not generate the restricted types (spec section 6); every other plan may. */
export function isTypeAllowed(type: Pick<DocumentType, 'isRestrictedOnFree'>, planName: string | undefined): boolean {
  return !(planName === FREE_PLAN && type.isRestrictedOnFree);
}
