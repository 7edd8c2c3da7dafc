import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../auth/password.ts';
import { createSession } from '../../auth/sessions.ts';
import { users } from '../../db/schema/accounts.ts';
import { AppError } from '../../errors/app-error.ts';

/** Checks the password and answers a new session token; the same error for an unknown e-mail. */
export async function logIn(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  credentials: { email: string; password: string },
): Promise<{ token: string }> {
  const { db } = deps;
  const email = credentials.email.trim().toLowerCase();
  const user = db
    .select({ id: users.id, passwordHash: users.passwordHash, role: users.role })
    .from(users)
    .where(eq(users.email, email))
    .get();
  const isValid = await verifyPassword(user?.passwordHash ?? DUMMY_PASSWORD_HASH, credentials.password);
  if (!user || !isValid) throw new AppError('INVALID_CREDENTIALS');
  // Site admins come from configuration: the role follows ADMIN_EMAILS at every login.
  const role = deps.config.adminEmails.includes(email) ? 'admin' : 'user';
  if (role !== user.role) db.update(users).set({ role }).where(eq(users.id, user.id)).run();
  return { token: createSession(db, user.id, deps.now()).token };
}
