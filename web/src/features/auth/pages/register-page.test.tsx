import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { BETA_NOTICE } from '../../../components/beta-notice.tsx';
import { CHECK_MAILBOX_TITLE, REGISTER_FAILED } from './register-page.tsx';

describe('register page', () => {
  it('shows every validation message and keeps submit disabled while invalid', async () => {
    stubApi({});
    const { user } = renderApp('/regisztracio');
    const submit = await screen.findByRole('button', { name: 'Regisztráció' });
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText(/^Név/), 'Al');
    await user.type(screen.getByLabelText(/^E-mail-cím/), 'nem-email');
    await user.type(screen.getByLabelText(/^Jelszó$|^Jelszó \*/), '123');
    await user.type(screen.getByLabelText(/^Jelszó megerősítése/), '1234');
    await user.tab();

    expect(await screen.findByText('A név legalább 3 karakter legyen.')).toBeInTheDocument();
    expect(screen.getByText('Érvényes e-mail-címet adjon meg.')).toBeInTheDocument();
    expect(screen.getByText('A jelszó legalább 6 karakter legyen.')).toBeInTheDocument();
    expect(screen.getByText('A jelszavak nem egyeznek.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('stays reachable with an expired token in the browser, dropping the token', async () => {
    localStorage.setItem('token', 'expired');
    stubApi({ 'GET /api/user': () => ({ status: 401 }) });
    const { router } = renderApp('/regisztracio');
    expect(await screen.findByRole('button', { name: 'Regisztráció' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/regisztracio');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends a signed-in lawyer on to the dashboard', async () => {
    localStorage.setItem('token', 'tok');
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: '123', isAdmin: false }),
      'GET /api/stats': () => ({
        totalCompanies: 0,
        totalBosses: 0,
        totalDocumentsGenerated: 0,
        lastGeneratedDocuments: [],
      }),
      'GET /api/subscription': () => ({ name: 'basic', remainingDocs: 20 }),
    });
    const { router } = renderApp('/regisztracio');
    // The dashboard's lazy chunk may load on a cold module cache.
    await waitFor(() => expect(router.state.location.pathname).toBe('/tool/dashboard'));
  });

  it('shows the closed-beta notice only while the beta flag is on', async () => {
    stubApi({ 'GET /api/feature-flags': () => ({ beta: true, betaEndDate: null }) });
    renderApp('/regisztracio');
    expect(await screen.findByText(BETA_NOTICE)).toBeInTheDocument();
  });

  it('shows no beta notice outside the beta', async () => {
    const api = stubApi({ 'GET /api/feature-flags': () => ({ beta: false, betaEndDate: null }) });
    renderApp('/regisztracio');
    await screen.findByRole('button', { name: 'Regisztráció' });
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/feature-flags')).toBe(true));
    expect(screen.queryByText(BETA_NOTICE)).toBeNull();
  });

  it('sends the sign-up and shows the check-your-mailbox state, logging nobody in', async () => {
    const message = 'Elküldtük a regisztráció megerősítéséhez szükséges levelet a megadott e-mail-címre.';
    const api = stubApi({ 'POST /api/register': () => ({ status: 202, body: { message } }) });
    const { user, router } = renderApp('/regisztracio');
    await user.type(await screen.findByLabelText(/^Név/), 'Dr. Kiss Anna');
    await user.type(screen.getByLabelText(/^E-mail-cím/), 'anna@example.hu');
    await user.type(screen.getByLabelText(/^Jelszó \*/), 'titok123');
    await user.type(screen.getByLabelText(/^Jelszó megerősítése/), 'titok123');
    expect(screen.getByRole('button', { name: 'Regisztráció' })).toBeDisabled();
    await user.click(screen.getByLabelText(/Elolvastam és elfogadom/));
    await user.click(screen.getByRole('button', { name: 'Regisztráció' }));

    const heading = await screen.findByRole('heading', { name: CHECK_MAILBOX_TITLE });
    // the pressed Regisztráció went with the form: the focus had fallen to the body (decision 112)
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(screen.getByText('anna@example.hu')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Regisztráció' })).toBeNull();
    expect(router.state.location.pathname).toBe('/regisztracio');
    expect(localStorage.getItem('token')).toBeNull();
    expect(api.calls.find((call) => call.path === '/api/register')?.body).toEqual({
      name: 'Dr. Kiss Anna',
      email: 'anna@example.hu',
      password: 'titok123',
    });
  });

  it('tells the user when the registration fails', async () => {
    stubApi({ 'POST /api/register': () => ({ status: 500, text: 'oops' }) });
    const { user } = renderApp('/regisztracio');
    await user.type(await screen.findByLabelText(/^Név/), 'Dr. Kiss Anna');
    await user.type(screen.getByLabelText(/^E-mail-cím/), 'anna@example.hu');
    await user.type(screen.getByLabelText(/^Jelszó \*/), 'titok123');
    await user.type(screen.getByLabelText(/^Jelszó megerősítése/), 'titok123');
    await user.click(screen.getByLabelText(/Elolvastam és elfogadom/));
    await user.click(screen.getByRole('button', { name: 'Regisztráció' }));
    expect(await screen.findByText(REGISTER_FAILED)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the server’s field error at its field, focused, with no general alert (decision 072)', async () => {
    const forbidden =
      'Nem megengedett karaktert tartalmaz (vezérlőkarakter vagy hibás Unicode-karakter); kérjük, gépelje be újra.';
    stubApi({
      'POST /api/register': () => ({
        status: 400,
        body: {
          error: { code: 'VALIDATION_FAILED', message: 'Hibás vagy hiányzó adatok.', fields: { name: forbidden } },
        },
      }),
    });
    const { user } = renderApp('/regisztracio');
    const name = await screen.findByLabelText(/^Név/);
    await user.type(name, 'Dr. Kiss Anna');
    await user.type(screen.getByLabelText(/^E-mail-cím/), 'anna@example.hu');
    await user.type(screen.getByLabelText(/^Jelszó \*/), 'titok123');
    await user.type(screen.getByLabelText(/^Jelszó megerősítése/), 'titok123');
    await user.click(screen.getByLabelText(/Elolvastam és elfogadom/));
    await user.click(screen.getByRole('button', { name: 'Regisztráció' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(forbidden);
    expect(screen.queryByText(REGISTER_FAILED)).toBeNull();
  });
});
