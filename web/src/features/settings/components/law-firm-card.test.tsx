import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { linkedFieldErrorState } from '../../../lib/linked-field-error.ts';
import { stubApi, type FakeRequest } from '../../../testing/fake-api.ts';
import { keepByKeyboard } from '../../../testing/keep-by-keyboard.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { INVITE_FAILED, JOIN_FAILED, JOIN_NO_ADMIN } from './law-firm-card.tsx';

const subscription = {
  name: 'medium',
  remainingDocs: 10,
  monthlyDocCap: 60,
  userCap: 3,
  userCount: 2,
  docRetentionInDays: 180,
  extraDocPrice: 690,
  monthly: true,
  startDate: '2026-11-01T10:00:00Z',
};
const firmUsers = [
  { joinRequestId: 1, userName: 'Dr. Kiss Anna', email: 'anna@example.hu', lawFirmUserStatus: 'ADMIN' },
  { joinRequestId: 2, userName: 'Nagy Béla', email: 'bela@example.hu', lawFirmUserStatus: 'WANTS_TO_JOIN' },
  { joinRequestId: 3, userName: 'Tóth Cecília', email: 'cecilia@example.hu', lawFirmUserStatus: 'INVITED' },
  { joinRequestId: 4, userName: 'Szabó Dénes', email: 'denes@example.hu', lawFirmUserStatus: 'JOINED' },
];

function stubFirmAdmin(overrides: Record<string, (request: never) => unknown> = {}) {
  return stubApi({
    'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: '1' }),
    'GET /api/subscription': () => subscription,
    'GET /api/lawfirm': () => ({
      id: 1,
      nev: 'Kiss Ügyvédi Iroda',
      szekhely: '1052 Budapest, Váci utca 2.',
      lawFirmUserStatus: 'ADMIN',
    }),
    'GET /api/lawfirm/admin': () => firmUsers,
    'GET /api/lawfirm/change-requests': () => [],
    'GET /api/billing/orders': () => [
      {
        id: 1,
        createdAt: '2026-11-01T10:00:00Z',
        total: 19900,
        status: 'FINISHED',
        paymentId: '501234567',
        tierId: 'medium',
        documentIds: null,
        monthly: true,
      },
    ],
    ...overrides,
  });
}

