import '@mantine/core/styles.css';
import './app/accessibility.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider.tsx';
import { createAppRouter } from './app/router.tsx';
import { preparePortalRegion } from './app/portal-region.ts';

const router = createAppRouter();
// Mantine's popups are drawn in a named region, not outside the page's landmarks (decision 078).
preparePortalRegion();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
