import { eq } from 'drizzle-orm';
import { withArticle } from '@cegdok/engine';
import type { AppDeps } from '../../app-deps.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { users } from '../../db/schema/accounts.ts';
import { lawFirms, lawFirmUsers } from '../../db/schema/commerce.ts';
import { AppError } from '../../errors/app-error.ts';
import { composeMessage } from '../../integrations/mail/compose-message.ts';
import { ensureFirmHasRoom, findMembership, hasPendingRequest, requireFirmAdmin } from './law-firm-membership.ts';

/**
 * The firm's admin invites a registered user by e-mail (INVITED), while the members are fewer
 * than the subscription's `userCap`; the invitee gets an e-mail and accepts in the settings.
 */
export async function inviteToLawFirm(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'logger' | 'now'>,
  admin: AuthUser,
  emailInput: string,
): Promise<void> {
  const email = emailInput.trim().toLowerCase();
  const now = deps.now();
  const { invitee, firmName } = deps.db.transaction((tx) => {
    const { lawFirmId } = requireFirmAdmin(tx, admin.id);
    ensureFirmHasRoom(tx, lawFirmId, now);
    const found = tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email)).get();
    if (!found)
      throw new AppError('NOT_FOUND', {
        message: 'Ezzel az e-mail-címmel nincs regisztrált felhasználó. Ellenőrizze a címet!',
        fields: { email: 'Ezzel az e-mail-címmel nincs regisztrált felhasználó.' },
      });
    if (findMembership(tx, found.id)) throw new AppError('ALREADY_IN_LAW_FIRM');
    if (hasPendingRequest(tx, lawFirmId, found.id)) throw new AppError('LAW_FIRM_REQUEST_EXISTS');
    tx.insert(lawFirmUsers).values({ lawFirmId, userId: found.id, status: 'INVITED', createdAt: now }).run();
    const firm = tx.select({ nev: lawFirms.nev }).from(lawFirms).where(eq(lawFirms.id, lawFirmId)).get();
    return { invitee: found, firmName: firm?.nev ?? '' };
  });
  const message = composeMessage({
    to: email,
    subject: 'Meghívás ügyvédi irodába – Cégdok',
    paragraphs: [
      `Kedves ${invitee.name}!`,
      `${admin.name} meghívta Önt ${withArticle(firmName)} ügyvédi iroda Cégdok-fiókjába. Ha elfogadja a meghívást, az iroda előfizetését közösen használják.`,
      'A meghívást a Fiók menüpontban fogadhatja el.',
    ],
    link: { text: 'Meghívás megtekintése', url: `${deps.config.publicUrl}/tool/fiok` },
  });
  await deps.mailer
    .send(message)
    .catch((error: unknown) => deps.logger.error('law-firm invitation e-mail failed', { error: String(error) }));
}
