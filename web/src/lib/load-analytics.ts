import { isAnalyticsAllowed, type CookieConsent } from './cookie-consent.ts';

const SCRIPT_ID = 'cegdok-analytics';

/**
 * Loads Google Analytics once, only after the visitor accepted cookies and only on the production
 * host (spec section 9). The measurement id comes from the build (`VITE_GA_MEASUREMENT_ID`).
 */
export function loadAnalytics(consent: CookieConsent | null, location: Location = window.location): boolean {
  const measurementId = import.meta.env.VITE_GA_MEASUREMENT_ID as string | undefined;
  if (!measurementId || !isAnalyticsAllowed(consent, location.hostname)) return false;
  if (document.getElementById(SCRIPT_ID)) return true;
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
  const dataLayer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
  dataLayer.push(['js', new Date()], ['config', measurementId, { cookie_expires: 60 * 60 * 24 * 730 }]);
  return true;
}
