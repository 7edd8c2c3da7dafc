import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';

export type User = {
  name: string;
  email: string;
  kasz?: string | null;
  /** Site admins see the Admin menu. */
  isAdmin?: boolean;
  role?: string;
};

export const userQueryKey = ['user'] as const;

export function fetchUser(): Promise<User> {
  return apiRequest('/api/user');
}

export function updateUser(input: { name: string; kasz: string }): Promise<User | undefined> {
  return apiRequest('/api/user', { method: 'PUT', body: input });
}

export function removeUser(): Promise<void> {
  return apiRequest('/api/remove-user', { method: 'DELETE' });
}

export function isSiteAdmin(user: User): boolean {
  return user.isAdmin === true || user.role === 'admin';
}

/** `enabled: false` without a token: nothing to ask the server. */
export function useUser({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: userQueryKey, queryFn: fetchUser, retry: false, staleTime: 60_000, enabled });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}

export function useRemoveUser() {
  return useMutation({ mutationFn: removeUser });
}
