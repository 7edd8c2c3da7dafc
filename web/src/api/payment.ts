import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';

/** The billing details of a checkout (spec section 3); taxNumber is optional. */
export type BillingDetails = {
  name: string;
  address: string;
  zipCode: string;
  city: string;
  phone: string;
  taxNumber?: string;
};
export type TierPaymentRequest = BillingDetails & { tierId: string; monthly: boolean };
export type DocumentPaymentRequest = BillingDetails & { documentsToBuy: Array<number | string> };
export type PaymentStart = { startPaymentUrl?: string };
/** `GET /api/payment/{id}`: the order's state by the provider's transaction ID. */
export type PaymentStatus = 'FINISHED' | 'PENDING' | 'CANCELLED' | 'TIMEOUT' | 'NOTAUTHORIZED';

/** The tax number is omitted when empty (spec section 7). */
function withoutEmptyTaxNumber<T extends BillingDetails>(request: T): T {
  const taxNumber = request.taxNumber?.trim();
  const { taxNumber: _omitted, ...rest } = request;
  return (taxNumber ? { ...rest, taxNumber } : rest) as T;
}

export function startTierPayment(request: TierPaymentRequest): Promise<PaymentStart> {
  return apiRequest('/api/payment/start', { method: 'POST', body: withoutEmptyTaxNumber(request) });
}

export function startDocumentPayment(request: DocumentPaymentRequest): Promise<PaymentStart> {
  return apiRequest('/api/payment/start-doc', { method: 'POST', body: withoutEmptyTaxNumber(request) });
}

export function fetchPaymentStatus(transactionId: string): Promise<PaymentStatus> {
  return apiRequest(`/api/payment/${encodeURIComponent(transactionId)}`);
}

/**
 * Polls every 5 seconds until the answer is final (spec section 9): while PENDING, and also after a failed
 * check, which must not end the waiting.
 */
export function usePaymentStatus(transactionId: string | undefined) {
  return useQuery({
    queryKey: ['payment', transactionId],
    queryFn: () => fetchPaymentStatus(transactionId!),
    enabled: transactionId !== undefined,
    // Every answer but PENDING is final.
    refetchInterval: (query) => (query.state.data === undefined || query.state.data === 'PENDING' ? 5_000 : false),
  });
}
