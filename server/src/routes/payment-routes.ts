import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-deps.ts';
import { requireUser } from '../auth/require-user.ts';
import { AppError } from '../errors/app-error.ts';
import { describeRoute } from '../http/describe-route.ts';
import { bodyId } from '../http/id-param.ts';
import { validate } from '../http/validate.ts';
import { restoreBase64Plus } from '../integrations/simplepay/sign-simplepay.ts';
import { getPaymentStatus, PAYMENT_ANSWERS } from '../services/payments/get-payment-status.ts';
import { settleByQuery } from '../services/payments/settle-by-query.ts';
import { settleOrder } from '../services/payments/settle-order.ts';
import { startDocumentPayment } from '../services/payments/start-document-payment.ts';
import { startTierPayment } from '../services/payments/start-tier-payment.ts';

const REQUIRED = 'Kérjük, töltse ki az összes kötelező mezőt!';
const requiredText = (max: number) =>
  z
    .string({ message: REQUIRED })
    .trim()
    .min(1, { message: REQUIRED })
    .max(max, { message: `Legfeljebb ${max} karakter.` });

/** The billing details of the checkout form (spec section 5: zip exactly 4 digits, tax number optional). */
export const billingFields = {
  name: requiredText(200),
  address: requiredText(200),
  zipCode: z
    .string({ message: REQUIRED })
    .trim()
    .regex(/^\d{4}$/, { message: 'Az irányítószám pontosan 4 számjegy.' }),
  city: requiredText(100),
  phone: requiredText(40),
  taxNumber: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(30, { message: 'Legfeljebb 30 karakter.' }).optional(),
  ),
};

const startBody = z.object({
  tierId: z.string({ message: 'Válasszon csomagot.' }).min(1).max(40),
  monthly: z.boolean({ message: 'Adja meg, hogy havi vagy éves előfizetést választ.' }),
  ...billingFields,
});
const startDocBody = z.object({
  ...billingFields,
  documentsToBuy: z
    .array(bodyId, { message: 'Válassza ki a megvásárolandó dokumentumokat.' })
    .min(1, { message: 'Válassza ki a megvásárolandó dokumentumokat.' })
    .max(200),
});
// Lenient on purpose: whatever arrives, the browser is sent on to the result page (see the route).
const backQuery = z.object({ r: z.string().optional(), s: z.string().optional() });
const RESULT_PAGE = '/tool/fizetes-visszaigazolas';
const transactionParam = z.object({
  id: z.string().regex(/^\d{1,20}$/, { message: 'Érvénytelen tranzakcióazonosító.' }),
});

const startAnswer = z.object({ startPaymentUrl: z.string() });

