import { beforeEach, describe, expect, it } from 'vitest';
import { isAnalyticsAllowed, readCookieConsent, storeCookieConsent } from './cookie-consent.ts';

describe('cookie consent', () => {
  beforeEach(() => localStorage.clear());

  it('is unset until the visitor chooses, then remembers the choice', () => {
    expect(readCookieConsent()).toBeNull();
    storeCookieConsent('declined');
    expect(readCookieConsent()).toBe('declined');
  });

  it('ignores an unknown stored value', () => {
    localStorage.setItem('cookieConsent', 'maybe');
    expect(readCookieConsent()).toBeNull();
  });

  it('allows analytics only after acceptance on the production host', () => {
    expect(isAnalyticsAllowed('accepted', 'cegdok.hu')).toBe(true);
    expect(isAnalyticsAllowed('accepted', 'localhost')).toBe(false);
    expect(isAnalyticsAllowed('declined', 'cegdok.hu')).toBe(false);
    expect(isAnalyticsAllowed(null, 'cegdok.hu')).toBe(false);
  });
});
