import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../app-deps.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { orders } from '../../db/schema/commerce.ts';
import type { Db } from '../../db/open-database.ts';

export type BillingDetails = {
  name: string;
  address: string;
  zipCode: string;
  city: string;
  phone: string;
  taxNumber?: string | undefined;
};

export type OrderContent =
  | { tierId: string; monthly: boolean; documentIds?: undefined }
  | { documentIds: number[]; tierId?: undefined; monthly?: undefined };

/** How long the buyer may take to start paying on the card page. */
export const PAYMENT_TIMEOUT_MS = 30 * 60 * 1000;

/**
 * Stores the order (INIT) with the server-computed total, asks SimplePay to start the payment and
 * answers the card page's address. `prepare` decides what is bought and its total inside the
 * transaction that stores the order, so its checks (e.g. that no open order names the same
 * documents) and the new order are one step. An order whose start failed is closed as FAILED.
 */
export async function startCheckout(
  deps: Pick<AppDeps, 'db' | 'config' | 'payments' | 'now'>,
  user: AuthUser,
  billing: BillingDetails,
  prepare: (tx: Db, now: Date) => { content: OrderContent; total: number },
): Promise<{ startPaymentUrl: string }> {
  const { db } = deps;
  const now = deps.now();
  const orderRef = `CD${now.getTime().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;
  const { order, total } = db.transaction((tx) => {
    const { content, total } = prepare(tx, now);
    const order = tx
      .insert(orders)
      .values({
        userId: user.id,
        orderRef,
        status: 'INIT',
        total,
        tierId: content.tierId ?? null,
        monthly: content.monthly ?? null,
        documentIds: content.documentIds ? content.documentIds.join(';') : null,
        name: billing.name,
        address: billing.address,
        zipCode: billing.zipCode,
        city: billing.city,
        phone: billing.phone,
        taxNumber: billing.taxNumber ?? null,
        email: user.email,
        createdAt: now,
      })
      .returning()
      .get();
    return { order, total };
  });
  try {
    const started = await deps.payments.start({
      orderRef,
      total,
      customerEmail: user.email,
      backUrl: `${deps.config.publicUrl}/api/payment/back`,
      timeout: new Date(now.getTime() + PAYMENT_TIMEOUT_MS),
      invoice: {
        name: billing.name,
        zip: billing.zipCode,
        city: billing.city,
        address: billing.address,
        phone: billing.phone,
      },
    });
    db.update(orders).set({ transactionId: started.transactionId }).where(eq(orders.id, order.id)).run();
    return { startPaymentUrl: started.paymentUrl };
  } catch (error) {
    db.update(orders).set({ status: 'FAILED', finishedAt: now }).where(eq(orders.id, order.id)).run();
    throw error;
  }
}
