import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '../testing/fake-api.ts';
import { renderApp } from '../testing/render-app.tsx';
import { APP_TITLE } from './page-title.ts';

describe('the browser tab title', () => {
  beforeEach(() => {
    document.title = '';
  });

  it('names the public page, and keeps the product line on the landing page', async () => {
    stubApi({});
    const { router } = renderApp('/kapcsolat');
    await waitFor(() => expect(document.title).toBe('Kapcsolat – Cégdok'));
    await router.navigate('/');
    await waitFor(() => expect(document.title).toBe(APP_TITLE));
  });

  it('names the page of the tool the lawyer is on, so two tabs can be told apart', async () => {
    localStorage.setItem('token', 'tok');
    stubApi({
      'GET /api/user': () => ({ name: 'Dr. Kiss Anna', email: 'anna@example.hu', kasz: null, isAdmin: false }),
      'GET /api/tarsasag': () => [],
      'GET /api/szemely': () => [],
    });
    const { router } = renderApp('/tool/tarsasagok');
    // The tool's lazy chunks load on a cold module cache first.
    await waitFor(() => expect(document.title).toBe('Társaságok – Cégdok'));
    await router.navigate('/tool/szemelyek');
    await waitFor(() => expect(document.title).toBe('Személyek – Cégdok'));
  });
});
