import { useEffect, useRef } from 'react';

/**
 * A dialog rendered only while it is open (`{company && <Modal opened …/>}`) mounts opened, so Mantine never learns
 * which control had the focus and cannot give it back: it would fall to the page's body. Call the answered function
 * as the dialog opens (in the opening click or key press); when `isOpen` turns false the focus goes back to that
 * control, or, when the control is gone (a company just registered shows other buttons), to what `fallback` finds.
 */
export function useFocusReturn(isOpen: boolean, fallback?: () => HTMLElement | null): () => void {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (isOpen || !opener.current) return;
    const target = opener.current.isConnected ? opener.current : fallback?.();
    opener.current = null;
    target?.focus();
    // Only when the dialog closes: the fallback is read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);
  return () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
}
