import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { RESET_REQUEST_FAILED, RESET_REQUEST_SENT } from './forgot-password-page.tsx';
import { httpErrorMessage } from '../../../lib/api-client.ts';
import { PASSWORD_SET, PASSWORD_SET_FAILED, REQUEST_NEW_LINK, TOKEN_MISSING } from './new-password-page.tsx';

describe('password reset pages', () => {
  it('requires the e-mail and confirms the request', async () => {
    const api = stubApi({ 'POST /api/password-reset/request': () => ({ ok: true }) });
    const { user } = renderApp('/elfelejtett-jelszo');
    await user.click(await screen.findByRole('button', { name: 'Link küldése' }));
    expect(await screen.findByText('Az e-mail-cím megadása kötelező.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^E-mail-cím/), 'anna@example.hu');
    await user.click(screen.getByRole('button', { name: 'Link küldése' }));
    expect(await screen.findByText(RESET_REQUEST_SENT)).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/password-reset/request')?.body).toEqual({
      email: 'anna@example.hu',
    });
  });

  it('says to try again when the request fails', async () => {
    stubApi({ 'POST /api/password-reset/request': () => ({ status: 500 }) });
    const { user } = renderApp('/elfelejtett-jelszo');
    await user.type(await screen.findByLabelText(/^E-mail-cím/), 'anna@example.hu');
    await user.click(screen.getByRole('button', { name: 'Link küldése' }));
    expect(await screen.findByText(RESET_REQUEST_FAILED)).toBeInTheDocument();
  });

  it('refuses a new password without a token', async () => {
    stubApi({});
    renderApp('/uj-jelszo');
    expect(await screen.findByText(TOKEN_MISSING)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jelszó beállítása' })).toBeDisabled();
  });

  it('checks length and match, then sets the password with the token of the link', async () => {
    const api = stubApi({ 'POST /api/password-reset/confirm': () => ({ ok: true }) });
    const { user } = renderApp('/uj-jelszo?token=abc123');
    await user.type(await screen.findByLabelText(/^Új jelszó \*/), '12345');
    await user.type(screen.getByLabelText(/^Új jelszó megerősítése/), '123456');
    await user.click(screen.getByRole('button', { name: 'Jelszó beállítása' }));
    expect(await screen.findByText('A jelszó legalább 6 karakter legyen.')).toBeInTheDocument();
    expect(screen.getByText('A jelszavak nem egyeznek.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Új jelszó \*/), '6');
    await user.click(screen.getByRole('button', { name: 'Jelszó beállítása' }));
    expect(await screen.findByText(PASSWORD_SET)).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/password-reset/confirm')?.body).toEqual({
      password: '123456',
      token: 'abc123',
    });
  });

  it('sends the holder of a refused link to ask for a new one', async () => {
    stubApi({
      'POST /api/password-reset/confirm': () => ({
        status: 400,
        body: {
          error: { code: 'INVALID_RESET_TOKEN', message: 'A jelszó-visszaállító link érvénytelen vagy lejárt.' },
        },
      }),
    });
    const { user, router } = renderApp('/uj-jelszo?token=abc123');
    await user.type(await screen.findByLabelText(/^Új jelszó \*/), '123456');
    await user.type(screen.getByLabelText(/^Új jelszó megerősítése/), '123456');
    await user.click(screen.getByRole('button', { name: 'Jelszó beállítása' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_SET_FAILED);
    await user.click(screen.getByRole('link', { name: REQUEST_NEW_LINK }));
    expect(router.state.location.pathname).toBe('/elfelejtett-jelszo');
  });

  it('does not blame the link when the server is busy: it says to wait and retry', async () => {
    stubApi({ 'POST /api/password-reset/confirm': () => ({ status: 429 }) });
    const { user } = renderApp('/uj-jelszo?token=abc123');
    await user.type(await screen.findByLabelText(/^Új jelszó \*/), '123456');
    await user.type(screen.getByLabelText(/^Új jelszó megerősítése/), '123456');
    await user.click(screen.getByRole('button', { name: 'Jelszó beállítása' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(httpErrorMessage(429));
    expect(screen.queryByText(PASSWORD_SET_FAILED, { exact: false })).toBeNull();
  });

  it('shows the server’s field error of the e-mail at its field, focused, with no general alert', async () => {
    const invalid = 'Érvényes e-mail-címet adjon meg.';
    stubApi({
      'POST /api/password-reset/request': () => ({
        status: 400,
        body: {
          error: { code: 'VALIDATION_FAILED', message: 'Hibás vagy hiányzó adatok.', fields: { email: invalid } },
        },
      }),
    });
    const { user } = renderApp('/elfelejtett-jelszo');
    const email = await screen.findByLabelText(/^E-mail-cím/);
    await user.type(email, 'anna@example');
    await user.click(screen.getByRole('button', { name: 'Link küldése' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(invalid);
    expect(screen.queryByText(RESET_REQUEST_FAILED)).toBeNull();
  });

  it('shows the server’s field error of the new password at its field, not as a refused link', async () => {
    const tooLong = 'A jelszó legfeljebb 200 karakter lehet.';
    stubApi({
      'POST /api/password-reset/confirm': () => ({
        status: 400,
        body: {
          error: { code: 'VALIDATION_FAILED', message: 'Hibás vagy hiányzó adatok.', fields: { password: tooLong } },
        },
      }),
    });
    const { user } = renderApp('/uj-jelszo?token=abc123');
    const password = await screen.findByLabelText(/^Új jelszó \*/);
    await user.type(password, '123456');
    await user.type(screen.getByLabelText(/^Új jelszó megerősítése/), '123456');
    await user.click(screen.getByRole('button', { name: 'Jelszó beállítása' }));
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(tooLong);
    expect(screen.queryByText(PASSWORD_SET_FAILED, { exact: false })).toBeNull();
  });
});
