import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';

describe('NotFoundPage', () => {
  it('is a main region whose heading takes the focus on entry, the status code read once', async () => {
    renderApp('/nincs-ilyen-oldal');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Az oldal nem található' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.queryByRole('heading', { name: '404' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Vissza a főoldalra' })).toHaveAttribute('href', '/');
  });
});
