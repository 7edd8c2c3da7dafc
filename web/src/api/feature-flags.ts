import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';
import { isBetaMode } from '../lib/is-beta-mode.ts';

/** The server's switches (`GET /api/feature-flags`): the closed beta, its configured end, and the merchant. */
export type FeatureFlags = {
  beta: boolean;
  betaEndDate: string | null;
  /** The data controller named in the checkout's data-transfer statement (server MERCHANT_NAME, MERCHANT_ADDRESS). */
  merchant?: { name: string; address: string | null };
};

export function fetchFeatureFlags(): Promise<FeatureFlags> {
  return apiRequest('/api/feature-flags', { auth: false });
}

export function useFeatureFlags() {
  return useQuery({ queryKey: ['feature-flags'], queryFn: fetchFeatureFlags, staleTime: 10 * 60_000 });
}

/** Whether the closed beta is on (the server's flag, unless local storage overrides it). */
export function useIsBetaMode(): boolean {
  return isBetaMode(useFeatureFlags().data);
}
