import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { AppDeps, RateLimits } from '../src/app-deps.ts';
import { createApp } from '../src/app.ts';
import { createBackgroundTasks } from '../src/background-tasks.ts';
import { createCommerceDeps } from '../src/build-deps.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { createMailer } from '../src/integrations/mail/create-mailer.ts';
import type { Mailer, MailMessage } from '../src/integrations/mail/mailer.ts';
import { createOfflineAddressProvider } from '../src/integrations/places/create-offline-address-provider.ts';
import { createLogger } from '../src/logger.ts';
import { createRenderPool } from '../src/rendering/create-render-pool.ts';
import { createTeaorIndex, loadTeaorEntries, loadTeaorSuccessors } from '../src/services/teaor/create-teaor-index.ts';

/** High enough that only the rate-limit tests (which pass their own) ever meet them. */
const generous = { limit: 10_000, windowMs: 60_000 };
const GENEROUS_RATE_LIMITS: RateLimits = {
  login: generous,
  register: generous,
  passwordReset: generous,
  contact: generous,
  address: generous,
};

let shared: Pick<AppDeps, 'renderer' | 'teaor' | 'addresses'> | undefined;

export type TestApp = ReturnType<typeof createTestApp>;

/**
 * The real app on a fresh SQLite file with the committed migrations, e-mail into an outbox
 * folder, a settable clock. Everything is removed after the test file.
 */
export function createTestApp(options: { env?: Record<string, string>; deps?: Partial<AppDeps> } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cegdok-server-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://cegdok.test',
    ...options.env,
  });
  const db = openDatabase(join(dataDir, 'test.sqlite'));
  const logger = options.deps?.logger ?? createLogger('silent');
  shared ??= {
    // Started on first use; its threads never keep the test process alive.
    renderer: createRenderPool({ size: 2, timeoutMs: 120_000, memoryMb: 1024, maxQueued: 200 }),
    teaor: createTeaorIndex(loadTeaorEntries(), loadTeaorSuccessors()),
    addresses: createOfflineAddressProvider(),
  };
  let now = new Date('2026-11-20T10:00:00Z');
  // Without SMTP_URL in `env`, e-mails land in DATA_DIR/outbox like in production.
  const outboxDir = join(dataDir, 'outbox');
  // Every message the mailer delivered, as handed to it: helpers read links from here whichever
  // mailer (outbox, SMTP, a test's own) the app uses.
  const delivered: MailMessage[] = [];
  const mailer = options.deps?.mailer ?? createMailer(config, logger);
  const recordingMailer: Mailer = {
    async send(message) {
      await mailer.send(message);
      delivered.push(message);
    },
  };
  const deps: AppDeps = {
    config,
    db,
    logger,
    background: createBackgroundTasks(logger),
    ...shared,
    ...createCommerceDeps(config),
    now: () => now,
    rateLimits: GENEROUS_RATE_LIMITS,
    webDistDir: undefined,
    ...options.deps,
    mailer: recordingMailer,
  };
  const app = createApp(deps);
  afterAll(async () => {
    await deps.background.idle();
    db.$client.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    app,
    db,
    deps,
    dataDir,
    outboxDir,
    delivered,
    setNow(instant: Date) {
      now = instant;
    },
    request(
      path: string,
      init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
    ) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      let body: string | undefined;
      if (init.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
      }
      return app.request(path, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
    },
  };
}

let userCounter = 0;

/** The token of the newest registration confirmation link the app has e-mailed to `email`. */
export async function confirmationTokenFor(testApp: Pick<TestApp, 'deps' | 'delivered'>, email: string) {
  await testApp.deps.background.idle();
  const mail = testApp.delivered.findLast(
    (message) => message.to === email.toLowerCase() && message.text.includes('/regisztracio/megerosites?token='),
  );
  const token = mail && /\/regisztracio\/megerosites\?token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no registration confirmation e-mail to ${email}`);
  return token;
}

/** Registers a fresh user the way a person does (sign-up, the e-mailed link) and answers its session token. */
export async function registerTestUser(
  testApp: TestApp,
  overrides: { name?: string; email?: string; password?: string } = {},
) {
  userCounter += 1;
  const account = {
    name: overrides.name ?? `Dr. Teszt Elek ${userCounter}`,
    email: overrides.email ?? `teszt${userCounter}-${Date.now()}@example.hu`,
    password: overrides.password ?? 'titkos-jelszo',
  };
  const requested = await testApp.request('/api/register', { body: account });
  if (requested.status !== 202) throw new Error(`registration failed: ${requested.status} ${await requested.text()}`);
  const token = await confirmationTokenFor(testApp, account.email);
  const confirmed = await testApp.request('/api/register/confirm', { body: { token } });
  if (confirmed.status !== 201) throw new Error(`confirmation failed: ${confirmed.status} ${await confirmed.text()}`);
  return { ...account, token: ((await confirmed.json()) as { token: string }).token };
}
