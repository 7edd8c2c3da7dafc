import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';

describe('account pages layout', () => {
  it('puts the focus on the main region of the page a link inside the login page leads to, not on the body', async () => {
    stubApi({});
    const { user, router } = renderApp('/belepes');
    const link = await screen.findByRole('link', { name: 'Elfelejtett jelszó' });
    // Not on the first load: the first Tab still reaches the skip link.
    expect(document.body).toHaveFocus();
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/elfelejtett-jelszo'));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('puts the focus on the main region of the registration page the landing page’s link leads to (another layout)', async () => {
    stubApi({});
    const { user, router } = renderApp('/');
    const link = await screen.findByRole('link', { name: 'Ingyenes regisztráció' });
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/regisztracio'));
    // the public layout went with the link: the account pages' layout was drawn afresh, and the focus fell to the body
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1, name: 'Regisztráció' })).toBeInTheDocument();
  });
});
