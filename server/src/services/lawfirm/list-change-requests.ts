import { and, asc, eq, inArray } from 'drizzle-orm';
import { lawFirms, lawFirmUsers } from '../../db/schema/commerce.ts';
import type { Db } from '../../db/open-database.ts';

export type ChangeRequest = { requestId: number; type: 'INVITED' | 'WANTS_TO_JOIN'; nameOfLawFirm: string };

/** The user's own pending relations: invitations to accept and join requests to cancel. */
export function listChangeRequests(db: Db, userId: number): ChangeRequest[] {
  return db
    .select({ requestId: lawFirmUsers.id, type: lawFirmUsers.status, nameOfLawFirm: lawFirms.nev })
    .from(lawFirmUsers)
    .innerJoin(lawFirms, eq(lawFirms.id, lawFirmUsers.lawFirmId))
    .where(and(eq(lawFirmUsers.userId, userId), inArray(lawFirmUsers.status, ['INVITED', 'WANTS_TO_JOIN'])))
    .orderBy(asc(lawFirmUsers.id))
    .all() as ChangeRequest[];
}
