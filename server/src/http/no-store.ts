import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-deps.ts';
import { isCompleteAnswer } from './security-headers.ts';

/**
 * `Cache-Control: no-store` on every API answer (errors included) unless the route chose its own:
 * answers carry personal data and tokens, which no browser or proxy cache may keep.
 */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (isCompleteAnswer(c.res)) return;
  if (!c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', 'no-store');
});
