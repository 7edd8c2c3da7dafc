import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, registerTestUser } from '../../test/create-test-app.ts';
import { readOutbox } from '../../test/read-outbox.ts';
import { users } from '../db/schema/accounts.ts';
import { documents } from '../db/schema/documents.ts';
import { startInitialSubscription } from '../services/subscriptions/start-initial-subscription.ts';

type ErrorBody = { error: { code: string } };

const ADMIN_CALLS: [string, string, unknown?][] = [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/users/0'],
  ['GET', '/api/beta'],
  ['GET', '/api/beta/not-registered'],
  ['PUT', '/api/beta', { name: 'Betolakodó', email: 'betolakodo@example.hu' }],
  ['DELETE', '/api/beta/1'],
  ['POST', '/api/beta'],
];

describe('closed beta', () => {
  const t = createTestApp({
    env: {
      BETA_MODE: 'true',
      BETA_END_DATE: '2027-01-01',
      ADMIN_EMAILS: 'admin@cegdok.test',
      MERCHANT_NAME: 'Cégdok Informatikai Kft.',
      MERCHANT_ADDRESS: '1052 Budapest, Váci utca 2.',
    },
  });

  it('tells the web app, without a token, that the beta is on and when it ends, and the configured merchant', async () => {
    const response = await t.request('/api/feature-flags');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      beta: true,
      betaEndDate: '2027-01-01',
      merchant: { name: 'Cégdok Informatikai Kft.', address: '1052 Budapest, Váci utca 2.' },
    });
  });

  it('lets only invited e-mails register, with the beta plan, and refuses plan changes', async () => {
    const refused = await t.request('/api/register', {
      body: { name: 'Nem Meghívott', email: 'kivulallo@example.hu', password: 'titkos-jelszo' },
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorBody).error.code).toBe('NOT_BETA_INVITED');

    const admin = await registerTestUser(t, { email: 'admin@cegdok.test' });
    const added = await t.request('/api/beta', {
      method: 'PUT',
      token: admin.token,
      body: { name: 'Dr. Béta Bea', email: 'Bea@Example.hu' },
    });
    expect(await added.json()).toEqual([{ id: expect.any(Number), name: 'Dr. Béta Bea', email: 'bea@example.hu' }]);
    const duplicate = await t.request('/api/beta', {
      method: 'PUT',
      token: admin.token,
      body: { name: 'Dr. Béta Bea', email: 'bea@example.hu' },
    });
    expect(duplicate.status).toBe(409);
    expect(await (await t.request('/api/beta/not-registered', { token: admin.token })).json()).toEqual([]);

    expect(await (await t.request('/api/beta', { method: 'POST', token: admin.token })).json()).toEqual([]);
    const invitation = readOutbox(t.outboxDir).find((mail) => mail.includes('To: bea@example.hu'))!;
    expect(invitation).toContain('http://cegdok.test/regisztracio?email=bea%40example.hu');
    expect(invitation).toContain('Örömmel meghívjuk a Cégdok zárt bétatesztjére.');
    const notRegistered = (await (await t.request('/api/beta/not-registered', { token: admin.token })).json()) as {
      id: number;
      email: string;
    }[];
    expect(notRegistered.map((entry) => entry.email)).toEqual(['bea@example.hu']);

    const bea = await registerTestUser(t, { email: 'bea@example.hu' });
    expect(await (await t.request('/api/subscription', { token: bea.token })).json()).toMatchObject({
      name: 'beta',
      remainingDocs: 100,
      endDate: '2027-01-01T22:59:59.999Z',
    });
    expect(await (await t.request('/api/beta/not-registered', { token: admin.token })).json()).toEqual([]);

    const planChange = await t.request('/api/payment/start', {
      token: bea.token,
      body: {
        tierId: 'medium',
        monthly: true,
        name: 'Bea',
        address: 'Fő utca 1.',
        zipCode: '1011',
        city: 'Budapest',
        phone: '123',
      },
    });
    expect(planChange.status).toBe(403);
    expect(((await planChange.json()) as ErrorBody).error.code).toBe('PLAN_CHANGE_UNAVAILABLE_IN_BETA');

    for (const [method, path, body] of ADMIN_CALLS) {
      const response = await t.request(path, { method, token: bea.token, ...(body ? { body } : {}) });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(((await response.json()) as ErrorBody).error.code).toBe('FORBIDDEN');
    }

    const entryId = notRegistered[0]!.id;
    expect((await t.request(`/api/beta/${entryId}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
    expect((await t.request(`/api/beta/${entryId}`, { method: 'DELETE', token: admin.token })).status).toBe(404);
  });
});

describe('admin area', () => {
  const t = createTestApp({ env: { ADMIN_EMAILS: 'admin@cegdok.test' } });

  it('answers 403 to an ordinary user on every admin call', async () => {
    const user = await registerTestUser(t);
    for (const [method, path, body] of ADMIN_CALLS) {
      const response = await t.request(path, { method, token: user.token, ...(body ? { body } : {}) });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
  });

  it('shows totals with per-day series, and pages users 20 at a time, newest first', async () => {
    const admin = await registerTestUser(t, { email: 'admin@cegdok.test' });
    const base = new Date('2026-11-01T10:00:00Z').getTime();
    for (let n = 0; n < 22; n += 1) {
      const user = t.db
        .insert(users)
        .values({
          name: `Felhasználó ${n}`,
          email: `lista${n}@example.hu`,
          passwordHash: 'x',
          createdAt: new Date(base + n * 3_600_000),
        })
        .returning()
        .get();
      startInitialSubscription(t.db, user.id, new Date(base), { isBetaMode: false, betaEndDate: undefined });
    }
    const ownerId = t.db.select().from(users).where(eq(users.email, admin.email)).get()!.id;
    for (const createdAt of ['2026-11-19T23:30:00Z', '2026-11-20T09:00:00Z'])
      t.db
        .insert(documents)
        .values({
          ownerId,
          fileId: `stats-${createdAt}`,
          templateId: 'tagjegyzek',
          fileName: 'Tagjegyzék',
          companyName: 'Példa Kft.',
          request: {},
          docx: Buffer.from('PK'),
          createdAt: new Date(createdAt),
          payed: true,
          retentionDays: 30,
        })
        .run();

    const stats = (await (await t.request('/api/admin/stats', { token: admin.token })).json()) as {
      totalUserCount: number;
      totalDocumentCount: number;
      documentGenerationsSeries: Record<string, number>;
      userRegisterSeries: Record<string, number>;
    };
    expect(stats).toMatchObject({
      totalUserCount: 24,
      totalDocumentCount: 2,
      totalSzemelyCount: 0,
      totalTarsasagCount: 0,
    });
    expect(Object.keys(stats.documentGenerationsSeries)).toHaveLength(30);
    // 23:30 UTC on the 19th is already the 20th in Budapest.
    expect(stats.documentGenerationsSeries['2026-11-20']).toBe(2);
    expect(stats.documentGenerationsSeries['2026-11-19']).toBe(0);
    expect(stats.userRegisterSeries['2026-11-01']).toBe(13);
    expect(stats.userRegisterSeries['2026-11-02']).toBe(9);
    expect(stats.userRegisterSeries['2026-11-20']).toBe(2);

    type Page = {
      content: { username: string; registerTime: string; subscription: Record<string, unknown> }[];
      totalCount: number;
      pageSize: number;
    };
    const first = (await (await t.request('/api/admin/users/0', { token: admin.token })).json()) as Page;
    expect(first.content).toHaveLength(20);
    expect(first).toMatchObject({ totalCount: 24, pageSize: 20 });
    expect(first.content[0]!.registerTime >= first.content[1]!.registerTime).toBe(true);
    expect(first.content[2]).toMatchObject({
      username: 'Felhasználó 21',
      subscription: {
        name: 'free',
        monthly: true,
        payed: false,
        remainingDocs: 3,
        extraDocPrice: 0,
        startDate: '2026-11-01T10:00:00.000Z',
      },
    });
    const second = (await (await t.request('/api/admin/users/1', { token: admin.token })).json()) as Page;
    expect(second.content.map((user) => user.username)).toEqual([
      'Felhasználó 3',
      'Felhasználó 2',
      'Felhasználó 1',
      'Felhasználó 0',
    ]);
    expect((await t.request('/api/admin/users/x', { token: admin.token })).status).toBe(400);
  });
});
