import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { lawFirmUsers, type LawFirmUserStatus } from '../../db/schema/commerce.ts';
import { AppError } from '../../errors/app-error.ts';
import { joinLawFirm, requireFirmAdmin } from './law-firm-membership.ts';

export const REQUEST_ACTIONS = [
  'accept-invite',
  'cancel-join-request',
  'accept-join-request',
  'revoke-invite',
] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

/** The row states each action works on. */
const ACCEPTED_STATUSES: Record<RequestAction, readonly LawFirmUserStatus[]> = {
  'accept-invite': ['INVITED'],
  // The user's own join request, or their own membership: leaving the firm.
  'cancel-join-request': ['WANTS_TO_JOIN', 'JOINED'],
  'accept-join-request': ['WANTS_TO_JOIN'],
  // An invitation of the firm, or a member of it: removing them.
  'revoke-invite': ['INVITED', 'JOINED'],
};

/**
 * One step on a law-firm relation: the invitee accepts an invitation; a user cancels their own
 * join request or, as a JOINED member, leaves the firm (both on their own rows); the firm's admin
 * accepts a join request, revokes an invitation or removes a JOINED member (on the firm's rows).
 * Whoever leaves or is removed shares the firm's subscription no more: their own (what they had
 * before joining, or `free` if it has ended since) is theirs again. The ADMIN cannot leave or be
 * removed (403). Another's row, or one in another state, is a 404.
 */
export function resolveLawFirmRequest(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: number,
  requestId: number,
  action: RequestAction,
): void {
  deps.db.transaction((tx) => {
    const isAdminAction = action === 'accept-join-request' || action === 'revoke-invite';
    const scope = isAdminAction
      ? eq(lawFirmUsers.lawFirmId, requireFirmAdmin(tx, userId).lawFirmId)
      : eq(lawFirmUsers.userId, userId);
    const row = tx
      .select()
      .from(lawFirmUsers)
      .where(and(eq(lawFirmUsers.id, requestId), scope))
      .get();
    const isRemoval = action === 'cancel-join-request' || action === 'revoke-invite';
    if (row?.status === 'ADMIN' && isRemoval)
      throw new AppError('FORBIDDEN', {
        message:
          action === 'revoke-invite'
            ? 'Az iroda adminisztrátora nem távolítható el az irodából.'
            : 'Az iroda adminisztrátora nem léphet ki az irodából.',
      });
    if (!row || !ACCEPTED_STATUSES[action].includes(row.status))
      throw new AppError('NOT_FOUND', { message: 'Nincs ilyen meghívás, csatlakozási kérés vagy tag.' });
    if (action === 'accept-invite' || action === 'accept-join-request') joinLawFirm(tx, row, deps.now());
    else tx.delete(lawFirmUsers).where(eq(lawFirmUsers.id, row.id)).run();
  });
}
