import { eq } from 'drizzle-orm';
import { withArticle } from '@cegdok/engine';
import type { AppDeps } from '../../app-deps.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { users } from '../../db/schema/accounts.ts';
import { lawFirms, lawFirmUsers } from '../../db/schema/commerce.ts';
import { composeMessage } from '../../integrations/mail/compose-message.ts';
import { ensureFirmHasRoom, findMembership, hasPendingRequest, requireFirmAdmin } from './law-firm-membership.ts';

type Invitation =
  | { kind: 'invited' | 'in-another-firm'; firmName: string; invitee: { name: string } }
  | { kind: 'unregistered'; firmName: string }
  | { kind: 'already-pending'; firmName: string };

/**
 * The firm's admin invites a user by e-mail (INVITED), while the members are fewer than the
 * subscription's `userCap`. The answer does not depend on the address (no account is revealed):
 * a registered user without a firm is invited; an unregistered address is told by e-mail how to
 * register and ask to join; a member of another firm is told why it cannot join; a pending
 * invitation stays as it is. Every e-mail goes out in the background, so the answer takes the same
 * time either way.
 */
export function inviteToLawFirm(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'background' | 'now'>,
  admin: AuthUser,
  emailInput: string,
): void {
  const email = emailInput.trim().toLowerCase();
  const now = deps.now();
  const invitation = deps.db.transaction((tx): Invitation => {
    const { lawFirmId } = requireFirmAdmin(tx, admin.id);
    ensureFirmHasRoom(tx, lawFirmId, now);
    const firmName = tx.select({ nev: lawFirms.nev }).from(lawFirms).where(eq(lawFirms.id, lawFirmId)).get()?.nev ?? '';
    const invitee = tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email)).get();
    if (!invitee) return { kind: 'unregistered', firmName };
    if (findMembership(tx, invitee.id)) return { kind: 'in-another-firm', firmName, invitee };
    if (hasPendingRequest(tx, lawFirmId, invitee.id)) return { kind: 'already-pending', firmName };
    tx.insert(lawFirmUsers).values({ lawFirmId, userId: invitee.id, status: 'INVITED', createdAt: now }).run();
    return { kind: 'invited', firmName, invitee };
  });
  if (invitation.kind === 'already-pending') return;
  const invited = `${admin.name} meghívta Önt ${withArticle(invitation.firmName)} ügyvédi iroda Cégdok-fiókjába.`;
  const message =
    invitation.kind === 'unregistered'
      ? composeMessage({
          to: email,
          subject: 'Meghívás ügyvédi irodába – Cégdok',
          paragraphs: [
            'Tisztelt Címzett!',
            `${invited} A meghívás elfogadásához először regisztráljon a Cégdokba ezzel az e-mail-címmel, majd a Fiók menüpontban kérje a csatlakozást az iroda adminisztrátorának e-mail-címével: ${admin.email}.`,
            'Ha nem ismeri a meghívót, hagyja figyelmen kívül ezt a levelet.',
          ],
          link: { text: 'Regisztráció', url: `${deps.config.publicUrl}/regisztracio` },
        })
      : invitation.kind === 'in-another-firm'
        ? composeMessage({
            to: email,
            subject: 'Meghívás ügyvédi irodába – Cégdok',
            paragraphs: [
              `Kedves ${invitation.invitee.name}!`,
              `${invited} Ön jelenleg egy másik iroda tagja; egy felhasználó csak egy irodához tartozhat. Ha csatlakozni szeretne, előbb lépjen ki a jelenlegi irodájából a Fiók menüpontban, majd kérje a csatlakozást az iroda adminisztrátorának e-mail-címével: ${admin.email}.`,
            ],
            link: { text: 'Fiók megnyitása', url: `${deps.config.publicUrl}/tool/fiok` },
          })
        : composeMessage({
            to: email,
            subject: 'Meghívás ügyvédi irodába – Cégdok',
            paragraphs: [
              `Kedves ${invitation.invitee.name}!`,
              `${invited} Ha elfogadja a meghívást, az iroda előfizetését közösen használják.`,
              'A meghívást a Fiók menüpontban fogadhatja el.',
            ],
            link: { text: 'Meghívás megtekintése', url: `${deps.config.publicUrl}/tool/fiok` },
          });
  deps.background.run('law-firm invitation e-mail', () => deps.mailer.send(message));
}
