// Every payment outcome through the embedded SimplePay emulator, over real HTTP: the app listens
// on a loopback port, so the client's signed calls, the card page, the back redirect and the IPN
// all travel the network like with the real SimplePay.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { listenTestApp } from '../../test/listen-test-app.ts';
import { readOutbox } from '../../test/read-outbox.ts';
import { startSzamlazzStandIn } from '../../test/start-szamlazz-stand-in.ts';
import { registerTestUser } from '../../test/create-test-app.ts';
import { users } from '../db/schema/accounts.ts';
import { orders, subscriptions } from '../db/schema/commerce.ts';
import { documents } from '../db/schema/documents.ts';
import { signSimplePay, isValidSimplePaySignature } from '../integrations/simplepay/sign-simplepay.ts';

const szamlazz = await startSzamlazzStandIn();
afterAll(() => szamlazz.close());
const t = await listenTestApp({ env: { SZAMLAZZ_AGENT_KEY: 'jo-agent-kulcs', SZAMLAZZ_AGENT_URL: szamlazz.url } });

const billing = {
  name: 'Dr. Fizető Ferenc',
  address: 'Váci út 1.',
  zipCode: '1062',
  city: 'Budapest',
  phone: '+36 30 123 4567',
  taxNumber: '',
};

type Back = { r: number; t: number; e: string; m: string; o: string };

/** Starts a payment, presses `outcome` on the emulator's card page, follows the back redirect. */
async function pay(token: string, path: string, body: unknown, outcome: string) {
  const started = await t.call(path, { token, body });
  expect(started.status, await started.clone().text()).toBe(200);
  const { startPaymentUrl } = (await started.json()) as { startPaymentUrl: string };
  expect(startPaymentUrl).toMatch(new RegExp(`^${t.base}/simplepay-emulator/pay/`));
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

  it('closes the order on failed authorisation, cancel and timeout, through the signed query', async () => {
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
      expect(await paymentStatus(buyer.token, r.t), outcome).toBe('NOTAUTHORIZED');
      const order = t.db.select().from(orders).where(eq(orders.orderRef, r.o)).get()!;
      expect(order.status, outcome).toBe(status);
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
    const back = await t.call(`/api/payment/back?r=${encodeURIComponent(r)}&s=${encodeURIComponent('hamis')}`);
    expect(back.status).toBe(400);

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
        headers: { signature: signSimplePay('cegdok-emulator-secret', body) },
      });
      expect(ipn.status).toBe(200);
      const answer = await ipn.text();
      expect(answer).toBe(`${body.slice(0, -1)},"receiveDate":"2026-11-20T10:00:00+00:00"}`);
      expect(isValidSimplePaySignature('cegdok-emulator-secret', answer, ipn.headers.get('signature'))).toBe(true);
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
      headers: { signature: signSimplePay('cegdok-emulator-secret', unknown) },
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
    const order = t.db.select().from(orders).where(eq(orders.orderRef, r.o)).get()!;
    expect(order).toMatchObject({ total: 2 * 690, documentIds: `${ids[0]};${ids[1]}`, tierId: null });
    for (const id of ids.slice(0, 2))
      expect((await t.call(`/api/docs/${id}`, { token: buyer.token })).status).toBe(200);
    expect((await t.call(`/api/docs/${ids[2]}`, { token: buyer.token })).status).toBe(402);
    expect(szamlazz.received.at(-1)).toContain(
      '<megnevezes>Extra dokumentum</megnevezes><mennyiseg>2</mennyiseg><mennyisegiEgyseg>db</mennyisegiEgyseg><nettoEgysegar>543</nettoEgysegar>',
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
});
