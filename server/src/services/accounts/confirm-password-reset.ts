import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { hashLinkToken } from '../../auth/link-token.ts';
import { hashPassword } from '../../auth/password.ts';
import { invalidateUserSessions } from '../../auth/sessions.ts';
import { passwordResetTokens, users } from '../../db/schema/accounts.ts';
import { AppError } from '../../errors/app-error.ts';

/** Sets the new password for a live token, uses the token up and ends every session of the user. */
export async function confirmPasswordReset(
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: { token: string; password: string },
): Promise<void> {
  const { db } = deps;
  const tokenHash = hashLinkToken(input.token);
  const passwordHash = await hashPassword(input.password);
  const isDone = db.transaction((tx) => {
    const row = tx.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash)).get();
    if (!row) return false;
    tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, row.userId)).run();
    if (row.expiresAt.getTime() <= deps.now().getTime()) return false;
    tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId)).run();
    invalidateUserSessions(tx, row.userId);
    return true;
  });
  if (!isDone) throw new AppError('INVALID_RESET_TOKEN');
}
