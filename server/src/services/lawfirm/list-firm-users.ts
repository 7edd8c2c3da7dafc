import { asc, eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { lawFirmUsers } from '../../db/schema/commerce.ts';
import type { Db } from '../../db/open-database.ts';
import { findMembership } from './law-firm-membership.ts';

export type FirmUser = { joinRequestId: number; userName: string; email: string; lawFirmUserStatus: string };

/** The users of the caller's firm with their statuses (members and pending ones); empty without a firm. */
export function listFirmUsers(db: Db, userId: number): FirmUser[] {
  const membership = findMembership(db, userId);
  if (!membership) return [];
  return db
    .select({
      joinRequestId: lawFirmUsers.id,
      userName: users.name,
      email: users.email,
      lawFirmUserStatus: lawFirmUsers.status,
    })
    .from(lawFirmUsers)
    .innerJoin(users, eq(users.id, lawFirmUsers.userId))
    .where(eq(lawFirmUsers.lawFirmId, membership.lawFirmId))
    .orderBy(asc(lawFirmUsers.id))
    .all();
}
