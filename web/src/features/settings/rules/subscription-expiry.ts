import type { Subscription } from '../../../api/subscription.ts';

/**
 * The displayed expiry (spec section 9): the server's end date when it has one; otherwise a monthly or
 * free plan ends a month after its start, any other a year after.
 */
export function subscriptionExpiry(
  subscription: Pick<Subscription, 'name' | 'monthly' | 'startDate' | 'endDate'>,
): Date | null {
  if (subscription.endDate) return new Date(subscription.endDate);
  if (!subscription.startDate) return null;
  const end = new Date(subscription.startDate);
  if (subscription.monthly || subscription.name === 'free') end.setMonth(end.getMonth() + 1);
  else end.setFullYear(end.getFullYear() + 1);
  return end;
}
