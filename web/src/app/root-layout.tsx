import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { CookieBanner } from '../components/cookie-banner.tsx';
import { PageLoader } from '../components/page-loader.tsx';

/** Every page: the cookie banner, scroll to top on navigation. */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);
  return (
    <>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <CookieBanner />
    </>
  );
}
