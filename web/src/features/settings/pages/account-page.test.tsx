import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { httpErrorMessage } from '../../../lib/api-client.ts';
import { linkedFieldErrorState } from '../../../lib/linked-field-error.ts';
import { stubApi } from '../../../testing/fake-api.ts';
import { pressAtOnce } from '../../../testing/press-at-once.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { DELETE_ACCOUNT_FAILED, OTHER_USERS_WARNING } from './account-page.tsx';

describe('account page', () => {
  beforeEach(() => localStorage.setItem('token', 'tok'));

  it('edits the lawyer data with name and KASZ required and the e-mail read-only', async () => {
    const api = stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: '123' }),
      'GET /api/subscription': () => ({ name: 'basic', userCount: 1 }),
      'PUT /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: '456' }),
    });
    const { user } = renderApp('/tool/fiok');
    const kasz = await screen.findByLabelText(/^KASZ szám/);
    await waitFor(() => expect(kasz).toHaveValue('123'));
    expect(screen.getByLabelText('E-mail-cím')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Mentés' })).toBeNull();
    await user.clear(kasz);
    await user.tab();
    expect(await screen.findByText('A KASZ szám megadása kötelező.')).toBeInTheDocument();
    await user.type(kasz, '456');
    // A two-letter name is refused at the field, by the server's rule, before anything is sent.
    const name = screen.getByLabelText(/^Név/);
    await user.clear(name);
    await user.type(name, 'Dr');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('A név legalább 3 karakter legyen.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.type(name, '. Kiss Anna');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ name: 'Dr. Kiss Anna', kasz: '456' }),
    );
  });

  it('shows the server’s field error at its field, focused, with no general alert (decision 072)', async () => {
    const tooLong = 'A KASZ szám legfeljebb 50 karakter lehet.';
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: '123' }),
      'GET /api/subscription': () => ({ name: 'basic', userCount: 1 }),
      'PUT /api/user': () => ({
        status: 400,
        body: {
          error: { code: 'VALIDATION_FAILED', message: 'Hibás vagy hiányzó adatok.', fields: { kasz: tooLong } },
        },
      }),
    });
    const { user } = renderApp('/tool/fiok');
    const kasz = await screen.findByLabelText(/^KASZ szám/);
    await waitFor(() => expect(kasz).toHaveValue('123'));
    await user.type(kasz, '4'.repeat(60));
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(kasz).toHaveFocus());
    expect(kasz).toHaveAttribute('aria-invalid', 'true');
    expect(kasz).toHaveAccessibleDescription(tooLong);
    expect(screen.getByLabelText(/^Név/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/A mentés nem sikerült/)).toBeNull();
    // Typing in the field takes its message away: it was the server's answer to the value sent.
    await user.type(kasz, '{Backspace}');
    expect(kasz).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the general alert, focused, for a refusal with no field of the form', async () => {
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: '123' }),
      'GET /api/subscription': () => ({ name: 'basic', userCount: 1 }),
      'PUT /api/user': () => ({ status: 500, body: {} }),
    });
    const { user } = renderApp('/tool/fiok');
    const kasz = await screen.findByLabelText(/^KASZ szám/);
    await waitFor(() => expect(kasz).toHaveValue('123'));
    await user.type(kasz, '4');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    const alert = (await screen.findByText(`A mentés nem sikerült: ${httpErrorMessage(500)}`)).closest(
      '[role="alert"]',
    );
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('focuses the field a link names (?mezo=kasz), as the registration’s errors of the lawyer’s data link it', async () => {
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: '' }),
      'GET /api/subscription': () => ({ name: 'basic', userCount: 1 }),
    });
    renderApp('/tool/fiok?mezo=kasz');
    const kasz = await screen.findByLabelText(/^KASZ szám/);
    await waitFor(() => expect(kasz).toHaveFocus());
  });

  it('shows the message a followed link carries at the field it focuses, until that field is changed (decision 083)', async () => {
    const message = 'Az ügyvéd KASZ száma hiányzik.';
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: '123' }),
      'GET /api/subscription': () => ({ name: 'basic', userCount: 1 }),
    });
    const { user } = renderApp({ pathname: '/tool/fiok', search: '?mezo=kasz', state: linkedFieldErrorState(message) });
    const kasz = await screen.findByLabelText(/^KASZ szám/);
    await waitFor(() => expect(kasz).toHaveFocus());
    // The page's own rules find the value valid: the message is the link's.
    expect(kasz).toHaveAttribute('aria-invalid', 'true');
    expect(kasz).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText(/^Név/)).not.toHaveAttribute('aria-invalid', 'true');
    // Leaving the field keeps it; changing the value takes it away.
    await user.tab();
    expect(kasz).toHaveAccessibleDescription(message);
    await user.type(kasz, '4');
    expect(kasz).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(message)).toBeNull();
  });

  it('shows no message for an address with ?mezo= and no state', async () => {
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: '123' }),
      'GET /api/subscription': () => ({ name: 'basic', userCount: 1 }),
    });
    renderApp('/tool/fiok?mezo=kasz');
    const kasz = await screen.findByLabelText(/^KASZ szám/);
    await waitFor(() => expect(kasz).toHaveFocus());
    expect(kasz).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes the account after confirmation and goes to the goodbye page', async () => {
    const api = stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: '123' }),
      'GET /api/subscription': () => ({ name: 'basic', userCount: 1 }),
      'DELETE /api/remove-user': () => ({ ok: true }),
    });
    const { user, router } = renderApp('/tool/fiok');
    await user.click(await screen.findByRole('button', { name: 'Fiók törlése' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Végleges törlés' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/felhasznalo-torolve'));
    await screen.findByText(/véglegesen töröltük/);
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/remove-user')).toBe(true);
    // The confirmation went with the account page: the focus lands on the goodbye page's main region, not the body.
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('focuses Mégse of the final question as it is shown, and gives the focus back to Fiók törlése when kept', async () => {
    const api = stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: '123' }),
      'GET /api/subscription': () => ({ name: 'basic', userCount: 1 }),
    });
    renderApp('/tool/fiok');
    const opener = await screen.findByRole('button', { name: 'Fiók törlése' });
    await waitFor(() => expect(opener).toBeEnabled());
    opener.focus();
    const landed = await pressAtOnce('{Enter}{Shift}');
    const dialog = screen.getByRole('dialog', { name: 'Fiók végleges törlése' });
    const keep = within(dialog).getByRole('button', { name: 'Mégse' });
    // The key right after the opening one reaches the safe choice, not the opener behind the dialog nor its ×.
    expect(landed('keydown Shift')).toBe(keep);
    expect(keep).toHaveFocus();
    await pressAtOnce('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('refuses deletion while the law firm has other users and reports a failure', async () => {
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: '123' }),
      'GET /api/subscription': () => ({ name: 'medium', userCount: 2 }),
    });
    renderApp('/tool/fiok');
    expect(await screen.findByText(OTHER_USERS_WARNING)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fiók törlése' })).toBeDisabled();
    expect(DELETE_ACCOUNT_FAILED).toMatch(/ügyfélszolgálat/);
  });

  it('keeps the delete button disabled until the firm users and the subscription have answered', async () => {
    let answerFirmUsers: (users: unknown) => void = () => {};
    let answerSubscription: (subscription: unknown) => void = () => {};
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: '123' }),
      'GET /api/lawfirm/admin': () => new Promise((resolve) => (answerFirmUsers = resolve)),
      'GET /api/subscription': () => new Promise((resolve) => (answerSubscription = resolve)),
    });
    renderApp('/tool/fiok');
    const remove = await screen.findByRole('button', { name: 'Fiók törlése' });
    expect(remove).toBeDisabled();
    answerSubscription({ name: 'medium', userCount: 1, userCap: 3, monthly: true });
    expect(await screen.findByText('Közepes')).toBeInTheDocument();
    expect(remove).toBeDisabled();
    answerFirmUsers([{ joinRequestId: 1, userName: 'Dr. Kiss Anna', lawFirmUserStatus: 'ADMIN' }]);
    await waitFor(() => expect(remove).toBeEnabled());
  });
});
