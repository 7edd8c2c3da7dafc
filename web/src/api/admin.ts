import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';

/** Per-day series: `yyyy-MM-dd` → count. */
export type DaySeries = Record<string, number>;
export type AdminStats = {
  totalUserCount: number;
  totalSzemelyCount: number;
  totalTarsasagCount: number;
  totalDocumentCount: number;
  documentGenerationsSeries: DaySeries;
  userRegisterSeries: DaySeries;
};
export type AdminSubscription = {
  name: string;
  monthly: boolean;
  extraDocPrice: number;
  payed: boolean;
  remainingDocs: number;
  startDate?: string | null;
};
export type AdminUser = {
  id?: number;
  username: string;
  email: string;
  registerTime: string;
  subscription?: AdminSubscription | null;
};
export type AdminUsersPage = { content: AdminUser[]; page?: number; pageSize?: number; totalCount?: number };

export function fetchAdminStats(): Promise<AdminStats> {
  return apiRequest('/api/admin/stats');
}

/** A 0-based page of users, newest first. */
export function fetchAdminUsers(page: number): Promise<AdminUsersPage> {
  return apiRequest(`/api/admin/users/${page}`);
}

export function useAdminStats() {
  return useQuery({ queryKey: ['admin', 'stats'], queryFn: fetchAdminStats });
}

export function useAdminUsers(page: number) {
  return useQuery({ queryKey: ['admin', 'users', page], queryFn: () => fetchAdminUsers(page) });
}
