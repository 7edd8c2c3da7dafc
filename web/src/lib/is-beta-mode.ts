import type { Subscription } from '../api/subscription.ts';

/** Local-storage override of the beta flag (spec section 4: values in local storage override flags). */
export const BETA_FLAG_KEY = 'featureFlag.beta';

/**
 * The closed beta is on when the server gave the user the beta plan (every new user gets it while the
 * server's BETA_MODE is on); `featureFlag.beta` = `true` / `false` in local storage overrides it.
 */
export function isBetaMode(subscription: Pick<Subscription, 'name'> | undefined): boolean {
  const override = localStorage.getItem(BETA_FLAG_KEY);
  if (override === 'true' || override === 'false') return override === 'true';
  return subscription?.name === 'beta';
}
