import { serve } from '@hono/node-server';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from './app.ts';
import { deleteExpiredSessions } from './auth/sessions.ts';
import { backupDir } from './backup/back-up-database.ts';
import { scheduleBackups } from './backup/schedule-backups.ts';
import { buildDeps, defaultWebDistDir } from './build-deps.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabaseForServer } from './db/open-database.ts';
import { EMULATOR_NOTICE } from './integrations/simplepay/create-simplepay-emulator.ts';
import { loadEnvFile } from './load-env-file.ts';
import { createLogger } from './logger.ts';
import { startScheduler } from './scheduler/start-scheduler.ts';
import { syncAdminRoles } from './services/accounts/sync-admin-roles.ts';
import { dropUnknownCompanyKeys } from './services/companies/drop-unknown-company-keys.ts';
import { upgradeStoredActivities } from './services/companies/upgrade-stored-activities.ts';

let config: Config;
let envFile: string | undefined;
try {
  const loaded = loadEnvFile(process.env, process.cwd());
  envFile = loaded.file;
  config = loadConfig(loaded.env);
} catch (error) {
  if (!(error instanceof Error)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

const logger = createLogger(config.logLevel);
if (!existsSync(join(defaultWebDistDir, 'index.html'))) {
  const message = 'the web app is not built (web/dist): run `npm run build` once before `npm start`';
  if (config.isProduction) {
    logger.error(message);
    process.exit(1);
  }
  logger.warn(`${message}; only the API answers`);
}
mkdirSync(config.dataDir, { recursive: true });
const db = await openDatabaseForServer(join(config.dataDir, 'cegdok.sqlite'), {
  logger,
  backupDir: join(config.dataDir, 'backups'),
});
syncAdminRoles(db, config.adminEmails);
deleteExpiredSessions(db, new Date());
const upgradedCompanies = dropUnknownCompanyKeys(db);
if (upgradedCompanies > 0)
  logger.info('stored companies and versions: keys the schema no longer knows dropped', { upgradedCompanies });
const upgradedActivities = upgradeStoredActivities(db);
if (upgradedActivities > 0)
  logger.info("stored companies: activities of the old TEÁOR picker written in TEÁOR'25 form", { upgradedActivities });

const deps = buildDeps(config, db, logger);
const app = createApp(deps);
const scheduler = startScheduler(deps);
const backups = scheduleBackups(db.$client, {
  dir: backupDir(config.dataDir),
  keep: config.backupKeep,
  logger,
  now: () => new Date(),
});
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info('Cégdok server listening', {
    url: `http://${info.address.includes(':') ? `[${info.address}]` : info.address}:${info.port}`,
    mode: config.isProduction ? 'production' : 'development',
    envFile: envFile ?? 'none',
    dataDir: config.dataDir,
    mail: config.smtpUrl ? 'smtp' : 'outbox',
    addresses: config.googlePlacesApiKey ? 'google' : 'offline',
    betaMode: config.isBetaMode,
    payments: config.paymentProvider,
    invoices: config.szamlazz ? 'szamlazz' : 'off',
  });
  if (config.paymentProvider === 'emulator') logger.warn(`PAYMENT_PROVIDER=emulator. ${EMULATOR_NOTICE}`);
});

let isStopping = false;
function shutdown(signal: string): void {
  if (isStopping) return;
  isStopping = true;
  logger.info('shutting down', { signal });
  scheduler.stop();
  backups.stop();
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(() => {
    // Invoices and e-mails started after an answer get their chance to finish (within the 10 s).
    void deps.background.idle().finally(() => {
      db.$client.close();
      process.exit(0);
    });
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
