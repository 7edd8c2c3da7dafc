/** Cookie consent: `accepted`, `declined`, or not yet set (the banner shows). Spec sections 4 and 9. */
export const COOKIE_CONSENT_KEY = 'cookieConsent';
export const CONSENT_VALUES = ['accepted', 'declined'] as const;
export type CookieConsent = (typeof CONSENT_VALUES)[number];

/** The only host where analytics may run, and only after acceptance. */
export const PRODUCTION_HOST = 'cegdok.hu';

export function readCookieConsent(): CookieConsent | null {
  const value = localStorage.getItem(COOKIE_CONSENT_KEY);
  return (CONSENT_VALUES as readonly string[]).includes(value ?? '') ? (value as CookieConsent) : null;
}

export function storeCookieConsent(consent: CookieConsent): void {
  localStorage.setItem(COOKIE_CONSENT_KEY, consent);
}

export function isAnalyticsAllowed(consent: CookieConsent | null, hostname: string): boolean {
  return consent === 'accepted' && (hostname === PRODUCTION_HOST || hostname === `www.${PRODUCTION_HOST}`);
}
