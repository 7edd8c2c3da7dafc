import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { httpErrorMessage } from '../../../lib/api-client.ts';
import { LOGIN_FAILED } from './login-page.tsx';

const dashboardApi = {
  'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: '123', isAdmin: false }),
  'GET /api/stats': () => ({
    totalCompanies: 2,
    totalBosses: 3,
    totalDocumentsGenerated: 4,
    lastGeneratedDocuments: [],
  }),
  'GET /api/subscription': () => ({ name: 'basic', remainingDocs: 20 }),
};

describe('login page', () => {
  it('requires the e-mail and the password', async () => {
    const api = stubApi({});
    const { user } = renderApp('/belepes');
    await user.click(await screen.findByRole('button', { name: 'Belépés' }));
    expect(await screen.findByText('Az e-mail-cím megadása kötelező.')).toBeInTheDocument();
    expect(screen.getByText('A jelszó megadása kötelező.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/login')).toHaveLength(0);
  });

  it('shows the login error on failure', async () => {
    stubApi({
      'POST /api/login': () => ({ status: 401, body: { error: { code: 'INVALID_CREDENTIALS', message: 'x' } } }),
    });
    const { user } = renderApp('/belepes');
    await user.type(await screen.findByLabelText(/^E-mail-cím/), 'anna@example.hu');
    await user.type(screen.getByLabelText(/^Jelszó/), 'rossz');
    await user.click(screen.getByRole('button', { name: 'Belépés' }));
    expect(await screen.findByText(LOGIN_FAILED)).toBeInTheDocument();
  });

  it('logs in and lands on the dashboard with the token stored', async () => {
    stubApi({ 'POST /api/login': () => ({ token: 'tok-2' }), ...dashboardApi });
    const { user, router } = renderApp('/belepes');
    await user.type(await screen.findByLabelText(/^E-mail-cím/), 'anna@example.hu');
    await user.type(screen.getByLabelText(/^Jelszó/), 'titok123');
    await user.click(screen.getByRole('button', { name: 'Belépés' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tool/dashboard'));
    expect(localStorage.getItem('token')).toBe('tok-2');
  });

  it('sends a logged-in user from the login page to the dashboard', async () => {
    localStorage.setItem('token', 'tok-3');
    stubApi(dashboardApi);
    const { router } = renderApp('/belepes');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tool/dashboard'));
    expect(await screen.findByText('Üdvözlünk, Dr. Kiss Anna!')).toBeInTheDocument();
  });

  it('says the session expired when a page of the tool sends the lawyer back with a refused token', async () => {
    localStorage.setItem('token', 'expired');
    stubApi({
      'GET /api/user': () => ({
        status: 401,
        body: { error: { code: 'UNAUTHORIZED', message: 'Lejárt munkamenet.' } },
      }),
    });
    const { router } = renderApp('/tool/tarsasagok');
    await waitFor(() => expect(router.state.location.pathname).toBe('/belepes'));
    expect(await screen.findByRole('alert')).toHaveTextContent(httpErrorMessage(401));
    expect(screen.getByRole('button', { name: 'Belépés' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('stays on the login page without an expiry notice when the stored token is refused', async () => {
    localStorage.setItem('token', 'expired');
    stubApi({ 'GET /api/user': () => ({ status: 401 }) });
    const { router } = renderApp('/belepes');
    expect(await screen.findByRole('button', { name: 'Belépés' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/belepes');
    expect(screen.queryByText(httpErrorMessage(401))).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('moves the focus of a refused submit to the password field, told invalid (Mantine marked it for no reader)', async () => {
    stubApi({});
    const { user } = renderApp('/belepes');
    await user.type(await screen.findByLabelText(/^E-mail-cím/), 'anna@example.hu');
    await user.click(screen.getByRole('button', { name: 'Belépés' }));
    const password = screen.getByLabelText(/^Jelszó/);
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('A jelszó megadása kötelező.');
  });

  it('shows the server’s field error at its field, focused, not as wrong credentials (decision 072)', async () => {
    const tooLong = 'A jelszó legfeljebb 200 karakter lehet.';
    stubApi({
      'POST /api/login': () => ({
        status: 400,
        body: {
          error: { code: 'VALIDATION_FAILED', message: 'Hibás vagy hiányzó adatok.', fields: { password: tooLong } },
        },
      }),
    });
    const { user } = renderApp('/belepes');
    await user.type(await screen.findByLabelText(/^E-mail-cím/), 'anna@example.hu');
    const password = screen.getByLabelText(/^Jelszó/);
    await user.type(password, 'titok123');
    await user.click(screen.getByRole('button', { name: 'Belépés' }));
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(tooLong);
    expect(screen.queryByText(LOGIN_FAILED)).toBeNull();
  });
});
