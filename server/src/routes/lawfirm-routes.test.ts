import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, registerTestUser } from '../../test/create-test-app.ts';
import { listenTestApp } from '../../test/listen-test-app.ts';
import { readOutbox, registerThroughOutbox } from '../../test/read-outbox.ts';
import { users } from '../db/schema/accounts.ts';
import { lawFirms, lawFirmUsers, orders, subscriptions, tiers } from '../db/schema/commerce.ts';
import { activatePlan } from '../services/subscriptions/activate-plan.ts';

type ErrorBody = { error: { code: string } };
type FirmUser = { joinRequestId: number; userName: string; email: string; lawFirmUserStatus: string };
type ChangeRequest = { requestId: number; type: string; nameOfLawFirm: string };

describe('law firm: three users share one subscription', () => {
  const t = createTestApp();

  it('creates, invites, asks to join, accepts, revokes, and keeps every limit', async () => {
    const anna = await registerTestUser(t, { name: 'Dr. Admin Anna' });
    const bela = await registerTestUser(t, { name: 'Dr. Meghívott Béla' });
    const cili = await registerTestUser(t, { name: 'Dr. Csatlakozó Cili' });
    const dora = await registerTestUser(t, { name: 'Dr. Negyedik Dóra' });
    const call = async (token: string, path: string, method = 'GET', body?: unknown) => {
      const response = await t.request(path, { token, method, ...(body ? { body } : {}) });
      return { status: response.status, json: (await response.json()) as unknown };
    };

    expect((await call(anna.token, '/api/lawfirm')).json).toBeNull();
    const incomplete = await call(anna.token, '/api/lawfirm', 'POST', {
      nev: 'Hiányos Iroda',
      szekhely: '6700 Szeged, .',
    });
    expect(incomplete).toMatchObject({
      status: 400,
      json: {
        error: {
          fields: {
            szekhely:
              'A cím hiányos. Hiányzik: a közterület neve, a közterület jellege és a házszám (vagy a helyrajzi szám).',
          },
        },
      },
    });
    expect((await call(anna.token, '/api/lawfirm')).json).toBeNull();
    const created = await call(anna.token, '/api/lawfirm', 'POST', {
      nev: 'Példa Ügyvédi Iroda',
      szekhely: '1062 Budapest, Váci út 1.',
    });
    expect(created.json).toMatchObject({ nev: 'Példa Ügyvédi Iroda', lawFirmUserStatus: 'ADMIN' });
    const firmId = (created.json as { id: number }).id;
    const renamed = await call(anna.token, '/api/lawfirm', 'POST', {
      nev: 'Példa és Társa Ügyvédi Iroda',
      szekhely: '1062 Budapest, Váci út 1.',
    });
    expect(renamed.json).toMatchObject({ id: firmId, nev: 'Példa és Társa Ügyvédi Iroda' });

    // The firm took over Anna's free plan: one user only.
    const full = await call(anna.token, '/api/lawfirm/admin/invite-request', 'PUT', { email: bela.email });
    expect(full.status).toBe(409);
    expect((full.json as ErrorBody).error.code).toBe('LAW_FIRM_FULL');
    const medium = t.db.select().from(tiers).where(eq(tiers.id, 'medium')).get()!;
    activatePlan(t.db, { lawFirmId: firmId }, medium, true, t.deps.now());

    // An unregistered address changes nothing in the answer; it is told by e-mail how to join.
    const unknown = await call(anna.token, '/api/lawfirm/admin/invite-request', 'PUT', { email: 'nincs@example.hu' });
    expect(unknown.status).toBe(200);
    expect((unknown.json as FirmUser[]).map((user) => user.userName)).toEqual(['Dr. Admin Anna']);
    const invited = await call(anna.token, '/api/lawfirm/admin/invite-request', 'PUT', { email: bela.email });
    expect((invited.json as FirmUser[]).map((user) => [user.userName, user.lawFirmUserStatus])).toEqual([
      ['Dr. Admin Anna', 'ADMIN'],
      ['Dr. Meghívott Béla', 'INVITED'],
    ]);
    const repeated = await call(anna.token, '/api/lawfirm/admin/invite-request', 'PUT', { email: bela.email });
    expect(repeated).toEqual(invited);
    await t.deps.background.idle();
    const registerFirst = readOutbox(t.outboxDir).find((mail) => mail.includes('To: nincs@example.hu'))!;
    expect(registerFirst).toContain('regisztráljon a Cégdokba ezzel az e-mail-címmel');
    const invitation = readOutbox(t.outboxDir).find(
      (mail) => mail.includes(`To: ${bela.email}`) && mail.includes('meghívta Önt'),
    )!;
    expect(invitation).toContain(`To: ${bela.email}`);
    expect(invitation).toContain(
      'Dr. Admin Anna meghívta Önt a Példa és Társa Ügyvédi Iroda ügyvédi iroda Cégdok-fiókjába.',
    );

    const belaRequests = (await call(bela.token, '/api/lawfirm/change-requests')).json as ChangeRequest[];
    expect(belaRequests).toEqual([
      { requestId: expect.any(Number), type: 'INVITED', nameOfLawFirm: 'Példa és Társa Ügyvédi Iroda' },
    ]);

    // Cili asks to join by the admin's e-mail, cancels, asks again.
    const asked = await call(cili.token, '/api/lawfirm/join-request', 'PUT', { email: anna.email });
    const [cilisRequest] = asked.json as ChangeRequest[];
    expect(cilisRequest).toMatchObject({ type: 'WANTS_TO_JOIN', nameOfLawFirm: 'Példa és Társa Ügyvédi Iroda' });
    await t.deps.background.idle();
    expect(readOutbox(t.outboxDir).some((mail) => mail.includes('csatlakozni szeretne az ügyvédi irodájához'))).toBe(
      true,
    );
    // Bela is no firm admin: nothing changes, and the answer does not say so.
    expect(await call(cili.token, '/api/lawfirm/join-request', 'PUT', { email: bela.email })).toEqual(asked);
    expect((await call(cili.token, `/api/lawfirm/join-request/${cilisRequest!.requestId}`, 'DELETE')).json).toEqual([]);
    const again = (await call(cili.token, '/api/lawfirm/join-request', 'PUT', { email: anna.email }))
      .json as ChangeRequest[];

    // Only the invitee accepts an invitation; only the admin accepts a join request.
    expect((await call(cili.token, `/api/lawfirm/accept-invite/${belaRequests[0]!.requestId}`, 'POST')).status).toBe(
      404,
    );
    expect((await call(bela.token, `/api/lawfirm/accept-invite/${belaRequests[0]!.requestId}`, 'POST')).json).toEqual(
      [],
    );
    expect((await call(bela.token, '/api/lawfirm')).json).toMatchObject({ id: firmId, lawFirmUserStatus: 'JOINED' });
    const notAdmin = await call(bela.token, `/api/lawfirm/admin/join-accept/${again[0]!.requestId}`, 'POST');
    expect(notAdmin.status).toBe(403);
    expect((notAdmin.json as ErrorBody).error.code).toBe('LAW_FIRM_ADMIN_ONLY');
    expect(
      (
        await call(bela.token, '/api/lawfirm', 'POST', {
          nev: 'Elvett Iroda',
          szekhely: '3300 Eger, Dobó István tér 1.',
        })
      ).status,
    ).toBe(403);
    const accepted = await call(anna.token, `/api/lawfirm/admin/join-accept/${again[0]!.requestId}`, 'POST');
    expect((accepted.json as FirmUser[]).map((user) => user.lawFirmUserStatus)).toEqual(['ADMIN', 'JOINED', 'JOINED']);

    // All three use the firm's subscription.
    t.db.update(subscriptions).set({ remainingDocs: 42 }).where(eq(subscriptions.lawFirmId, firmId)).run();
    for (const user of [anna, bela, cili])
      expect((await call(user.token, '/api/subscription')).json).toMatchObject({
        name: 'medium',
        remainingDocs: 42,
        userCount: 3,
        userCap: 3,
      });

    // A user is in one firm at most; the firm is full at its cap; revoking; deletion refused.
    expect((await call(bela.token, '/api/lawfirm/join-request', 'PUT', { email: anna.email })).status).toBe(409);
    const fourth = await call(anna.token, '/api/lawfirm/admin/invite-request', 'PUT', { email: dora.email });
    expect((fourth.json as ErrorBody).error.code).toBe('LAW_FIRM_FULL');
    const enterprise = t.db.select().from(tiers).where(eq(tiers.id, 'enterprise')).get()!;
    activatePlan(t.db, { lawFirmId: firmId }, enterprise, false, t.deps.now());
    const withDora = (await call(anna.token, '/api/lawfirm/admin/invite-request', 'PUT', { email: dora.email }))
      .json as FirmUser[];
    const doraRow = withDora.find((user) => user.email === dora.email)!;
    expect(doraRow.lawFirmUserStatus).toBe('INVITED');
    expect(
      (await call(bela.token, `/api/lawfirm/admin/invite-request/${doraRow.joinRequestId}`, 'DELETE')).status,
    ).toBe(403);
    const revoked = (await call(anna.token, `/api/lawfirm/admin/invite-request/${doraRow.joinRequestId}`, 'DELETE'))
      .json as FirmUser[];
    expect(revoked.map((user) => user.email)).not.toContain(dora.email);
    expect((await call(dora.token, '/api/lawfirm/change-requests')).json).toEqual([]);
    expect((await call(dora.token, '/api/lawfirm/admin')).json).toEqual([]);

    const removal = await call(anna.token, '/api/remove-user', 'DELETE');
    expect(removal.status).toBe(409);
    expect((removal.json as ErrorBody).error.code).toBe('LAW_FIRM_HAS_USERS');
  });
});

