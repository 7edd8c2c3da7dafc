import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const enterprise = {
  id: 'enterprise',
  name: 'Vállalati csomag',
  monthlyPrice: 49900,
  yearlyPrice: 499000,
  monthlyDocCap: 250,
  extraDocPrice: 490,
  userCap: 10,
  docRetentionInDays: 365,
};

describe('pricing page', () => {
  it("prices the enterprise tier's extra user from the tiers", async () => {
    stubApi({ 'GET /api/tiers': () => [{ ...enterprise, extraUserPrice: 2500 }] });
    renderApp('/csomagok');
    expect(await screen.findByTestId('tier-enterprise')).toBeInTheDocument();
    expect(screen.getByText(/felhasználószáma havi 2 500 Ft \/ fő díjért bővíthető/)).toBeInTheDocument();
  });

  it('falls back to 2 000 Ft per extra user when the tier names no price', async () => {
    stubApi({ 'GET /api/tiers': () => [enterprise] });
    renderApp('/csomagok');
    expect(await screen.findByTestId('tier-enterprise')).toBeInTheDocument();
    expect(screen.getByText(/felhasználószáma havi 2 000 Ft \/ fő díjért bővíthető/)).toBeInTheDocument();
  });
});
