import type { AppDeps } from '../../app-deps.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import { composeMessage } from '../../integrations/mail/compose-message.ts';

export type ContactMessage = { name: string; email: string; message: string };

/** Stores the message, then e-mails it to the operator (a mail failure is logged; the message is kept). */
export async function sendContactMessage(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'logger' | 'now'>,
  input: ContactMessage,
): Promise<void> {
  const row = deps.db
    .insert(contactMessages)
    .values({ ...input, createdAt: deps.now() })
    .returning({ id: contactMessages.id })
    .get();
  const mail = composeMessage({
    to: deps.config.contactEmail,
    subject: `Kapcsolatfelvétel: ${input.name}`,
    paragraphs: [
      `Új üzenet érkezett a kapcsolati űrlapon (#${row.id}).`,
      `Név: ${input.name}\nE-mail: ${input.email}`,
      input.message,
    ],
  });
  await deps.mailer
    .send(mail)
    .catch((error: unknown) => deps.logger.error('contact e-mail failed', { id: row.id, error: String(error) }));
}
