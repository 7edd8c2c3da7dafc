// Every payment outcome through the embedded SimplePay emulator, over real HTTP: the app listens
// on a loopback port, so the client's signed calls, the card page, the back redirect and the IPN
// all travel the network like with the real SimplePay.
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { listenTestApp } from '../../test/listen-test-app.ts';
import { readOutbox } from '../../test/read-outbox.ts';
import { startSzamlazzStandIn } from '../../test/start-szamlazz-stand-in.ts';
import { captureLogs } from '../../test/capture-logs.ts';
import { createTestApp, registerTestUser } from '../../test/create-test-app.ts';
import { users } from '../db/schema/accounts.ts';
import { orders, subscriptions } from '../db/schema/commerce.ts';
import { documents } from '../db/schema/documents.ts';
import { signSimplePay, isValidSimplePaySignature } from '../integrations/simplepay/sign-simplepay.ts';
import { reconcileOpenOrders } from '../services/payments/reconcile-open-orders.ts';

const szamlazz = await startSzamlazzStandIn();
afterAll(() => szamlazz.close());
const logs = captureLogs();
const t = await listenTestApp({
  env: { SZAMLAZZ_AGENT_KEY: 'jo-agent-kulcs', SZAMLAZZ_AGENT_URL: szamlazz.url },
  deps: { logger: logs.logger },
});
/** The emulator's key: random in every process, so a test can only sign with what the config holds. */
const secretKey = t.deps.config.simplePay.secretKey;

const billing = {
  name: 'Dr. Fizető Ferenc',
  address: 'Váci út 1.',
  zipCode: '1062',
  city: 'Budapest',
  phone: '+36 30 123 4567',
  taxNumber: '',
};

type Back = { r: number; t: number; e: string; m: string; o: string };

/** Starts a payment and answers the emulator's card page address. */
async function start(token: string, path: string, body: unknown): Promise<string> {
  const started = await t.call(path, { token, body });
  expect(started.status, await started.clone().text()).toBe(200);
  const { startPaymentUrl } = (await started.json()) as { startPaymentUrl: string };
  expect(startPaymentUrl).toMatch(new RegExp(`^${t.base}/simplepay-emulator/pay/`));
  return startPaymentUrl;
}

/** Starts a payment, presses `outcome` on the emulator's card page, follows the back redirect. */
async function pay(token: string, path: string, body: unknown, outcome: string) {
  return press(await start(token, path, body), outcome);
}

