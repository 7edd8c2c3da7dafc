import { getDefaultZIndex } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../app/provider.tsx';
import { CookieBanner } from './cookie-banner.tsx';

function renderBanner() {
  return render(
    <AppProvider env="test">
      <MemoryRouter>
        <CookieBanner />
      </MemoryRouter>
    </AppProvider>,
  );
}

describe('cookie banner', () => {
  it('links to the cookie notice and remembers an acceptance', async () => {
    renderBanner();
    expect(screen.getByRole('link', { name: 'Részletek' })).toHaveAttribute('href', '/cookie-tajekoztato');
    await userEvent.click(screen.getByRole('button', { name: 'Elfogadom' }));
    expect(localStorage.getItem('cookieConsent')).toBe('accepted');
    expect(screen.queryByRole('region', { name: 'Cookie-k használata' })).toBeNull();
  });

  it('remembers a refusal and stays hidden afterwards', async () => {
    const { unmount } = renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Elutasítom' }));
    expect(localStorage.getItem('cookieConsent')).toBe('declined');
    unmount();
    renderBanner();
    expect(screen.queryByRole('button', { name: 'Elfogadom' })).toBeNull();
    expect(document.getElementById('cegdok-analytics')).toBeNull();
  });

  it('keeps room above itself for the focused element while it is shown, and gives it back once answered', async () => {
    renderBanner();
    // a focused control scrolled into view stops above the banner, not under it (decision 112)
    expect(document.documentElement.style.scrollPaddingBottom).toMatch(/^\d+px$/);
    expect(document.body.style.paddingBottom).toBe(document.documentElement.style.scrollPaddingBottom);
    await userEvent.click(screen.getByRole('button', { name: 'Elfogadom' }));
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
    expect(document.body.style.paddingBottom).toBe('');
  });

  it('stands below a dialog and an opened list, which it covered at a phone’s bottom, and above the page', () => {
    renderBanner();
    const banner = screen.getByRole('region', { name: 'Cookie-k használata' });
    const zIndex = Number(banner.style.zIndex);
    expect(zIndex).toBeLessThan(getDefaultZIndex('modal'));
    expect(zIndex).toBeLessThan(getDefaultZIndex('popover'));
    expect(zIndex).toBeGreaterThan(getDefaultZIndex('app'));
  });
});
