import type { HttpBindings } from '@hono/node-server';
import type { AuthUser, Session } from './auth/sessions.ts';
import type { BackgroundTasks } from './background-tasks.ts';
import type { Config } from './config.ts';
import type { Db } from './db/open-database.ts';
import type { Mailer } from './integrations/mail/mailer.ts';
import type { SimplePayClient } from './integrations/simplepay/create-simplepay-client.ts';
import type { InvoiceIssuer } from './integrations/szamlazz/create-szamlazz-agent.ts';
import type { AddressProvider } from './integrations/places/address-provider.ts';
import type { RateLimiter } from './http/rate-limit.ts';
import type { LoginThrottle } from './services/accounts/login-throttle.ts';
import type { Logger } from './logger.ts';
import type { RenderPool } from './rendering/create-render-pool.ts';
import type { PreviewCache } from './services/documents/preview-cache.ts';
import type { TeaorIndex } from './services/teaor/create-teaor-index.ts';

/** Everything the app needs from outside; tests build their own. */
export type AppDeps = {
  config: Config;
  db: Db;
  /** .docx and PDF rendering in worker threads, each render within a time and memory budget. */
  renderer: RenderPool;
  mailer: Mailer;
  addresses: AddressProvider;
  teaor: TeaorIndex;
  /** SimplePay v2 (the real one or the embedded emulator, by configuration). */
  payments: SimplePayClient;
  /** Számlázz.hu Agent when SZAMLAZZ_AGENT_KEY is set; no invoices otherwise. */
  invoices: InvoiceIssuer | undefined;
  logger: Logger;
  /** Follow-up work that must not hold up an answer (invoice, receipt, reset e-mail). */
  background: BackgroundTasks;
  now: () => Date;
  /** Requests allowed per window for the rate-limited calls. */
  rateLimits: RateLimits;
  /** The built web app (web/dist), served with SPA fallback when it exists. */
  webDistDir: string | undefined;
};

export type RateLimitRule = { limit: number; windowMs: number };
export type RateLimits = Record<'login' | 'register' | 'passwordReset' | 'contact' | 'address', RateLimitRule>;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { limit: 10, windowMs: 60_000 },
  register: { limit: 5, windowMs: 10 * 60_000 },
  passwordReset: { limit: 5, windowMs: 15 * 60_000 },
  contact: { limit: 5, windowMs: 10 * 60_000 },
  address: { limit: 120, windowMs: 60_000 },
};

export type AppEnv = {
  Bindings: Partial<HttpBindings>;
  Variables: {
    deps: AppDeps;
    rateLimiter: RateLimiter;
    loginThrottle: LoginThrottle;
    previewCache: PreviewCache;
    user: AuthUser;
    session: Session;
    requestId: string;
    previewKey?: string;
  };
};
