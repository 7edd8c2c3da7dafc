import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { users } from '../../db/schema/accounts.ts';
import { lawFirmUsers } from '../../db/schema/commerce.ts';
import { AppError } from '../../errors/app-error.ts';
import { composeMessage } from '../../integrations/mail/compose-message.ts';
import { findMembership, hasPendingRequest } from './law-firm-membership.ts';

/** A user without a firm asks to join the firm whose admin has `adminEmail` (WANTS_TO_JOIN); the admin is e-mailed. */
export async function requestToJoinLawFirm(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'logger' | 'now'>,
  user: AuthUser,
  adminEmail: string,
): Promise<void> {
  const email = adminEmail.trim().toLowerCase();
  const admin = deps.db.transaction((tx) => {
    if (findMembership(tx, user.id)) throw new AppError('ALREADY_IN_LAW_FIRM');
    const found = tx
      .select({ name: users.name, lawFirmId: lawFirmUsers.lawFirmId })
      .from(users)
      .innerJoin(lawFirmUsers, and(eq(lawFirmUsers.userId, users.id), eq(lawFirmUsers.status, 'ADMIN')))
      .where(eq(users.email, email))
      .get();
    if (!found)
      throw new AppError('NOT_FOUND', {
        message: 'Ezzel az e-mail-címmel nincs ügyvédi irodát kezelő felhasználó. Ellenőrizze a címet!',
        fields: { email: 'Ezzel az e-mail-címmel nincs ügyvédi irodát kezelő felhasználó.' },
      });
    if (hasPendingRequest(tx, found.lawFirmId, user.id)) throw new AppError('LAW_FIRM_REQUEST_EXISTS');
    tx.insert(lawFirmUsers)
      .values({ lawFirmId: found.lawFirmId, userId: user.id, status: 'WANTS_TO_JOIN', createdAt: deps.now() })
      .run();
    return found;
  });
  const message = composeMessage({
    to: email,
    subject: 'Csatlakozási kérés az irodájához – Cégdok',
    paragraphs: [
      `Kedves ${admin.name}!`,
      `${user.name} (${user.email}) csatlakozni szeretne az ügyvédi irodájához a Cégdokban. Ha elfogadja, az iroda előfizetését közösen használják.`,
      'A kérést a Fiók menüpontban, az iroda felhasználói között fogadhatja el.',
    ],
    link: { text: 'Kérés megtekintése', url: `${deps.config.publicUrl}/tool/fiok` },
  });
  await deps.mailer
    .send(message)
    .catch((error: unknown) => deps.logger.error('join request e-mail failed', { error: String(error) }));
}
