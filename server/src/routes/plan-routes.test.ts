import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, registerTestUser } from '../../test/create-test-app.ts';
import { users } from '../db/schema/accounts.ts';
import { subscriptions } from '../db/schema/commerce.ts';

describe('tiers and subscription', () => {
  const t = createTestApp();

  it('lists the seeded tiers of the business rules without a token', async () => {
    const response = await t.request('/api/tiers');
    expect(response.status).toBe(200);
    const tiers = (await response.json()) as Record<string, unknown>[];
    expect(
      tiers.map((tier) => [
        tier.id,
        tier.name,
        tier.monthlyPrice,
        tier.yearlyPrice,
        tier.monthlyDocCap,
        tier.extraDocPrice,
        tier.userCap,
        tier.docRetentionInDays,
      ]),
    ).toEqual([
      ['free', 'Ingyenes', 0, 0, 3, 0, 1, 30],
      ['beta', 'Béta Teszt', 0, 0, 100, 0, 3, 90],
      ['basic', 'Alap', 9900, 99000, 20, 990, 1, 90],
      ['medium', 'Közepes', 19900, 199000, 60, 690, 3, 180],
      ['enterprise', 'Vállalati csomag', 49900, 499000, 250, 490, 10, 365],
    ]);
    expect(tiers.find((tier) => tier.id === 'enterprise')).toMatchObject({ extraUserPrice: 2000 });
  });

  it('says the beta is off unless configured, and names the default merchant without an address', async () => {
    expect(await (await t.request('/api/feature-flags')).json()).toEqual({
      beta: false,
      betaEndDate: null,
      merchant: { name: 'Cégdok', address: null },
    });
  });

  it('gives a new user the free plan with 3 documents', async () => {
    const { token } = await registerTestUser(t);
    const response = await t.request('/api/subscription', { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      name: 'free',
      tierName: 'Ingyenes',
      remainingDocs: 3,
      monthlyDocCap: 3,
      userCap: 1,
      userCount: 1,
      docRetentionInDays: 30,
      extraDocPrice: 0,
      resetDate: null,
      startDate: '2026-11-20T10:00:00.000Z',
      endDate: null,
      monthly: true,
      payed: false,
    });
  });

  it('refills a yearly plan at its reset date and falls back to free with nothing left at the end', async () => {
    const { token, email, password } = await registerTestUser(t);
    const user = t.db.select().from(users).where(eq(users.email, email)).get()!;
    t.db
      .insert(subscriptions)
      .values({
        userId: user.id,
        tierId: 'medium',
        monthly: false,
        payed: true,
        remainingDocs: 2,
        startDate: new Date('2026-01-31T00:00:00Z'),
        resetDate: new Date('2026-11-30T00:00:00Z'),
        endDate: new Date('2027-01-31T00:00:00Z'),
      })
      .run();
    expect(await (await t.request('/api/subscription', { token })).json()).toMatchObject({
      name: 'medium',
      remainingDocs: 2,
      monthly: false,
    });
    t.setNow(new Date('2026-12-01T09:00:00Z'));
    expect(await (await t.request('/api/subscription', { token })).json()).toMatchObject({
      name: 'medium',
      remainingDocs: 60,
      resetDate: '2026-12-31T00:00:00.000Z',
    });
    t.setNow(new Date('2027-02-01T09:00:00Z'));
    const login = (await (await t.request('/api/login', { body: { email, password } })).json()) as { token: string };
    expect(await (await t.request('/api/subscription', { token: login.token })).json()).toMatchObject({
      name: 'free',
      remainingDocs: 0,
      endDate: null,
    });
    t.setNow(new Date('2026-11-20T10:00:00Z'));
  });
});
