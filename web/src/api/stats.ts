import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';
import type { GeneratedDocument } from './documents.ts';

/** The user's figures on the dashboard (spec section 3). */
export type UserStats = {
  totalCompanies: number;
  totalBosses: number;
  totalDocumentsGenerated: number;
  lastGeneratedDocuments: GeneratedDocument[];
};

export function fetchStats(): Promise<UserStats> {
  return apiRequest('/api/stats');
}

export function useStats() {
  return useQuery({ queryKey: ['stats'], queryFn: fetchStats });
}
