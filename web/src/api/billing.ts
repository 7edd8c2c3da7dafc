import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';
import { documentsQueryKey } from './documents.ts';
import type { BillingDetails } from './payment.ts';
import { subscriptionQueryKey } from './subscription.ts';

/** An order of the billing history (spec section 3). */
export type Order = {
  id: number | string;
  createdAt: string;
  total: number;
  status: string;
  paymentId?: string | null;
  tierId?: string | null;
  /** The bought documents' ids joined by `;`; empty for a plan. */
  documentIds?: string | null;
  monthly?: boolean | null;
};
export type LatestBilling = Omit<BillingDetails, 'taxNumber'> & { taxNumber?: string | null };

export function fetchOrders(): Promise<Order[]> {
  return apiRequest('/api/billing/orders');
}

export function fetchLatestBilling(): Promise<LatestBilling | null> {
  return apiRequest('/api/billing/latest');
}

export function activateDocuments(documentIds: Array<number | string>): Promise<unknown> {
  return apiRequest('/api/subscription/activate-documents', { method: 'POST', body: { documentIds } });
}

export function useOrders() {
  return useQuery({ queryKey: ['billing', 'orders'], queryFn: fetchOrders });
}

/** Prefills a checkout; a failed load is only logged (spec section 8) and the form starts empty. */
export function useLatestBilling() {
  return useQuery({
    queryKey: ['billing', 'latest'],
    queryFn: () =>
      fetchLatestBilling().catch((error: unknown) => {
        console.error('A számlázási adatok betöltése sikertelen', error);
        throw error;
      }),
    retry: false,
  });
}

export function useActivateDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateDocuments,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: documentsQueryKey });
      await queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    },
  });
}
