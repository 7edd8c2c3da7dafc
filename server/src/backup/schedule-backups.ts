import type Database from 'better-sqlite3';
import type { Logger } from '../logger.ts';
import { backUpDatabase } from './back-up-database.ts';

export const BACKUP_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * A backup soon after start-up and then every day (see `backUpDatabase`); a failed one is logged
 * and the next one still comes.
 */
export function scheduleBackups(
  sqlite: Database.Database,
  options: { dir: string; keep: number; logger: Logger; now: () => Date; intervalMs?: number; firstAfterMs?: number },
): { stop(): void } {
  let isRunning = false;
  const run = () => {
    if (isRunning) return;
    isRunning = true;
    void backUpDatabase(sqlite, { dir: options.dir, keep: options.keep, now: options.now() })
      .then((file) => options.logger.info('database backed up', { file }))
      .catch((error: unknown) => options.logger.error('database backup failed', { error: String(error) }))
      .finally(() => (isRunning = false));
  };
  const timers = [
    setTimeout(run, options.firstAfterMs ?? 60_000),
    setInterval(run, options.intervalMs ?? BACKUP_INTERVAL_MS),
  ];
  for (const timer of timers) timer.unref();
  return {
    stop() {
      for (const timer of timers) clearTimeout(timer);
    },
  };
}
