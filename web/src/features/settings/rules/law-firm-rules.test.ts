import { describe, expect, it } from 'vitest';
import {
  canInvite,
  hasOtherMembers,
  lawFirmStatusLabel,
  pendingApprovals,
  validateInviteEmail,
} from './law-firm-rules.ts';

const admin = { joinRequestId: 1, userName: 'Dr. Kiss Anna', lawFirmUserStatus: 'ADMIN' };
const wantsToJoin = { joinRequestId: 2, userName: 'Nagy Béla', lawFirmUserStatus: 'WANTS_TO_JOIN' };
const invited = { joinRequestId: 3, userName: 'Tóth Cecília', lawFirmUserStatus: 'INVITED' };
const joined = { joinRequestId: 4, userName: 'Szabó Dénes', lawFirmUserStatus: 'JOINED' };

describe('law firm rules', () => {
  it('names every status and calls any other unknown', () => {
    expect(lawFirmStatusLabel('INVITED')).toBe('Meghívott');
    expect(lawFirmStatusLabel('WANTS_TO_JOIN')).toBe('Csatlakozás kérve');
    expect(lawFirmStatusLabel('REMOVED')).toBe('Ismeretlen');
  });

  it('allows inviting only below the user cap', () => {
    expect(canInvite({ userCount: 2, userCap: 3 })).toBe(true);
    expect(canInvite({ userCount: 3, userCap: 3 })).toBe(false);
    expect(canInvite(undefined)).toBe(false);
  });

  it('counts only members as other users, not pending invitations', () => {
    expect(hasOtherMembers([admin, invited, wantsToJoin], 1)).toBe(false);
    expect(hasOtherMembers([admin, joined], 1)).toBe(true);
    expect(hasOtherMembers(undefined, 2)).toBe(true);
  });

  it('badges invitations to accept and, for the firm admin, join requests', () => {
    const requests = [
      { requestId: 7, type: 'INVITED' as const, nameOfLawFirm: 'Alfa Iroda' },
      { requestId: 8, type: 'WANTS_TO_JOIN' as const, nameOfLawFirm: 'Béta Iroda' },
    ];
    expect(pendingApprovals(requests, [admin, wantsToJoin, invited], true)).toBe(2);
    expect(pendingApprovals(requests, [admin, wantsToJoin], false)).toBe(1);
    expect(pendingApprovals(undefined, undefined, true)).toBe(0);
  });

  it('requires a valid e-mail in the popups', () => {
    expect(validateInviteEmail('')).toBe('Érvényes e-mail-címet adjon meg.');
    expect(validateInviteEmail('kolléga@példa')).toBe('Érvényes e-mail-címet adjon meg.');
    expect(validateInviteEmail(' kollega@example.hu ')).toBeNull();
  });
});
