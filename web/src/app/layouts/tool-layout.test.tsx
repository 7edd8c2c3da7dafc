import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BANNER_ROOM } from '../../components/cookie-banner.tsx';
import { httpErrorMessage } from '../../lib/api-client.ts';
import { stubApi } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';

const stats = () => ({ totalCompanies: 1, totalBosses: 2, totalDocumentsGenerated: 0, lastGeneratedDocuments: [] });

describe('routing rules of the tool', () => {
  it('sends a visitor without a token to the login page without asking for the user or the law firm', async () => {
    const api = stubApi({});
    const { router } = renderApp('/tool/tarsasagok');
    await waitFor(() => expect(router.state.location.pathname).toBe('/belepes'));
    const toolCalls = api.calls.filter((call) => call.path === '/api/user' || call.path.startsWith('/api/lawfirm'));
    expect(toolCalls).toEqual([]);
  });

  it('clears the token and returns to login when the user cannot be loaded', async () => {
    localStorage.setItem('token', 'expired');
    stubApi({
      'GET /api/user': () => ({
        status: 401,
        body: { error: { code: 'UNAUTHORIZED', message: 'Lejárt munkamenet.' } },
      }),
    });
    const { router } = renderApp('/tool/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/belepes'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('ends a session a page’s load finds refused, and signing in again returns to that page', async () => {
    localStorage.setItem('token', 'ended');
    // The user was loaded: the session ended after it, and the persons' list is the first load refused.
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: null, isAdmin: false }),
      'GET /api/szemely': () => ({
        status: 401,
        body: { error: { code: 'UNAUTHORIZED', message: 'A munkamenet lejárt vagy érvénytelen.' } },
      }),
    });
    const { router, user } = renderApp('/tool/szemelyek?szures=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/belepes'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText(httpErrorMessage(401))).toBeInTheDocument();
    stubApi({
      'POST /api/login': () => ({ token: 'new' }),
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: null, isAdmin: false }),
      'GET /api/szemely': () => [{ id: 1, nev: 'Kiss Anna', lakohely: '1011 Budapest, Fő utca 1.' }],
    });
    await user.type(screen.getByLabelText(/^E-mail-cím/), 'anna@example.hu');
    await user.type(screen.getByLabelText(/^Jelszó/), 'titok12345');
    await user.click(screen.getByRole('button', { name: 'Belépés' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/tool/szemelyek?szures=1'),
    );
    expect(await screen.findByRole('button', { name: 'Kiss Anna' })).toBeInTheDocument();
  });

  it('ends a session a save finds refused (401), without asking about the typed data, and comes back after login (decision 067)', async () => {
    localStorage.setItem('token', 'ended');
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: null, isAdmin: false }),
      'GET /api/szemely': () => [],
      'POST /api/szemely': () => ({
        status: 401,
        body: { error: { code: 'UNAUTHENTICATED', message: 'Kérjük, jelentkezzen be.' } },
      }),
      'POST /api/address/autocomplete': () => [],
    });
    const { router, user } = renderApp('/tool/szemelyek');
    await user.click(await screen.findByRole('button', { name: 'Új személy hozzáadása' }));
    const dialog = await screen.findByRole('dialog', { name: 'Személy szerkesztése' });
    await user.type(within(dialog).getByLabelText(/^Név/), 'Kiss Anna');
    await user.type(within(dialog).getByLabelText(/^Lakcím/), '1011 Budapest, Fő utca 1.');
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/belepes'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.state.location.state).toEqual({ sessionExpired: true, from: '/tool/szemelyek' });
    expect(screen.queryByRole('dialog', { name: 'Módosítások elvetése' })).toBeNull();
  });

  it('keeps the session when the user cannot be loaded for a busy server, and loads it again on request', async () => {
    localStorage.setItem('token', 'tok');
    let isBusy = true;
    stubApi({
      'GET /api/user': () =>
        isBusy
          ? { status: 503, body: { error: { code: 'RENDER_BUSY', message: 'A szerver most túlterhelt.' } } }
          : { name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: null, isAdmin: false },
      'GET /api/stats': stats,
      'GET /api/subscription': () => ({ name: 'basic', remainingDocs: 5 }),
    });
    const { router, user } = renderApp('/tool/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('A szerver most túlterhelt.');
    expect(router.state.location.pathname).toBe('/tool/dashboard');
    expect(localStorage.getItem('token')).toBe('tok');
    isBusy = false;
    await user.click(screen.getByRole('button', { name: 'Újrapróbálás' }));
    expect(await screen.findByLabelText('Oldalsó menü')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tool/dashboard');
  });

  it('shows the Admin menu entry only to site admins', async () => {
    localStorage.setItem('token', 'tok');
    stubApi({
      'GET /api/user': () => ({ name: 'Admin Ádám', email: 'admin@example.hu', kasz: null, isAdmin: true }),
      'GET /api/stats': stats,
      'GET /api/subscription': () => ({ name: 'basic', remainingDocs: 5 }),
    });
    renderApp('/tool/dashboard');
    const menu = await screen.findByLabelText('Oldalsó menü');
    expect(within(menu).getByText('Admin')).toBeInTheDocument();
  });

  it('tells a screen reader whether the phone menu is open', async () => {
    localStorage.setItem('token', 'tok');
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: null, isAdmin: false }),
      'GET /api/stats': stats,
      'GET /api/subscription': () => ({ name: 'basic', remainingDocs: 5 }),
    });
    const { user } = renderApp('/tool/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Menü' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByLabelText('Oldalsó menü').id);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps the phone menu’s Kilépés above the cookie banner while it is unanswered', async () => {
    // The phone's media query (below 768 px) matches; every other query answers as on a desktop.
    const desktopMatchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...desktopMatchMedia(query),
      matches: query.startsWith('not all and (min-width:'),
    }));
    localStorage.setItem('token', 'tok');
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: null, isAdmin: false }),
      'GET /api/stats': stats,
      'GET /api/subscription': () => ({ name: 'basic', remainingDocs: 5 }),
    });
    renderApp('/tool/dashboard');
    await screen.findByRole('region', { name: 'Cookie-k használata' });
    const menu = await screen.findByLabelText('Oldalsó menü');
    // the banner tells its room; the menu, the screen's height on a phone, leaves it free at its foot (decision 112)
    expect(document.documentElement.style.getPropertyValue(BANNER_ROOM)).toMatch(/^\d+px$/);
    expect(menu.lastElementChild?.getAttribute('style')).toContain(`height: var(${BANNER_ROOM}`);
  });

  it('hides the Admin entry from ordinary users and shows the dashboard texts', async () => {
    localStorage.setItem('token', 'tok');
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: null, isAdmin: false }),
      'GET /api/stats': () => ({
        ...stats(),
        lastGeneratedDocuments: [
          {
            id: 1,
            fileName: 'tagjegyzek.docx',
            templateId: 'tagjegyzek',
            companyName: 'Alfa Kft.',
            createdAt: '2026-07-01T08:05:00Z',
            deleted: false,
            payed: true,
            retentionDays: 30,
          },
          {
            id: 2,
            fileName: 'torolt.docx',
            templateId: 'tagjegyzek',
            companyName: 'Béta Kft.',
            createdAt: '2026-07-01T08:05:00Z',
            deleted: true,
            payed: true,
            retentionDays: 30,
          },
        ],
      }),
      'GET /api/subscription': () => ({ name: 'free', remainingDocs: 3 }),
    });
    renderApp('/tool/dashboard');
    const menu = await screen.findByLabelText('Oldalsó menü');
    expect(within(menu).queryByText('Admin')).toBeNull();
    expect(await screen.findByText('2026. 07. 01. 10:05')).toBeInTheDocument();
    expect(screen.getByText('Alfa Kft.')).toBeInTheDocument();
    expect(screen.queryByText('Béta Kft.')).toBeNull();
    expect(screen.getByText('Ingyenes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Összes megtekintése →' })).toHaveAttribute('href', '/tool/dokumentumok');
  });

  it('shows the empty text and the stats error in red', async () => {
    localStorage.setItem('token', 'tok');
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: null }),
      'GET /api/stats': () => ({ status: 500 }),
      'GET /api/subscription': () => ({ name: 'free', remainingDocs: 3 }),
    });
    renderApp('/tool/dashboard');
    expect(await screen.findByText('Hiba történt a statisztikák lekérésekor.')).toBeInTheDocument();
    expect(screen.getByText('Még nincs létrehozott dokumentum.')).toBeInTheDocument();
  });
});
