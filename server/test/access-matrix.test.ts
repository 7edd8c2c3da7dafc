import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/accounts.ts';
import { orders, subscriptions, tiers } from '../src/db/schema/commerce.ts';
import { documents } from '../src/db/schema/documents.ts';
import { activatePlan } from '../src/services/subscriptions/activate-plan.ts';
import { createTestApp, registerTestUser } from './create-test-app.ts';
import { fillPath, listApiOperations } from './openapi-operations.ts';
import { sampleAmendment, sampleCompany, samplePersons, sampleRegistration, sampleRequest } from './sample-data.ts';

type ErrorBody = { error: { code: string } };

describe('401 for every call that needs a token', () => {
  const t = createTestApp();

  it('answers 401 without a token and with a dead one, on every authenticated call of the OpenAPI document', async () => {
    const authenticated = (await listApiOperations(t))
      .filter(({ operation }) => operation.security === undefined)
      .map(({ method, template }) => ({ method, path: fillPath(template) }));
    expect(authenticated).toHaveLength(56);
    const { token } = await registerTestUser(t);
    await t.request('/api/logout', { method: 'POST', token });
    for (const { method, path } of authenticated) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      for (const candidate of [undefined, token]) {
        const response = await t.request(path, {
          method,
          ...(body ? { body } : {}),
          ...(candidate ? { token: candidate } : {}),
        });
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(((await response.json()) as ErrorBody).error.code).toBe('UNAUTHENTICATED');
      }
    }
  });
});

