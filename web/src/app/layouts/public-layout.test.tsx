import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';

describe('public layout', () => {
  it('tells a screen reader whether the phone menu is open', async () => {
    stubApi({});
    const { user } = renderApp('/kapcsolat');
    const toggle = await screen.findByRole('button', { name: 'Menü' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toHaveAttribute(
      'aria-label',
      'Mobil navigáció',
    );
  });

  it('puts the focus on the main region of the page a link inside the landing page leads to, not on the body', async () => {
    stubApi({});
    const { user, router } = renderApp('/');
    const link = await screen.findByRole('link', { name: 'Miért a Cégdok?' });
    // Not on the first load: the first Tab still reaches the skip link.
    expect(document.body).toHaveFocus();
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/elonyok'));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});
