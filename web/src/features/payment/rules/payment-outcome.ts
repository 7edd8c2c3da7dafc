import type { PaymentStatus } from '../../../api/payment.ts';
import type { PaymentReturn } from './read-payment-return.ts';

/**
 * What the result page shows (spec section 2): finished, pending (re-checked every 5 seconds), cancelled
 * (cancel or timeout: no payment happened, never shown as failed), failed, or no status.
 */
export type PaymentOutcome = 'finished' | 'pending' | 'cancelled' | 'failed' | 'none';

/** The return status SUCCESS or PENDING waits for the server's answer; the other states are final. */
export function needsStatusCheck(returnStatus: string | undefined): boolean {
  return returnStatus === 'SUCCESS' || returnStatus === 'PENDING';
}

export function paymentOutcome(
  returned: Pick<PaymentReturn, 'status' | 'transactionId'> | null,
  serverStatus: PaymentStatus | undefined,
): PaymentOutcome {
  if (!returned) return 'none';
  if (returned.status === 'CANCEL' || returned.status === 'TIMEOUT') return 'cancelled';
  if (!needsStatusCheck(returned.status)) return 'failed';
  // Without the provider's transaction ID there is nothing to check: no status rather than an endless wait.
  if (!returned.transactionId) return 'none';
  if (serverStatus === 'FINISHED') return 'finished';
  if (serverStatus === 'NOTAUTHORIZED') return 'failed';
  return 'pending';
}

/** The status shown on the page: the server's NOTAUTHORIZED replaces the card check's SUCCESS. */
export function shownStatus(returnStatus: string, serverStatus: PaymentStatus | undefined): string {
  return serverStatus === 'NOTAUTHORIZED' ? serverStatus : returnStatus;
}
