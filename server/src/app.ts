import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { maxRequestBytes } from '@cegdok/engine/json-schema';
import type { AppDeps, AppEnv } from './app-deps.ts';
import { AppError, errorCodeForStatus } from './errors/app-error.ts';
import { cacheBuiltFiles } from './http/cache-built-files.ts';
import { limitBody } from './http/limit-body.ts';
import { MemoizedTrieRouter } from './http/memoized-trie-router.ts';
import { noStore } from './http/no-store.ts';
import { RateLimiter } from './http/rate-limit.ts';
import { securityHeaders } from './http/security-headers.ts';
import { LoginThrottle } from './services/accounts/login-throttle.ts';
import { PreviewCache } from './services/documents/preview-cache.ts';
import { createSimplePayEmulator } from './integrations/simplepay/create-simplepay-emulator.ts';
import { accountRoutes } from './routes/account-routes.ts';
import { adminRoutes } from './routes/admin-routes.ts';
import { betaRoutes } from './routes/beta-routes.ts';
import { billingRoutes } from './routes/billing-routes.ts';
import { addressRoutes } from './routes/address-routes.ts';
import { amendmentRoutes } from './routes/amendment-routes.ts';
import { companyRoutes } from './routes/company-routes.ts';
import { contactRoutes } from './routes/contact-routes.ts';
import { docRoutes } from './routes/doc-routes.ts';
import { documentEngineRoutes } from './routes/document-engine-routes.ts';
import { featureFlagRoutes } from './routes/feature-flag-routes.ts';
import { healthRoutes } from './routes/health-routes.ts';
import { lawFirmRoutes } from './routes/lawfirm-routes.ts';
import { createOpenApiRoutes } from './routes/openapi-routes.ts';
import { paymentRoutes } from './routes/payment-routes.ts';
import { personRoutes } from './routes/person-routes.ts';
import { planRoutes } from './routes/plan-routes.ts';
import { statsRoutes } from './routes/stats-routes.ts';

const MEBIBYTE = 1024 * 1024;

/**
 * JSON bodies above this size are refused with 413. It follows from the schema's text and list limits: the largest
 * request the schema accepts, rounded up to a whole MiB (a real company is about 50 kB).
 */
export const BODY_LIMIT_BYTES = Math.ceil(maxRequestBytes() / MEBIBYTE) * MEBIBYTE;

const api = new Hono<AppEnv>()
  .route('/', healthRoutes)
  .route('/', featureFlagRoutes)
  .route('/', accountRoutes)
  .route('/', personRoutes)
  .route('/', companyRoutes)
  .route('/', amendmentRoutes)
  .route('/', documentEngineRoutes)
  .route('/', docRoutes)
  .route('/', statsRoutes)
  .route('/', contactRoutes)
  .route('/', planRoutes)
  .route('/', addressRoutes)
  .route('/', paymentRoutes)
  .route('/', billingRoutes)
  .route('/', lawFirmRoutes)
  .route('/', betaRoutes)
  .route('/', adminRoutes);

export type ApiType = typeof api;

/** The whole HTTP application: API under /api, the built web app everywhere else. */
export function createApp(deps: AppDeps) {
  const rateLimiter = new RateLimiter();
  const loginThrottle = new LoginThrottle();
  const previewCache = new PreviewCache({ maxBytes: deps.config.previewCacheBytes });
  const app = new Hono<AppEnv>({ router: new MemoizedTrieRouter() });

  app.use(securityHeaders(deps.config));
  app.use((c, next) => {
    c.set('deps', deps);
    c.set('rateLimiter', rateLimiter);
    c.set('loginThrottle', loginThrottle);
    c.set('previewCache', previewCache);
    return next();
  });
  app.use('/api/*', noStore);
  app.use('/api/*', limitBody(BODY_LIMIT_BYTES));

  app.route('/api', api);
  if (deps.config.paymentProvider === 'emulator')
    app.route(
      '/',
      createSimplePayEmulator({
        ...deps.config.simplePay,
        publicUrl: deps.config.publicUrl,
        ipnUrl: `${deps.config.internalUrl}/api/payment/ipn`,
        now: deps.now,
        logger: deps.logger,
      }),
    );
  app.route('/api', createOpenApiRoutes(app));
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', { message: 'Nincs ilyen API-hívás.' });
  });

  const webDistDir = deps.webDistDir;
  if (webDistDir && existsSync(join(webDistDir, 'index.html'))) {
    const root = relative(process.cwd(), webDistDir) || '.';
    app.use('*', cacheBuiltFiles);
    app.use('*', serveStatic({ root }));
    // a built file that is not there (an old deploy's, a typo) is missing, not a page of the app
    app.get('/assets/*', (c) => c.notFound());
    app.get('*', serveStatic({ root, path: 'index.html' }));
  }

  app.notFound((c) => c.json(new AppError('NOT_FOUND').toBody(), 404));
  app.onError((error, c) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json(error.toBody(), error.status as 400);
    }
    if (error instanceof HTTPException && error.status < 500) {
      const code = errorCodeForStatus(error.status);
      const message = error.status === 400 ? 'A kérés formátuma hibás (érvénytelen JSON).' : undefined;
      const appError = new AppError(error.status === 400 ? 'MALFORMED_REQUEST' : code, message ? { message } : {});
      return c.json(appError.toBody(), error.status);
    }
    deps.logger.error('unhandled error', {
      requestId: c.var.requestId,
      method: c.req.method,
      path: c.req.path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return c.json(
      new AppError('INTERNAL', {
        message: `Váratlan hiba történt (azonosító: ${c.var.requestId}). Kérjük, próbálja újra később.`,
      }).toBody(),
      500,
    );
  });
  return app;
}
