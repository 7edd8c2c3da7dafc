/** Failures on one account tolerated before the back-off starts, and its first and longest wait. */
export const FREE_FAILURES = 5;
const FIRST_WAIT_MS = 2_000;
const LONGEST_WAIT_MS = 15 * 60_000;
/** How long an address the owner logged in from stays exempt from the account's back-off. */
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000;
const MAX_TRACKED = 50_000;

type AccountState = {
  failures: number;
  lockedUntil: number;
  lastFailureAt: number;
  knownAddresses: Map<string, number>;
};

/**
 * Login back-off per account (by e-mail, known or not, so it reveals no accounts), from any
 * address: after `FREE_FAILURES` failures each further one doubles the wait, up to 15 minutes;
 * quiet for that long, the count starts again. A success clears it and marks the address as the
 * owner's: from there the account's back-off does not apply (the per-address limit still does),
 * so an attacker elsewhere cannot lock the owner out. Kept in memory (one server process).
 */
export class LoginThrottle {
  readonly #accounts = new Map<string, AccountState>();

  /** Milliseconds this address must wait before trying this account again; 0 when it may try now. */
  waitMs(email: string, address: string, now: number): number {
    const state = this.#accounts.get(email);
    if (!state || this.#isKnown(state, address, now)) return 0;
    return Math.max(0, state.lockedUntil - now);
  }

  recordFailure(email: string, now: number): void {
    let state = this.#accounts.get(email);
    if (!state || now - state.lastFailureAt > LONGEST_WAIT_MS) {
      state = { failures: 0, lockedUntil: 0, lastFailureAt: now, knownAddresses: state?.knownAddresses ?? new Map() };
      this.#remember(email, state);
    }
    state.failures += 1;
    state.lastFailureAt = now;
    if (state.failures >= FREE_FAILURES)
      state.lockedUntil = now + Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (state.failures - FREE_FAILURES));
  }

  recordSuccess(email: string, address: string, now: number): void {
    const state = this.#accounts.get(email) ?? {
      failures: 0,
      lockedUntil: 0,
      lastFailureAt: 0,
      knownAddresses: new Map(),
    };
    state.failures = 0;
    state.lockedUntil = 0;
    state.knownAddresses.set(address, now + KNOWN_ADDRESS_MS);
    this.#remember(email, state);
  }

  #isKnown(state: AccountState, address: string, now: number): boolean {
    return (state.knownAddresses.get(address) ?? 0) > now;
  }

  #remember(email: string, state: AccountState): void {
    if (this.#accounts.size >= MAX_TRACKED && !this.#accounts.has(email)) {
      // The oldest entries go first (a Map keeps insertion order).
      for (const key of [...this.#accounts.keys()].slice(0, MAX_TRACKED / 10)) this.#accounts.delete(key);
    }
    this.#accounts.set(email, state);
  }
}