describe('404 for another user’s ids', () => {
  const t = createTestApp();

  it('hides every row of one user from another, on every id route, and changes nothing', async () => {
    const owner = await registerTestUser(t);
    const intruder = await registerTestUser(t);
    const anna = (await (await t.request('/api/szemely', { token: owner.token, body: samplePersons.anna })).json()) as {
      id: number;
      nev: string;
    };
    const bela = (await (await t.request('/api/szemely', { token: owner.token, body: samplePersons.bela })).json()) as {
      id: number;
    };
    const company = (await (
      await t.request('/api/tarsasag', { token: owner.token, body: sampleCompany({ anna: anna.id, bela: bela.id }) })
    ).json()) as {
      id: number;
      nev: string;
    };
    const ownerId = t.db.select().from(users).where(eq(users.email, owner.email)).get()!.id;
    // Stored directly so this matrix does not depend on the renderer.
    const doc = t.db
      .insert(documents)
      .values({
        ownerId,
        fileId: 'b3c9d1d0-0000-4000-8000-000000000001',
        templateId: 'tagjegyzek',
        fileName: 'Tagjegyzék',
        companyName: company.nev,
        request: sampleRequest(company),
        docx: Buffer.from('PK'),
        createdAt: t.deps.now(),
        payed: true,
        retentionDays: 30,
      })
      .returning()
      .get();

    t.db
      .insert(orders)
      .values({
        userId: ownerId,
        orderRef: 'CDMATRIX1',
        transactionId: '512345678',
        status: 'FINISHED',
        total: 19_900,
        tierId: 'medium',
        monthly: true,
        name: 'Tulajdonos',
        address: 'Fő utca 1.',
        zipCode: '1011',
        city: 'Budapest',
        phone: '123',
        email: owner.email,
        createdAt: t.deps.now(),
      })
      .run();
    // The owner runs a firm; the intruder asks to join it, giving a request id only the two may touch.
    await t.request('/api/lawfirm', {
      token: owner.token,
      body: { nev: 'Tulaj Iroda', szekhely: '3300 Eger, Dobó István tér 1.' },
    });
    const [joinRequest] = (await (
      await t.request('/api/lawfirm/join-request', {
        method: 'PUT',
        token: intruder.token,
        body: { email: owner.email },
      })
    ).json()) as { requestId: number }[];
    const lawFirmAttempts: [string, string, string][] = [
      ['GET', '/api/payment/512345678', intruder.token],
      ['POST', `/api/lawfirm/admin/join-accept/${joinRequest!.requestId}`, intruder.token],
      ['DELETE', `/api/lawfirm/admin/invite-request/${joinRequest!.requestId}`, intruder.token],
      ['POST', `/api/lawfirm/accept-invite/${joinRequest!.requestId}`, intruder.token],
      ['DELETE', `/api/lawfirm/join-request/${joinRequest!.requestId}`, owner.token],
      ['DELETE', `/api/lawfirm/admin/invite-request/${joinRequest!.requestId}`, owner.token],
    ];
    for (const [method, path, token] of lawFirmAttempts) {
      const response = await t.request(path, { method, token });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect(await (await t.request('/api/billing/orders', { token: intruder.token })).json()).toEqual([]);
    expect(await (await t.request('/api/billing/latest', { token: intruder.token })).json()).toBeNull();
    expect(
      (
        (await (await t.request('/api/lawfirm/admin', { token: owner.token })).json()) as {
          lawFirmUserStatus: string;
        }[]
      ).map((user) => user.lawFirmUserStatus),
    ).toEqual(['ADMIN', 'WANTS_TO_JOIN']);

    const attempts: [string, string, unknown?][] = [
      ['PUT', '/api/szemely', { ...samplePersons.anna, id: anna.id, nev: 'Elvett Név' }],
      ['DELETE', `/api/szemely/${anna.id}`],
      [
        'PUT',
        '/api/tarsasag',
        { ...sampleCompany({ anna: anna.id, bela: bela.id }), id: company.id, nev: 'Elvett Kft.' },
      ],
      ['DELETE', `/api/tarsasag/${company.id}`],
      ['PUT', `/api/tarsasag/${company.id}/bejegyzes`, sampleRegistration],
      ['GET', `/api/tarsasag/${company.id}/versions`],
      ['GET', `/api/tarsasag/${company.id}/versions/1`],
      ...['modositas/terv', 'modositas/html/hatarozat', 'modositas'].map((call): [string, string, unknown] => [
        'POST',
        `/api/tarsasag/${company.id}/${call}`,
        { uj: sampleCompany({ anna: anna.id, bela: bela.id }), modositas: sampleAmendment },
      ]),
      ['GET', `/api/docs/${doc.id}`],
      ['GET', `/api/docs/${doc.id}?format=pdf`],
      ['DELETE', `/api/docs/${doc.id}`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await t.request(path, { method, token: intruder.token, ...(body ? { body } : {}) });
      const expected = method === 'PUT' && path === '/api/tarsasag' ? 400 : 404;
      // A foreign company update fails first on the foreign person ids (400), never reaching the row.
      expect(response.status, `${method} ${path}`).toBe(expected);
    }
    const foreignCompany = await t.request('/api/tarsasag', {
      method: 'PUT',
      token: intruder.token,
      body: { id: company.id, nev: 'Elvett Kft.', szekhely: '3300 Eger, Dobó István tér 1.' },
    });
    expect(foreignCompany.status).toBe(404);
    expect(((await foreignCompany.json()) as ErrorBody).error.code).toBe('NOT_FOUND');

    for (const path of ['/api/szemely', '/api/tarsasag', '/api/docs'])
      expect(await (await t.request(path, { token: intruder.token })).json(), path).toEqual([]);

    expect(
      ((await (await t.request('/api/szemely', { token: owner.token })).json()) as { nev: string }[]).map(
        (person) => person.nev,
      ),
    ).toEqual(['Kiss Anna', 'Nagy Béla']);
    expect(
      ((await (await t.request('/api/tarsasag', { token: owner.token })).json()) as { nev: string }[])[0]?.nev,
    ).toBe(company.nev);
    expect(
      ((await (await t.request('/api/tarsasag', { token: owner.token })).json()) as { bejegyzes: unknown }[])[0]
        ?.bejegyzes,
    ).toBeNull();
    expect(
      ((await (await t.request('/api/docs', { token: owner.token })).json()) as { deleted: boolean }[])[0]?.deleted,
    ).toBe(false);
    expect((await t.request(`/api/docs/${doc.id}`, { token: owner.token })).status).toBe(200);
  });

  it('refuses another user’s document ids inside bodies (start-doc, activate-documents) and touches nothing', async () => {
    const owner = await registerTestUser(t);
    const intruder = await registerTestUser(t);
    const idOf = (email: string) => t.db.select().from(users).where(eq(users.email, email)).get()!.id;
    const [ownerId, intruderId] = [idOf(owner.email), idOf(intruder.email)];
    // The intruder pays for a plan, so neither call stops at the plan check first.
    const medium = t.db.select().from(tiers).where(eq(tiers.id, 'medium')).get()!;
    activatePlan(t.db, { userId: intruderId }, medium, true, t.deps.now());
    const unpaid = (ownerIdOfDocument: number, suffix: string) =>
      t.db
        .insert(documents)
        .values({
          ownerId: ownerIdOfDocument,
          fileId: `b3c9d1d0-0000-4000-8000-0000000000${suffix}`,
          templateId: 'tagjegyzek',
          fileName: 'Tagjegyzék',
          companyName: 'Példa Kft.',
          request: {},
          docx: Buffer.from('PK'),
          createdAt: t.deps.now(),
          payed: false,
          retentionDays: 30,
        })
        .returning()
        .get().id;
    const foreign = unpaid(ownerId, '21');
    const own = unpaid(intruderId, '22');
    const snapshot = () => ({
      orders: t.db.select().from(orders).all(),
      documents: t.db
        .select({ id: documents.id, payed: documents.payed, ownerId: documents.ownerId })
        .from(documents)
        .all(),
      subscriptions: t.db.select().from(subscriptions).all(),
    });
    const before = snapshot();
    const billing = { name: 'Behatoló Béla', address: 'Fő utca 1.', zipCode: '1011', city: 'Budapest', phone: '123' };
    for (const ids of [[foreign], [own, foreign]]) {
      const bought = await t.request('/api/payment/start-doc', {
        token: intruder.token,
        body: { ...billing, documentsToBuy: ids },
      });
      expect(bought.status, `start-doc ${ids.join(',')}`).toBe(404);
      expect(((await bought.json()) as ErrorBody).error.code).toBe('NOT_FOUND');
      const activated = await t.request('/api/subscription/activate-documents', {
        token: intruder.token,
        body: { documentIds: ids },
      });
      expect(activated.status, `activate-documents ${ids.join(',')}`).toBe(404);
      expect(((await activated.json()) as ErrorBody).error.code).toBe('NOT_FOUND');
    }
    expect(snapshot()).toEqual(before);
    expect(
      (await (await t.request('/api/subscription', { token: intruder.token })).json()) as { remainingDocs: number },
    ).toMatchObject({ name: 'medium', remainingDocs: 60 });
  });

  it('answers 400, not 404 or 500, for ids that are not numbers', async () => {
    const { token } = await registerTestUser(t);
    for (const [method, path] of [
      ['DELETE', '/api/szemely/abc'],
      ['DELETE', '/api/tarsasag/1.5'],
      ['GET', '/api/docs/-1'],
      ['DELETE', '/api/docs/99999999999999999999'],
    ] as const) {
      const response = await t.request(path, { method, token });
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
        id: 'Érvénytelen azonosító.',
      });
    }
  });
});
