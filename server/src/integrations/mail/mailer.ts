import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Logger } from '../../logger.ts';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = { send(message: MailMessage): Promise<void> };

/** Writes every message as an .eml file under `dir` and logs it (the default without SMTP_URL). */
export function createOutboxMailer(options: { dir: string; from: string; logger: Logger }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // Names sort in the order the files are written, also within one millisecond.
  let written = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      mkdirSync(options.dir, { recursive: true });
      written += 1;
      const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(written).padStart(6, '0')}`;
      const file = join(options.dir, `${stamp}-${randomUUID()}.eml`);
      writeFileSync(file, info.message as Buffer);
      options.logger.info('e-mail written to the outbox', { to: message.to, subject: message.subject, file });
    },
  };
}

/** Sends through the SMTP server of `url` (smtp://user:pass@host:port, smtps:// for implicit TLS). */
export function createSmtpMailer(options: { url: string; from: string; logger: Logger }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
      options.logger.info('e-mail sent', { to: message.to, subject: message.subject });
    },
  };
}
