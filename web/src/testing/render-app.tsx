import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router-dom';
import { AppProvider } from '../app/provider.tsx';
import { routes } from '../app/router.tsx';
import { ToolProviders } from '../app/tool-providers.tsx';

function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** The real route table in memory, starting at `path` (with a navigation state: `{ pathname, search, state }`). */
export function renderApp(path: InitialEntry) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  render(
    <AppProvider queryClient={testQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, user };
}

/** One element with the app's providers and a router around it. */
export function renderWithProviders(element: ReactElement, extraRoutes: RouteObject[] = []) {
  const router = createMemoryRouter([{ path: '/', element }, ...extraRoutes], { initialEntries: ['/'] });
  const user = userEvent.setup();
  render(
    <AppProvider queryClient={testQueryClient()} env="test">
      <ToolProviders>
        <RouterProvider router={router} />
      </ToolProviders>
    </AppProvider>,
  );
  return { router, user };
}