describe('law firm: removing a member, leaving, and deleting the last account', () => {
  const t = createTestApp();
  const call = async (token: string, path: string, method = 'GET', body?: unknown) => {
    const response = await t.request(path, { token, method, ...(body ? { body } : {}) });
    return { status: response.status, json: (await response.json()) as unknown };
  };
  const idOf = (email: string) => t.db.select().from(users).where(eq(users.email, email)).get()!.id;

  it('lets the admin remove a JOINED member and a member leave; each falls back to their own plan', async () => {
    const anna = await registerTestUser(t, { name: 'Dr. Admin Anna' });
    const bela = await registerTestUser(t, { name: 'Dr. Tag Béla' });
    const cili = await registerTestUser(t, { name: 'Dr. Tag Cili' });
    // Béla had bought a plan of his own before joining; Cili has her free trial.
    activatePlan(
      t.db,
      { userId: idOf(bela.email) },
      t.db.select().from(tiers).where(eq(tiers.id, 'basic')).get()!,
      true,
      t.deps.now(),
    );
    t.db
      .update(subscriptions)
      .set({ remainingDocs: 7 })
      .where(eq(subscriptions.userId, idOf(bela.email)))
      .run();

    const firm = (
      await call(anna.token, '/api/lawfirm', 'POST', { nev: 'Hármas Iroda', szekhely: '3300 Eger, Dobó István tér 1.' })
    ).json as {
      id: number;
      joinRequestId: number;
    };
    activatePlan(
      t.db,
      { lawFirmId: firm.id },
      t.db.select().from(tiers).where(eq(tiers.id, 'medium')).get()!,
      true,
      t.deps.now(),
    );
    for (const member of [bela, cili]) {
      await call(anna.token, '/api/lawfirm/admin/invite-request', 'PUT', { email: member.email });
      const [invitation] = (await call(member.token, '/api/lawfirm/change-requests')).json as ChangeRequest[];
      await call(member.token, `/api/lawfirm/accept-invite/${invitation!.requestId}`, 'POST');
    }
    const members = (await call(anna.token, '/api/lawfirm/admin')).json as FirmUser[];
    expect(members.map((user) => [user.userName, user.lawFirmUserStatus])).toEqual([
      ['Dr. Admin Anna', 'ADMIN'],
      ['Dr. Tag Béla', 'JOINED'],
      ['Dr. Tag Cili', 'JOINED'],
    ]);
    for (const user of [anna, bela, cili])
      expect((await call(user.token, '/api/subscription')).json).toMatchObject({ name: 'medium', userCount: 3 });
    const [annaRow, belaRow, ciliRow] = members;

    // Nobody removes the admin; a member removes no one and cannot leave on another's row.
    const removeAdmin = await call(anna.token, `/api/lawfirm/admin/invite-request/${annaRow!.joinRequestId}`, 'DELETE');
    expect(removeAdmin.status).toBe(403);
    expect((removeAdmin.json as ErrorBody).error.code).toBe('FORBIDDEN');
    const adminLeaves = await call(anna.token, `/api/lawfirm/join-request/${annaRow!.joinRequestId}`, 'DELETE');
    expect(adminLeaves.status).toBe(403);
    expect(
      (await call(bela.token, `/api/lawfirm/admin/invite-request/${ciliRow!.joinRequestId}`, 'DELETE')).status,
    ).toBe(403);
    expect((await call(bela.token, `/api/lawfirm/join-request/${ciliRow!.joinRequestId}`, 'DELETE')).status).toBe(404);

    // The admin removes Béla: he is back on his own basic plan with what he had left.
    const afterRemoval = await call(
      anna.token,
      `/api/lawfirm/admin/invite-request/${belaRow!.joinRequestId}`,
      'DELETE',
    );
    expect(afterRemoval.status).toBe(200);
    expect((afterRemoval.json as FirmUser[]).map((user) => user.userName)).toEqual(['Dr. Admin Anna', 'Dr. Tag Cili']);
    expect((await call(bela.token, '/api/lawfirm')).json).toBeNull();
    expect((await call(bela.token, '/api/lawfirm/admin')).json).toEqual([]);
    expect((await call(bela.token, '/api/subscription')).json).toMatchObject({
      name: 'basic',
      remainingDocs: 7,
      userCount: 1,
    });

    // Cili leaves with her own membership row (GET /api/lawfirm tells its id): back to her free trial.
    const ciliFirm = (await call(cili.token, '/api/lawfirm')).json as {
      joinRequestId: number;
      lawFirmUserStatus: string;
    };
    expect(ciliFirm).toMatchObject({ joinRequestId: ciliRow!.joinRequestId, lawFirmUserStatus: 'JOINED' });
    const left = await call(cili.token, `/api/lawfirm/join-request/${ciliFirm.joinRequestId}`, 'DELETE');
    expect(left).toEqual({ status: 200, json: [] });
    expect((await call(cili.token, '/api/lawfirm')).json).toBeNull();
    expect((await call(cili.token, '/api/subscription')).json).toMatchObject({ name: 'free', remainingDocs: 3 });
    expect((await call(anna.token, '/api/subscription')).json).toMatchObject({ name: 'medium', userCount: 1 });

    // Both can now delete their accounts, and so can Anna, the firm's last member.
    expect((await call(cili.token, '/api/remove-user', 'DELETE')).status).toBe(200);
    expect((await call(bela.token, '/api/remove-user', 'DELETE')).status).toBe(200);
    const annaId = idOf(anna.email);
    t.db
      .insert(orders)
      .values({
        userId: annaId,
        orderRef: 'CDIRODA1',
        transactionId: '512999001',
        status: 'FINISHED',
        total: 19_900,
        tierId: 'medium',
        monthly: true,
        name: 'Hármas Iroda',
        address: 'Fő utca 1.',
        zipCode: '3300',
        city: 'Eger',
        phone: '123',
        email: anna.email,
        createdAt: t.deps.now(),
        invoiceNumber: 'E-CEGD-2026-9',
      })
      .run();
    expect((await call(anna.token, '/api/remove-user', 'DELETE')).status).toBe(200);
    expect(t.db.select().from(lawFirms).where(eq(lawFirms.id, firm.id)).get()).toBeUndefined();
    expect(t.db.select().from(lawFirmUsers).where(eq(lawFirmUsers.lawFirmId, firm.id)).all()).toEqual([]);
    expect(t.db.select().from(subscriptions).where(eq(subscriptions.lawFirmId, firm.id)).all()).toEqual([]);
    expect(t.db.select().from(subscriptions).where(eq(subscriptions.userId, annaId)).all()).toEqual([]);
    // The billing record stays (accounting law), with no account behind it.
    expect(t.db.select().from(orders).where(eq(orders.orderRef, 'CDIRODA1')).get()).toMatchObject({
      userId: null,
      total: 19_900,
      invoiceNumber: 'E-CEGD-2026-9',
    });
  });
});

