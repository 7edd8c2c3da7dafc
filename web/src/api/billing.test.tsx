import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../testing/fake-api.ts';
import { useLatestBilling } from './billing.ts';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('billing details prefill', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs a failed load and leaves the form without a prefill', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'GET /api/billing/latest': () => ({ status: 500 }) });
    const { result } = renderHook(() => useLatestBilling(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toBeUndefined();
    expect(error).toHaveBeenCalledWith('A számlázási adatok betöltése sikertelen', expect.any(Error));
  });
});
