import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-app.tsx';
import { ROUTE_ERROR_TITLE, RouteError } from './route-error.tsx';

function Broken(): never {
  throw new Error('Hibás adat');
}

describe('RouteError', () => {
  it('is a main region whose heading takes the focus on entry, with the error and the way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderWithProviders(<p>Kezdőlap</p>, [
      { path: '/hibas', element: <Broken />, errorElement: <RouteError /> },
    ]);
    await router.navigate('/hibas');
    const heading = await screen.findByRole('heading', { level: 1, name: ROUTE_ERROR_TITLE });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.getByText('Hibás adat')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vissza a főoldalra' })).toHaveAttribute('href', '/');
    vi.mocked(console.error).mockRestore();
  });
});
