import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_CONTENT_ID } from './skip-link.tsx';

/**
 * A link inside a page that leads to another page ('Összes megtekintése →' on the dashboard, 'Előnyök' on the landing
 * page) goes with its page: the focus fell to the body, and the next Tab started over from the skip link. After an
 * in-app navigation within the calling layout that lost the focus, it goes to the main region, where the new page
 * begins (a page that focuses its own heading does so first: child effects run before this one). Not on the first
 * load: the first Tab still reaches the skip link.
 */
export function useFocusKeptOnNavigation(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const focused = document.activeElement;
    if (focused && focused !== document.body) return;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}
