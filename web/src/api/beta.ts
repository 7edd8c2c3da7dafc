import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';

export type BetaUser = { id: number | string; name: string; email: string };

const betaQueryKey = ['beta'] as const;

export function fetchBetaUsers(): Promise<BetaUser[]> {
  return apiRequest('/api/beta');
}

export function fetchNotRegisteredBetaUsers(): Promise<BetaUser[]> {
  return apiRequest('/api/beta/not-registered');
}

export function addBetaUser(input: { name: string; email: string }): Promise<BetaUser[]> {
  return apiRequest('/api/beta', { method: 'PUT', body: input });
}

export function deleteBetaUser(id: number | string): Promise<BetaUser[]> {
  return apiRequest(`/api/beta/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
}

export function sendBetaInvites(): Promise<BetaUser[]> {
  return apiRequest('/api/beta', { method: 'POST' });
}

export function useBetaUsers() {
  return useQuery({ queryKey: betaQueryKey, queryFn: fetchBetaUsers });
}

export function useNotRegisteredBetaUsers() {
  return useQuery({ queryKey: [...betaQueryKey, 'not-registered'], queryFn: fetchNotRegisteredBetaUsers });
}

/** Every change answers the updated list; the not-registered table is reloaded too. */
function useBetaChange<T>(mutationFn: (input: T) => Promise<BetaUser[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (list) => {
      queryClient.setQueryData(betaQueryKey, list);
      return queryClient.invalidateQueries({ queryKey: [...betaQueryKey, 'not-registered'] });
    },
  });
}

export function useAddBetaUser() {
  return useBetaChange(addBetaUser);
}

export function useDeleteBetaUser() {
  return useBetaChange(deleteBetaUser);
}

export function useSendBetaInvites() {
  return useBetaChange(sendBetaInvites);
}
