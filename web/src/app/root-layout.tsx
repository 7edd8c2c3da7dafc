import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { CookieBanner } from '../components/cookie-banner.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { pageTitle } from './page-title.ts';

/** Every page: the cookie banner, scroll to top on navigation, and a title of its own in the browser tab. */
export function RootLayout() {
  const { pathname } = useLocation();
  const title = pageTitle(useMatches());
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <CookieBanner />
    </>
  );
}
