import { and, asc, eq, lte } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { orders } from '../../db/schema/commerce.ts';
import { settleOrder, type SettleDeps } from './settle-order.ts';
import { PAYMENT_TIMEOUT_MS } from './start-checkout.ts';

/** Orders asked about in one run; the rest wait for the next. */
const BATCH = 50;

/** After this long, an order whose transaction SimplePay does not know cannot be paid any more. */
const UNKNOWN_TRANSACTION_GIVE_UP_MS = 24 * 60 * 60 * 1000;

/**
 * The safety net behind the IPN: INIT orders older than the card page's timeout (30 minutes)
 * are looked up with SimplePay's signed `query` and settled like an IPN would settle them
 * (FINISHED activates, TIMEOUT / CANCELLED / … close, so the documents of an abandoned order can
 * be bought again). Closed as FAILED: an order that never got a transaction id (the process
 * stopped during `start`, so no one received a card page), and one whose transaction SimplePay
 * still does not know a day later (e.g. the emulator's memory was lost in a restart). One
 * order's failure is logged and does not stop the others. Answers how many orders changed.
 */
export async function reconcileOpenOrders(deps: SettleDeps & Pick<AppDeps, 'payments'>): Promise<number> {
  const { db, logger } = deps;
  const now = deps.now();
  const cutoff = new Date(now.getTime() - PAYMENT_TIMEOUT_MS);
  const open = db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'INIT'), lte(orders.createdAt, cutoff)))
    .orderBy(asc(orders.createdAt))
    .limit(BATCH)
    .all();
  let changed = 0;
  const fail = (order: (typeof open)[number], reason: string) => {
    // Only while still INIT: an IPN may have settled it meanwhile.
    const closed = db
      .update(orders)
      .set({ status: 'FAILED', finishedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'INIT')))
      .run().changes;
    if (closed === 0) return;
    logger.warn(`open order closed as FAILED: ${reason}`, {
      orderRef: order.orderRef,
      transactionId: order.transactionId,
    });
    changed += 1;
  };
  for (const order of open) {
    if (!order.transactionId) {
      fail(order, 'no SimplePay transaction was started for it');
      continue;
    }
    try {
      const reported = await deps.payments.query(order.transactionId);
      if (!reported) {
        if (now.getTime() - order.createdAt.getTime() >= UNKNOWN_TRANSACTION_GIVE_UP_MS)
          fail(order, 'SimplePay does not know its transaction');
        else
          logger.warn('SimplePay does not know an open order’s transaction (yet)', {
            orderRef: order.orderRef,
            transactionId: order.transactionId,
          });
        continue;
      }
      const settled = settleOrder(deps, reported);
      if (settled && settled.status !== order.status) changed += 1;
    } catch (error) {
      logger.error('reconciling an open order failed', {
        orderRef: order.orderRef,
        transactionId: order.transactionId,
        error: String(error),
        cause: String((error as Error).cause),
      });
    }
  }
  if (changed > 0) logger.info('open orders reconciled', { changed, asked: open.length });
  return changed;
}
