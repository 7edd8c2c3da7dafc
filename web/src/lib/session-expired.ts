import { paths } from '../config/paths.ts';

/**
 * The navigation state with which the tool sends a lawyer whose session expired to the login page: `from` is the
 * tool's page he was on, where signing in again takes him back.
 */
export function sessionExpiredState(from: string) {
  return { sessionExpired: true, from } as const;
}

export function isSessionExpiredState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'sessionExpired' in state && state.sessionExpired === true;
}

/** The tool's page an expired session was left on, or null: only a path of the tool is returned to. */
export function returnPathOf(state: unknown): string | null {
  if (!isSessionExpiredState(state) || typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = state.from;
  return typeof from === 'string' && from.startsWith(`${paths.tool.root}/`) ? from : null;
}
