import { join } from 'node:path';
import type { Config } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mailer.ts';

/** SMTP when SMTP_URL is set, otherwise the outbox folder under DATA_DIR. */
export function createMailer(config: Config, logger: Logger): Mailer {
  if (config.smtpUrl) return createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom, logger });
  return createOutboxMailer({ dir: join(config.dataDir, 'outbox'), from: config.mailFrom, logger });
}
