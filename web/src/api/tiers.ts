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

export function fetchTiers(): Promise<Tier[]> {
  return apiRequest('/api/tiers', { auth: false });
}

export function useTiers() {
  return useQuery({ queryKey: ['tiers'], queryFn: fetchTiers, staleTime: 10 * 60_000 });
}
