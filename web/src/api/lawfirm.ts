import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';
import { subscriptionQueryKey } from './subscription.ts';

export const LAW_FIRM_USER_STATUSES = ['ADMIN', 'JOINED', 'INVITED', 'WANTS_TO_JOIN'] as const;
export type LawFirmUserStatus = (typeof LAW_FIRM_USER_STATUSES)[number];

/** The account's law firm (spec section 3: nev, szekhely); the wizard's defaults come from it. */
export type LawFirmData = {
  nev?: string | null;
  szekhely?: string | null;
  lawFirmUserStatus?: string | null;
  /** The user's own membership row: a JOINED member leaves the firm by cancelling it. */
  joinRequestId?: number | string | null;
};
export type ChangeRequest = { requestId: number | string; type: 'INVITED' | 'WANTS_TO_JOIN'; nameOfLawFirm: string };
export type LawFirmUser = {
  joinRequestId: number | string;
  userName: string;
  email?: string;
  lawFirmUserStatus: string;
};

const lawFirmQueryKey = ['lawfirm'] as const;
const changeRequestsQueryKey = ['lawfirm', 'change-requests'] as const;
const firmUsersQueryKey = ['lawfirm', 'admin'] as const;

export function fetchLawFirm(): Promise<LawFirmData | null | undefined> {
  return apiRequest('/api/lawfirm');
}

export function saveLawFirm(input: { nev: string; szekhely: string }): Promise<LawFirmData> {
  return apiRequest('/api/lawfirm', { method: 'POST', body: input });
}

export function fetchChangeRequests(): Promise<ChangeRequest[]> {
  return apiRequest('/api/lawfirm/change-requests');
}

export function fetchFirmUsers(): Promise<LawFirmUser[]> {
  return apiRequest('/api/lawfirm/admin');
}

export function requestToJoin(email: string): Promise<ChangeRequest[]> {
  return apiRequest('/api/lawfirm/join-request', { method: 'PUT', body: { email } });
}

/** Cancels the user's join request, or, on their own JOINED membership row, leaves the firm. */
export function cancelJoinRequest(id: number | string): Promise<ChangeRequest[]> {
  return apiRequest(`/api/lawfirm/join-request/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
}

export function acceptInvite(id: number | string): Promise<ChangeRequest[]> {
  return apiRequest(`/api/lawfirm/accept-invite/${encodeURIComponent(String(id))}`, { method: 'POST' });
}

export function inviteToLawFirm(email: string): Promise<LawFirmUser[]> {
  return apiRequest('/api/lawfirm/admin/invite-request', { method: 'PUT', body: { email } });
}

/** Revokes an invitation, or removes a JOINED member from the firm (the firm admin's call). */
export function revokeInvite(id: number | string): Promise<LawFirmUser[]> {
  return apiRequest(`/api/lawfirm/admin/invite-request/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
}

export function acceptJoinRequest(id: number | string): Promise<LawFirmUser[]> {
  return apiRequest(`/api/lawfirm/admin/join-accept/${encodeURIComponent(String(id))}`, { method: 'POST' });
}

/** `enabled: false` without a token, in this hook and the two below. */
type QueryToggle = { enabled?: boolean };

export function useLawFirm({ enabled = true }: QueryToggle = {}) {
  return useQuery({ queryKey: lawFirmQueryKey, queryFn: fetchLawFirm, retry: false, enabled });
}

export function useChangeRequests({ enabled = true }: QueryToggle = {}) {
  return useQuery({ queryKey: changeRequestsQueryKey, queryFn: fetchChangeRequests, retry: false, enabled });
}

export function useFirmUsers({ enabled = true }: QueryToggle = {}) {
  return useQuery({ queryKey: firmUsersQueryKey, queryFn: fetchFirmUsers, retry: false, enabled });
}

/** Any change of membership touches the firm, its users, the requests and the shared subscription. */
function useLawFirmChange<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: lawFirmQueryKey });
      await queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    },
  });
}

export function useSaveLawFirm() {
  return useLawFirmChange(saveLawFirm);
}

export function useRequestToJoin() {
  return useLawFirmChange(requestToJoin);
}

export function useCancelJoinRequest() {
  return useLawFirmChange(cancelJoinRequest);
}

export function useAcceptInvite() {
  return useLawFirmChange(acceptInvite);
}

export function useInviteToLawFirm() {
  return useLawFirmChange(inviteToLawFirm);
}

export function useRevokeInvite() {
  return useLawFirmChange(revokeInvite);
}

export function useAcceptJoinRequest() {
  return useLawFirmChange(acceptJoinRequest);
}
