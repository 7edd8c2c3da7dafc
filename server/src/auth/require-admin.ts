import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-deps.ts';
import { AppError } from '../errors/app-error.ts';

/** After requireUser: only site admins, whose e-mail is in ADMIN_EMAILS (checked on every call), pass; others get 403. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.deps.config.adminEmails.includes(c.var.user.email.toLowerCase())) throw new AppError('FORBIDDEN');
  await next();
});
