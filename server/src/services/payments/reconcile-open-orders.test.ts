import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captureLogs } from '../../../test/capture-logs.ts';
import { createTestApp, registerTestUser } from '../../../test/create-test-app.ts';
import { readOutbox } from '../../../test/read-outbox.ts';
import { users } from '../../db/schema/accounts.ts';
import { orders, type OrderStatus } from '../../db/schema/commerce.ts';
import type { SimplePayClient, SimplePayNotification } from '../../integrations/simplepay/create-simplepay-client.ts';
import { reconcileOpenOrders } from './reconcile-open-orders.ts';

const MINUTE = 60_000;

/** SimplePay's `query` as the job sees it; every other call is a mistake here. */
const answers = new Map<string, SimplePayNotification | undefined | Error>();
const asked: string[] = [];
const payments: SimplePayClient = {
  merchant: 'CEGDOKEMULATOR',
  async query(transactionId) {
    asked.push(transactionId);
    const answer = answers.get(transactionId);
    if (answer instanceof Error) throw answer;
    return answer;
  },
  start: () => Promise.reject(new Error('not in this test')),
  readBack: () => undefined,
  readIpn: () => undefined,
  confirmIpn: () => ({ body: '', signature: '' }),
};
const { logger, entries } = captureLogs();
const t = createTestApp({ deps: { payments, logger } });

let counter = 0;
function insertOrder(userId: number, minutesAgo: number, status: OrderStatus, transactionId: string | null) {
  counter += 1;
  return t.db
    .insert(orders)
    .values({
      userId,
      orderRef: `CDJOB${counter}`,
      transactionId,
      status,
      total: 9_900,
      tierId: 'basic',
      monthly: true,
      name: 'Dr. Vevő Vera',
      address: 'Fő utca 1.',
      zipCode: '1011',
      city: 'Budapest',
      phone: '123',
      email: 'vevo@example.hu',
      createdAt: new Date(t.deps.now().getTime() - minutesAgo * MINUTE),
    })
    .returning()
    .get();
}

const statusOf = (id: number) => t.db.select().from(orders).where(eq(orders.id, id)).get()!.status;

describe('the scheduled payment reconciliation', () => {
  it('asks SimplePay about INIT orders older than 30 minutes, settles what it answers and closes those it does not know', async () => {
    const { email, token } = await registerTestUser(t);
    const userId = t.db.select().from(users).where(eq(users.email, email)).get()!.id;
    const paid = insertOrder(userId, 45, 'INIT', '600000001');
    const timedOut = insertOrder(userId, 31, 'INIT', '600000002');
    const recent = insertOrder(userId, 10, 'INIT', '600000003');
    const neverStarted = insertOrder(userId, 40, 'INIT', null);
    const unreachable = insertOrder(userId, 35, 'INIT', '600000005');
    const unknownAfterWindow = insertOrder(userId, 50, 'INIT', '600000006');
    const unknownForADay = insertOrder(userId, 25 * 60, 'INIT', '600000007');
    const fraudCheck = insertOrder(userId, 60, 'INFRAUD', '600000008');
    const closed = insertOrder(userId, 90, 'CANCELLED', '600000009');
    answers.set('600000001', { transactionId: '600000001', orderRef: paid.orderRef, status: 'FINISHED' });
    answers.set('600000002', { transactionId: '600000002', orderRef: timedOut.orderRef, status: 'TIMEOUT' });
    answers.set('600000005', new Error('SimplePay unreachable'));

    expect(await reconcileOpenOrders(t.deps)).toBe(5);
    expect(asked.sort()).toEqual(['600000001', '600000002', '600000005', '600000006', '600000007']);
    expect(
      [paid, timedOut, recent, neverStarted, unreachable, unknownAfterWindow, unknownForADay, fraudCheck, closed].map(
        (order) => statusOf(order.id),
      ),
    ).toEqual(['FINISHED', 'TIMEOUT', 'INIT', 'FAILED', 'INIT', 'FAILED', 'FAILED', 'INFRAUD', 'CANCELLED']);
    expect(await (await t.request('/api/subscription', { token })).json()).toMatchObject({
      name: 'basic',
      remainingDocs: 20,
    });
    expect(entries).toContainEqual({
      level: 'error',
      message: 'reconciling an open order failed',
      details: expect.objectContaining({ orderRef: unreachable.orderRef }),
    });
    await t.deps.background.idle();
    expect(readOutbox(t.outboxDir).filter((mail) => mail.includes(`Rendelésazonosító: ${paid.orderRef}`))).toHaveLength(
      1,
    );

    // The next run asks only about what is still open, and activates nothing twice.
    asked.length = 0;
    answers.set('600000005', { transactionId: '600000005', orderRef: unreachable.orderRef, status: 'CANCELLED' });
    expect(await reconcileOpenOrders(t.deps)).toBe(1);
    expect(asked.sort()).toEqual(['600000005']);
    expect(statusOf(unreachable.id)).toBe('CANCELLED');
    await t.deps.background.idle();
    expect(readOutbox(t.outboxDir).filter((mail) => mail.includes(`Rendelésazonosító: ${paid.orderRef}`))).toHaveLength(
      1,
    );
  });
});