describe('law firm: an accepted invitation, over HTTP', async () => {
  const t = await listenTestApp();
  const call = async (token: string, path: string, method = 'GET', body?: unknown) => {
    const response = await t.call(path, { token, method, ...(body ? { body } : {}) });
    return { status: response.status, json: (await response.json()) as unknown };
  };
  const register = async (name: string, email: string) => ({
    name,
    email,
    token: await registerThroughOutbox(t.base, t.outboxDir, { name, email, password: 'titkos-jelszo' }),
  });
  const statuses = (json: unknown) =>
    (json as FirmUser[]).map((user) => [user.userName, user.email, user.lawFirmUserStatus]);

  it('shows the invitee as a member in the admin’s list, with no pending invitation left', async () => {
    const admin = await register('Dr. Irodavezető Ilona', 'ilona@iroda.hu');
    const created = await call(admin.token, '/api/lawfirm', 'POST', {
      nev: 'Ilona Ügyvédi Iroda',
      szekhely: '1052 Budapest, Deák Ferenc tér 1.',
    });
    expect(created.status).toBe(200);
    const firmId = (created.json as { id: number }).id;
    activatePlan(
      t.db,
      { lawFirmId: firmId },
      t.db.select().from(tiers).where(eq(tiers.id, 'enterprise')).get()!,
      false,
      t.deps.now(),
    );

    // Invited before having an account: the e-mail sends them to sign up; they do, by the e-mailed link.
    await call(admin.token, '/api/lawfirm/admin/invite-request', 'PUT', { email: 'jozsef@iroda.hu' });
    await t.deps.background.idle();
    expect(
      readOutbox(t.outboxDir).some(
        (mail) => mail.includes('To: jozsef@iroda.hu') && mail.includes(`${t.base}/regisztracio`),
      ),
    ).toBe(true);
    const invitee = await register('Dr. Kolléga József', 'jozsef@iroda.hu');

    const invited = await call(admin.token, '/api/lawfirm/admin/invite-request', 'PUT', { email: invitee.email });
    expect(statuses(invited.json)).toEqual([
      ['Dr. Irodavezető Ilona', 'ilona@iroda.hu', 'ADMIN'],
      ['Dr. Kolléga József', 'jozsef@iroda.hu', 'INVITED'],
    ]);
    const [invitation] = (await call(invitee.token, '/api/lawfirm/change-requests')).json as ChangeRequest[];
    expect(invitation).toMatchObject({ type: 'INVITED', nameOfLawFirm: 'Ilona Ügyvédi Iroda' });
    const accepted = await call(invitee.token, `/api/lawfirm/accept-invite/${invitation!.requestId}`, 'POST');
    expect(accepted).toEqual({ status: 200, json: [] });

    const list = await call(admin.token, '/api/lawfirm/admin');
    expect(list.status).toBe(200);
    expect(statuses(list.json)).toEqual([
      ['Dr. Irodavezető Ilona', 'ilona@iroda.hu', 'ADMIN'],
      ['Dr. Kolléga József', 'jozsef@iroda.hu', 'JOINED'],
    ]);
    expect((await call(invitee.token, '/api/lawfirm')).json).toMatchObject({ id: firmId, lawFirmUserStatus: 'JOINED' });
    expect((await call(invitee.token, '/api/subscription')).json).toMatchObject({ name: 'enterprise', userCount: 2 });
  });
});
