import { and, asc, eq, lte } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { orders } from '../../db/schema/commerce.ts';
import { settleOrder, type SettleDeps } from './settle-order.ts';
import { PAYMENT_TIMEOUT_MS } from './start-checkout.ts';

/** Orders asked about in one run; the rest wait for the next. */
const BATCH = 50;

/**
 * The safety net behind the IPN: INIT orders older than the card page's timeout (30 minutes)
 * are looked up with SimplePay's signed `query` and settled like an IPN would settle them
 * (FINISHED activates, TIMEOUT / CANCELLED / … close, so the documents of an abandoned order can
 * be bought again). Closed as FAILED once the payment window has passed without an answer: an order
 * that never got a transaction id (the process stopped during `start`, so no one received a card
 * page), and one whose transaction SimplePay does not know (e.g. the emulator's memory was lost in a
 * restart): no card page can take its payment any more. A query that fails is logged and asked
 * again on the next run, without stopping the others. Answers how many orders changed.
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
        fail(order, 'SimplePay does not know its transaction after the payment window');
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
