/** The navigation state with which the tool sends a lawyer whose session expired to the login page. */
export const SESSION_EXPIRED_STATE = { sessionExpired: true } as const;

export function isSessionExpiredState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'sessionExpired' in state && state.sessionExpired === true;
}
