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

  it('opens only once the search for the current text has answered, never with stale suggestions', async () => {
    const suggest = vi.fn(async ({ searchInput }: { searchInput: string }) =>
      searchInput === 'Váci' ? [{ address: '1062 Budapest, Váci út 1.', placeId: 'p1' }] : [],
    );
    render(<Harness suggest={suggest} details={vi.fn()} />);
    const input = screen.getByPlaceholderText(ADDRESS_PLACEHOLDER);
    fireEvent.focus(input);

    fireEvent.change(input, { target: { value: 'Váci' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.queryByText('Nincs találat')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByRole('option', { name: '1062 Budapest, Váci út 1.' })).toBeInTheDocument();

    fireEvent.change(input, { target: { value: 'Váci x' } });
    await act(() => vi.advanceTimersByTimeAsync(599));
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.queryByText('Nincs találat')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Nincs találat')).toBeInTheDocument();

    fireEvent.change(input, { target: { value: 'V' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('Nincs találat')).toBeNull();
    expect(suggest).toHaveBeenCalledTimes(2);
  });

  it('never searches for a value set from outside, only for typing', async () => {
    const suggest = vi.fn(async () => [{ address: '1011 Budapest, Fő utca 1.', placeId: 'p1' }]);
    const field = (value: string) => (
      <AppProvider env="test">
        <AddressAutocomplete label="Székhely" value={value} onChange={vi.fn()} suggest={suggest} details={vi.fn()} />
      </AppProvider>
    );
    const { rerender } = render(field(''));
    fireEvent.focus(screen.getByPlaceholderText(ADDRESS_PLACEHOLDER));
    rerender(field('1011 Budapest'));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    rerender(field('1011 Budapest, Fő utca 1.'));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(suggest).not.toHaveBeenCalled();
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.queryByText('Nincs találat')).toBeNull();

    fireEvent.change(screen.getByPlaceholderText(ADDRESS_PLACEHOLDER), { target: { value: '1011 Budapest, Fő' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(suggest).toHaveBeenCalledTimes(1);
  });

  it('closes the suggestions 200 ms after blur', async () => {
    const suggest = vi.fn(async () => [{ address: '1062 Budapest, Váci út 1.', placeId: 'p1' }]);
    render(<Harness suggest={suggest} details={vi.fn()} />);
    const input = screen.getByPlaceholderText(ADDRESS_PLACEHOLDER);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Váci' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.getByRole('option')).toBeInTheDocument();
    fireEvent.blur(input);
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(screen.getByRole('option')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('option')).toBeNull();
  });
});
