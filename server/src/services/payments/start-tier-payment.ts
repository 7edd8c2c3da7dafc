import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { tiers } from '../../db/schema/commerce.ts';
import { AppError } from '../../errors/app-error.ts';
import { startCheckout, type BillingDetails } from './start-checkout.ts';

/** Starts the card payment of a tier for a month or a year; refused during the closed beta. */
export async function startTierPayment(
  deps: Pick<AppDeps, 'db' | 'config' | 'payments' | 'now'>,
  user: AuthUser,
  input: BillingDetails & { tierId: string; monthly: boolean },
): Promise<{ startPaymentUrl: string }> {
  if (deps.config.isBetaMode) throw new AppError('PLAN_CHANGE_UNAVAILABLE_IN_BETA');
  const { tierId, monthly, ...billing } = input;
  return startCheckout(deps, user, billing, (tx) => {
    const tier = tx.select().from(tiers).where(eq(tiers.id, tierId)).get();
    const total = tier ? (monthly ? tier.monthlyPrice : tier.yearlyPrice) : 0;
    // Only priced tiers are sold: not free, not beta.
    if (!tier || total <= 0) throw new AppError('NOT_FOUND', { message: 'Nincs ilyen megvásárolható csomag.' });
    return { content: { tierId, monthly }, total };
  });
}
