import { useEffect, useRef } from 'react';
import { MAIN_CONTENT_ID } from '../components/skip-link.tsx';

/** The page's main region (every layout's skip-link target, focusable by script): where a lost focus lands. */
const mainContent = () => document.getElementById(MAIN_CONTENT_ID);

/**
 * Gives the focus back when a dialog closes, where Mantine cannot: a dialog rendered only while it is open
 * (`{company && <Modal opened …/>}`) mounts opened, so Mantine never learns which control had the focus; a dialog
 * whose confirmation removes its opener (a deleted row, a page left) would leave the focus on the page's body.
 *
 * The opener is the control focused when `isOpen` turns true, read while that render runs: a dialog may take the
 * focus in the same commit (a field with `autoFocus`), before any effect of this hook would run. When `isOpen` turns
 * false, or the component unmounts with the dialog open (its page left), the focus goes back to the
 * opener; when that is gone, disabled or was the page's body, to what `fallback` finds: the main region unless told
 * otherwise. With `returnsFocus` false when it closes, the focus is left where the closing puts it (a refused
 * request's field, decision 072).
 */
export function useFocusReturn(
  isOpen: boolean,
  fallback: () => HTMLElement | null = mainContent,
  returnsFocus = true,
): void {
  // undefined: no dialog open; null: one is open, opened from no control.
  const opener = useRef<HTMLElement | null | undefined>(undefined);
  // Read during the render, not in an effect: once committed, the dialog may hold the focus already. Repeated
  // renders of the opening (Strict Mode) keep the first reading.
  if (isOpen && opener.current === undefined) opener.current = focusedControl();
  const fallbackRef = useRef(fallback);
  const returnsFocusRef = useRef(returnsFocus);
  useEffect(() => {
    fallbackRef.current = fallback;
    returnsFocusRef.current = returnsFocus;
  });
  useEffect(() => {
    if (isOpen) return;
    if (returnsFocusRef.current) returnFocus(opener.current, fallbackRef.current);
    opener.current = undefined;
  }, [isOpen]);
  useEffect(
    () => () => {
      // Left with the dialog open: the focus would stay on a control that is gone.
      if (opener.current !== undefined) returnFocus(opener.current, fallbackRef.current);
    },
    [],
  );
}

function focusedControl(): HTMLElement | null {
  const focused = document.activeElement;
  return focused instanceof HTMLElement && focused !== document.body ? focused : null;
}

function returnFocus(opener: HTMLElement | null | undefined, fallback: () => HTMLElement | null): void {
  if (opener === undefined) return;
  opener?.focus();
  if (!opener || document.activeElement !== opener) fallback()?.focus();
}
