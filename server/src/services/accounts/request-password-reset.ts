import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { createLinkToken } from '../../auth/link-token.ts';
import { passwordResetTokens, users } from '../../db/schema/accounts.ts';
import { composeMessage } from '../../integrations/mail/compose-message.ts';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/**
 * E-mails a single-use link to /uj-jelszo valid for one hour, replacing earlier ones. Answers the
 * same, in the same time, whether or not the address is registered, so it reveals no accounts:
 * the look-up, the token and the e-mail all happen in the background after the answer, and a
 * failure is logged, never answered.
 */
export function requestPasswordReset(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'background' | 'now'>,
  emailInput: string,
): void {
  deps.background.run('password reset e-mail', () => sendPasswordReset(deps, emailInput));
}

async function sendPasswordReset(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'now'>,
  emailInput: string,
): Promise<void> {
  const { db, config } = deps;
  const email = emailInput.trim().toLowerCase();
  const user = db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email)).get();
  if (!user) return;
  const { token, tokenHash } = createLinkToken();
  const expiresAt = new Date(deps.now().getTime() + RESET_TOKEN_LIFETIME_MS);
  db.transaction((tx) => {
    tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id)).run();
    tx.insert(passwordResetTokens).values({ tokenHash, userId: user.id, expiresAt }).run();
  });
  const message = composeMessage({
    to: email,
    subject: 'Jelszó visszaállítása – Cégdok',
    paragraphs: [
      `Kedves ${user.name}!`,
      'Jelszó-visszaállítást kért a Cégdok-fiókjához. Az alábbi linken adhat meg új jelszót. A link egy óráig érvényes, és csak egyszer használható.',
      'Ha nem Ön kérte, hagyja figyelmen kívül ezt a levelet: a jelszava nem változik.',
    ],
    link: { text: 'Új jelszó megadása', url: `${config.publicUrl}/uj-jelszo?token=${encodeURIComponent(token)}` },
  });
  await deps.mailer.send(message);
}
