import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { keepFocusOnSubmitPress } from '../lib/keep-focus-on-submit-press.ts';
import { cssVariablesResolver, theme } from './theme.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

/** Mantine and TanStack Query around the whole app (the tool adds dates and notifications), and forms that keep a submit click. */
type AppProviderProps = {
  children: ReactNode;
  queryClient?: QueryClient;
  /** `test` switches off transitions and portals (component tests). */
  env?: 'default' | 'test';
};

export function AppProvider({ children, queryClient, env = 'default' }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => {
    document.addEventListener('mousedown', keepFocusOnSubmitPress, true);
    return () => document.removeEventListener('mousedown', keepFocusOnSubmitPress, true);
  }, []);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
