import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, registerTestUser } from '../../../test/create-test-app.ts';
import { readOutbox } from '../../../test/read-outbox.ts';
import { users } from '../../db/schema/accounts.ts';
import { subscriptions, tiers } from '../../db/schema/commerce.ts';
import { documents } from '../../db/schema/documents.ts';
import { runScheduledJobs } from '../../scheduler/start-scheduler.ts';
import { activatePlan } from './activate-plan.ts';
import { addMonths } from './add-months.ts';
import { getCurrentSubscription } from './get-current-subscription.ts';

const t = createTestApp();
const tier = (id: string) => t.db.select().from(tiers).where(eq(tiers.id, id)).get()!;

async function newUserId() {
  const { email, token } = await registerTestUser(t);
  return { id: t.db.select().from(users).where(eq(users.email, email)).get()!.id, token, email };
}

describe('periods and quota arithmetic', () => {
  it('clamps month arithmetic to the month’s last day without drifting', () => {
    const start = new Date('2026-01-31T08:00:00Z');
    expect([1, 2, 3, 12].map((months) => addMonths(start, months).toISOString())).toEqual([
      '2026-02-28T08:00:00.000Z',
      '2026-03-31T08:00:00.000Z',
      '2026-04-30T08:00:00.000Z',
      '2027-01-31T08:00:00.000Z',
    ]);
    expect(addMonths(new Date('2028-01-31T00:00:00Z'), 1).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  it('starts a monthly period for a month and a yearly one for a year that refills monthly from its start', async () => {
    const { id } = await newUserId();
    const start = new Date('2026-01-31T08:00:00Z');
    activatePlan(t.db, { userId: id }, tier('medium'), false, start);
    const bought = getCurrentSubscription(t.db, { userId: id }, start).subscription;
    expect(bought).toMatchObject({ tierId: 'medium', remainingDocs: 60, monthly: false, payed: true });
    expect(bought.endDate?.toISOString()).toBe('2027-01-31T08:00:00.000Z');
    expect(bought.resetDate?.toISOString()).toBe('2026-02-28T08:00:00.000Z');
    t.db.update(subscriptions).set({ remainingDocs: 5 }).where(eq(subscriptions.id, bought.id)).run();
    expect(
      getCurrentSubscription(t.db, { userId: id }, new Date('2026-02-28T07:59:00Z')).subscription.remainingDocs,
    ).toBe(5);
    const refilled = getCurrentSubscription(t.db, { userId: id }, new Date('2026-03-01T00:00:00Z')).subscription;
    expect(refilled.remainingDocs).toBe(60);
    expect(refilled.resetDate?.toISOString()).toBe('2026-03-31T08:00:00.000Z');
    // Months without a call refill once, to the cap (unused documents do not accumulate).
    t.db.update(subscriptions).set({ remainingDocs: 0 }).where(eq(subscriptions.id, bought.id)).run();
    const later = getCurrentSubscription(t.db, { userId: id }, new Date('2026-07-15T00:00:00Z')).subscription;
    expect(later.remainingDocs).toBe(60);
    expect(later.resetDate?.toISOString()).toBe('2026-07-31T08:00:00.000Z');

    activatePlan(t.db, { userId: id }, tier('basic'), true, new Date('2026-07-20T00:00:00Z'));
    const monthly = getCurrentSubscription(t.db, { userId: id }, new Date('2026-08-19T23:00:00Z'));
    expect(monthly.tier.id).toBe('basic');
    expect(monthly.subscription).toMatchObject({ remainingDocs: 20, monthly: true, resetDate: null });
    expect(monthly.subscription.endDate?.toISOString()).toBe('2026-08-20T00:00:00.000Z');
    const fallen = getCurrentSubscription(t.db, { userId: id }, new Date('2026-08-20T00:00:00Z'));
    expect(fallen.tier.id).toBe('free');
    expect(fallen.subscription).toMatchObject({ remainingDocs: 0, endDate: null, payed: false });
  });

  it('lets a new plan overwrite the leftover capacity instead of adding to it', async () => {
    const { id } = await newUserId();
    activatePlan(t.db, { userId: id }, tier('basic'), true, t.deps.now());
    t.db.update(subscriptions).set({ remainingDocs: 15 }).where(eq(subscriptions.userId, id)).run();
    activatePlan(t.db, { userId: id }, tier('medium'), true, t.deps.now());
    expect(getCurrentSubscription(t.db, { userId: id }, t.deps.now()).subscription.remainingDocs).toBe(60);
  });
});

describe('the scheduled jobs', () => {
  const jobs = createTestApp();
  const jobTier = (id: string) => jobs.db.select().from(tiers).where(eq(tiers.id, id)).get()!;
  async function jobUserId() {
    const { email } = await registerTestUser(jobs);
    return { id: jobs.db.select().from(users).where(eq(users.email, email)).get()!.id, email };
  }

  it('sends the expiry notices 7 days and 1 day before the end, once each', async () => {
    const { id, email } = await jobUserId();
    activatePlan(jobs.db, { userId: id }, jobTier('medium'), true, new Date('2026-11-20T10:00:00Z'));
    const noticesTo = () =>
      readOutbox(jobs.outboxDir).filter((mail) => mail.includes(`To: ${email}`) && mail.includes('lejár'));
    const runAt = async (instant: string) => {
      jobs.setNow(new Date(instant));
      return (await runScheduledJobs(jobs.deps)).notices;
    };
    expect(await runAt('2026-12-13T09:59:00Z')).toBe(0);
    expect(await runAt('2026-12-13T10:00:00Z')).toBe(1);
    expect(await runAt('2026-12-14T10:00:00Z')).toBe(0);
    expect(noticesTo()).toHaveLength(1);
    expect(noticesTo()[0]).toContain('Tájékoztatjuk, hogy előfizetése (Közepes csomag) 2026. 12. 20. 11:00-kor lejár.');
    expect(await runAt('2026-12-19T10:30:00Z')).toBe(1);
    expect(await runAt('2026-12-19T22:00:00Z')).toBe(0);
    expect(noticesTo()).toHaveLength(2);
    expect(await runAt('2026-12-21T10:00:00Z')).toBe(0);

    // A period first seen within its last day gets only the 1-day notice.
    const late = await jobUserId();
    activatePlan(jobs.db, { userId: late.id }, jobTier('basic'), true, new Date('2026-11-21T12:00:00Z'));
    expect(await runAt('2026-12-20T13:00:00Z')).toBe(1);
    expect(await runAt('2026-12-20T14:00:00Z')).toBe(0);
    jobs.setNow(new Date('2026-11-20T10:00:00Z'));
  });

  it('purges files past their retention period and keeps the rows', async () => {
    const { id } = await jobUserId();
    const insert = (createdAt: string) =>
      jobs.db
        .insert(documents)
        .values({
          ownerId: id,
          fileId: `purge-${createdAt}`,
          templateId: 'tagjegyzek',
          fileName: 'Tagjegyzék',
          companyName: 'Példa Kft.',
          request: {},
          docx: Buffer.from('PK'),
          createdAt: new Date(createdAt),
          payed: true,
          retentionDays: 30,
        })
        .returning()
        .get().id;
    const old = insert('2026-10-20T09:00:00Z');
    const fresh = insert('2026-10-21T11:00:00Z');
    expect((await runScheduledJobs(jobs.deps)).purged).toBeGreaterThanOrEqual(1);
    const docx = (docId: number) => jobs.db.select().from(documents).where(eq(documents.id, docId)).get()?.docx;
    expect(docx(old)).toBeNull();
    expect(docx(fresh)).not.toBeNull();
  });
});

describe('POST /api/subscription/activate-documents', () => {
  it('activates unpaid documents only on a paid plan with enough remaining documents', async () => {
    const { id, token } = await newUserId();
    const ids = [1, 2].map(
      (n) =>
        t.db
          .insert(documents)
          .values({
            ownerId: id,
            fileId: `activate-${id}-${n}`,
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
          .get().id,
    );
    const activate = (documentIds: number[]) =>
      t.request('/api/subscription/activate-documents', { token, body: { documentIds } });
    expect((await activate(ids)).status).toBe(403);
    activatePlan(t.db, { userId: id }, tier('basic'), true, t.deps.now());
    t.db.update(subscriptions).set({ remainingDocs: 1 }).where(eq(subscriptions.userId, id)).run();
    const short = await activate(ids);
    expect(short.status).toBe(409);
    expect(((await short.json()) as { error: { code: string } }).error.code).toBe('NOT_ENOUGH_DOCUMENTS');
    t.db.update(subscriptions).set({ remainingDocs: 5 }).where(eq(subscriptions.userId, id)).run();
    const done = await activate(ids);
    expect(await done.json()).toEqual({ activated: 2, remainingDocs: 3 });
    expect((await t.request(`/api/docs/${ids[0]}`, { token })).status).toBe(200);
    expect((await activate([ids[0]!])).status).toBe(404);
  });
});