describe('law firm section of the settings page', () => {
  beforeEach(() => localStorage.setItem('token', 'tok'));

  it('shows the message a followed link carries at the firm’s field it names, until that field is changed (decision 083)', async () => {
    const message = 'Az ügyvédi iroda székhelye hiányos: az irányítószám hiányzik.';
    stubFirmAdmin();
    const { user } = renderApp({
      pathname: '/tool/fiok',
      search: '?mezo=szekhely',
      state: linkedFieldErrorState(message),
    });
    const seat = await screen.findByLabelText(/^Székhely/);
    await waitFor(() => expect(seat).toHaveValue('1052 Budapest, Váci utca 2.'));
    await waitFor(() => expect(seat).toHaveFocus());
    expect(seat).toHaveAttribute('aria-invalid', 'true');
    expect(seat).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText(/^Iroda neve/)).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(seat, ' ');
    expect(seat).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(message)).toBeNull();
  });

  it('lists the users with their statuses, accepts a join request, revokes an invite and badges the menu', async () => {
    const api = stubFirmAdmin({
      'POST /api/lawfirm/admin/join-accept/:id': () => firmUsers,
      'DELETE /api/lawfirm/admin/invite-request/:id': () => firmUsers,
    });
    const { user } = renderApp('/tool/fiok');
    const table = await screen.findByRole('table', { name: 'Az iroda felhasználói' });
    expect(within(table).getByRole('row', { name: /Nagy Béla/ })).toHaveTextContent('Csatlakozás kérve');
    expect(within(table).getByRole('row', { name: /Tóth Cecília/ })).toHaveTextContent('Meghívott');
    expect(screen.getByLabelText('1 függő kérés')).toBeInTheDocument();
    await user.click(
      within(within(table).getByRole('row', { name: /Nagy Béla/ })).getByRole('button', { name: 'Elfogadás' }),
    );
    await user.click(
      within(within(table).getByRole('row', { name: /Tóth Cecília/ })).getByRole('button', { name: 'Visszavonás' }),
    );
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/api/lawfirm/admin/invite-request/3')).toBe(true),
    );
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/lawfirm/admin/join-accept/2')).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Fiók törlése' })).toBeDisabled();
    expect(screen.getByLabelText('Számlázási előzmények')).toHaveTextContent('Havi előfizetés: Közepes');
    expect(screen.getByLabelText('Előfizetés')).toHaveTextContent('Közepes');
  });

  it('moves the focus to the users’ list title when a row’s Visszavonás or Elfogadás goes with its status', async () => {
    let listed = firmUsers;
    stubFirmAdmin({
      'GET /api/lawfirm/admin': () => listed,
      'DELETE /api/lawfirm/admin/invite-request/:id': () => (listed = listed.filter((row) => row.joinRequestId !== 3)),
      'POST /api/lawfirm/admin/join-accept/:id': () =>
        (listed = listed.map((row) => (row.joinRequestId === 2 ? { ...row, lawFirmUserStatus: 'JOINED' } : row))),
    });
    const { user } = renderApp('/tool/fiok');
    const table = await screen.findByRole('table', { name: 'Az iroda felhasználói' });
    const title = screen.getByText('Az iroda felhasználói', { selector: 'p' });
    await user.click(
      within(within(table).getByRole('row', { name: /Tóth Cecília/ })).getByRole('button', { name: 'Visszavonás' }),
    );
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Tóth Cecília/ })).toBeNull());
    await waitFor(() => expect(title).toHaveFocus());
    await user.click(
      within(within(table).getByRole('row', { name: /Nagy Béla/ })).getByRole('button', { name: 'Elfogadás' }),
    );
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /Nagy Béla/ })).toHaveTextContent('Csatlakozott'),
    );
    await waitFor(() => expect(title).toHaveFocus());
  });

  it('removes a joined member after confirmation, and the focus goes to the page, not to the body', async () => {
    let listed = firmUsers;
    const api = stubFirmAdmin({
      'GET /api/lawfirm/admin': () => listed,
      'DELETE /api/lawfirm/admin/invite-request/:id': () => (listed = firmUsers.slice(0, 3)),
    });
    const { user } = renderApp('/tool/fiok');
    const table = await screen.findByRole('table', { name: 'Az iroda felhasználói' });
    const member = within(table).getByRole('row', { name: /Szabó Dénes/ });
    expect(within(table).getByRole('row', { name: /Dr. Kiss Anna/ })).not.toHaveTextContent('Eltávolítás');
    await user.click(within(member).getByRole('button', { name: 'Eltávolítás' }));
    const dialog = await screen.findByRole('dialog', { name: 'Megerősítés' });
    expect(dialog).toHaveTextContent('Biztosan eltávolítja Szabó Dénes felhasználót az irodából?');
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Eltávolítás' }));
    await waitFor(() =>
      expect(
        api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/lawfirm/admin/invite-request/4'),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The member's row went with its Eltávolítás button: the focus lands on the main region.
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Szabó Dénes/ })).toBeNull());
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('focuses Mégse of the removal question as it is shown, and gives the focus back to Eltávolítás when kept', async () => {
    const api = stubFirmAdmin();
    renderApp('/tool/fiok');
    const table = await screen.findByRole('table', { name: 'Az iroda felhasználói' });
    const opener = within(within(table).getByRole('row', { name: /Szabó Dénes/ })).getByRole('button', {
      name: 'Eltávolítás',
    });
    await keepByKeyboard(opener, 'Megerősítés');
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('lets a joined member leave the firm after confirmation, and the focus goes to the page, not to the body', async () => {
    let hasLeft = false;
    const api = stubFirmAdmin({
      'GET /api/user': () => ({ name: 'Szabó Dénes', email: 'denes@example.hu', kasz: '4' }),
      'GET /api/lawfirm': () =>
        hasLeft
          ? {}
          : {
              nev: 'Kiss Ügyvédi Iroda',
              szekhely: '1052 Budapest, Váci utca 2.',
              lawFirmUserStatus: 'JOINED',
              joinRequestId: 4,
            },
      'DELETE /api/lawfirm/join-request/:id': () => {
        hasLeft = true;
        return [];
      },
    });
    const { user } = renderApp('/tool/fiok');
    await user.click(await screen.findByRole('button', { name: 'Kilépés az irodából' }));
    const dialog = await screen.findByRole('dialog', { name: 'Megerősítés' });
    expect(dialog).toHaveTextContent('Biztosan kilép a(z) Kiss Ügyvédi Iroda irodából?');
    await user.click(within(dialog).getByRole('button', { name: 'Kilépés' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/lawfirm/join-request/4')).toBe(
        true,
      ),
    );
    expect(screen.queryByRole('button', { name: 'Felhasználó meghívása' })).toBeNull();
    // Kilépés az irodából is gone with the membership: the focus lands on the main region.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Kilépés az irodából' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('validates the invite e-mail and explains a refused invitation', async () => {
    stubFirmAdmin({
      'PUT /api/lawfirm/admin/invite-request': () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Nincs ilyen felhasználó.' } },
      }),
    });
    const { user } = renderApp('/tool/fiok');
    await user.click(await screen.findByRole('button', { name: 'Felhasználó meghívása' }));
    const dialog = await screen.findByRole('dialog', { name: 'Felhasználó meghívása' });
    await user.click(within(dialog).getByRole('button', { name: 'Meghívás' }));
    expect(within(dialog).getByText('Érvényes e-mail-címet adjon meg.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^E-mail-cím/), 'senki@example.hu');
    await user.click(within(dialog).getByRole('button', { name: 'Meghívás' }));
    expect(await within(dialog).findByText(INVITE_FAILED)).toBeInTheDocument();
  });

  it('moves the focus to the user-limit note when the invitation sent fills the last seat, not to the body', async () => {
    let userCount = 2;
    const api = stubFirmAdmin({
      'GET /api/subscription': () => ({ ...subscription, userCount }),
      'PUT /api/lawfirm/admin/invite-request': () => {
        userCount = 3;
        return firmUsers;
      },
    });
    const { user } = renderApp('/tool/fiok');
    const opener = await screen.findByRole('button', { name: 'Felhasználó meghívása' });
    await waitFor(() => expect(opener).toBeEnabled());
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Felhasználó meghívása' });
    await user.type(within(dialog).getByLabelText(/^E-mail-cím/), 'uj.kollega@example.hu');
    await user.click(within(dialog).getByRole('button', { name: 'Meghívás' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((call) => call.method === 'PUT' && call.path === '/api/lawfirm/admin/invite-request')).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Felhasználó meghívása' })).toBeDisabled();
    await waitFor(() =>
      expect(screen.getByText('Az iroda elérte a csomagjában engedélyezett felhasználószámot.')).toHaveFocus(),
    );
  });

  it('takes an address typed at once after Felhasználó meghívása opens its dialog, from its first letter', async () => {
    stubFirmAdmin();
    renderApp('/tool/fiok');
    const opener = await screen.findByRole('button', { name: 'Felhasználó meghívása' });
    await waitFor(() => expect(opener).toBeEnabled());
    opener.focus();
    // The keys follow one another with no pause: no timer runs between the opening and the first letter.
    const typist = userEvent.setup({ delay: null });
    await typist.keyboard('{Enter}uj.kollega@example.hu');
    const dialog = screen.getByRole('dialog', { name: 'Felhasználó meghívása' });
    expect(within(dialog).getByLabelText(/^E-mail-cím/)).toHaveValue('uj.kollega@example.hu');
    expect(within(dialog).getByLabelText(/^E-mail-cím/)).toHaveFocus();
    await typist.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('gives the focus back to Felhasználó meghívása when seats are left after the invitation', async () => {
    stubFirmAdmin({ 'PUT /api/lawfirm/admin/invite-request': () => firmUsers });
    const { user } = renderApp('/tool/fiok');
    const opener = await screen.findByRole('button', { name: 'Felhasználó meghívása' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Felhasználó meghívása' });
    await user.type(within(dialog).getByLabelText(/^E-mail-cím/), 'uj.kollega@example.hu');
    await user.click(within(dialog).getByRole('button', { name: 'Meghívás' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Felhasználó meghívása' })).toHaveFocus());
  });

  it('disables inviting at the user cap and hides the billing history in beta', async () => {
    stubFirmAdmin({
      'GET /api/subscription': () => ({ ...subscription, name: 'beta', userCount: 3 }),
      'GET /api/feature-flags': () => ({ beta: true, betaEndDate: '2027-01-01' }),
    });
    renderApp('/tool/fiok');
    expect(await screen.findByRole('button', { name: 'Felhasználó meghívása' })).toBeDisabled();
    expect(await screen.findByText('2027. 01. 01.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Számlázási előzmények')).toBeNull();
  });

  it('shows the billing history outside the beta', async () => {
    stubFirmAdmin({ 'GET /api/feature-flags': () => ({ beta: false, betaEndDate: null }) });
    renderApp('/tool/fiok');
    expect(await screen.findByLabelText('Számlázási előzmények')).toBeInTheDocument();
  });

  it('says when asking to join made no request (no firm admin with that address) and keeps the popup open', async () => {
    let requests: unknown[] = [];
    stubApi({
      'GET /api/user': () => ({ name: 'Nagy Béla', email: 'bela@example.hu', kasz: '2' }),
      'GET /api/subscription': () => ({ ...subscription, userCount: 1 }),
      'GET /api/lawfirm': () => null,
      'GET /api/lawfirm/admin': () => [],
      'GET /api/lawfirm/change-requests': () => requests,
      'GET /api/billing/orders': () => [],
      // As the server answers: an unknown address (or a typo) and a firm admin's differ only in the list returned.
      'PUT /api/lawfirm/join-request': (request: FakeRequest) => {
        if ((request.body as { email: string }).email === 'admin@example.hu')
          requests = [{ requestId: 8, type: 'WANTS_TO_JOIN', nameOfLawFirm: 'Béta Iroda' }];
        return requests;
      },
    });
    const { user } = renderApp('/tool/fiok');
    await user.click(await screen.findByRole('button', { name: 'Csatlakozás irodához' }));
    const dialog = await screen.findByRole('dialog', { name: 'Csatlakozás irodához' });
    await user.type(within(dialog).getByLabelText(/^E-mail-cím/), 'admni@example.hu');
    await user.click(within(dialog).getByRole('button', { name: 'Kérés elküldése' }));
    expect(await within(dialog).findByText(JOIN_NO_ADMIN)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^E-mail-cím/));
    await user.type(within(dialog).getByLabelText(/^E-mail-cím/), 'admin@example.hu');
    await user.click(within(dialog).getByRole('button', { name: 'Kérés elküldése' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(/Béta Iroda/)).toBeInTheDocument();
  });

  it('lets a user without a firm create one, ask to join one, accept an invitation and cancel a request', async () => {
    const api = stubApi({
      'GET /api/user': () => ({ name: 'Nagy Béla', email: 'bela@example.hu', kasz: '2' }),
      'GET /api/subscription': () => ({ ...subscription, userCount: 1 }),
      'GET /api/lawfirm': () => null,
      'GET /api/lawfirm/admin': () => [],
      'GET /api/lawfirm/change-requests': () => [
        { requestId: 7, type: 'INVITED', nameOfLawFirm: 'Alfa Iroda' },
        { requestId: 8, type: 'WANTS_TO_JOIN', nameOfLawFirm: 'Béta Iroda' },
      ],
      'GET /api/billing/orders': () => [],
      'POST /api/lawfirm': () => ({
        id: 2,
        nev: 'Nagy Iroda',
        szekhely: '6720 Szeged, Kárász utca 2.',
        lawFirmUserStatus: 'ADMIN',
      }),
      'POST /api/lawfirm/accept-invite/:id': () => [],
      'DELETE /api/lawfirm/join-request/:id': () => [],
      'PUT /api/lawfirm/join-request': () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Nincs ilyen irodaadmin.' } },
      }),
    });
    const { user } = renderApp('/tool/fiok');
    expect(await screen.findByText('Meghívás a(z) Alfa Iroda irodába')).toBeInTheDocument();
    expect(screen.getByLabelText('1 függő kérés')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Meghívás elfogadása' }));
    await user.click(screen.getByRole('button', { name: 'Kérés visszavonása' }));
    await user.click(screen.getByRole('button', { name: 'Csatlakozás irodához' }));
    const dialog = await screen.findByRole('dialog', { name: 'Csatlakozás irodához' });
    await user.type(within(dialog).getByLabelText(/^E-mail-cím/), 'admin@example.hu');
    await user.click(within(dialog).getByRole('button', { name: 'Kérés elküldése' }));
    expect(await within(dialog).findByText(JOIN_FAILED)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mégse' }));
    await user.click(screen.getByRole('button', { name: 'Iroda létrehozása' }));
    expect(await screen.findByText('Az iroda neve kötelező.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Iroda neve/), 'Nagy Iroda');
    await user.type(screen.getByLabelText(/^Székhely/), '6700 Szeged, .');
    await user.click(screen.getByRole('button', { name: 'Iroda létrehozása' }));
    expect(
      await screen.findByText(
        'A cím hiányos. Hiányzik: a közterület neve, a közterület jellege és a házszám (vagy a helyrajzi szám).',
      ),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Székhely/));
    await user.type(screen.getByLabelText(/^Székhely/), '6720 Szeged, Kárász utca 2.');
    await user.click(screen.getByRole('button', { name: 'Iroda létrehozása' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST' && call.path === '/api/lawfirm')?.body).toEqual({
        nev: 'Nagy Iroda',
        szekhely: '6720 Szeged, Kárász utca 2.',
      }),
    );
    expect(api.calls.some((call) => call.path === '/api/lawfirm/accept-invite/7')).toBe(true);
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/lawfirm/join-request/8')).toBe(
      true,
    );
  });

  it('shows the server’s field error of the firm’s data at its field, focused, with no general alert (decision 072)', async () => {
    const tooLong = 'Legfeljebb 200 karakter.';
    stubFirmAdmin({
      'POST /api/lawfirm': () => ({
        status: 400,
        body: { error: { code: 'VALIDATION_FAILED', message: 'Hibás vagy hiányzó adatok.', fields: { nev: tooLong } } },
      }),
    });
    const user = userEvent.setup();
    renderApp('/tool/fiok');
    const firm = await screen.findByRole('form', { name: 'Az iroda adatai' });
    const name = within(firm).getByLabelText(/^Iroda neve/);
    await waitFor(() => expect(name).toHaveValue('Kiss Ügyvédi Iroda'));
    await user.type(name, ' és Társai');
    await user.click(within(firm).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(tooLong);
    expect(within(firm).queryByRole('alert')).toBeNull();
  });

  it('shows the server’s refusal of the invited address at the field, focused, with no general alert', async () => {
    const invalid = 'Érvényes e-mail-címet adjon meg.';
    stubFirmAdmin({
      'PUT /api/lawfirm/admin/invite-request': () => ({
        status: 400,
        body: {
          error: { code: 'VALIDATION_FAILED', message: 'Hibás vagy hiányzó adatok.', fields: { email: invalid } },
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/tool/fiok');
    await user.click(await screen.findByRole('button', { name: 'Felhasználó meghívása' }));
    const dialog = await screen.findByRole('dialog', { name: 'Felhasználó meghívása' });
    const email = within(dialog).getByLabelText(/^E-mail-cím/);
    await user.type(email, 'bela@example.hu');
    await user.click(within(dialog).getByRole('button', { name: 'Meghívás' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(invalid);
    await waitFor(() => expect(email).toHaveFocus());
    expect(within(dialog).queryByText(INVITE_FAILED)).toBeNull();
  });
});
