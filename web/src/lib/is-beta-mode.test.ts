import { describe, expect, it } from 'vitest';
import { BETA_FLAG_KEY, isBetaMode } from './is-beta-mode.ts';

describe('beta mode', () => {
  it('follows the beta plan unless local storage overrides it', () => {
    expect(isBetaMode({ name: 'beta' })).toBe(true);
    expect(isBetaMode({ name: 'medium' })).toBe(false);
    expect(isBetaMode(undefined)).toBe(false);
    localStorage.setItem(BETA_FLAG_KEY, 'true');
    expect(isBetaMode({ name: 'medium' })).toBe(true);
    localStorage.setItem(BETA_FLAG_KEY, 'false');
    expect(isBetaMode({ name: 'beta' })).toBe(false);
  });
});
