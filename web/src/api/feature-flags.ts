import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';
import { isBetaMode } from '../lib/is-beta-mode.ts';

/** The server's switches (`GET /api/feature-flags`): the closed beta and its configured end. */
export type FeatureFlags = { beta: boolean; betaEndDate: string | null };

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
