// The start of a card payment through the embedded emulator over real HTTP.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listenTestApp } from '../../../test/listen-test-app.ts';
import { registerTestUser } from '../../../test/create-test-app.ts';
import { orders } from '../../db/schema/commerce.ts';
import { users } from '../../db/schema/accounts.ts';
import { EMULATOR_NOTICE } from '../../integrations/simplepay/create-simplepay-emulator.ts';
import { MAX_OPEN_ORDERS, PAYMENT_TIMEOUT_MS } from './start-checkout.ts';

const t = await listenTestApp();
const billing = {
  name: 'Dr. Fizető Ferenc',
  address: 'Váci út 1.',
  zipCode: '1062',
  city: 'Budapest',
  phone: '+36 30 123 4567',
  taxNumber: '',
};

async function startTier(token: string, body: Record<string, unknown>) {
  const response = await t.call('/api/payment/start', { token, body: { ...billing, ...body } });
  return {
    status: response.status,
    body: (await response.json()) as { startPaymentUrl?: string; error?: { code: string; message: string } },
  };
}

function openOrdersOf(email: string) {
  const user = t.db.select().from(users).where(eq(users.email, email)).get()!;
  return t.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, user.id), eq(orders.status, 'INIT')))
    .all();
}

describe('starting a card payment', () => {
  it('answers the same card page to a repeated start of the same purchase instead of opening another order', async () => {
    const { token, email } = await registerTestUser(t);
    const first = await startTier(token, { tierId: 'basic', monthly: true });
    const again = await startTier(token, { tierId: 'basic', monthly: true });
    expect(first.status).toBe(200);
    expect(again.body.startPaymentUrl).toBe(first.body.startPaymentUrl);
    expect(openOrdersOf(email)).toHaveLength(1);
    // Another period, or other billing details, is another purchase.
    const yearly = await startTier(token, { tierId: 'basic', monthly: false });
    expect(yearly.body.startPaymentUrl).not.toBe(first.body.startPaymentUrl);
    expect(openOrdersOf(email)).toHaveLength(2);
  });

  it(`refuses more than ${MAX_OPEN_ORDERS} open orders per user with a Hungarian 409, until they close`, async () => {
    const { token, email } = await registerTestUser(t);
    for (const [index, tierId] of ['basic', 'medium', 'basic'].entries())
      expect((await startTier(token, { tierId, monthly: index < 2, city: `Budapest ${index}` })).status).toBe(200);
    const refused = await startTier(token, { tierId: 'medium', monthly: false });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'TOO_MANY_OPEN_ORDERS',
      message: expect.stringContaining('fél órát'),
    });
    expect(openOrdersOf(email)).toHaveLength(MAX_OPEN_ORDERS);
    // The same purchase as an open one still gets its card page back.
    expect((await startTier(token, { tierId: 'basic', monthly: true, city: 'Budapest 0' })).status).toBe(200);
  });

  it('opens a new card page once the old one has (almost) run out', async () => {
    const { token } = await registerTestUser(t);
    const first = await startTier(token, { tierId: 'basic', monthly: true });
    t.setNow(new Date(t.deps.now().getTime() + PAYMENT_TIMEOUT_MS - 60_000));
    const later = await startTier(token, { tierId: 'basic', monthly: true });
    t.setNow(new Date(t.deps.now().getTime() - PAYMENT_TIMEOUT_MS + 60_000));
    expect(later.status).toBe(200);
    expect(later.body.startPaymentUrl).not.toBe(first.body.startPaymentUrl);
  });

  it('says on the emulator’s card pages, in plain words, that no money is taken', async () => {
    const { token } = await registerTestUser(t);
    const { body } = await startTier(token, { tierId: 'basic', monthly: true });
    const cardPage = await (await t.call(body.startPaymentUrl!)).text();
    const unknownPage = await (await t.call(`${t.base}/simplepay-emulator/pay/nincs-ilyen`)).text();
    for (const page of [cardPage, unknownPage]) {
      expect(page).toContain(EMULATOR_NOTICE);
      expect(page).toContain('Pénz nem kerül levonásra');
    }
  });
});
