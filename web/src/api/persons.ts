import type { Person } from '@cegdok/engine';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';
import { companiesQueryKey } from './companies.ts';

export type SavedPerson = Person & { id: number | string };
export type PersonInput = Omit<Person, 'id'> & { id?: number | string };

export const personsQueryKey = ['szemely'] as const;

export function fetchPersons(): Promise<SavedPerson[]> {
  return apiRequest('/api/szemely');
}

export function savePerson(person: PersonInput): Promise<SavedPerson | undefined> {
  return apiRequest('/api/szemely', { method: person.id === undefined ? 'POST' : 'PUT', body: person });
}

export function deletePerson(id: number | string): Promise<void> {
  return apiRequest(`/api/szemely/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
}

export function usePersons() {
  return useQuery({ queryKey: personsQueryKey, queryFn: fetchPersons });
}

/** Saving a person also changes the companies that name it (the server copies the person into them). */
export function useSavePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePerson,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: personsQueryKey }),
        queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
      ]),
  });
}

export function useDeletePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePerson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personsQueryKey }),
  });
}
