import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { readCookieConsent, storeCookieConsent, type CookieConsent } from '../lib/cookie-consent.ts';
import { loadAnalytics } from '../lib/load-analytics.ts';

/** Shown on every page until the visitor accepts or declines cookies. */
export function CookieBanner() {
  const [consent, setConsent] = useState<CookieConsent | null>(() => readCookieConsent());

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
      role="region"
      aria-label="Cookie-k használata"
      shadow="lg"
      p="md"
      withBorder
      style={{ position: 'fixed', left: 16, right: 16, bottom: 16, zIndex: 1000, maxWidth: 720, margin: '0 auto' }}
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
