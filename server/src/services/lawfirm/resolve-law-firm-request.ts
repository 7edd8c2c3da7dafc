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

const NEEDED_STATUS: Record<RequestAction, LawFirmUserStatus> = {
  'accept-invite': 'INVITED',
  'cancel-join-request': 'WANTS_TO_JOIN',
  'accept-join-request': 'WANTS_TO_JOIN',
  'revoke-invite': 'INVITED',
};

/**
 * One step on a pending relation: the invitee accepts an invitation, the requester cancels a join
 * request (both on their own rows), the firm's admin accepts a join request or revokes an
 * invitation (on the firm's rows). Another's row, or one in another state, is a 404.
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
      .where(and(eq(lawFirmUsers.id, requestId), scope, eq(lawFirmUsers.status, NEEDED_STATUS[action])))
      .get();
    if (!row) throw new AppError('NOT_FOUND', { message: 'Nincs ilyen meghívás vagy csatlakozási kérés.' });
    if (action === 'accept-invite' || action === 'accept-join-request') joinLawFirm(tx, row, deps.now());
    else tx.delete(lawFirmUsers).where(eq(lawFirmUsers.id, row.id)).run();
  });
}
