import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-deps.ts';

/** The built web app's files under /assets/: their names carry a hash of their content. */
export const HASHED_FILE_CACHE = 'public, max-age=31536000, immutable';
/** Every other answer of the built web app: index.html, whatever route of the app it stands for. */
export const PAGE_CACHE = 'no-cache';

/**
 * What a browser may keep of the built web app. A file under /assets/ changes its name when its content changes, so
 * the browser keeps it for a year without asking again; index.html names the files of the deploy it belongs to, so
 * the browser asks for it at every load (`no-cache`: kept, but asked again) and a deploy reaches it at once.
 */
export const cacheBuiltFiles = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status !== 200 || c.res.headers.has('cache-control')) return;
  c.res.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? HASHED_FILE_CACHE : PAGE_CACHE);
});
