// Calls that take someone else's e-mail address answer the same whether or not it belongs to an
// account (or a firm admin); what differs goes to that address by e-mail.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, registerTestUser } from '../../test/create-test-app.ts';
import { readOutbox } from '../../test/read-outbox.ts';
import { lawFirms, tiers } from '../db/schema/commerce.ts';
import { activatePlan } from '../services/subscriptions/activate-plan.ts';

describe('no account enumeration', () => {
  const t = createTestApp();
  const answerOf = async (response: Response) => ({ status: response.status, body: await response.text() });

  async function firmAdmin(name: string) {
    const admin = await registerTestUser(t, { name });
    await t.request('/api/lawfirm', {
      token: admin.token,
      body: { nev: `${name} Irodája`, szekhely: '3300 Eger, Dobó István tér 1.' },
    });
    const firm = t.db
      .select()
      .from(lawFirms)
      .where(eq(lawFirms.nev, `${name} Irodája`))
      .get()!;
    activatePlan(
      t.db,
      { lawFirmId: firm.id },
      t.db.select().from(tiers).where(eq(tiers.id, 'enterprise')).get()!,
      false,
      t.deps.now(),
    );
    return admin;
  }

  it('invites: an unknown address, a member of another firm and a pending invitee get the same answer', async () => {
    const anna = await firmAdmin('Dr. Első Anna');
    const other = await firmAdmin('Dr. Másik Márton');
    const pending = await registerTestUser(t);
    const invite = (email: string) =>
      t.request('/api/lawfirm/admin/invite-request', { method: 'PUT', token: anna.token, body: { email } });
    await invite(pending.email);
    const answers = [
      await answerOf(await invite('ismeretlen@example.hu')),
      await answerOf(await invite(other.email)),
      await answerOf(await invite(pending.email)),
    ];
    expect(answers[0]!.status).toBe(200);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    await t.deps.background.idle();
    const mails = readOutbox(t.outboxDir);
    expect(mails.some((mail) => mail.includes('To: ismeretlen@example.hu') && mail.includes('regisztráljon'))).toBe(
      true,
    );
    expect(mails.some((mail) => mail.includes(`To: ${other.email}`) && mail.includes('egy másik iroda tagja'))).toBe(
      true,
    );
  });

  it('join requests: an unknown address and a user who is no firm admin get the same answer', async () => {
    await firmAdmin('Dr. Harmadik Hedvig');
    const plain = await registerTestUser(t);
    const asker = await registerTestUser(t);
    const join = (email: string) =>
      t.request('/api/lawfirm/join-request', { method: 'PUT', token: asker.token, body: { email } });
    const unknown = await answerOf(await join('senki@example.hu'));
    expect(unknown).toEqual({ status: 200, body: '[]' });
    expect(await answerOf(await join(plain.email))).toEqual(unknown);
  });

  it('password reset: a registered and an unknown address get the same answer, and only the account gets a link', async () => {
    const owner = await registerTestUser(t);
    const reset = (email: string) => t.request('/api/password-reset/request', { body: { email } });
    const known = await answerOf(await reset(owner.email));
    expect(known).toEqual({ status: 200, body: '{"ok":true}' });
    expect(await answerOf(await reset('nincs-fiokja@example.hu'))).toEqual(known);
    await t.deps.background.idle();
    const mails = readOutbox(t.outboxDir);
    expect(mails.some((mail) => mail.includes(`To: ${owner.email}`) && mail.includes('uj-jelszo?token='))).toBe(true);
    expect(mails.some((mail) => mail.includes('To: nincs-fiokja@example.hu'))).toBe(false);
  });
});
