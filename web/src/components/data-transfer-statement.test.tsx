import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-app.tsx';
import { stubApi } from '../testing/fake-api.ts';
import { DataTransferStatement } from './data-transfer-statement.tsx';

describe('DataTransferStatement', () => {
  it('names the merchant and its address from the server configuration, not the host name', async () => {
    stubApi({
      'GET /api/feature-flags': () => ({
        beta: false,
        betaEndDate: null,
        merchant: { name: 'Cégdok Informatikai Kft.', address: '1052 Budapest, Váci utca 2.' },
      }),
    });
    renderWithProviders(<DataTransferStatement opened onClose={() => undefined} />);
    const statement = await screen.findByText(/Cégdok Informatikai Kft\. \(1052 Budapest, Váci utca 2\.\) adatkezelő/);
    expect(statement).toHaveTextContent('a Cégdok szolgáltatás felhasználói adatbázisában');
    expect(statement.textContent).not.toContain(window.location.host);
  });
});