export const paymentRoutes = new Hono<AppEnv>()
  .post(
    '/payment/start',
    describeRoute({
      tag: 'Fizetés',
      summary: 'Csomag vásárlásának indítása (havi vagy éves); a válasz a SimplePay fizetőoldala',
      responses: {
        200: { description: 'A fizetőoldal címe', schema: startAnswer },
        403: { description: 'Béta módban nem lehet csomagot váltani' },
        404: { description: 'Nincs ilyen megvásárolható csomag' },
        502: { description: 'A SimplePay nem válaszolt' },
      },
    }),
    requireUser,
    validate('json', startBody),
    async (c) => c.json(await startTierPayment(c.var.deps, c.var.user, c.req.valid('json'))),
  )
  .post(
    '/payment/start-doc',
    describeRoute({
      tag: 'Fizetés',
      summary: 'Extra dokumentumok vásárlásának indítása (darabonként a csomag extraDocPrice-a)',
      responses: {
        200: { description: 'A fizetőoldal címe', schema: startAnswer },
        403: { description: 'A csomagban nem vásárolható extra dokumentum' },
        404: { description: 'Nem megvásárolható dokumentum a listán' },
        409: {
          description:
            'Egy folyamatban lévő (INIT, INFRAUD) fizetés már tartalmazza valamelyiket (DOCUMENTS_IN_OPEN_ORDER)',
        },
        502: { description: 'A SimplePay nem válaszolt' },
      },
    }),
    requireUser,
    validate('json', startDocBody),
    async (c) => c.json(await startDocumentPayment(c.var.deps, c.var.user, c.req.valid('json'))),
  )
  .get(
    '/payment/back',
    describeRoute({
      tag: 'Fizetés',
      summary:
        'A SimplePay visszairányítása (r, s): ellenőrzi az aláírást, a tranzakció állapotát lekérdezi (query) és a rendelést lezárja (sikertelen, megszakított, időtúllépés), majd a fizetés eredményoldalára irányít; hamis vagy hiányos paraméterekkel r nélkül (az oldal: nincs elérhető státusz)',
      isAuthenticated: false,
      responses: {
        302: {
          description:
            'Átirányítás ide: /tool/fizetes-visszaigazolas?r=… (érvényes aláírással), különben /tool/fizetes-visszaigazolas',
        },
      },
    }),
    validate('query', backQuery),
    async (c) => {
      const { r, s } = c.req.valid('query');
      // The browser lands here: a raw JSON error would strand the buyer, so a forged or broken
      // redirect goes to the result page without r (it shows that no status is available) and is
      // logged. Nothing is settled here either way.
      const isWellFormed = r !== undefined && s !== undefined && r.length <= 4000 && s.length <= 200;
      const back = isWellFormed ? c.var.deps.payments.readBack(r, s) : undefined;
      if (!back || r === undefined) {
        c.var.deps.logger.warn('payment back redirect with a missing or invalid signature', {
          requestId: c.var.requestId,
          r: r?.slice(0, 200),
        });
        return c.redirect(RESULT_PAGE, 302);
      }
      // The event is not the final status: SimplePay's answer to `query` closes the order now, so a
      // cancelled, declined or timed-out payment does not stay open. A failure leaves it to the
      // result page's status call and the scheduled reconciliation.
      await settleByQuery(c.var.deps, String(back.t)).catch((error: unknown) =>
        c.var.deps.logger.warn('settling a returned payment failed', {
          requestId: c.var.requestId,
          transactionId: back.t,
          error: String(error),
        }),
      );
      return c.redirect(`${RESULT_PAGE}?r=${encodeURIComponent(restoreBase64Plus(r))}`, 302);
    },
  )
  .post(
    '/payment/ipn',
    describeRoute({
      tag: 'Fizetés',
      summary:
        'A SimplePay IPN értesítése: aláírt nyers törzs; a rendezés után azonnal válaszol (receiveDate, saját aláírás), a számla és a visszaigazoló e-mail utána készül',
      isAuthenticated: false,
      responses: {
        200: { description: 'Nyugtázás (a kapott JSON + receiveDate, Signature fejléc)' },
        400: { description: 'Hibás aláírás' },
        404: { description: 'Ismeretlen rendelés' },
      },
    }),
    async (c) => {
      const { deps } = c.var;
      const raw = await c.req.text();
      const notification = deps.payments.readIpn(raw, c.req.header('signature'));
      if (!notification) throw new AppError('INVALID_SIGNATURE');
      const receivedAt = deps.now();
      // Settled and committed here; the invoice and the receipt follow in the background, since
      // SimplePay stops waiting after about 20 s and would send the IPN again.
      const order = settleOrder(deps, notification);
      if (!order) throw new AppError('NOT_FOUND', { message: 'Ismeretlen rendelés.' });
      const confirmation = deps.payments.confirmIpn(raw, receivedAt);
      return c.body(confirmation.body, 200, {
        'content-type': 'application/json',
        signature: confirmation.signature,
      });
    },
  )
  .get(
    '/payment/:id',
    describeRoute({
      tag: 'Fizetés',
      summary:
        'A fizetés állapota a SimplePay tranzakcióazonosító szerint: "FINISHED", "PENDING" (nyitott), "CANCELLED" (megszakítva), "TIMEOUT" (időtúllépés) vagy "NOTAUTHORIZED" (elutasítva, sikertelen)',
      responses: {
        200: { description: 'Állapot', schema: z.enum(PAYMENT_ANSWERS) },
        404: { description: 'Nincs ilyen fizetés' },
      },
    }),
    requireUser,
    validate('param', transactionParam),
    async (c) => c.json(await getPaymentStatus(c.var.deps, c.var.user.id, c.req.valid('param').id)),
  );
