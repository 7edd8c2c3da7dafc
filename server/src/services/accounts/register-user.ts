import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { hashPassword } from '../../auth/password.ts';
import { createSession } from '../../auth/sessions.ts';
import { betaUsers, users } from '../../db/schema/accounts.ts';
import { AppError } from '../../errors/app-error.ts';
import { composeMessage } from '../../integrations/mail/compose-message.ts';
import { startInitialSubscription } from '../subscriptions/start-initial-subscription.ts';

export type Registration = { name: string; email: string; password: string };

/** Creates the account with its first plan and answers a session token; sends a welcome e-mail. */
export async function registerUser(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'logger' | 'now'>,
  registration: Registration,
): Promise<{ token: string }> {
  const { db, config } = deps;
  const email = registration.email.trim().toLowerCase();
  const isAdmin = config.adminEmails.includes(email);
  if (config.isBetaMode && !isAdmin && !db.select().from(betaUsers).where(eq(betaUsers.email, email)).get())
    throw new AppError('NOT_BETA_INVITED');
  const passwordHash = await hashPassword(registration.password);
  const now = deps.now();
  const token = db.transaction((tx) => {
    if (tx.select({ id: users.id }).from(users).where(eq(users.email, email)).get())
      throw new AppError('EMAIL_TAKEN', { fields: { email: 'Ezzel az e-mail-címmel már regisztráltak.' } });
    const user = tx
      .insert(users)
      .values({ name: registration.name.trim(), email, passwordHash, role: isAdmin ? 'admin' : 'user', createdAt: now })
      .returning({ id: users.id })
      .get();
    startInitialSubscription(tx, user.id, now, config);
    return createSession(tx, user.id, now).token;
  });
  const welcome = composeMessage({
    to: email,
    subject: 'Üdvözöljük a Cégdokban!',
    paragraphs: [
      `Kedves ${registration.name.trim()}!`,
      'Köszönjük, hogy regisztrált a Cégdokba. Mostantól elmentheti társaságait és a hozzájuk tartozó személyeket, és néhány perc alatt elkészítheti a Kft. alapításához szükséges dokumentumokat.',
    ],
    link: { text: 'Belépés a Cégdokba', url: `${config.publicUrl}/belepes` },
  });
  await deps.mailer
    .send(welcome)
    .catch((error: unknown) => deps.logger.error('welcome e-mail failed', { error: String(error) }));
  return { token };
}
