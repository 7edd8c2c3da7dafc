import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';

/** A subscription tier as `GET /api/tiers` lists it (spec section 3). */
export type Tier = {
  id: string;
  name?: string;
  monthlyPrice: number;
  yearlyPrice: number;
  monthlyDocCap: number;
  extraDocPrice: number;
  userCap: number;
  /** Price of one more user a month (the enterprise tier), Ft. */
  extraUserPrice?: number;
  docRetentionInDays: number;
};

/** Spec section 9: 2 000 Ft per extra user a month, when the server names no price. */
const FALLBACK_EXTRA_USER_PRICE = 2000;

/** What one more user of the enterprise tier costs a month, Ft. */
export function enterpriseExtraUserPrice(tiers: Tier[] | undefined): number {
  return tiers?.find((tier) => tier.id === 'enterprise')?.extraUserPrice ?? FALLBACK_EXTRA_USER_PRICE;
}

export function fetchTiers(): Promise<Tier[]> {
  return apiRequest('/api/tiers', { auth: false });
}

export function useTiers() {
  return useQuery({ queryKey: ['tiers'], queryFn: fetchTiers, staleTime: 10 * 60_000 });
}