/** Presses `outcome` on an open card page and follows the back redirect. */
async function press(startPaymentUrl: string, outcome: string) {
  const cardPage = await t.call(startPaymentUrl);
  expect(cardPage.status).toBe(200);
  const html = await cardPage.text();
  for (const button of ['success', 'fail', 'cancel', 'timeout']) expect(html).toContain(`data-outcome="${button}"`);
  const pressed = await t.call(startPaymentUrl, {
    body: `outcome=${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(pressed.status).toBe(302);
  const backUrl = pressed.headers.get('location')!;
  expect(backUrl.startsWith(`${t.base}/api/payment/back?r=`)).toBe(true);
  const back = await t.call(backUrl);
  expect(back.status).toBe(302);
  const resultUrl = new URL(back.headers.get('location')!, t.base);
  expect(resultUrl.pathname).toBe('/tool/fizetes-visszaigazolas');
  const r = JSON.parse(Buffer.from(resultUrl.searchParams.get('r')!, 'base64').toString('utf8')) as Back;
  return { r, startPaymentUrl };
}

/** A signed IPN as SimplePay (here: the emulator's key) would send it. */
function ipn(order: { orderRef: string; transactionId: string | null }, status: string) {
  const body = JSON.stringify({
    salt: 'c'.repeat(32),
    orderRef: order.orderRef,
    method: 'CARD',
    merchant: 'CEGDOKEMULATOR',
    finishDate: '2026-11-20T10:00:00+00:00',
    paymentDate: '2026-11-20T10:00:00+00:00',
    transactionId: Number(order.transactionId),
    status,
  });
  return t.call('/api/payment/ipn', { body, headers: { signature: signSimplePay(secretKey, body) } });
}

function userIdOf(email: string): number {
  return t.db.select().from(users).where(eq(users.email, email)).get()!.id;
}

let documentCounter = 0;
function insertUnpaidDocument(ownerId: number): number {
  documentCounter += 1;
  return t.db
    .insert(documents)
    .values({
      ownerId,
      fileId: `10000000-0000-4000-8000-${String(documentCounter).padStart(12, '0')}`,
      templateId: 'tagjegyzek',
      fileName: 'Tagjegyzék',
      companyName: 'Példa Kft.',
      request: {},
      docx: Buffer.from('PK'),
      createdAt: t.deps.now(),
      payed: false,
      retentionDays: 180,
    })
    .returning()
    .get().id;
}

function isPaid(documentId: number): boolean {
  return t.db.select().from(documents).where(eq(documents.id, documentId)).get()!.payed;
}

async function paymentStatus(token: string, transactionId: number) {
  const response = await t.call(`/api/payment/${transactionId}`, { token });
  expect(response.status).toBe(200);
  return response.json();
}

async function subscriptionOf(token: string) {
  return (await (await t.call('/api/subscription', { token })).json()) as Record<string, unknown>;
}

describe('SimplePay payments through the emulator', () => {
  let buyer: Awaited<ReturnType<typeof registerTestUser>>;
  let finished: Back;

  it('upgrades a free user to Közepes (monthly) on success: IPN settles, invoice and receipt go out', async () => {
    buyer = await registerTestUser(t, { name: 'Dr. Fizető Ferenc' });
    const { r } = await pay(
      buyer.token,
      '/api/payment/start',
      { tierId: 'medium', monthly: true, ...billing },
      'success',
    );
    finished = r;
    expect(r).toMatchObject({ r: 0, e: 'SUCCESS', m: 'CEGDOKEMULATOR' });
    // The IPN was answered once the order was settled; the invoice and the receipt follow it.
    await t.deps.background.idle();
    expect(await paymentStatus(buyer.token, r.t)).toBe('FINISHED');
    expect(await subscriptionOf(buyer.token)).toMatchObject({
      name: 'medium',
      remainingDocs: 60,
      monthly: true,
      payed: true,
      startDate: '2026-11-20T10:00:00.000Z',
      endDate: '2026-12-20T10:00:00.000Z',
      resetDate: null,
    });
    const [order] = (await (await t.call('/api/billing/orders', { token: buyer.token })).json()) as Record<
      string,
      unknown
    >[];
    expect(order).toMatchObject({
      status: 'FINISHED',
      total: 19_900,
      tierId: 'medium',
      monthly: true,
      documentIds: null,
      paymentId: String(r.t),
      orderRef: r.o,
      invoiceNumber: 'E-CEGD-2026-1',
    });
    const invoice = szamlazz.received.at(-1)!;
    expect(invoice).toContain('<megnevezes>Közepes csomag, havi előfizetés</megnevezes>');
    expect(invoice).toContain('<bruttoErtek>19900</bruttoErtek>');
    expect(invoice).toContain(`<rendelesSzam>${r.o}</rendelesSzam>`);
    const receipt = readOutbox(t.outboxDir).find((mail) => mail.includes('Köszönjük a vásárlást!'))!;
    expect(receipt).toContain(`To: ${buyer.email}`);
    expect(receipt).toContain('Fizetett összeg: 19\u00a0900 Ft');
    expect(receipt).toContain(`SimplePay tranzakcióazonosító: ${r.t}`);
    expect(receipt).toContain('A számlát (E-CEGD-2026-1) a Számlázz.hu külön e-mailben küldi el Önnek.');
    expect(await (await t.call('/api/billing/latest', { token: buyer.token })).json()).toEqual({
      ...billing,
      taxNumber: null,
    });
  });

  it('closes the order on failed authorisation, cancel and timeout at the back redirect, through the signed query', async () => {
    const expected = {
      fail: ['FAIL', 'NOTAUTHORIZED'],
      cancel: ['CANCEL', 'CANCELLED'],
      timeout: ['TIMEOUT', 'TIMEOUT'],
    };
    for (const [outcome, [event, status]] of Object.entries(expected)) {
      const { r } = await pay(
        buyer.token,
        '/api/payment/start',
        { tierId: 'basic', monthly: false, ...billing },
        outcome,
      );
      expect(r.e, outcome).toBe(event);
      expect(r.r, outcome).not.toBe(0);
      // Closed by the back redirect itself, before the result page asks.
      const order = t.db.select().from(orders).where(eq(orders.orderRef, r.o)).get()!;
      expect(order.status, outcome).toBe(status);
      expect(await paymentStatus(buyer.token, r.t), outcome).toBe(status);
    }
    expect(await subscriptionOf(buyer.token)).toMatchObject({ name: 'medium', remainingDocs: 60 });
    expect(szamlazz.received).toHaveLength(1);
  });

  it('answers PENDING while the buyer has not paid, and refuses a forged IPN or back redirect', async () => {
    const started = await t.call('/api/payment/start', {
      token: buyer.token,
      body: { tierId: 'enterprise', monthly: true, ...billing },
    });
    const { startPaymentUrl } = (await started.json()) as { startPaymentUrl: string };
    const order = t.db.select().from(orders).where(eq(orders.status, 'INIT')).get()!;
    expect(order.total).toBe(49_900);
    expect(await paymentStatus(buyer.token, Number(order.transactionId))).toBe('PENDING');

    const forged = JSON.stringify({
      salt: 'a'.repeat(32),
      orderRef: order.orderRef,
      method: 'CARD',
      merchant: 'CEGDOKEMULATOR',
      finishDate: '2026-11-20T10:00:00+00:00',
      paymentDate: '2026-11-20T10:00:00+00:00',
      transactionId: Number(order.transactionId),
      status: 'FINISHED',
    });
    for (const signature of [signSimplePay('not-the-key', forged), undefined]) {
      const ipn = await t.call('/api/payment/ipn', {
        body: forged,
        headers: signature ? { signature } : {},
      });
      expect(ipn.status).toBe(400);
      expect(((await ipn.json()) as { error: { code: string } }).error.code).toBe('INVALID_SIGNATURE');
    }
    expect(await paymentStatus(buyer.token, Number(order.transactionId))).toBe('PENDING');
    expect(await subscriptionOf(buyer.token)).toMatchObject({ name: 'medium' });

    const r = Buffer.from(
      JSON.stringify({ r: 0, t: 1, e: 'SUCCESS', m: 'CEGDOKEMULATOR', o: order.orderRef }),
    ).toString('base64');
    // A forged or broken back redirect sends the browser to the result page without r (no status
    // to show there), never to a raw JSON error; it settles nothing and is logged.
    const warningsBefore = logs.entries.filter((entry) => entry.level === 'warn').length;
    for (const query of [
      `r=${encodeURIComponent(r)}&s=${encodeURIComponent('hamis')}`,
      `r=${encodeURIComponent(r)}`,
      's=abc',
      '',
      `r=${'x'.repeat(5000)}&s=abc`,
    ]) {
      const back = await t.call(`/api/payment/back?${query}`);
      expect(back.status, query).toBe(302);
      expect(back.headers.get('location'), query).toBe('/tool/fizetes-visszaigazolas');
    }
    expect(logs.entries.filter((entry) => entry.level === 'warn').length - warningsBefore).toBe(5);
    expect(logs.entries.at(-1)).toMatchObject({
      level: 'warn',
      message: 'payment back redirect with a missing or invalid signature',
    });
    expect(await paymentStatus(buyer.token, Number(order.transactionId))).toBe('PENDING');

    // The card page of an open order still works afterwards.
    expect((await t.call(startPaymentUrl)).status).toBe(200);
  });

  it('answers a replayed IPN with receiveDate and its own signature, and never activates twice', async () => {
    const userId = t.db.select().from(users).where(eq(users.email, buyer.email)).get()!.id;
    t.db.update(subscriptions).set({ remainingDocs: 12 }).where(eq(subscriptions.userId, userId)).run();
    const rowsBefore = t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).all().length;
    const mailsBefore = readOutbox(t.outboxDir).length;
    const body = JSON.stringify({
      salt: 'b'.repeat(32),
      orderRef: finished.o,
      method: 'CARD',
      merchant: 'CEGDOKEMULATOR',
      finishDate: '2026-11-20T10:00:00+00:00',
      paymentDate: '2026-11-20T10:00:00+00:00',
      transactionId: finished.t,
      status: 'FINISHED',
    });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const ipn = await t.call('/api/payment/ipn', {
        body,
        headers: { signature: signSimplePay(secretKey, body) },
      });
      expect(ipn.status).toBe(200);
      const answer = await ipn.text();
      expect(answer).toBe(`${body.slice(0, -1)},"receiveDate":"2026-11-20T10:00:00+00:00"}`);
      expect(isValidSimplePaySignature(secretKey, answer, ipn.headers.get('signature'))).toBe(true);
    }
    expect(t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).all()).toHaveLength(rowsBefore);
    expect(await subscriptionOf(buyer.token)).toMatchObject({ name: 'medium', remainingDocs: 12 });
    expect(readOutbox(t.outboxDir)).toHaveLength(mailsBefore);
    expect(szamlazz.received).toHaveLength(1);

    const unknown = JSON.stringify({
      merchant: 'CEGDOKEMULATOR',
      orderRef: 'nincs-ilyen',
      transactionId: 1,
      status: 'FINISHED',
    });
    const refused = await t.call('/api/payment/ipn', {
      body: unknown,
      headers: { signature: signSimplePay(secretKey, unknown) },
    });
    expect(refused.status).toBe(404);
  });

  it('buys two extra documents at the plan price, which then download; a free user cannot', async () => {
    const userId = t.db.select().from(users).where(eq(users.email, buyer.email)).get()!.id;
    const ids = ['a', 'b', 'c'].map(
      (suffix) =>
        t.db
          .insert(documents)
          .values({
            ownerId: userId,
            fileId: `00000000-0000-4000-8000-00000000000${suffix}`,
            templateId: 'tagjegyzek',
            fileName: 'Tagjegyzék',
            companyName: 'Példa Kft.',
            request: {},
            docx: Buffer.from('PK'),
            createdAt: t.deps.now(),
            payed: false,
            retentionDays: 180,
          })
          .returning()
          .get().id,
    );
    expect((await t.call(`/api/docs/${ids[0]}`, { token: buyer.token })).status).toBe(402);
    const { r } = await pay(
      buyer.token,
      '/api/payment/start-doc',
      { ...billing, documentsToBuy: ids.slice(0, 2) },
      'success',
    );
    expect(await paymentStatus(buyer.token, r.t)).toBe('FINISHED');
    await t.deps.background.idle();
    const order = t.db.select().from(orders).where(eq(orders.orderRef, r.o)).get()!;
    expect(order).toMatchObject({ total: 2 * 690, documentIds: `${ids[0]};${ids[1]}`, tierId: null });
    for (const id of ids.slice(0, 2))
      expect((await t.call(`/api/docs/${id}`, { token: buyer.token })).status).toBe(200);
    expect((await t.call(`/api/docs/${ids[2]}`, { token: buyer.token })).status).toBe(402);
    expect(szamlazz.received.at(-1)).toContain(
      '<megnevezes>Extra dokumentum</megnevezes><mennyiseg>2</mennyiseg><mennyisegiEgyseg>db</mennyisegiEgyseg><nettoEgysegar>543</nettoEgysegar><afakulcs>27</afakulcs><nettoErtek>1086</nettoErtek><afaErtek>294</afaErtek><bruttoErtek>1380</bruttoErtek>',
    );

    const paidAgain = await t.call('/api/payment/start-doc', {
      token: buyer.token,
      body: { ...billing, documentsToBuy: [ids[0]] },
    });
    expect(paidAgain.status).toBe(404);

    const freeUser = await registerTestUser(t);
    const refused = await t.call('/api/payment/start-doc', {
      token: freeUser.token,
      body: { ...billing, documentsToBuy: [ids[2]] },
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('EXTRA_DOCUMENTS_UNAVAILABLE');
  });

  it('validates the billing details and the tier', async () => {
    const invalid = await t.call('/api/payment/start', {
      token: buyer.token,
      body: { tierId: 'medium', monthly: true, ...billing, zipCode: '10620', city: ' ' },
    });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      zipCode: 'Az irányítószám pontosan 4 számjegy.',
      city: 'Kérjük, töltse ki az összes kötelező mezőt!',
    });
    for (const tierId of ['free', 'beta', 'nincs']) {
      const response = await t.call('/api/payment/start', {
        token: buyer.token,
        body: { tierId, monthly: true, ...billing },
      });
      expect(response.status, tierId).toBe(404);
    }
  });

  it('refuses documents of an open order for a second order and for activation (409) until it closes', async () => {
    const userId = userIdOf(buyer.email);
    const [first, second, other] = [
      insertUnpaidDocument(userId),
      insertUnpaidDocument(userId),
      insertUnpaidDocument(userId),
    ];
    t.db.update(subscriptions).set({ remainingDocs: 10 }).where(eq(subscriptions.userId, userId)).run();
    const ordersBefore = t.db.select().from(orders).all().length;
    const startPaymentUrl = await start(buyer.token, '/api/payment/start-doc', {
      ...billing,
      documentsToBuy: [first, second],
    });

    for (const documentsToBuy of [[second], [other, first]]) {
      const again = await t.call('/api/payment/start-doc', {
        token: buyer.token,
        body: { ...billing, documentsToBuy },
      });
      expect(again.status).toBe(409);
      expect(((await again.json()) as { error: { code: string; message: string } }).error).toMatchObject({
        code: 'DOCUMENTS_IN_OPEN_ORDER',
        message: expect.stringContaining('folyamatban van egy bankkártyás fizetés'),
      });
    }
    expect(t.db.select().from(orders).all()).toHaveLength(ordersBefore + 1);
    const activation = await t.call('/api/subscription/activate-documents', {
      token: buyer.token,
      body: { documentIds: [first] },
    });
    expect(activation.status).toBe(409);
    expect(((await activation.json()) as { error: { code: string } }).error.code).toBe('DOCUMENTS_IN_OPEN_ORDER');
    expect([isPaid(first), isPaid(second)]).toEqual([false, false]);
    expect(await subscriptionOf(buyer.token)).toMatchObject({ remainingDocs: 10 });
    // A document in no open order is not held up.
    const free = await t.call('/api/subscription/activate-documents', {
      token: buyer.token,
      body: { documentIds: [other] },
    });
    expect(await free.json()).toEqual({ activated: 1, remainingDocs: 9 });

    // Once SimplePay closes the order without payment, the documents are free again.
    const { r } = await press(startPaymentUrl, 'cancel');
    expect(await paymentStatus(buyer.token, r.t)).toBe('CANCELLED');
    const activated = await t.call('/api/subscription/activate-documents', {
      token: buyer.token,
      body: { documentIds: [first, second] },
    });
    expect(await activated.json()).toEqual({ activated: 2, remainingDocs: 7 });
    expect([isPaid(first), isPaid(second)]).toEqual([true, true]);
  });

  it('settles a paid order once and never marks an already paid document again (logged for a refund)', async () => {
    const userId = userIdOf(buyer.email);
    const [kept, taken] = [insertUnpaidDocument(userId), insertUnpaidDocument(userId)];
    const startPaymentUrl = await start(buyer.token, '/api/payment/start-doc', {
      ...billing,
      documentsToBuy: [kept, taken],
    });
    // As if the document had been activated while the order was open (before the 409 above existed).
    t.db.update(documents).set({ payed: true }).where(eq(documents.id, taken)).run();
    const errorsBefore = logs.entries.filter((entry) => entry.level === 'error').length;
    const { r } = await press(startPaymentUrl, 'success');
    expect(await paymentStatus(buyer.token, r.t)).toBe('FINISHED');
    expect([isPaid(kept), isPaid(taken)]).toEqual([true, true]);
    const errors = logs.entries.filter((entry) => entry.level === 'error').slice(errorsBefore);
    expect(errors).toEqual([
      {
        level: 'error',
        message: 'a paid order names documents that were already paid or are gone: refund the difference',
        details: expect.objectContaining({ orderRef: r.o, documentIds: `${kept};${taken}`, newlyPaid: 1 }),
      },
    ]);
    await t.deps.background.idle();
  });

  it('keeps an INFRAUD order waiting, then activates it once on FINISHED', async () => {
    const userId = userIdOf(buyer.email);
    const rowsBefore = t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).all().length;
    const before = await subscriptionOf(buyer.token);
    await start(buyer.token, '/api/payment/start', { tierId: 'enterprise', monthly: false, ...billing });
    const order = t.db.select().from(orders).orderBy(desc(orders.id)).get()!;
    expect(order).toMatchObject({ status: 'INIT', total: 499_000 });

    expect((await ipn(order, 'INFRAUD')).status).toBe(200);
    expect(t.db.select().from(orders).where(eq(orders.id, order.id)).get()).toMatchObject({
      status: 'INFRAUD',
      finishedAt: null,
    });
    expect(await paymentStatus(buyer.token, Number(order.transactionId))).toBe('PENDING');
    expect(await subscriptionOf(buyer.token)).toEqual(before);
    expect(t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).all()).toHaveLength(rowsBefore);

    const mailsBefore = readOutbox(t.outboxDir).length;
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await ipn(order, 'FINISHED')).status).toBe(200);
    expect(await paymentStatus(buyer.token, Number(order.transactionId))).toBe('FINISHED');
    await t.deps.background.idle();
    expect(await subscriptionOf(buyer.token)).toMatchObject({ name: 'enterprise', remainingDocs: 250, monthly: false });
    expect(t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).all()).toHaveLength(
      rowsBefore + 1,
    );
    const receipts = readOutbox(t.outboxDir)
      .slice(mailsBefore)
      .filter((mail) => mail.includes(`Rendelésazonosító: ${order.orderRef}`));
    expect(receipts).toHaveLength(1);
  });

  it('logs a FINISHED report for an order closed otherwise, for manual follow-up, and changes nothing', async () => {
    const cancelled = t.db.select().from(orders).where(eq(orders.status, 'CANCELLED')).get()!;
    const before = await subscriptionOf(buyer.token);
    const errorsBefore = logs.entries.filter((entry) => entry.level === 'error').length;
    const answer = await ipn(cancelled, 'FINISHED');
    expect(answer.status).toBe(200);
    expect(t.db.select().from(orders).where(eq(orders.id, cancelled.id)).get()!.status).toBe('CANCELLED');
    expect(await subscriptionOf(buyer.token)).toEqual(before);
    expect(logs.entries.filter((entry) => entry.level === 'error').slice(errorsBefore)).toEqual([
      {
        level: 'error',
        message:
          'SimplePay reports FINISHED for an order already closed as CANCELLED: check the payment by hand (refund, or activate)',
        details: expect.objectContaining({
          orderRef: cancelled.orderRef,
          transactionId: cancelled.transactionId,
          orderStatus: 'CANCELLED',
        }),
      },
    ]);
  });

  // Moves the clock: keep it last.
  it('closes an abandoned payment through the scheduled reconciliation, freeing its documents', async () => {
    const userId = userIdOf(buyer.email);
    const abandoned = insertUnpaidDocument(userId);
    await start(buyer.token, '/api/payment/start-doc', { ...billing, documentsToBuy: [abandoned] });
    const order = t.db.select().from(orders).orderBy(desc(orders.id)).get()!;
    expect(order.status).toBe('INIT');
    // Not yet: the buyer may still be on the card page.
    t.setNow(new Date(t.deps.now().getTime() + 29 * 60_000));
    await reconcileOpenOrders(t.deps);
    expect(t.db.select().from(orders).where(eq(orders.id, order.id)).get()!.status).toBe('INIT');
    // After the card page's timeout SimplePay answers TIMEOUT to the query.
    t.setNow(new Date(t.deps.now().getTime() + 2 * 60_000));
    expect(await reconcileOpenOrders(t.deps)).toBeGreaterThanOrEqual(1);
    expect(t.db.select().from(orders).where(eq(orders.id, order.id)).get()!.status).toBe('TIMEOUT');
    const again = await t.call('/api/payment/start-doc', {
      token: buyer.token,
      body: { ...billing, documentsToBuy: [abandoned] },
    });
    expect(again.status).toBe(200);
  });
});

describe('the IPN answer does not wait for the invoice and the receipt', () => {
  const releases: (() => void)[] = [];
  const issued: string[] = [];
  const slow = createTestApp({
    deps: {
      // A Számlázz.hu that takes its time (the Agent may take up to 60 s; SimplePay waits about 20).
      invoices: {
        async issueInvoice(request) {
          await new Promise<void>((resolve) => releases.push(resolve));
          issued.push(request.orderRef);
          return { invoiceNumber: 'E-LASSU-1' };
        },
      },
    },
  });

  it('answers the IPN right after settling; the invoice and the receipt follow', async () => {
    const { email, token } = await registerTestUser(slow);
    const userId = slow.db.select().from(users).where(eq(users.email, email)).get()!.id;
    const order = slow.db
      .insert(orders)
      .values({
        userId,
        orderRef: 'CDLASSU1',
        transactionId: '512000001',
        status: 'INIT',
        total: 9_900,
        tierId: 'basic',
        monthly: true,
        name: 'Dr. Lassú Lajos',
        address: 'Fő utca 1.',
        zipCode: '1011',
        city: 'Budapest',
        phone: '123',
        email,
        createdAt: slow.deps.now(),
      })
      .returning()
      .get();
    const body = JSON.stringify({
      salt: 'd'.repeat(32),
      orderRef: order.orderRef,
      merchant: 'CEGDOKEMULATOR',
      transactionId: 512000001,
      status: 'FINISHED',
    });
    const answer = await slow.request('/api/payment/ipn', {
      body,
      headers: { signature: signSimplePay(slow.deps.config.simplePay.secretKey, body) },
    });
    // Answered and settled while the invoice is still being made.
    expect(answer.status).toBe(200);
    expect(releases).toHaveLength(1);
    expect(issued).toEqual([]);
    expect(slow.db.select().from(orders).where(eq(orders.id, order.id)).get()).toMatchObject({
      status: 'FINISHED',
      invoiceNumber: null,
    });
    expect(
      (await (await slow.request('/api/subscription', { token })).json()) as Record<string, unknown>,
    ).toMatchObject({ name: 'basic', remainingDocs: 20 });
    expect(readOutbox(slow.outboxDir).some((mail) => mail.includes('Köszönjük a vásárlást!'))).toBe(false);

    releases[0]!();
    await slow.deps.background.idle();
    expect(issued).toEqual(['CDLASSU1']);
    expect(slow.db.select().from(orders).where(eq(orders.id, order.id)).get()!.invoiceNumber).toBe('E-LASSU-1');
    const receipt = readOutbox(slow.outboxDir).find((mail) => mail.includes('Köszönjük a vásárlást!'))!;
    expect(receipt).toContain('A számlát (E-LASSU-1) a Számlázz.hu külön e-mailben küldi el Önnek.');
  });
});
