// Sign-up confirmed by e-mail: `POST /api/register` answers the same, in the same time, for a new
// and a registered address (what differs goes to that mailbox), and the account comes into being
// only from the e-mailed link, once, before it expires.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { confirmationTokenFor, registerTestUser } from '../../test/create-test-app.ts';
import { listenTestApp } from '../../test/listen-test-app.ts';
import { hashLinkToken } from '../auth/link-token.ts';
import { pendingRegistrations, users } from '../db/schema/accounts.ts';
import { REGISTRATION_LINK_LIFETIME_MS } from '../services/accounts/request-registration.ts';

describe('registration confirmed by e-mail, over HTTP', async () => {
  const t = await listenTestApp();
  const signUp = (email: string, name = 'Dr. Új Ügyvéd') =>
    t.call('/api/register', { body: { name, email, password: 'titkos-jelszo' } });
  const confirm = (token: string) => t.call('/api/register/confirm', { body: { token } });
  const errorCode = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

  it('answers a new and a registered address with the same status and body, in the same time', async () => {
    const owner = await registerTestUser(t, { email: 'meglevo@example.hu' });
    const answers: { status: number; body: string }[] = [];
    const times = { fresh: [] as number[], taken: [] as number[] };
    for (let round = 0; round < 15; round += 1) {
      for (const kind of ['fresh', 'taken'] as const) {
        const email = kind === 'taken' ? owner.email.toUpperCase() : `uj-${round}@example.hu`;
        const started = performance.now();
        const response = await signUp(email);
        answers.push({ status: response.status, body: await response.text() });
        times[kind].push(performance.now() - started);
        // The mail goes out after the answer; let it finish so it does not slow the next call.
        await t.deps.background.idle();
      }
    }
    expect(answers[0]).toEqual({
      status: 202,
      body: JSON.stringify({
        message:
          'Elküldtük a regisztráció megerősítéséhez szükséges levelet a megadott e-mail-címre. Kérjük, kattintson a levélben található linkre; ha nem találja a levelet, nézze meg a levélszemét mappát is.',
      }),
    });
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    // The password hash (Argon2id, 30–130 ms here) and the e-mail happen after the answer for both, so
    // neither answer waits for them. Compared are the fastest answers of each kind: a busy machine only
    // ever adds time, so the minimum is what the server itself spends.
    const fastest = { fresh: Math.min(...times.fresh), taken: Math.min(...times.taken) };
    expect(Math.abs(fastest.fresh - fastest.taken), JSON.stringify(fastest)).toBeLessThan(15);

    // No account before the link is followed; the owner of the taken address is told how to get in.
    expect(t.db.select().from(users).where(eq(users.email, 'uj-0@example.hu')).get()).toBeUndefined();
    // (The first mail to the owner is the confirmation of their own sign-up.)
    const toOwner = t.delivered.filter((mail) => mail.to === owner.email).slice(1);
    expect(toOwner).toHaveLength(15);
    for (const mail of toOwner) {
      expect(mail.subject).toBe('Ezzel az e-mail-címmel már van Cégdok-fiók');
      expect(mail.text).toContain(`Belépés a Cégdokba: ${t.base}/belepes`);
      expect(mail.text).toContain(`Elfelejtett jelszó: ${t.base}/elfelejtett-jelszo`);
      expect(mail.text).not.toContain('megerosites?token=');
    }
    // The owner's account and password are untouched.
    expect((await t.call('/api/login', { body: { email: owner.email, password: owner.password } })).status).toBe(200);
  });

  it('creates the account from the e-mailed link once; the link is stored only as a hash', async () => {
    expect((await signUp('Megerosito@Example.hu', 'Dr. Megerősítő Mária')).status).toBe(202);
    const token = await confirmationTokenFor(t, 'megerosito@example.hu');
    const mail = t.delivered.findLast((message) => message.to === 'megerosito@example.hu')!;
    expect(mail.subject).toBe('Regisztráció megerősítése – Cégdok');
    expect(mail.text).toContain('A link 24 óráig érvényes, és csak egyszer használható.');
    expect(mail.text).toContain(`${t.base}/regisztracio/megerosites?token=${token}`);
    const stored = t.db.select().from(pendingRegistrations).all();
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(stored.some((row) => row.tokenHash === hashLinkToken(token))).toBe(true);

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(201);
    const { token: session } = (await confirmed.json()) as { token: string };
    expect(await (await t.call('/api/user', { token: session })).json()).toMatchObject({
      name: 'Dr. Megerősítő Mária',
      email: 'megerosito@example.hu',
    });
    const login = await t.call('/api/login', { body: { email: 'megerosito@example.hu', password: 'titkos-jelszo' } });
    expect(login.status).toBe(200);

    const reused = await confirm(token);
    expect(reused.status).toBe(400);
    expect(await errorCode(reused)).toBe('INVALID_REGISTRATION_TOKEN');
    expect(t.db.select().from(users).where(eq(users.email, 'megerosito@example.hu')).all()).toHaveLength(1);
  });

  it('refuses an expired link and a link replaced by a later sign-up', async () => {
    await signUp('lejart@example.hu');
    const expiring = await confirmationTokenFor(t, 'lejart@example.hu');
    const issuedAt = t.deps.now();
    t.setNow(new Date(issuedAt.getTime() + REGISTRATION_LINK_LIFETIME_MS));
    const late = await confirm(expiring);
    t.setNow(issuedAt);
    expect(late.status).toBe(400);
    expect(await errorCode(late)).toBe('INVALID_REGISTRATION_TOKEN');
    expect(t.db.select().from(users).where(eq(users.email, 'lejart@example.hu')).get()).toBeUndefined();

    await signUp('ketszer@example.hu');
    const first = await confirmationTokenFor(t, 'ketszer@example.hu');
    await signUp('ketszer@example.hu');
    const second = await confirmationTokenFor(t, 'ketszer@example.hu');
    expect(second).not.toBe(first);
    expect((await confirm(first)).status).toBe(400);
    expect((await confirm(second)).status).toBe(201);
  });

  it('answers 409 when the address got an account after the link was sent, and 400 for a made-up token', async () => {
    await signUp('kozben@example.hu');
    const token = await confirmationTokenFor(t, 'kozben@example.hu');
    const other = t.db
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.email, 'kozben@example.hu'))
      .get()!;
    t.db
      .insert(users)
      .values({ name: 'Dr. Közben', email: 'kozben@example.hu', passwordHash: other.passwordHash })
      .run();
    const raced = await confirm(token);
    expect(raced.status).toBe(409);
    expect(await errorCode(raced)).toBe('EMAIL_TAKEN');

    const madeUp = await confirm('x'.repeat(43));
    expect(madeUp.status).toBe(400);
    expect(await errorCode(madeUp)).toBe('INVALID_REGISTRATION_TOKEN');
    const missing = await t.call('/api/register/confirm', { body: {} });
    expect(missing.status).toBe(400);
    expect(await errorCode(missing)).toBe('VALIDATION_FAILED');
  });
});
