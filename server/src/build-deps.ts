import { fileURLToPath } from 'node:url';
import { DEFAULT_RATE_LIMITS, type AppDeps } from './app-deps.ts';
import { createBackgroundTasks } from './background-tasks.ts';
import type { Config } from './config.ts';
import type { Db } from './db/open-database.ts';
import { createMailer } from './integrations/mail/create-mailer.ts';
import { createGoogleAddressProvider } from './integrations/places/create-google-address-provider.ts';
import { createOfflineAddressProvider } from './integrations/places/create-offline-address-provider.ts';
import { createSimplePayClient } from './integrations/simplepay/create-simplepay-client.ts';
import { createSzamlazzAgent } from './integrations/szamlazz/create-szamlazz-agent.ts';
import type { Logger } from './logger.ts';
import { createRenderPool } from './rendering/create-render-pool.ts';
import { createTeaorIndex, loadTeaorEntries, loadTeaorSuccessors } from './services/teaor/create-teaor-index.ts';

export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/** The production wiring: each integration chosen by configuration, the embedded default otherwise. */
export function buildDeps(config: Config, db: Db, logger: Logger): AppDeps {
  return {
    config,
    db,
    logger,
    background: createBackgroundTasks(logger),
    renderer: createRenderPool(config.render),
    mailer: createMailer(config, logger),
    addresses: config.googlePlacesApiKey
      ? createGoogleAddressProvider({ apiKey: config.googlePlacesApiKey, logger })
      : createOfflineAddressProvider(),
    teaor: createTeaorIndex(loadTeaorEntries(), loadTeaorSuccessors()),
    ...createCommerceDeps(config),
    now: () => new Date(),
    rateLimits: DEFAULT_RATE_LIMITS,
    webDistDir: defaultWebDistDir,
  };
}

/** The payment provider and the invoice issuer the configuration chooses. */
export function createCommerceDeps(config: Config): Pick<AppDeps, 'payments' | 'invoices'> {
  return {
    payments: createSimplePayClient(config.simplePay),
    invoices: config.szamlazz ? createSzamlazzAgent(config.szamlazz) : undefined,
  };
}
