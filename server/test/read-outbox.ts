import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Undoes quoted-printable soft line breaks and escapes, enough to read links and texts in tests. */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The .eml files of an outbox folder, decoded, oldest first. */
export function readOutbox(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((file) => decodeQuotedPrintable(readFileSync(join(dir, file), 'utf8')));
}

/**
 * Signs up over HTTP against a server whose e-mails land in `outboxDir` and follows the e-mailed
 * confirmation link the way a person does; answers the new account's session token.
 */
export async function registerThroughOutbox(
  base: string,
  outboxDir: string,
  account: { name: string; email: string; password: string },
): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const requested = await post('/api/register', account);
  if (requested.status !== 202) throw new Error(`registration failed: ${requested.status} ${await requested.text()}`);
  const link = new RegExp(
    `^To: ${account.email.toLowerCase().replace(/[.+]/g, '\\$&')}$[^]*/regisztracio/megerosites\\?token=([\\w-]+)`,
    'm',
  );
  // The e-mail is written just after the answer.
  const deadline = Date.now() + 10_000;
  let token: string | undefined;
  while (
    !(token = readOutbox(outboxDir)
      .map((mail) => link.exec(mail)?.[1])
      .findLast(Boolean))
  ) {
    if (Date.now() > deadline) throw new Error(`no confirmation e-mail to ${account.email} in ${outboxDir}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const confirmed = await post('/api/register/confirm', { token });
  if (confirmed.status !== 201) throw new Error(`confirmation failed: ${confirmed.status} ${await confirmed.text()}`);
  return ((await confirmed.json()) as { token: string }).token;
}
