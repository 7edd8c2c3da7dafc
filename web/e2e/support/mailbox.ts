import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { decodeQuotedPrintable } from '../../../server/test/read-outbox.ts';

export type ReceivedMail = { to: string[]; text: string };

export type Mailbox = {
  /** The SMTP_URL that delivers into this mailbox. */
  url: string;
  received: ReceivedMail[];
  /** The first match of `pattern` in the newest mail to `to` that has one, waiting for it to arrive. */
  waitFor(to: string, pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  close(): Promise<void>;
};

/** A real SMTP server on a free loopback port that keeps every message it receives, decoded. */
export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(to, pattern, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const match = received
          .filter((mail) => mail.to.includes(to.toLowerCase()))
          .map((mail) => pattern.exec(mail.text))
          .findLast((found) => found !== null);
        if (match) return match;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${to} matching ${pattern} in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
