import type { PaymentStatus } from '../../../api/payment.ts';
import type { PaymentReturn } from './read-payment-return.ts';

/**
 * What the result page shows (spec section 2): finished, pending (re-checked every 5 seconds), cancelled or
 * timed out (no payment happened, never shown as failed), failed, or no status.
 */
export type PaymentOutcome = 'finished' | 'pending' | 'cancelled' | 'timeout' | 'failed' | 'none';

const FINAL: Partial<Record<PaymentStatus, PaymentOutcome>> = {
  FINISHED: 'finished',
  CANCELLED: 'cancelled',
  TIMEOUT: 'timeout',
  NOTAUTHORIZED: 'failed',
};

const BY_EVENT: Record<string, PaymentOutcome> = { CANCEL: 'cancelled', TIMEOUT: 'timeout' };

/** The server's answer is final unless it is PENDING; until then the back redirect's event decides. */
export function isFinalStatus(serverStatus: PaymentStatus | undefined): boolean {
  return serverStatus !== undefined && serverStatus !== 'PENDING';
}

export function paymentOutcome(
  returned: Pick<PaymentReturn, 'status' | 'transactionId'> | null,
  serverStatus: PaymentStatus | undefined,
): PaymentOutcome {
  if (!returned) return 'none';
  const final = serverStatus && FINAL[serverStatus];
  if (final) return final;
  const byEvent = BY_EVENT[returned.status];
  if (byEvent) return byEvent;
  if (returned.status !== 'SUCCESS' && returned.status !== 'PENDING') return 'failed';
  // Without the provider's transaction ID there is nothing to check: no status rather than an endless wait.
  return returned.transactionId ? 'pending' : 'none';
}

/** The status shown on the page: the server's final answer replaces the back redirect's event. */
export function shownStatus(returnStatus: string, serverStatus: PaymentStatus | undefined): string {
  return isFinalStatus(serverStatus) ? serverStatus! : returnStatus;
}
