import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { hashLinkToken } from '../../auth/link-token.ts';
import { createSession } from '../../auth/sessions.ts';
import { pendingRegistrations, users } from '../../db/schema/accounts.ts';
import { AppError } from '../../errors/app-error.ts';
import { startInitialSubscription } from '../subscriptions/start-initial-subscription.ts';

/**
 * Creates the account of a pending sign-up from its e-mailed token, with its first plan, and
 * answers a session token. The token works once and until it expires; an address that got an
 * account in the meantime (another link of it was followed) is a 409 — the caller has just proved
 * they own the mailbox, so saying so reveals nothing.
 */
export function confirmRegistration(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  linkToken: string,
): { token: string } {
  const { db, config } = deps;
  const now = deps.now();
  const outcome = db.transaction((tx) => {
    const pending = tx
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.tokenHash, hashLinkToken(linkToken)))
      .get();
    if (!pending) return 'invalid';
    tx.delete(pendingRegistrations).where(eq(pendingRegistrations.tokenHash, pending.tokenHash)).run();
    if (pending.expiresAt.getTime() <= now.getTime()) return 'invalid';
    if (tx.select({ id: users.id }).from(users).where(eq(users.email, pending.email)).get()) return 'taken';
    const user = tx
      .insert(users)
      .values({
        name: pending.name,
        email: pending.email,
        passwordHash: pending.passwordHash,
        role: config.adminEmails.includes(pending.email) ? 'admin' : 'user',
        createdAt: now,
      })
      .returning({ id: users.id })
      .get();
    startInitialSubscription(tx, user.id, now, config);
    return { token: createSession(tx, user.id, now).token };
  });
  if (outcome === 'invalid') throw new AppError('INVALID_REGISTRATION_TOKEN');
  if (outcome === 'taken') throw new AppError('EMAIL_TAKEN');
  return outcome;
}
