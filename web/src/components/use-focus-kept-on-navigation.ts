import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { MAIN_CONTENT_ID } from './skip-link.tsx';

/**
 * A link inside a page that leads to another page ('Összes megtekintése →' on the dashboard, 'Előnyök' on the landing
 * page) goes with its page: the focus fell to the body, and the next Tab started over from the skip link. After an
 * in-app navigation that lost the focus, it goes to the main region, where the new page begins (a page that focuses
 * its own heading does so first: child effects run before this one). That holds for a link into another layout too
 * (the landing page's „Ingyenes regisztráció”, the login's Belépés into the tool): the layout is then drawn afresh by
 * a navigation the app pushed (decision 112). Not on the first load, nor on the browser's back and forward (POP): the
 * first Tab still reaches the skip link.
 */
export function useFocusKeptOnNavigation(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(navigationType === 'PUSH' ? null : pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const focused = document.activeElement;
    if (focused && focused !== document.body) return;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}
