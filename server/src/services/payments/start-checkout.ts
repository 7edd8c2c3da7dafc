import { and, eq, inArray } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../app-deps.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { orders } from '../../db/schema/commerce.ts';
import type { Db } from '../../db/open-database.ts';
import { AppError } from '../../errors/app-error.ts';
import { OPEN_ORDER_STATUSES } from './settle-order.ts';

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

/** Open orders one user may have at a time; the 30-minute card pages close older ones soon. */
export const MAX_OPEN_ORDERS = 3;
/** A card page is handed out again only while it has at least this long left. */
const REUSE_MARGIN_MS = 5 * 60 * 1000;

/**
 * Stores the order (INIT) with the server-computed total, asks SimplePay to start the payment and
 * answers the card page's address. `prepare` decides what is bought and its total inside the
 * transaction that stores the order, so its checks (e.g. that no open order names the same
 * documents) and the new order are one step. A repeated start of the same purchase (same tier,
 * period, total and billing details) whose card page is still open answers that page again
 * instead of opening another; beyond `MAX_OPEN_ORDERS` open orders a start is refused (409). An
 * order whose start failed is closed as FAILED.
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
  type Prepared = { reusedUrl: string } | { order: typeof orders.$inferSelect; total: number };
  const prepared = db.transaction((tx): Prepared => {
    const { content, total } = prepare(tx, now);
    const values = {
      userId: user.id,
      orderRef,
      status: 'INIT' as const,
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
    };
    const open = tx
      .select()
      .from(orders)
      .where(and(eq(orders.userId, user.id), inArray(orders.status, OPEN_ORDER_STATUSES)))
      .all();
    const reusable = open.find(
      (order) =>
        order.status === 'INIT' &&
        order.paymentUrl !== null &&
        order.createdAt.getTime() + PAYMENT_TIMEOUT_MS - REUSE_MARGIN_MS > now.getTime() &&
        isSamePurchase(order, values),
    );
    if (reusable?.paymentUrl) return { reusedUrl: reusable.paymentUrl };
    if (open.length >= MAX_OPEN_ORDERS) throw new AppError('TOO_MANY_OPEN_ORDERS');
    return { order: tx.insert(orders).values(values).returning().get(), total };
  });
  if ('reusedUrl' in prepared) return { startPaymentUrl: prepared.reusedUrl };
  const { order, total } = prepared;
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
    db.update(orders)
      .set({ transactionId: started.transactionId, paymentUrl: started.paymentUrl })
      .where(eq(orders.id, order.id))
      .run();
    return { startPaymentUrl: started.paymentUrl };
  } catch (error) {
    db.update(orders).set({ status: 'FAILED', finishedAt: now }).where(eq(orders.id, order.id)).run();
    throw error;
  }
}

type PurchaseColumns = Pick<
  typeof orders.$inferSelect,
  | 'tierId'
  | 'monthly'
  | 'documentIds'
  | 'total'
  | 'name'
  | 'address'
  | 'zipCode'
  | 'city'
  | 'phone'
  | 'taxNumber'
  | 'email'
>;

/** The same thing bought for the same price and billed to the same details. */
function isSamePurchase(order: PurchaseColumns, wanted: PurchaseColumns): boolean {
  const columns: (keyof PurchaseColumns)[] = [
    'tierId',
    'monthly',
    'documentIds',
    'total',
    'name',
    'address',
    'zipCode',
    'city',
    'phone',
    'taxNumber',
    'email',
  ];
  return columns.every((column) => order[column] === wanted[column]);
}
