import { apiRequest } from '../lib/api-client.ts';

export type AddressSuggestion = { address: string; placeId: string };

export function suggestAddresses(input: { sessionToken: string; searchInput: string }, signal?: AbortSignal) {
  return apiRequest<AddressSuggestion[]>('/api/address/autocomplete', { method: 'POST', body: input, signal });
}

export function fetchPlaceDetails(placeId: string, sessionToken: string): Promise<{ address: string }> {
  return apiRequest(
    `/api/address/autocomplete/place-id/${encodeURIComponent(placeId)}/${encodeURIComponent(sessionToken)}`,
  );
}
