import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../lib/api-client.ts';
import { clearToken, readToken } from '../lib/auth-token.ts';

export type User = {
  name: string;
  email: string;
  kasz?: string | null;
  /** Site admins see the Admin menu. */
  isAdmin?: boolean;
  role?: string;
};

export const userQueryKey = ['user'] as const;

/** A stored token the server refuses (401: expired or revoked) is dropped, so the public pages stay reachable. */
export async function fetchUser(): Promise<User> {
  try {
    return await apiRequest<User>('/api/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearToken();
    throw error;
  }
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

/**
 * Whether the visitor has a live session: 'checking' while the server is asked about the stored token, 'signed-out'
 * without a token or when the server refuses it.
 */
export function useSession(): 'signed-in' | 'checking' | 'signed-out' {
  const hasToken = readToken() !== null;
  const user = useUser({ enabled: hasToken });
  if (!hasToken || user.isError) return 'signed-out';
  return user.isSuccess ? 'signed-in' : 'checking';
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
