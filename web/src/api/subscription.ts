import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';

/** The current subscription (spec section 3). `name` is the tier id: free, beta, basic, medium, enterprise. */
export type Subscription = {
  name: string;
  remainingDocs: number;
  monthlyDocCap: number;
  userCap: number;
  userCount: number;
  docRetentionInDays: number;
  extraDocPrice: number;
  resetDate?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  monthly: boolean;
};

export const subscriptionQueryKey = ['subscription'] as const;

export function fetchSubscription(): Promise<Subscription> {
  return apiRequest('/api/subscription');
}

export function useSubscription() {
  return useQuery({ queryKey: subscriptionQueryKey, queryFn: fetchSubscription });
}
