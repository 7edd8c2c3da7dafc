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

export type SettleDeps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'logger' | 'invoices' | 'background' | 'now'>;

type Settlement = {
  order: Order;
  isNewlyFinished: boolean;
  /** What needs a person: money taken that the order cannot deliver, or a double payment. */
  problem?: { message: string; details: Record<string, unknown> };
};

/**
 * Applies what SimplePay reported (signed IPN or signed query) to the order, idempotently, and
 * commits it: only an open order changes; FINISHED activates the tier or marks the bought
 * documents paid, once; the other final statuses close it; INFRAUD keeps it waiting. A FINISHED
 * report for an order already closed otherwise is logged as an error for manual follow-up (money
 * may have been taken for nothing). After a fresh FINISHED the invoice (when Számlázz.hu is
 * configured) and the receipt e-mail are started in the background: the caller (the IPN, which
 * SimplePay gives 20 s) answers without waiting for them. Undefined for an unknown order.
 */
export function settleOrder(deps: SettleDeps, notification: SimplePayNotification): Order | undefined {
  const { db, logger } = deps;
  const now = deps.now();
  const result = db.transaction((tx): Settlement | undefined => {
    tx.insert(paymentNotifications)
      .values({ transactionId: notification.transactionId, status: notification.status, receivedAt: now })
      .onConflictDoNothing()
      .run();
    const order = tx.select().from(orders).where(eq(orders.orderRef, notification.orderRef)).get();
    if (!order || (order.transactionId && order.transactionId !== notification.transactionId)) return undefined;
    const status = CLOSING_STATUSES[notification.status.toUpperCase()];
    if (!OPEN_ORDER_STATUSES.includes(order.status) || !status || status === order.status) {
      const isLateSuccess = status === 'FINISHED' && order.status !== 'FINISHED';
      return {
        order,
        isNewlyFinished: false,
        ...(isLateSuccess
          ? {
              problem: {
                message: `SimplePay reports FINISHED for an order already closed as ${order.status}: check the payment by hand (refund, or activate)`,
                details: {},
              },
            }
          : {}),
      };
    }
    let problem: Settlement['problem'];
    if (status === 'FINISHED') {
      if (order.userId === null) {
        // The account was deleted while the payment was open: nothing to activate for anyone.
        problem = { message: 'SimplePay reports FINISHED for an order of a deleted account: refund it', details: {} };
      } else if (order.documentIds) {
        const ids = order.documentIds.split(';').map(Number);
        // Only documents still unpaid: a document is paid once, never marked again.
        const marked = tx
          .update(documents)
          .set({ payed: true })
          .where(and(eq(documents.ownerId, order.userId), inArray(documents.id, ids), eq(documents.payed, false)))
          .run().changes;
        if (marked < ids.length)
          problem = {
            message: 'a paid order names documents that were already paid or are gone: refund the difference',
            details: { documentIds: order.documentIds, newlyPaid: marked },
          };
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
    return {
      order: updated,
      isNewlyFinished: status === 'FINISHED' && order.userId !== null,
      ...(problem ? { problem } : {}),
    };
  });
  if (!result) return undefined;
  const { order } = result;
  if (result.problem)
    logger.error(result.problem.message, {
      orderRef: order.orderRef,
      transactionId: notification.transactionId,
      reported: notification.status,
      orderStatus: order.status,
      total: order.total,
      ...result.problem.details,
    });
  if (result.isNewlyFinished) deps.background.run('invoice and receipt', () => fulfilOrder(deps, order, now));
  return order;
}

/** The invoice (when configured) and the receipt e-mail of a freshly FINISHED order; each failure is logged. */
async function fulfilOrder(deps: SettleDeps, paid: Order, now: Date): Promise<void> {
  const { db } = deps;
  let order = paid;
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
      order = db.update(orders).set({ invoiceNumber }).where(eq(orders.id, order.id)).returning().get() ?? order;
    } catch (error) {
      deps.logger.error('invoice failed', {
        orderRef: order.orderRef,
        error: String(error),
        cause: String((error as Error).cause),
      });
    }
  }
  const user = order.userId
    ? db.select({ name: users.name }).from(users).where(eq(users.id, order.userId)).get()
    : undefined;
  await sendOrderReceipt(deps, order, user?.name ?? order.name).catch((error: unknown) =>
    deps.logger.error('receipt e-mail failed', { orderRef: order.orderRef, error: String(error) }),
  );
}
