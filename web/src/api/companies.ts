import type { Company, CompanyInput, Registration } from '@cegdok/engine';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';

/** A saved company as the server answers it: always with an id. */
export type SavedCompany = Company & { id: number | string; modifiedAt?: string };
/** The registered identifiers a listed company carries (AMEND-API); null while "bejegyzés alatt". */
export type CompanyRegistration = Pick<
  Registration,
  | 'cegjegyzekszam'
  | 'bejegyzesDatuma'
  | 'adoszam'
  | 'letesitoOkiratKelte'
  | 'letesitoOkiratHelye'
  | 'utolsoModositasKelte'
>;
export type ListedCompany = Omit<SavedCompany, 'bejegyzes'> & { bejegyzes?: CompanyRegistration | null };
/** A TEÁOR'25 class; `teaor08` is the TEÁOR'08 code typed in when the class is offered as its successor. */
export type ActivityCode = { kod: string; kodKsh: string; megnevezes: string; teaor08?: string };

export const companiesQueryKey = ['tarsasag'] as const;

export function fetchCompanies(): Promise<ListedCompany[]> {
  return apiRequest('/api/tarsasag');
}

/** Saving with an id updates; without an id creates (spec section 4). */
export function saveCompany(company: CompanyInput): Promise<SavedCompany | undefined> {
  const hasId = company.id !== undefined && company.id !== null && company.id !== '';
  return apiRequest('/api/tarsasag', { method: hasId ? 'PUT' : 'POST', body: company });
}

export function deleteCompany(id: number | string): Promise<void> {
  return apiRequest(`/api/tarsasag/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
}

export function searchActivityCodes(query: string, signal?: AbortSignal): Promise<ActivityCode[]> {
  return apiRequest(`/api/tarsasag/teaor/${encodeURIComponent(query)}`, { signal });
}

export function useCompanies() {
  return useQuery({ queryKey: companiesQueryKey, queryFn: fetchCompanies });
}

export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
  });
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
  });
}

/** TEÁOR search: only from 2 characters (spec section 5). */
export function useActivityCodes(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: ['teaor', trimmed],
    queryFn: ({ signal }) => searchActivityCodes(trimmed, signal),
    enabled: trimmed.length >= 2,
    staleTime: 5 * 60_000,
  });
}
