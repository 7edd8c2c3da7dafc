import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-deps.ts';
import { AppError } from '../errors/app-error.ts';
import { validateSessionToken } from './sessions.ts';

/**
 * Needs `Authorization: Bearer <token>` of a live session; sets `user` and `session`. Not async (it runs on every
 * authenticated call): Hono awaits what it answers, and a refusal thrown here reaches the error handler just the same.
 */
export const requireUser = createMiddleware<AppEnv>((c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new AppError('UNAUTHENTICATED');
  const { db, now } = c.get('deps');
  const result = validateSessionToken(db, match[1], now());
  if (!result)
    throw new AppError('UNAUTHENTICATED', {
      message: 'A munkamenet lejárt vagy érvénytelen. Kérjük, jelentkezzen be újra.',
    });
  c.set('user', result.user);
  c.set('session', result.session);
  return next();
});
