import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { fetchPlaceDetails, suggestAddresses, type AddressSuggestion } from '../api/address.ts';

export const ADDRESS_PLACEHOLDER = 'Kezdje el írni a címet, pl.: Váci út 1.';
export const ADDRESS_DEBOUNCE_MS = 600;
const MIN_LENGTH = 2;
const CLOSE_DELAY_MS = 200;

export type AddressAutocompleteProps = {
  label: string;
  value?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: React.ReactNode;
  withAsterisk?: boolean;
  /** The form field's path (from `getInputProps`): a finding's link finds the input by it and focuses it. */
  'data-path'?: string;
  /** Answers suggestions; the server's `/api/address/autocomplete` by default. */
  suggest?: (input: { sessionToken: string; searchInput: string }, signal: AbortSignal) => Promise<AddressSuggestion[]>;
  /** Answers the full address of a place; the server's place-details call by default. */
  details?: (placeId: string, sessionToken: string) => Promise<{ address: string }>;
};

function newSessionToken(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}

/**
 * An address field with suggestions (spec sections 2, 5, 9): searches from 2 characters, 600 ms after
 * the last keystroke, one random session token per search session, "Nincs találat" when nothing
 * matches, and closes 200 ms after blur. The dropdown opens only once the search for the current text has
 * answered: never with the previous text's suggestions while the debounce is pending. A failed search
 * clears the suggestions silently.
 */
export function AddressAutocomplete({
  label,
  value = '',
  onChange,
  onBlur,
  error,
  withAsterisk,
  'data-path': dataPath,
  suggest = suggestAddresses,
  details = fetchPlaceDetails,
}: AddressAutocompleteProps) {
  const combobox = useCombobox();
  // Typing alone sets it, never an outside `value`: this honours the spec's 'first two value changes are ignored'.
  const [query, setQuery] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ searchInput: string; suggestions: AddressSuggestion[] } | null>(null);
  const [isSearching, setIsSearching] = useState(false);
  const sessionToken = useRef(newSessionToken());
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (query === null) return;
    const searchInput = query.trim();
    if (searchInput.length < MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setIsSearching(true);
      suggest({ sessionToken: sessionToken.current, searchInput }, controller.signal)
        .then((suggestions) => {
          if (!controller.signal.aborted) setAnswer({ searchInput, suggestions });
        })
        .catch(() => {
          if (!controller.signal.aborted) setAnswer(null);
        })
        .finally(() => {
          if (!controller.signal.aborted) setIsSearching(false);
        });
    }, ADDRESS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
      setIsSearching(false);
    };
  }, [query, suggest]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function choose(placeId: string) {
    const suggestion = answer?.suggestions.find((candidate) => candidate.placeId === placeId);
    if (!suggestion) return;
    onChange(suggestion.address);
    combobox.closeDropdown();
    setQuery(null);
    const token = sessionToken.current;
    sessionToken.current = newSessionToken();
    details(placeId, token)
      .then((place) => {
        if (place?.address) onChange(place.address);
      })
      .catch(() => undefined);
  }

  const searchInput = query?.trim() ?? '';
  const suggestions = answer !== null && answer.searchInput === searchInput ? answer.suggestions : null;
  const canShow = suggestions !== null && searchInput.length >= MIN_LENGTH;

  return (
    <Combobox store={combobox} onOptionSubmit={choose}>
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder={ADDRESS_PLACEHOLDER}
          value={value}
          error={error}
          withAsterisk={withAsterisk}
          data-path={dataPath}
          autoComplete="off"
          rightSection={isSearching ? <Loader size={14} /> : null}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            setQuery(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => clearTimeout(closeTimer.current)}
          onBlur={() => {
            closeTimer.current = setTimeout(() => combobox.closeDropdown(), CLOSE_DELAY_MS);
            onBlur?.();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!canShow}>
        {canShow && (
          <Combobox.Options>
            {suggestions.length === 0 ? (
              <Combobox.Empty>Nincs találat</Combobox.Empty>
            ) : (
              suggestions.map((suggestion) => (
                <Combobox.Option value={suggestion.placeId} key={suggestion.placeId}>
                  {suggestion.address}
                </Combobox.Option>
              ))
            )}
          </Combobox.Options>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
