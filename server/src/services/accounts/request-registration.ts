import { eq, lte } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { createLinkToken } from '../../auth/link-token.ts';
import { hashPassword } from '../../auth/password.ts';
import { betaUsers, pendingRegistrations, users } from '../../db/schema/accounts.ts';
import { AppError } from '../../errors/app-error.ts';
import { composeMessage } from '../../integrations/mail/compose-message.ts';

export type Registration = { name: string; email: string; password: string };

export const REGISTRATION_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The answer to every accepted sign-up, whether or not the address already has an account. */
export const REGISTRATION_REQUESTED_MESSAGE =
  'Elküldtük a regisztráció megerősítéséhez szükséges levelet a megadott e-mail-címre. Kérjük, kattintson a levélben található linkre; ha nem találja a levelet, nézze meg a levélszemét mappát is.';

/**
 * Starts a sign-up that the owner of the address finishes from their mailbox (see
 * `confirmRegistration`). The answer does not depend on whether the address has an account, and
 * takes the same time: the look-up, the password hash, the pending row and the e-mail all happen
 * in the background after the answer. A new address gets a single-use confirmation link valid for
 * a day (replacing earlier ones); a registered one is told that it has an account, with a login
 * and a password-reset link. In beta mode an address that is not invited is refused at once
 * (that reveals the beta list, which its owner learnt by e-mail, not an account).
 */
export function requestRegistration(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'background' | 'now'>,
  registration: Registration,
): void {
  const { db, config } = deps;
  const email = registration.email.trim().toLowerCase();
  const isAdmin = config.adminEmails.includes(email);
  if (config.isBetaMode && !isAdmin && !db.select().from(betaUsers).where(eq(betaUsers.email, email)).get())
    throw new AppError('NOT_BETA_INVITED');
  const request = { name: registration.name.trim(), email, password: registration.password };
  deps.background.run('registration e-mail', () => sendRegistrationMail(deps, request));
}

async function sendRegistrationMail(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'now'>,
  request: Registration,
): Promise<void> {
  const { db, config } = deps;
  const account = db.select({ name: users.name }).from(users).where(eq(users.email, request.email)).get();
  if (account) {
    await deps.mailer.send(
      composeMessage({
        to: request.email,
        subject: 'Ezzel az e-mail-címmel már van Cégdok-fiók',
        paragraphs: [
          `Kedves ${account.name}!`,
          'Valaki – valószínűleg Ön – ezzel az e-mail-címmel regisztrálni próbált a Cégdokba. Ehhez a címhez már tartozik fiók, ezért új fiók nem jött létre: kérjük, jelentkezzen be a meglévő fiókjával.',
          'Ha elfelejtette a jelszavát, új jelszót az alábbi jelszó-visszaállító linken kérhet. Ha nem Ön próbált regisztrálni, hagyja figyelmen kívül ezt a levelet: a fiókja nem változott.',
        ],
        link: [
          { text: 'Belépés a Cégdokba', url: `${config.publicUrl}/belepes` },
          { text: 'Elfelejtett jelszó', url: `${config.publicUrl}/elfelejtett-jelszo` },
        ],
      }),
    );
    return;
  }
  const passwordHash = await hashPassword(request.password);
  const { token, tokenHash } = createLinkToken();
  const now = deps.now();
  db.transaction((tx) => {
    tx.delete(pendingRegistrations).where(lte(pendingRegistrations.expiresAt, now)).run();
    tx.delete(pendingRegistrations).where(eq(pendingRegistrations.email, request.email)).run();
    tx.insert(pendingRegistrations)
      .values({
        tokenHash,
        name: request.name,
        email: request.email,
        passwordHash,
        expiresAt: new Date(now.getTime() + REGISTRATION_LINK_LIFETIME_MS),
      })
      .run();
  });
  await deps.mailer.send(
    composeMessage({
      to: request.email,
      subject: 'Regisztráció megerősítése – Cégdok',
      paragraphs: [
        `Kedves ${request.name}!`,
        'Köszönjük, hogy regisztrált a Cégdokba. A regisztráció befejezéséhez kérjük, erősítse meg az e-mail-címét az alábbi linkre kattintva. A link 24 óráig érvényes, és csak egyszer használható.',
        'Ha nem Ön kezdeményezte a regisztrációt, hagyja figyelmen kívül ezt a levelet: fiók nem jön létre.',
      ],
      link: {
        text: 'Regisztráció megerősítése',
        url: `${config.publicUrl}/regisztracio/megerosites?token=${encodeURIComponent(token)}`,
      },
    }),
  );
}
