import type { AppDeps } from '../app-deps.ts';
import { deleteExpiredSessions } from '../auth/sessions.ts';
import { purgeExpiredDocuments } from '../services/documents/purge-expired-documents.ts';
import { sendExpiryNotices } from '../services/subscriptions/send-expiry-notices.ts';

export const SCHEDULER_INTERVAL_MS = 60 * 60 * 1000;

/** The periodic jobs: expiry e-mails, purging files past retention, dropping dead sessions. */
export async function runScheduledJobs(deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'logger' | 'now'>) {
  const now = deps.now();
  const notices = await sendExpiryNotices(deps);
  const purged = purgeExpiredDocuments(deps.db, now);
  deleteExpiredSessions(deps.db, now);
  if (notices > 0 || purged > 0) deps.logger.info('scheduled jobs done', { notices, purged });
  return { notices, purged };
}

/** Runs the jobs now and then every `intervalMs`; a failing run is logged and the next one still comes. */
export function startScheduler(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'logger' | 'now'>,
  intervalMs = SCHEDULER_INTERVAL_MS,
): { stop(): void } {
  const run = () =>
    void runScheduledJobs(deps).catch((error: unknown) =>
      deps.logger.error('scheduled jobs failed', {
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
    );
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
