import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../auth/password.ts';
import { createSession } from '../../auth/sessions.ts';
import { users } from '../../db/schema/accounts.ts';
import { AppError } from '../../errors/app-error.ts';
import type { LoginThrottle } from './login-throttle.ts';

/**
 * Checks the password and answers a new session token; the same error for an unknown e-mail.
 * An account in back-off (see `LoginThrottle`) answers 429 before the password is checked.
 */
export async function logIn(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  credentials: { email: string; password: string },
  throttle: { limiter: LoginThrottle; address: string },
): Promise<{ token: string }> {
  const { db } = deps;
  const email = credentials.email.trim().toLowerCase();
  const attemptedAt = deps.now().getTime();
  const waitMs = throttle.limiter.waitMs(email, throttle.address, attemptedAt);
  if (waitMs > 0) throw new AppError('RATE_LIMITED', { retryAfterSeconds: Math.ceil(waitMs / 1000) });
  const user = db
    .select({ id: users.id, passwordHash: users.passwordHash, role: users.role })
    .from(users)
    .where(eq(users.email, email))
    .get();
  const isValid = await verifyPassword(user?.passwordHash ?? DUMMY_PASSWORD_HASH, credentials.password);
  if (!user || !isValid) {
    throttle.limiter.recordFailure(email, attemptedAt);
    throw new AppError('INVALID_CREDENTIALS');
  }
  throttle.limiter.recordSuccess(email, throttle.address, attemptedAt);
  // Site admins come from configuration: the role follows ADMIN_EMAILS at every login.
  const role = deps.config.adminEmails.includes(email) ? 'admin' : 'user';
  if (role !== user.role) db.update(users).set({ role }).where(eq(users.id, user.id)).run();
  return { token: createSession(db, user.id, deps.now()).token };
}
