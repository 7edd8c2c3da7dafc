import { useCallback, useRef } from 'react';

/**
 * Starts an action (a mutation's `mutateAsync`) only when the one it started last has ended. A second Enter or click
 * that comes before React has drawn the button as loading (disabled) starts nothing: a request that creates something
 * on the server (documents counted against the plan, a version of the company) is sent once. A failure stays the
 * mutation's to show; it only frees the next run.
 */
export function useSingleRun(): (run: () => Promise<unknown>) => void {
  const running = useRef(false);
  return useCallback((run: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    run()
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
      });
  }, []);
}
