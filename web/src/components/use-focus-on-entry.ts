import { useEffect, type DependencyList, type RefObject } from 'react';
import { MAIN_CONTENT_ID } from './skip-link.tsx';

/**
 * Puts the focus on a page's heading when the page is shown, so that a screen reader announces it and the next Tab
 * goes on from it, not from the skip link: only when the focus is not already in the main region or a control in it
 * (a dialog closing with its page put it there, and the page is about to be left).
 */
export function useFocusOnEntry(heading: RefObject<HTMLElement | null>, deps: DependencyList = []): void {
  useEffect(() => {
    const focused = document.activeElement;
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!focused || focused === document.body || !main?.contains(focused)) heading.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the callers name when the page counts as entered again
  }, deps);
}
