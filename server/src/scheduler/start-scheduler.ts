import type { AppDeps } from '../app-deps.ts';
import { deleteExpiredSessions } from '../auth/sessions.ts';
import { purgeExpiredDocuments } from '../services/documents/purge-expired-documents.ts';
import { reconcileOpenOrders } from '../services/payments/reconcile-open-orders.ts';
import { sendExpiryNotices } from '../services/subscriptions/send-expiry-notices.ts';

export const SCHEDULER_INTERVAL_MS = 60 * 60 * 1000;
/** Open card payments are checked more often: an abandoned one blocks its documents until it is closed. */
export const PAYMENT_RECONCILE_INTERVAL_MS = 10 * 60 * 1000;

export type SchedulerDeps = Pick<
  AppDeps,
  'db' | 'config' | 'mailer' | 'logger' | 'payments' | 'invoices' | 'background' | 'now'
>;

/** The hourly jobs: expiry e-mails, purging files past retention, dropping dead sessions. */
export async function runScheduledJobs(deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'logger' | 'now'>) {
  const now = deps.now();
  const notices = await sendExpiryNotices(deps);
  const purged = purgeExpiredDocuments(deps.db, now);
  deleteExpiredSessions(deps.db, now);
  if (notices > 0 || purged > 0) deps.logger.info('scheduled jobs done', { notices, purged });
  return { notices, purged };
}

/**
 * Runs the hourly jobs and the payment reconciliation (SimplePay `query` for INIT orders older
 * than 30 minutes, see `reconcileOpenOrders`) soon after start-up and then periodically; a failing
 * run is logged and the next one still comes.
 */
export function startScheduler(
  deps: SchedulerDeps,
  intervalMs = SCHEDULER_INTERVAL_MS,
  reconcileIntervalMs = PAYMENT_RECONCILE_INTERVAL_MS,
): { stop(): void } {
  // A run that is still going (a slow SimplePay) is not started again on top of itself.
  const guarded = (name: string, job: () => Promise<unknown>) => {
    let isRunning = false;
    return () => {
      if (isRunning) return;
      isRunning = true;
      void job()
        .catch((error: unknown) =>
          deps.logger.error(`${name} failed`, {
            error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          }),
        )
        .finally(() => (isRunning = false));
    };
  };
  const runJobs = guarded('scheduled jobs', () => runScheduledJobs(deps));
  const reconcile = guarded('payment reconciliation', () => reconcileOpenOrders(deps));
  const timers = [
    setTimeout(runJobs, 5_000),
    setTimeout(reconcile, 10_000),
    setInterval(runJobs, intervalMs),
    setInterval(reconcile, reconcileIntervalMs),
  ];
  for (const timer of timers) timer.unref();
  return {
    stop() {
      for (const timer of timers) clearTimeout(timer);
    },
  };
}
