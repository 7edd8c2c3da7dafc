import type { PaymentStatus } from '../../../api/payment.ts';

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
  returnStatus: string | undefined,
  serverStatus: PaymentStatus | undefined,
): PaymentOutcome {
  if (!returnStatus) return 'none';
  if (returnStatus === 'CANCEL' || returnStatus === 'TIMEOUT') return 'cancelled';
  if (!needsStatusCheck(returnStatus)) return 'failed';
  if (serverStatus === 'FINISHED') return 'finished';
  if (serverStatus === 'NOTAUTHORIZED') return 'failed';
  return 'pending';
}

/** The status shown on the page: the server's NOTAUTHORIZED replaces the card check's SUCCESS. */
export function shownStatus(returnStatus: string, serverStatus: PaymentStatus | undefined): string {
  return serverStatus === 'NOTAUTHORIZED' ? serverStatus : returnStatus;
}
