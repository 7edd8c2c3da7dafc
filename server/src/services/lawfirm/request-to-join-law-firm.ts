import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { users } from '../../db/schema/accounts.ts';
import { lawFirmUsers } from '../../db/schema/commerce.ts';
import { AppError } from '../../errors/app-error.ts';
import { composeMessage } from '../../integrations/mail/compose-message.ts';
import { findMembership, hasPendingRequest } from './law-firm-membership.ts';

/**
 * A user without a firm asks to join the firm whose admin has `adminEmail` (WANTS_TO_JOIN); the
 * admin is e-mailed in the background. The answer does not depend on the address: one that is no
 * firm admin's (or with a request already pending) changes nothing and is not reported, so no
 * account or firm is revealed, and the answer takes the same time either way.
 */
export function requestToJoinLawFirm(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'background' | 'now'>,
  user: AuthUser,
  adminEmail: string,
): void {
  const email = adminEmail.trim().toLowerCase();
  const admin = deps.db.transaction((tx) => {
    if (findMembership(tx, user.id)) throw new AppError('ALREADY_IN_LAW_FIRM');
    const found = tx
      .select({ name: users.name, lawFirmId: lawFirmUsers.lawFirmId })
      .from(users)
      .innerJoin(lawFirmUsers, and(eq(lawFirmUsers.userId, users.id), eq(lawFirmUsers.status, 'ADMIN')))
      .where(eq(users.email, email))
      .get();
    if (!found || hasPendingRequest(tx, found.lawFirmId, user.id)) return undefined;
    tx.insert(lawFirmUsers)
      .values({ lawFirmId: found.lawFirmId, userId: user.id, status: 'WANTS_TO_JOIN', createdAt: deps.now() })
      .run();
    return found;
  });
  if (!admin) return;
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
  deps.background.run('join request e-mail', () => deps.mailer.send(message));
}
