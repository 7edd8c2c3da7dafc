import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { COMPANY_NOT_FOUND, COMPANY_NOT_FOUND_NEXT } from './company-editor-page.tsx';

function stubEditorApi(companies: () => unknown) {
  return stubApi({
    'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu' }),
    'GET /api/szemely': () => [],
    'GET /api/tarsasag': companies,
  });
}

describe('a company’s page that cannot be shown', () => {
  beforeEach(() => localStorage.setItem('token', 'tok'));

  it('says of an unknown company that it was not found, focused, and leads back to the companies', async () => {
    stubEditorApi(() => []);
    const { user, router } = renderApp('/tool/tarsasagok/99');
    const heading = await screen.findByRole('heading', { name: COMPANY_NOT_FOUND, level: 1 });
    // The focus is not left on the page's body: the next Tab reaches the way back.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(COMPANY_NOT_FOUND_NEXT)).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Vissza a társaságokhoz' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tool/tarsasagok'));
  });

  it('says when the companies could not be loaded, not that the company is missing, and loads them again', async () => {
    let failures = 1;
    stubEditorApi(() =>
      failures-- > 0
        ? { status: 500, body: { error: { code: 'ERROR', message: 'A szerver nem érhető el.' } } }
        : [{ id: 7, nev: 'Hajdú Pékmester', szekhely: '4027 Debrecen, Böszörményi út 20.', tagok: [], ugyvezetok: [] }],
    );
    const { user } = renderApp('/tool/tarsasagok/7');
    const heading = await screen.findByRole('heading', { name: 'A társaságok betöltése nem sikerült', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByText(COMPANY_NOT_FOUND)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Újrapróbálás' }));
    expect(await screen.findByDisplayValue('Hajdú Pékmester')).toBeInTheDocument();
  });
});
