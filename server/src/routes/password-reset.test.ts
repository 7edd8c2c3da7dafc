import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, registerTestUser } from '../../test/create-test-app.ts';
import { captureLogs } from '../../test/capture-logs.ts';
import { decodeQuotedPrintable, readOutbox } from '../../test/read-outbox.ts';
import { hashLinkToken } from '../auth/link-token.ts';
import { passwordResetTokens } from '../db/schema/accounts.ts';
import type { Mailer } from '../integrations/mail/mailer.ts';

function tokenFrom(mail: string): string {
  const match = /http:\/\/cegdok\.test\/uj-jelszo\?token=([\w-]+)/.exec(mail);
  if (!match?.[1]) throw new Error(`no reset link in:\n${mail}`);
  return match[1];
}

describe('password reset through a real SMTP server', async () => {
  const received: { to: string[]; raw: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  const t = createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Cégdok <noreply@cegdok.test>' } });

  it('mails a link, sets the new password with its token, ends old sessions and lets the user log in', async () => {
    const account = await registerTestUser(t, { email: 'elfelejtett@example.hu' });
    const requested = await t.request('/api/password-reset/request', { body: { email: 'Elfelejtett@Example.hu' } });
    expect(requested.status).toBe(200);
    // The e-mail goes out after the answer.
    await t.deps.background.idle();

    const mail = received.find(
      (message) => message.to.includes('elfelejtett@example.hu') && message.raw.includes('uj-jelszo'),
    );
    expect(mail).toBeDefined();
    const decoded = decodeQuotedPrintable(mail!.raw);
    expect(mail!.raw).toContain('From: =?UTF-8?Q?C=C3=A9gdok?= <noreply@cegdok.test>');
    expect(decoded).toContain('A link egy óráig érvényes, és csak egyszer használható.');
    const token = tokenFrom(decoded);

    // Only the hash of the token is stored.
    expect(
      t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, token)).get(),
    ).toBeUndefined();
    expect(
      t.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, hashLinkToken(token)))
        .get(),
    ).toBeDefined();

    const confirmed = await t.request('/api/password-reset/confirm', { body: { token, password: 'uj-titkos-jelszo' } });
    expect(confirmed.status).toBe(200);
    expect((await t.request('/api/user', { token: account.token })).status).toBe(401);
    expect((await t.request('/api/login', { body: { email: account.email, password: account.password } })).status).toBe(
      401,
    );
    const login = await t.request('/api/login', { body: { email: account.email, password: 'uj-titkos-jelszo' } });
    expect(login.status).toBe(200);

    const reused = await t.request('/api/password-reset/confirm', { body: { token, password: 'harmadik-jelszo' } });
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { error: { code: string } }).error.code).toBe('INVALID_RESET_TOKEN');
  });
});

describe('password reset rules', () => {
  const t = createTestApp();

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const response = await t.request('/api/password-reset/request', { body: { email: 'senki@example.hu' } });
    expect(response.status).toBe(200);
    expect(readOutbox(t.outboxDir).filter((mail) => mail.includes('senki@example.hu'))).toEqual([]);
  });

  it('refuses a token after one hour and a too short password', async () => {
    const account = await registerTestUser(t, { email: 'lejart@example.hu' });
    await t.request('/api/password-reset/request', { body: { email: account.email } });
    await t.deps.background.idle();
    const token = tokenFrom(
      readOutbox(t.outboxDir).find((mail) => mail.includes('To: lejart@example.hu') && mail.includes('uj-jelszo'))!,
    );

    const short = await t.request('/api/password-reset/confirm', { body: { token, password: '123' } });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      password: 'A jelszó legalább 6 karakter legyen.',
    });

    t.setNow(new Date(t.deps.now().getTime() + 61 * 60_000));
    const late = await t.request('/api/password-reset/confirm', { body: { token, password: 'uj-titkos-jelszo' } });
    expect(late.status).toBe(400);
    expect(((await late.json()) as { error: { code: string } }).error.code).toBe('INVALID_RESET_TOKEN');
    expect((await t.request('/api/login', { body: { email: account.email, password: account.password } })).status).toBe(
      200,
    );
  });

  it('keeps only the newest link valid', async () => {
    const account = await registerTestUser(t, { email: 'ketszer@example.hu' });
    await t.request('/api/password-reset/request', { body: { email: account.email } });
    await t.deps.background.idle();
    await t.request('/api/password-reset/request', { body: { email: account.email } });
    await t.deps.background.idle();
    const tokens = readOutbox(t.outboxDir)
      .filter((mail) => mail.includes('To: ketszer@example.hu') && mail.includes('uj-jelszo'))
      .map(tokenFrom);
    expect(tokens).toHaveLength(2);
    expect(
      (await t.request('/api/password-reset/confirm', { body: { token: tokens[0], password: 'uj-titkos-jelszo' } }))
        .status,
    ).toBe(400);
    expect(
      (await t.request('/api/password-reset/confirm', { body: { token: tokens[1], password: 'uj-titkos-jelszo' } }))
        .status,
    ).toBe(200);
  });
});

describe('password reset when the mail server fails or is slow', () => {
  const { logger, entries } = captureLogs();
  let behaviour: 'fail' | 'hang' | 'work' = 'work';
  const sent: string[] = [];
  const releases: (() => void)[] = [];
  const mailer: Mailer = {
    async send(message) {
      if (behaviour === 'fail') throw new Error('SMTP 421 Service not available');
      if (behaviour === 'hang') await new Promise<void>((resolve) => releases.push(resolve));
      sent.push(message.to);
    },
  };
  const t = createTestApp({ deps: { mailer, logger } });

  it('answers 200 when sending fails, logs the failure and throws nothing', async () => {
    const account = await registerTestUser(t, { email: 'smtp-hiba@example.hu' });
    behaviour = 'fail';
    const response = await t.request('/api/password-reset/request', { body: { email: account.email } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    await t.deps.background.idle();
    expect(entries.filter((entry) => entry.level !== 'info')).toEqual([
      {
        level: 'error',
        message: 'password reset e-mail failed',
        details: { error: expect.stringContaining('SMTP 421 Service not available') },
      },
    ]);
  });

  it('does not wait for a slow mail server, so the answer takes as long as for an unknown address', async () => {
    behaviour = 'work';
    const account = await registerTestUser(t, { email: 'lassu-smtp@example.hu' });
    sent.length = 0; // only the reset e-mail counts below, not the sign-up's
    behaviour = 'hang';
    const known = await t.request('/api/password-reset/request', { body: { email: account.email } });
    const unknown = await t.request('/api/password-reset/request', { body: { email: 'senki-sem@example.hu' } });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual(await unknown.json());
    // The message is still on its way; it arrives once the server answers.
    expect(sent).not.toContain(account.email);
    expect(releases).toHaveLength(1);
    releases.forEach((release) => release());
    await t.deps.background.idle();
    expect(sent).toContain(account.email);
  });
});
