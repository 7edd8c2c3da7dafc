import type { ChangeRequest, LawFirmUser } from '../../../api/lawfirm.ts';
import type { Subscription } from '../../../api/subscription.ts';

const STATUS_LABELS: Record<string, string> = {
  ADMIN: 'Adminisztrátor',
  JOINED: 'Csatlakozott',
  INVITED: 'Meghívott',
  WANTS_TO_JOIN: 'Csatlakozás kérve',
};

/** Law-firm user status (spec section 4); any other value is unknown. */
export function lawFirmStatusLabel(status: string): string {
  return STATUS_LABELS[status] ?? 'Ismeretlen';
}

/** The invite button is enabled only while the firm's user count is below the plan's userCap (spec section 5). */
export function canInvite(subscription: Pick<Subscription, 'userCount' | 'userCap'> | undefined): boolean {
  return subscription !== undefined && subscription.userCount < subscription.userCap;
}

/** Members of the firm other than the user: deletion is refused while there are any. */
export function hasOtherMembers(firmUsers: LawFirmUser[] | undefined, userCount: number | undefined): boolean {
  const members = (firmUsers ?? []).filter(
    (user) => user.lawFirmUserStatus === 'ADMIN' || user.lawFirmUserStatus === 'JOINED',
  ).length;
  return Math.max(members, userCount ?? 1) > 1;
}

/** The settings menu badge: invitations the user may accept, and join requests the firm admin may accept. */
export function pendingApprovals(
  changeRequests: ChangeRequest[] | undefined,
  firmUsers: LawFirmUser[] | undefined,
  isFirmAdmin: boolean,
): number {
  const invitations = (changeRequests ?? []).filter((request) => request.type === 'INVITED').length;
  const joinRequests = isFirmAdmin
    ? (firmUsers ?? []).filter((user) => user.lawFirmUserStatus === 'WANTS_TO_JOIN').length
    : 0;
  return invitations + joinRequests;
}

/** The e-mail check of the invite and join popups (spec section 5). */
export function validateInviteEmail(value: string): string | null {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim()) ? null : 'Érvényes e-mail-címet adjon meg.';
}
