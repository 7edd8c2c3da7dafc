import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../app/provider.tsx';
import { ADDRESS_PLACEHOLDER, AddressAutocomplete } from './address-autocomplete.tsx';

function Harness(props: {
  suggest: Parameters<typeof AddressAutocomplete>[0]['suggest'];
  details: Parameters<typeof AddressAutocomplete>[0]['details'];
}) {
  const [value, setValue] = useState('');
  return (
    <AppProvider env="test">
      <AddressAutocomplete label="Székhely" value={value} onChange={setValue} {...props} />
      <output data-testid="value">{value}</output>
    </AppProvider>
  );
}

describe('address autocomplete', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches 600 ms after the last keystroke, from 2 characters, with one session token', async () => {
    const suggest = vi.fn(async () => [{ address: '1062 Budapest, Váci út 1.', placeId: 'p1' }]);
    const details = vi.fn(async () => ({ address: '1062 Budapest, Váci út 1-3.' }));
    render(<Harness suggest={suggest} details={details} />);
    const input = screen.getByPlaceholderText(ADDRESS_PLACEHOLDER);

    fireEvent.change(input, { target: { value: 'V' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(suggest).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'Vá' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(input, { target: { value: 'Váci' } });
    await act(() => vi.advanceTimersByTimeAsync(599));
    expect(suggest).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(suggest).toHaveBeenCalledTimes(1);
    const firstCall = suggest.mock.calls[0] as unknown as [{ sessionToken: string; searchInput: string }];
    expect(firstCall[0].searchInput).toBe('Váci');

    fireEvent.click(screen.getByRole('option', { name: '1062 Budapest, Váci út 1.' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(details).toHaveBeenCalledWith('p1', firstCall[0].sessionToken);
    expect(screen.getByTestId('value')).toHaveTextContent('1062 Budapest, Váci út 1-3.');
  });

  it('says Nincs találat when nothing matches and stays quiet when the search fails', async () => {
    const suggest = vi.fn(async () => []);
    render(<Harness suggest={suggest} details={vi.fn()} />);
    const input = screen.getByPlaceholderText(ADDRESS_PLACEHOLDER);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Nemlétező utca' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.getByText('Nincs találat')).toBeInTheDocument();

    suggest.mockRejectedValueOnce(new Error('hálózati hiba'));
    fireEvent.change(input, { target: { value: 'Nemlétező utca 2' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('value')).toHaveTextContent('Nemlétező utca 2');
  });
});
