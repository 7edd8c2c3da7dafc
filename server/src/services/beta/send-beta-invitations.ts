import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { betaUsers } from '../../db/schema/accounts.ts';
import { composeMessage } from '../../integrations/mail/compose-message.ts';
import { listInvitableBetaUsers } from './list-beta-users.ts';

/** E-mails a registration link to every entry not invited yet and marks it invited; answers how many went out. */
export async function sendBetaInvitations(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'logger' | 'now'>,
): Promise<number> {
  let sent = 0;
  for (const entry of listInvitableBetaUsers(deps.db)) {
    const claimed = deps.db
      .update(betaUsers)
      .set({ invitedAt: deps.now() })
      .where(and(eq(betaUsers.id, entry.id), isNull(betaUsers.invitedAt)))
      .run().changes;
    if (claimed === 0) continue;
    const message = composeMessage({
      to: entry.email,
      subject: 'Meghívó a Cégdok zárt bétatesztjére',
      paragraphs: [
        `Kedves ${entry.name}!`,
        'Örömmel meghívjuk a Cégdok zárt bétatesztjére. A Cégdokkal néhány perc alatt elkészítheti a Kft. alapításához szükséges dokumentumokat: társasági szerződést, aláírás-mintát, nyilatkozatokat és tagjegyzéket.',
        'A béta időszak alatt a Béta Teszt csomag díjmentesen használható. Regisztráljon ezzel az e-mail-címmel az alábbi linken.',
      ],
      link: {
        text: 'Regisztráció',
        url: `${deps.config.publicUrl}/regisztracio?email=${encodeURIComponent(entry.email)}`,
      },
    });
    try {
      await deps.mailer.send(message);
      sent += 1;
    } catch (error) {
      deps.db.update(betaUsers).set({ invitedAt: null }).where(eq(betaUsers.id, entry.id)).run();
      deps.logger.error('beta invitation e-mail failed', { error: String(error) });
    }
  }
  return sent;
}
