import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, registerTestUser } from '../../test/create-test-app.ts';
import { betaUsers, sessions, users } from '../db/schema/accounts.ts';
import { lawFirms, lawFirmUsers, orders, subscriptions } from '../db/schema/commerce.ts';
import { persons } from '../db/schema/records.ts';

describe('accounts', () => {
  const t = createTestApp({ env: { ADMIN_EMAILS: 'admin@cegdok.hu' } });

  it('registers, answers a token that loads the user, and logs in again', async () => {
    const account = await registerTestUser(t, { name: 'Dr. Kovács Éva', email: 'Kovacs.Eva@Example.hu' });
    const me = await t.request('/api/user', { token: account.token });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      name: 'Dr. Kovács Éva',
      email: 'kovacs.eva@example.hu',
      kasz: null,
      isAdmin: false,
    });

    const login = await t.request('/api/login', {
      body: { email: 'kovacs.eva@example.hu', password: account.password },
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(token).not.toBe(account.token);
  });

  it('stores only a hash of the session secret and an Argon2id password hash', async () => {
    const account = await registerTestUser(t);
    const [id, secret] = account.token.split('.') as [string, string];
    const row = t.db.select().from(sessions).where(eq(sessions.id, id)).get();
    expect(row?.secretHash.toString('base64url')).not.toBe(secret);
    expect(row?.secretHash.length).toBe(32);
    const user = t.db.select().from(users).where(eq(users.email, account.email)).get();
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses bad registrations with Hungarian field messages', async () => {
    const response = await t.request('/api/register', { body: { name: 'Al', email: 'nem-email', password: '123' } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.fields).toEqual({
      name: 'A név legalább 3 karakter legyen.',
      email: 'Érvényes e-mail-címet adjon meg.',
      password: 'A jelszó legalább 6 karakter legyen.',
    });
  });

  it('refuses a login of values too long with Hungarian messages at their fields, not zod’s own', async () => {
    const response = await t.request('/api/login', {
      body: { email: `${'a'.repeat(250)}@example.hu`, password: 'x'.repeat(201) },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual({
      email: 'Az e-mail-cím túl hosszú.',
      password: 'A jelszó legfeljebb 200 karakter lehet.',
    });
  });

  it('answers 401 with one message for a wrong password and for an unknown e-mail', async () => {
    const account = await registerTestUser(t);
    const wrong = await t.request('/api/login', { body: { email: account.email, password: 'rossz-jelszo' } });
    const unknown = await t.request('/api/login', { body: { email: 'senki@example.hu', password: 'rossz-jelszo' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('ends the session on logout', async () => {
    const account = await registerTestUser(t);
    expect((await t.request('/api/logout', { method: 'POST', token: account.token })).status).toBe(200);
    expect((await t.request('/api/user', { token: account.token })).status).toBe(401);
  });

  it('rejects a missing, malformed or forged token with 401', async () => {
    const account = await registerTestUser(t);
    const [id] = account.token.split('.');
    for (const token of [undefined, 'abc', `${id}.forged-secret`, `${account.token}.x`]) {
      const response = await t.request('/api/user', token ? { token } : {});
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('expires sessions after 30 days and renews them when used in the last 15', async () => {
    const account = await registerTestUser(t);
    const [id] = account.token.split('.') as [string];
    const start = t.deps.now();
    t.setNow(new Date(start.getTime() + 20 * 86_400_000));
    expect((await t.request('/api/user', { token: account.token })).status).toBe(200);
    const renewed = t.db.select().from(sessions).where(eq(sessions.id, id)).get();
    expect(renewed?.expiresAt.getTime()).toBe(start.getTime() + 50 * 86_400_000);
    t.setNow(new Date(start.getTime() + 51 * 86_400_000));
    expect((await t.request('/api/user', { token: account.token })).status).toBe(401);
    expect(t.db.select().from(sessions).where(eq(sessions.id, id)).get()).toBeUndefined();
    t.setNow(start);
  });

  it('saves the lawyer data with PUT /api/user', async () => {
    const account = await registerTestUser(t);
    const saved = await t.request('/api/user', {
      method: 'PUT',
      token: account.token,
      body: { name: 'Dr. Szabó Péter', kasz: '36061234' },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ name: 'Dr. Szabó Péter', kasz: '36061234' });
    expect(await (await t.request('/api/user', { token: account.token })).json()).toMatchObject({
      name: 'Dr. Szabó Péter',
      kasz: '36061234',
    });
    const bad = await t.request('/api/user', { method: 'PUT', token: account.token, body: { name: '' } });
    expect(bad.status).toBe(400);
  });

  it('makes the ADMIN_EMAILS accounts site admins', async () => {
    const admin = await registerTestUser(t, { email: 'admin@cegdok.hu' });
    expect(await (await t.request('/api/user', { token: admin.token })).json()).toMatchObject({ isAdmin: true });
  });

  it('removes the account with all its data and sessions', async () => {
    const account = await registerTestUser(t);
    const person = await t.request('/api/szemely', {
      token: account.token,
      body: { nev: 'Kiss Anna', lakohely: '1011 Budapest, Fő utca 1.' },
    });
    expect(person.status).toBe(201);
    const userId = t.db.select().from(users).where(eq(users.email, account.email)).get()!.id;
    t.db
      .insert(orders)
      .values({
        userId,
        orderRef: 'CDTOROLT1',
        transactionId: '512777001',
        status: 'FINISHED',
        total: 9_900,
        tierId: 'basic',
        monthly: true,
        name: 'Dr. Számlázott Sára',
        address: 'Fő utca 1.',
        zipCode: '1011',
        city: 'Budapest',
        phone: '123',
        email: account.email,
        createdAt: t.deps.now(),
      })
      .run();
    const removed = await t.request('/api/remove-user', { method: 'DELETE', token: account.token });
    expect(removed.status).toBe(200);
    expect(t.db.select().from(users).where(eq(users.email, account.email)).get()).toBeUndefined();
    expect(t.db.select().from(persons).where(eq(persons.ownerId, userId)).all()).toEqual([]);
    expect(t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).all()).toEqual([]);
    // The order is a billing record kept for the accounting law's 8 years, without the account.
    expect(t.db.select().from(orders).where(eq(orders.orderRef, 'CDTOROLT1')).get()).toMatchObject({
      userId: null,
      name: 'Dr. Számlázott Sára',
      total: 9_900,
    });
    expect((await t.request('/api/user', { token: account.token })).status).toBe(401);
    const login = await t.request('/api/login', { body: { email: account.email, password: account.password } });
    expect(login.status).toBe(401);
  });

  it('refuses removal while the law firm has other users', async () => {
    const owner = await registerTestUser(t);
    const colleague = await registerTestUser(t);
    const ownerRow = t.db.select().from(users).where(eq(users.email, owner.email)).get();
    const colleagueRow = t.db.select().from(users).where(eq(users.email, colleague.email)).get();
    const firm = t.db
      .insert(lawFirms)
      .values({ nev: 'Iroda', szekhely: 'Budapest', createdAt: new Date() })
      .returning()
      .get();
    t.db
      .insert(lawFirmUsers)
      .values([
        { lawFirmId: firm.id, userId: ownerRow!.id, status: 'ADMIN', createdAt: new Date() },
        { lawFirmId: firm.id, userId: colleagueRow!.id, status: 'JOINED', createdAt: new Date() },
      ])
      .run();
    const refused = await t.request('/api/remove-user', { method: 'DELETE', token: owner.token });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('LAW_FIRM_HAS_USERS');
    expect((await t.request('/api/user', { token: owner.token })).status).toBe(200);
    // A member is told to leave the firm first.
    const member = await t.request('/api/remove-user', { method: 'DELETE', token: colleague.token });
    expect(member.status).toBe(409);
    expect(((await member.json()) as { error: { message: string } }).error.message).toContain(
      'Előbb lépjen ki az irodából',
    );
  });
});

describe('beta mode', () => {
  const t = createTestApp({ env: { BETA_MODE: 'true', BETA_END_DATE: '2027-03-31' } });

  it('lets only beta-list e-mails register and gives them the beta plan', async () => {
    const refused = await t.request('/api/register', {
      body: { name: 'Nem Meghívott', email: 'kivul@example.hu', password: 'titkos-jelszo' },
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('NOT_BETA_INVITED');

    t.db.insert(betaUsers).values({ name: 'Meghívott', email: 'meghivott@example.hu' }).run();
    const account = await registerTestUser(t, { email: 'meghivott@example.hu' });
    const subscription = (await (await t.request('/api/subscription', { token: account.token })).json()) as Record<
      string,
      unknown
    >;
    expect(subscription).toMatchObject({ name: 'beta', remainingDocs: 100, monthlyDocCap: 100, userCap: 3 });
    // 31 March 2027 is in summer time: the day ends at 23:59:59.999+02:00.
    expect(subscription.endDate).toBe('2027-03-31T21:59:59.999Z');
  });
});
