/** Local-storage override of the beta flag (spec section 4: values in local storage override flags). */
export const BETA_FLAG_KEY = 'featureFlag.beta';

/**
 * The closed beta is on when the server says so (its BETA_MODE, `GET /api/feature-flags`);
 * `featureFlag.beta` = `true` / `false` in local storage overrides it.
 */
export function isBetaMode(flags: { beta: boolean } | undefined): boolean {
  const override = localStorage.getItem(BETA_FLAG_KEY);
  if (override === 'true' || override === 'false') return override === 'true';
  return flags?.beta === true;
}
