import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { CONFIRM_FAILED, CONFIRM_TOKEN_MISSING } from './register-confirm-page.tsx';

describe('registration confirmation page', () => {
  it('confirms the token of the link once, stores the session and lands on the dashboard', async () => {
    const api = stubApi({
      'POST /api/register/confirm': () => ({ status: 201, body: { token: 'tok-1' } }),
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: null, isAdmin: false }),
      'GET /api/stats': () => ({
        totalCompanies: 0,
        totalBosses: 0,
        totalDocumentsGenerated: 0,
        lastGeneratedDocuments: [],
      }),
      'GET /api/subscription': () => ({ name: 'free', remainingDocs: 3 }),
    });
    const { router } = renderApp('/regisztracio/megerosites?token=abc123def456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tool/dashboard'));
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(api.calls.filter((call) => call.path === '/api/register/confirm').map((call) => call.body)).toEqual([
      { token: 'abc123def456' },
    ]);
    expect(await screen.findByText('Üdvözlünk, Dr. Kiss Anna!')).toBeInTheDocument();
  });

  it('shows the server’s reason when the link is expired or used', async () => {
    const reason = 'A regisztráció megerősítő linkje érvénytelen, lejárt vagy már felhasználták.';
    stubApi({
      'POST /api/register/confirm': () => ({
        status: 400,
        body: { error: { code: 'INVALID_REGISTRATION_TOKEN', message: reason } },
      }),
    });
    renderApp('/regisztracio/megerosites?token=lejart-token');
    expect(await screen.findByText(CONFIRM_FAILED)).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Új regisztráció' })).toHaveAttribute('href', '/regisztracio');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says what is missing when the link has no token', async () => {
    const api = stubApi({});
    renderApp('/regisztracio/megerosites');
    expect(await screen.findByText(CONFIRM_TOKEN_MISSING)).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/register/confirm')).toBe(false);
  });
});
