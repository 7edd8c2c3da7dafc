import { describe, expect, it } from 'vitest';
import { BETA_FLAG_KEY, isBetaMode } from './is-beta-mode.ts';

describe('beta mode', () => {
  it("follows the server's flag unless local storage overrides it", () => {
    expect(isBetaMode({ beta: true })).toBe(true);
    expect(isBetaMode({ beta: false })).toBe(false);
    expect(isBetaMode(undefined)).toBe(false);
    localStorage.setItem(BETA_FLAG_KEY, 'true');
    expect(isBetaMode({ beta: false })).toBe(true);
    localStorage.setItem(BETA_FLAG_KEY, 'false');
    expect(isBetaMode({ beta: true })).toBe(false);
  });
});
