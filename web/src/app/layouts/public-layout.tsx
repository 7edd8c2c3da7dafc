import { Anchor, Box, Burger, Button, Collapse, Container, Divider, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { BetaNotice } from '../../components/beta-notice.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link.tsx';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { useFocusKeptOnNavigation } from '../../components/use-focus-kept-on-navigation.ts';
import { paths } from '../../config/paths.ts';
import { readToken } from '../../lib/auth-token.ts';

const NAV = [
  { to: paths.advantages, label: 'Előnyök' },
  { to: paths.pricing, label: 'Csomagok' },
  { to: paths.faq, label: 'GYIK' },
  { to: paths.contact, label: 'Kapcsolat' },
] as const;

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return NAV.map((item) => (
    <Anchor
      key={item.to}
      component={NavLink}
      to={item.to}
      c="dark"
      fw={500}
      onClick={onNavigate}
      style={({ isActive }: { isActive: boolean }) => ({ textDecoration: isActive ? 'underline' : 'none' })}
    >
      {item.label}
    </Anchor>
  ));
}

function AccountButtons() {
  if (readToken())
    return (
      <Button component={Link} to={paths.tool.dashboard}>
        Tovább az alkalmazásba
      </Button>
    );
  return (
    <>
      <Button component={Link} to={paths.login} variant="default">
        Belépés
      </Button>
      <Button component={Link} to={paths.register}>
        Regisztráció
      </Button>
    </>
  );
}

const MOBILE_NAV_ID = 'mobil-navigacio';

/** Header, footer and the marketing pages between them. */
export function PublicLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  useFocusKeptOnNavigation();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          <Group justify="space-between">
            <BrandLogo to={paths.home} />
            <Group gap="lg" visibleFrom="sm" component="nav" aria-label="Fő navigáció">
              <NavLinks />
            </Group>
            <Group gap="sm" visibleFrom="sm">
              <AccountButtons />
            </Group>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              aria-label="Menü"
              aria-expanded={opened}
              aria-controls={MOBILE_NAV_ID}
            />
          </Group>
          <Collapse expanded={opened} hiddenFrom="sm">
            <Stack py="md" gap="sm" component="nav" aria-label="Mobil navigáció" id={MOBILE_NAV_ID}>
              <NavLinks onNavigate={close} />
              <Group>
                <AccountButtons />
              </Group>
            </Stack>
          </Collapse>
        </Container>
      </Box>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1 }}>
        <Container size="lg">
          <BetaNotice mt="md" />
        </Container>
        <Outlet />
      </Box>
      <Box component="footer" py="xl" bg="gray.0">
        <Container size="lg">
          <Group justify="space-between" align="flex-start">
            <Stack gap={4}>
              <Text fw={700}>Cégdok</Text>
              <Text size="sm" c="dimmed" maw={360}>
                Kft. alapítási dokumentumok ügyvédeknek és ügyvédi irodáknak – mentett adatokból, percek alatt.
              </Text>
            </Stack>
            <Group gap="lg">
              <Anchor component={Link} to={paths.cookieNotice} size="sm">
                Cookie-tájékoztató
              </Anchor>
              <Anchor component={Link} to={paths.terms} size="sm">
                Felhasználási feltételek
              </Anchor>
              <Anchor component={Link} to={paths.faq} size="sm">
                Gyakran ismételt kérdések
              </Anchor>
              <Anchor component={Link} to={paths.contact} size="sm">
                Kapcsolat
              </Anchor>
            </Group>
          </Group>
          <Divider my="md" />
          <Text size="xs" c="dimmed">
            © {new Date().getFullYear()} Cégdok. Minden jog fenntartva.
          </Text>
        </Container>
      </Box>
    </Box>
  );
}
