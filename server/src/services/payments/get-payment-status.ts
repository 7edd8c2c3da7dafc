import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { orders } from '../../db/schema/commerce.ts';
import { AppError } from '../../errors/app-error.ts';
import { settleByQuery } from './settle-by-query.ts';
import { OPEN_ORDER_STATUSES, type SettleDeps } from './settle-order.ts';

export const PAYMENT_ANSWERS = ['FINISHED', 'PENDING', 'CANCELLED', 'TIMEOUT', 'NOTAUTHORIZED'] as const;
export type PaymentAnswer = (typeof PAYMENT_ANSWERS)[number];

/**
 * The status of the user's payment by SimplePay transaction id: while the order is open, the
 * signed `query` is asked and its answer settled. FINISHED, PENDING (still open), CANCELLED (the
 * buyer left the card page), TIMEOUT (not paid within the payment window) or NOTAUTHORIZED (declined,
 * failed or refused for fraud).
 */
export async function getPaymentStatus(
  deps: SettleDeps & Pick<AppDeps, 'payments'>,
  userId: number,
  transactionId: string,
): Promise<PaymentAnswer> {
  let order = deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.transactionId, transactionId), eq(orders.userId, userId)))
    .get();
  if (!order) throw new AppError('NOT_FOUND', { message: 'Nincs ilyen fizetés.' });
  if (OPEN_ORDER_STATUSES.includes(order.status)) {
    order = (await settleByQuery(deps, transactionId)) ?? order;
  }
  if (OPEN_ORDER_STATUSES.includes(order.status)) return 'PENDING';
  if (order.status === 'FINISHED' || order.status === 'CANCELLED' || order.status === 'TIMEOUT') return order.status;
  return 'NOTAUTHORIZED';
}
