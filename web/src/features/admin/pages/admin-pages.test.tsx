import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { STATS_FAILED } from './statistics-page.tsx';
import { NO_USERS } from './users-page.tsx';

const admin = () => ({ name: 'Oldal Admin', email: 'admin@example.hu', isAdmin: true });

function usersPage(page: number, count: number) {
  return {
    content: Array.from({ length: count }, (_, index) => ({
      id: page * 20 + index,
      username: `Felhasználó ${page * 20 + index}`,
      email: `user${page * 20 + index}@example.hu`,
      registerTime: '2026-11-20T09:05:00Z',
      subscription: {
        name: 'medium',
        monthly: false,
        extraDocPrice: 690,
        payed: true,
        remainingDocs: 42,
        startDate: '2026-11-20T09:05:00Z',
      },
    })),
    page,
    pageSize: 20,
    totalCount: 25,
  };
}

describe('admin area', () => {
  beforeEach(() => localStorage.setItem('token', 'tok'));

  it('shows the Admin menu only to site admins and sends others back to the dashboard', async () => {
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu', isAdmin: false }),
      'GET /api/stats': () => ({
        totalCompanies: 0,
        totalBosses: 0,
        totalDocumentsGenerated: 0,
        lastGeneratedDocuments: [],
      }),
    });
    const { router } = renderApp('/tool/admin/statisztikak');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tool/dashboard'));
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('shows the tiles and the per-day series of the statistics', async () => {
    stubApi({
      'GET /api/user': admin,
      'GET /api/admin/stats': () => ({
        totalUserCount: 12,
        totalSzemelyCount: 30,
        totalTarsasagCount: 7,
        totalDocumentCount: 99,
        documentGenerationsSeries: { '2026-11-21': 5, '2026-11-20': 3 },
        userRegisterSeries: { '2026-11-20': 2 },
      }),
    });
    renderApp('/tool/admin');
    expect(await screen.findByLabelText('Felhasználók')).toHaveTextContent('12');
    expect(screen.getByLabelText('Dokumentumok')).toHaveTextContent('99');
    expect(screen.getByRole('link', { name: 'Admin' })).toBeInTheDocument();
    const documents = screen.getByLabelText('Létrehozott dokumentumok naponta');
    expect(
      within(documents)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['NapDarab', '2026. 11. 21.5', '2026. 11. 20.3']);
    expect(screen.getByLabelText('Regisztrációk naponta')).toHaveTextContent('2026. 11. 20.2');
  });

  it('reports a failed statistics load in red', async () => {
    stubApi({ 'GET /api/user': admin });
    renderApp('/tool/admin/statisztikak');
    expect(await screen.findByText(STATS_FAILED)).toBeInTheDocument();
  });

  it('pages the users with first, previous and next and expands a row into its details', async () => {
    const api = stubApi({
      'GET /api/user': admin,
      'GET /api/admin/users/:page': (_request, params) => usersPage(Number(params.page), params.page === '0' ? 20 : 5),
    });
    const { user } = renderApp('/tool/admin/felhasznalok');
    expect(await screen.findByRole('cell', { name: 'user0@example.hu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Első' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Előző' })).toBeDisabled();
    expect(screen.getByLabelText('Oldal')).toHaveTextContent('1');
    const row = screen.getByRole('cell', { name: 'user0@example.hu' }).closest('tr')!;
    expect(row).toHaveTextContent('Közepes (éves)');
    expect(row).toHaveTextContent('2026. 11. 20. 10:05');
    await user.click(row);
    expect(screen.getByText('690 Ft/hó')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Következő' }));
    expect(await screen.findByRole('cell', { name: 'user20@example.hu' })).toBeInTheDocument();
    expect(screen.getByLabelText('Oldal')).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Következő' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Első' }));
    expect(await screen.findByRole('cell', { name: 'user0@example.hu' })).toBeInTheDocument();
    const pages = api.calls.map((call) => call.path).filter((path) => path.startsWith('/api/admin/users/'));
    expect(new Set(pages)).toEqual(new Set(['/api/admin/users/0', '/api/admin/users/1']));
  });

  it('says when there are no users', async () => {
    stubApi({ 'GET /api/user': admin, 'GET /api/admin/users/:page': () => ({ content: [], totalCount: 0 }) });
    renderApp('/tool/admin/felhasznalok');
    expect(await screen.findByText(NO_USERS)).toBeInTheDocument();
  });

  it('adds beta users only with a name and an e-mail, deletes them and sends the invitations', async () => {
    let list = [{ id: 1, name: 'Kiss Anna', email: 'anna@example.hu' }];
    const api = stubApi({
      'GET /api/user': admin,
      'GET /api/beta': () => list,
      'GET /api/beta/not-registered': () => [{ id: 9, name: 'Tóth Cecília', email: 'cecilia@example.hu' }],
      'PUT /api/beta': (request) => {
        list = [...list, { id: 2, ...(request.body as { name: string; email: string }) }];
        return list;
      },
      'DELETE /api/beta/:id': () => {
        list = list.filter((entry) => entry.id !== 1);
        return list;
      },
      'POST /api/beta': () => [],
    });
    const { user } = renderApp('/tool/admin/beta');
    const invitable = await screen.findByLabelText('Meghívható felhasználók');
    expect(await within(invitable).findByText('anna@example.hu')).toBeInTheDocument();
    expect(screen.getByLabelText('Meghívott, még nem regisztrált felhasználók')).toHaveTextContent(
      'cecilia@example.hu',
    );
    await user.type(screen.getByLabelText('Név'), 'Nagy Béla');
    await user.click(screen.getByRole('button', { name: 'Hozzáadás' }));
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.type(screen.getByLabelText('E-mail-cím'), 'bela@example.hu');
    await user.click(screen.getByRole('button', { name: 'Hozzáadás' }));
    expect(await within(invitable).findByText('bela@example.hu')).toBeInTheDocument();
    await user.click(within(invitable).getByRole('button', { name: 'anna@example.hu törlése' }));
    await waitFor(() => expect(within(invitable).queryByText('anna@example.hu')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Meghívók küldése' }));
    expect(await within(invitable).findByText('Nincs ilyen felhasználó.')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a beta user’s e-mail at its field, focused, with no general alert', async () => {
    const invalid = 'Érvényes e-mail-címet adjon meg.';
    stubApi({
      'GET /api/user': admin,
      'GET /api/beta': () => [],
      'GET /api/beta/not-registered': () => [],
      'PUT /api/beta': () => ({
        status: 400,
        body: {
          error: { code: 'VALIDATION_FAILED', message: 'Hibás vagy hiányzó adatok.', fields: { email: invalid } },
        },
      }),
    });
    const { user } = renderApp('/tool/admin/beta');
    await user.type(await screen.findByLabelText('Név'), 'Nagy Béla');
    const email = screen.getByLabelText('E-mail-cím');
    await user.type(email, 'bela@example');
    await user.click(screen.getByRole('button', { name: 'Hozzáadás' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(invalid);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
