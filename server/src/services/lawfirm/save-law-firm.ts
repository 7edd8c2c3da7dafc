import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { lawFirms, lawFirmUsers, subscriptions } from '../../db/schema/commerce.ts';
import { AppError } from '../../errors/app-error.ts';
import { getCurrentSubscription } from '../subscriptions/get-current-subscription.ts';
import { findMembership } from './law-firm-membership.ts';

export type LawFirmInput = { nev: string; szekhely: string };

/**
 * Saves the law-firm data: the firm's admin updates it; a user without a firm creates one and
 * becomes its ADMIN, and the user's current subscription moves to the firm (shared from then on).
 * A member who is not the admin may not change it.
 */
export function saveLawFirm(deps: Pick<AppDeps, 'db' | 'now'>, userId: number, input: LawFirmInput) {
  const now = deps.now();
  return deps.db.transaction((tx) => {
    const membership = findMembership(tx, userId);
    if (membership) {
      if (membership.status !== 'ADMIN') throw new AppError('LAW_FIRM_ADMIN_ONLY');
      return tx.update(lawFirms).set(input).where(eq(lawFirms.id, membership.lawFirmId)).returning().get()!;
    }
    const { subscription } = getCurrentSubscription(tx, { userId }, now);
    const firm = tx
      .insert(lawFirms)
      .values({ ...input, createdAt: now })
      .returning()
      .get();
    tx.delete(lawFirmUsers)
      .where(and(eq(lawFirmUsers.userId, userId), inArray(lawFirmUsers.status, ['INVITED', 'WANTS_TO_JOIN'])))
      .run();
    tx.insert(lawFirmUsers).values({ lawFirmId: firm.id, userId, status: 'ADMIN', createdAt: now }).run();
    const { id: _id, ...period } = subscription;
    tx.insert(subscriptions)
      .values({ ...period, userId: null, lawFirmId: firm.id })
      .run();
    return firm;
  });
}
