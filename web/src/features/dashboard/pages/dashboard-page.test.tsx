import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const generated = (id: number, templateId: string, fileName: string) => ({
  id,
  fileName,
  templateId,
  companyName: 'Hajdú Pékmester',
  createdAt: '2026-07-01T08:05:00Z',
  deleted: false,
  payed: true,
  retentionDays: 30,
});

function stubDashboardApi() {
  stubApi({
    'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: null }),
    'GET /api/stats': () => ({
      totalCompanies: 1,
      totalBosses: 2,
      totalDocumentsGenerated: 3,
      lastGeneratedDocuments: [
        generated(1, 'szavazolap', 'Szavazólap – Fehér Krisztina'),
        generated(2, 'tervezet-megkuldes', 'Határozattervezet megküldése – ülés tartása nélküli határozathozatal'),
        generated(3, 'alairasminta', 'Aláírásminta – Nagy Lajos'),
      ],
    }),
    'GET /api/subscription': () => ({ name: 'medium', remainingDocs: 45 }),
  });
}

describe('the dashboard’s latest documents', () => {
  beforeEach(() => localStorage.setItem('token', 'tok'));
  afterEach(() => vi.restoreAllMocks());

  it('names an amendment document’s kind in Hungarian, not by its id', async () => {
    stubDashboardApi();
    renderApp('/tool/dashboard');
    const row = (await screen.findByRole('cell', { name: 'Szavazólap – Fehér Krisztina' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'Szavazólap' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Határozattervezet megküldése' })).toBeInTheDocument();
    expect(screen.queryByText(/szavazolap|tervezet-megkuldes/)).toBeNull();
  });

  it('lists them as cards at phone width: nothing cut at the screen’s edge to scroll sideways', async () => {
    const desktopMatchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...desktopMatchMedia(query),
      matches: query.startsWith('not all and (min-width:'),
    }));
    stubDashboardApi();
    renderApp('/tool/dashboard');
    const list = await screen.findByRole('list', { name: 'Legutóbbi dokumentumok' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Szavazólap – Fehér Krisztina');
    expect(cards[0]).toHaveTextContent('Szavazólap · Hajdú Pékmester');
    expect(cards[0]).toHaveTextContent('2026. 07. 01. 10:05');
  });
});

describe('leaving the dashboard by a link inside it', () => {
  beforeEach(() => localStorage.setItem('token', 'tok'));

  it('puts the focus on the main region of the documents page, not on the body', async () => {
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: null }),
      'GET /api/stats': () => ({
        totalCompanies: 0,
        totalBosses: 0,
        totalDocumentsGenerated: 0,
        lastGeneratedDocuments: [],
      }),
      'GET /api/subscription': () => ({ name: 'medium', remainingDocs: 45 }),
      'GET /api/docs': () => [],
    });
    const { user, router } = renderApp('/tool/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Összes megtekintése →' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tool/dokumentumok'));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});
