import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema/accounts.ts';
import { orders, paymentNotifications, tiers, type OrderStatus } from '../../db/schema/commerce.ts';
import { documents } from '../../db/schema/documents.ts';
import type { SimplePayNotification } from '../../integrations/simplepay/create-simplepay-client.ts';
import { budapestDate } from '../documents/budapest-date.ts';
import { activatePlan } from '../subscriptions/activate-plan.ts';
import { findSubscriptionOwner } from '../subscriptions/get-current-subscription.ts';
import { describeOrder, type Order } from './describe-order.ts';
import { sendOrderReceipt } from './send-order-receipt.ts';

/** Statuses that leave an order open: created, or waiting for the fraud check. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['INIT', 'INFRAUD'];

const CLOSING_STATUSES: Record<string, OrderStatus> = {
  FINISHED: 'FINISHED',
  CANCELLED: 'CANCELLED',
  TIMEOUT: 'TIMEOUT',
  NOTAUTHORIZED: 'NOTAUTHORIZED',
  NOTAUTHORISED: 'NOTAUTHORIZED',
  FAILED: 'FAILED',
  FRAUD: 'FRAUD',
  INFRAUD: 'INFRAUD',
};

/**
 * Applies what SimplePay reported (signed IPN or signed query) to the order, idempotently: only
 * an open order changes; FINISHED activates the tier or marks the bought documents paid, once;
 * the other final statuses close it; INFRAUD keeps it waiting. After a fresh FINISHED the invoice
 * (when Számlázz.hu is configured) and the receipt e-mail go out. Undefined for an unknown order.
 */
export async function settleOrder(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'logger' | 'invoices' | 'now'>,
  notification: SimplePayNotification,
): Promise<Order | undefined> {
  const { db } = deps;
  const now = deps.now();
  const result = db.transaction((tx) => {
    tx.insert(paymentNotifications)
      .values({ transactionId: notification.transactionId, status: notification.status, receivedAt: now })
      .onConflictDoNothing()
      .run();
    const order = tx.select().from(orders).where(eq(orders.orderRef, notification.orderRef)).get();
    if (!order || (order.transactionId && order.transactionId !== notification.transactionId)) return undefined;
    const status = CLOSING_STATUSES[notification.status.toUpperCase()];
    if (!OPEN_ORDER_STATUSES.includes(order.status) || !status || status === order.status)
      return { order, isNewlyFinished: false };
    if (status === 'FINISHED') {
      if (order.documentIds) {
        const ids = order.documentIds.split(';').map(Number);
        tx.update(documents)
          .set({ payed: true })
          .where(and(eq(documents.ownerId, order.userId), inArray(documents.id, ids)))
          .run();
      } else {
        const tier = tx
          .select()
          .from(tiers)
          .where(eq(tiers.id, order.tierId ?? ''))
          .get();
        if (!tier) throw new Error(`order ${order.id} refers to a missing tier ${order.tierId}`);
        activatePlan(tx, findSubscriptionOwner(tx, order.userId), tier, order.monthly ?? true, now);
      }
    }
    const updated = tx
      .update(orders)
      .set({
        status,
        transactionId: notification.transactionId,
        ...(status === 'INFRAUD' ? {} : { finishedAt: now }),
      })
      .where(eq(orders.id, order.id))
      .returning()
      .get();
    return { order: updated, isNewlyFinished: status === 'FINISHED' };
  });
  if (!result?.isNewlyFinished) return result?.order;
  let order = result.order;
  const user = db.select({ name: users.name }).from(users).where(eq(users.id, order.userId)).get();
  if (deps.invoices) {
    const item = describeOrder(db, order);
    try {
      const { invoiceNumber } = await deps.invoices.issueInvoice({
        orderRef: order.orderRef,
        date: budapestDate(now),
        comment: `SimplePay tranzakció: ${order.transactionId}`,
        buyer: { ...order, email: order.email },
        items: [{ name: item.name, quantity: item.quantity, grossUnitPrice: item.unitPrice }],
      });
      order = db.update(orders).set({ invoiceNumber }).where(eq(orders.id, order.id)).returning().get();
    } catch (error) {
      deps.logger.error('invoice failed', {
        orderRef: order.orderRef,
        error: String(error),
        cause: String((error as Error).cause),
      });
    }
  }
  await sendOrderReceipt(deps, order, user?.name ?? order.name).catch((error: unknown) =>
    deps.logger.error('receipt e-mail failed', { orderRef: order.orderRef, error: String(error) }),
  );
  return order;
}
