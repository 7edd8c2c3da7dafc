import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';

/** The account's law firm (spec section 3: nev, szekhely); the wizard's defaults come from it. */
export type LawFirmData = { nev?: string | null; szekhely?: string | null };
export type ChangeRequest = { requestId: number | string; type: 'INVITED' | 'WANTS_TO_JOIN'; nameOfLawFirm: string };

export function fetchLawFirm(): Promise<LawFirmData | null | undefined> {
  return apiRequest('/api/lawfirm');
}

export function fetchChangeRequests(): Promise<ChangeRequest[]> {
  return apiRequest('/api/lawfirm/change-requests');
}

export function useLawFirm() {
  return useQuery({ queryKey: ['lawfirm'], queryFn: fetchLawFirm, retry: false });
}

export function useChangeRequests() {
  return useQuery({ queryKey: ['lawfirm', 'change-requests'], queryFn: fetchChangeRequests, retry: false });
}
