import type { Subscription } from '../../../api/subscription.ts';

/**
 * The displayed expiry (spec section 9): the server's end date when it has one; a beta plan ends with the
 * beta (its configured end date); otherwise a monthly or free plan ends a month after its start, any other a
 * year after.
 */
export function subscriptionExpiry(
  subscription: Pick<Subscription, 'name' | 'monthly' | 'startDate' | 'endDate'>,
  betaEndDate?: string | null,
): Date | null {
  if (subscription.endDate) return new Date(subscription.endDate);
  // Midday, so the date reads the same in every time zone.
  if (subscription.name === 'beta' && betaEndDate) return new Date(`${betaEndDate}T12:00:00Z`);
  if (!subscription.startDate) return null;
  const end = new Date(subscription.startDate);
  if (subscription.monthly || subscription.name === 'free') end.setMonth(end.getMonth() + 1);
  else end.setFullYear(end.getFullYear() + 1);
  return end;
}
