import { Anchor, Button, getDefaultZIndex, Group, Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { readCookieConsent, storeCookieConsent, type CookieConsent } from '../lib/cookie-consent.ts';
import { loadAnalytics } from '../lib/load-analytics.ts';

/** The banner's distance from the screen's bottom edge (px). */
const BANNER_OFFSET = 16;

/**
 * Above the page and its header, below a dialog and a list that opens: a dialog's scrolling body knows nothing of the
 * banner, and at 1000 the banner covered the registration dialog's Rögzítés on a phone. A dialog keeps the focus in
 * itself, so the banner is answered once it is closed (decision 112).
 */
export const BANNER_Z_INDEX = getDefaultZIndex('modal') - 1;

/**
 * The room the banner takes at the screen's bottom while it is shown, for a fixed part of the page that must keep its
 * last control above it (the phone menu's Kilépés); unset once it is answered.
 */
export const BANNER_ROOM = '--cookie-banner-room';

/**
 * While the banner covers the bottom of the screen, the page keeps the element the keyboard focuses above it: the
 * browser scrolls a focused element into view only as far as the screen's edge, so on a phone the wizard's Tovább lay
 * wholly under the banner (WCAG 2.2 2.4.11, decision 112). The page also gets room at its end to scroll its last
 * controls out from under it.
 */
function useRoomAboveBanner(height: number, shown: boolean): void {
  useEffect(() => {
    if (!shown) return;
    const room = `${Math.ceil(height) + 2 * BANNER_OFFSET}px`;
    const { documentElement, body } = document;
    documentElement.style.scrollPaddingBottom = room;
    documentElement.style.setProperty(BANNER_ROOM, room);
    body.style.paddingBottom = room;
    return () => {
      documentElement.style.scrollPaddingBottom = '';
      documentElement.style.removeProperty(BANNER_ROOM);
      body.style.paddingBottom = '';
    };
  }, [height, shown]);
}

/** Shown on every page until the visitor accepts or declines cookies. */
export function CookieBanner() {
  const [consent, setConsent] = useState<CookieConsent | null>(() => readCookieConsent());
  const { ref, height } = useElementSize();
  useRoomAboveBanner(height, !consent);

  useEffect(() => {
    loadAnalytics(consent);
  }, [consent]);

  if (consent) return null;

  function choose(choice: CookieConsent) {
    storeCookieConsent(choice);
    setConsent(choice);
  }

  return (
    <Paper
      ref={ref}
      role="region"
      aria-label="Cookie-k használata"
      shadow="lg"
      p="md"
      withBorder
      style={{
        position: 'fixed',
        left: 16,
        right: 16,
        bottom: BANNER_OFFSET,
        zIndex: BANNER_Z_INDEX,
        maxWidth: 720,
        margin: '0 auto',
      }}
    >
      <Text size="sm" mb="sm">
        Weboldalunk a működéséhez szükséges cookie-kat használ. Statisztikai (analitikai) cookie-t csak az Ön
        hozzájárulásával helyezünk el, hogy lássuk, mely oldalakat használják a legtöbben.{' '}
        <Anchor component={Link} to={paths.cookieNotice} size="sm">
          Részletek
        </Anchor>
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => choose('declined')}>
          Elutasítom
        </Button>
        <Button onClick={() => choose('accepted')}>Elfogadom</Button>
      </Group>
    </Paper>
  );
}
