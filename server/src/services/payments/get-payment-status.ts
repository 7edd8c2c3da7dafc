import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { orders } from '../../db/schema/commerce.ts';
import { AppError } from '../../errors/app-error.ts';
import { OPEN_ORDER_STATUSES, settleOrder, type SettleDeps } from './settle-order.ts';

export const PAYMENT_ANSWERS = ['FINISHED', 'PENDING', 'NOTAUTHORIZED'] as const;
export type PaymentAnswer = (typeof PAYMENT_ANSWERS)[number];

/**
 * The status of the user's payment by SimplePay transaction id: while the order is open, the
 * signed `query` is asked and its answer settled. FINISHED, PENDING (still open), or
 * NOTAUTHORIZED (closed without payment).
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
    const reported = await deps.payments.query(transactionId);
    if (reported) order = settleOrder(deps, reported) ?? order;
  }
  if (order.status === 'FINISHED') return 'FINISHED';
  return OPEN_ORDER_STATUSES.includes(order.status) ? 'PENDING' : 'NOTAUTHORIZED';
}
