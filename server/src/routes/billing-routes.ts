import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-deps.ts';
import { requireUser } from '../auth/require-user.ts';
import { ORDER_STATUSES, orders } from '../db/schema/commerce.ts';
import { describeRoute } from '../http/describe-route.ts';
import { bodyId } from '../http/id-param.ts';
import { validate } from '../http/validate.ts';
import { activateDocuments } from '../services/payments/activate-documents.ts';

const orderAnswer = z.object({
  id: z.number(),
  orderRef: z.string(),
  createdAt: z.string(),
  total: z.number(),
  status: z.enum(ORDER_STATUSES),
  /** SimplePay's transaction id. */
  paymentId: z.string().nullable(),
  tierId: z.string().nullable(),
  /** The bought documents' ids joined by `;`; null for a tier. */
  documentIds: z.string().nullable(),
  monthly: z.boolean().nullable(),
  invoiceNumber: z.string().nullable(),
});
const billingAnswer = z
  .object({
    name: z.string(),
    address: z.string(),
    zipCode: z.string(),
    city: z.string(),
    phone: z.string(),
    taxNumber: z.string().nullable(),
  })
  .nullable();
const activateBody = z.object({
  documentIds: z
    .array(bodyId, { message: 'Válassza ki az érvényesítendő dokumentumokat.' })
    .min(1, { message: 'Válassza ki az érvényesítendő dokumentumokat.' })
    .max(500),
});
const activateAnswer = z.object({ activated: z.number(), remainingDocs: z.number() });

export const billingRoutes = new Hono<AppEnv>()
  .get(
    '/billing/orders',
    describeRoute({
      tag: 'Fizetés',
      summary: 'A felhasználó rendelései, a legújabb elöl',
      responses: { 200: { description: 'Rendelések', schema: z.array(orderAnswer) } },
    }),
    requireUser,
    (c) => {
      const rows = c.var.deps.db
        .select()
        .from(orders)
        .where(eq(orders.userId, c.var.user.id))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .all();
      return c.json(
        rows.map((row) => ({
          id: row.id,
          orderRef: row.orderRef,
          createdAt: row.createdAt.toISOString(),
          total: row.total,
          status: row.status,
          paymentId: row.transactionId,
          tierId: row.tierId,
          documentIds: row.documentIds,
          monthly: row.monthly,
          invoiceNumber: row.invoiceNumber,
        })),
      );
    },
  )
  .get(
    '/billing/latest',
    describeRoute({
      tag: 'Fizetés',
      summary: 'A legutóbb megadott számlázási adatok (az űrlap előtöltéséhez); null, ha még nincs',
      responses: { 200: { description: 'Számlázási adatok', schema: billingAnswer } },
    }),
    requireUser,
    (c) => {
      const latest = c.var.deps.db
        .select({
          name: orders.name,
          address: orders.address,
          zipCode: orders.zipCode,
          city: orders.city,
          phone: orders.phone,
          taxNumber: orders.taxNumber,
        })
        .from(orders)
        .where(eq(orders.userId, c.var.user.id))
        .orderBy(desc(orders.id))
        .get();
      return c.json(latest ?? null);
    },
  )
  .post(
    '/subscription/activate-documents',
    describeRoute({
      tag: 'Csomagok',
      summary: 'Kifizetetlen dokumentumok érvényesítése a csomag keretéből (ha remainingDocs ≥ darabszám)',
      responses: {
        200: { description: 'Érvényesítve', schema: activateAnswer },
        403: { description: 'Az Ingyenes csomagban nem lehet' },
        404: { description: 'Nem érvényesíthető dokumentum a listán' },
        409: {
          description:
            'Nincs elég dokumentum a keretben (NOT_ENOUGH_DOCUMENTS), vagy egy folyamatban lévő fizetés tartalmazza valamelyiket (DOCUMENTS_IN_OPEN_ORDER)',
        },
      },
    }),
    requireUser,
    validate('json', activateBody),
    (c) => c.json(activateDocuments(c.var.deps, c.var.user.id, c.req.valid('json').documentIds)),
  );
