import type { UIMatch } from 'react-router-dom';

/** The title of index.html: the landing page's, and any page's without its own. */
export const APP_TITLE = 'Cégdok – Kft. alapítási dokumentumok ügyvédeknek';

/** What a route declares about itself in its `handle`. */
export type RouteHandle = { title?: string };

/** The browser tab's title for the matched routes: the deepest route's own title, then the product's name. */
export function pageTitle(matches: UIMatch[]): string {
  const title = matches.map((match) => (match.handle as RouteHandle | undefined)?.title).findLast(Boolean);
  return title ? `${title} – Cégdok` : APP_TITLE;
}
