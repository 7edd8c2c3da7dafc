/** One autocomplete suggestion: the one-line address and an id for the details call. */
export type AddressSuggestion = { address: string; placeId: string };

/** Address autocomplete (offline over the bundled data, or Google Places (New)). */
export type AddressProvider = {
  autocomplete(input: { searchInput: string; sessionToken: string }): Promise<AddressSuggestion[]>;
  /** Null when the place id is unknown. */
  details(input: { placeId: string; sessionToken: string }): Promise<{ address: string } | null>;
};
