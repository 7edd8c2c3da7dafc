import {
  Alert,
  AppShell,
  Badge,
  Box,
  Burger,
  Button,
  Center,
  Group,
  NavLink as MantineNavLink,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useChangeRequests, useFirmUsers, useLawFirm } from '../../api/lawfirm.ts';
import { isSiteAdmin, useUser } from '../../api/user.ts';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link.tsx';
import { BANNER_ROOM } from '../../components/cookie-banner.tsx';
import { useFocusKeptOnNavigation } from '../../components/use-focus-kept-on-navigation.ts';
import { PageLoader } from '../../components/page-loader.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { clearToken, readToken } from '../../lib/auth-token.ts';
import { useIsPhone } from '../../lib/use-is-phone.ts';
import { sessionExpiredState } from '../../lib/session-expired.ts';
import { pendingApprovals } from '../../features/settings/rules/law-firm-rules.ts';
import { ToolProviders } from '../tool-providers.tsx';

const MENU = [
  { to: paths.tool.dashboard, label: 'Főoldal' },
  { to: paths.tool.newDoc, label: 'Új generálás' },
  { to: paths.tool.companies, label: 'Társaságok' },
  { to: paths.tool.persons, label: 'Személyek' },
  { to: paths.tool.documents, label: 'Dokumentumok' },
] as const;

function MenuLink({
  to,
  label,
  badge,
  onNavigate,
}: {
  to: string;
  label: string;
  badge?: number;
  onNavigate: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <MantineNavLink
      component={NavLink}
      to={to}
      label={label}
      active={pathname === to || pathname.startsWith(`${to}/`)}
      onClick={onNavigate}
      rightSection={
        badge ? (
          <Badge size="sm" circle aria-label={`${badge} függő kérés`}>
            {badge}
          </Badge>
        ) : undefined
      }
    />
  );
}

/** The logged-in area: the auth guard of spec section 2 and the side menu (a toggle under 768 px). */
const NAVBAR_ID = 'oldalso-menu';

export function ToolLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Collapsed at phone width, the menu is only moved off the screen: inert, its links leave the Tab order.
  const isPhone = useIsPhone();
  // On a phone the menu closes, inert, with the link chosen: the focus goes on to the page's main region.
  function leaveMenu() {
    close();
    if (isPhone) document.getElementById(MAIN_CONTENT_ID)?.focus();
  }
  useFocusKeptOnNavigation();
  const token = readToken();
  // A visitor without a token is only redirected: no API call is sent.
  const hasToken = token !== null;
  const user = useUser({ enabled: hasToken });
  const changeRequests = useChangeRequests({ enabled: hasToken });
  const lawFirm = useLawFirm({ enabled: hasToken });
  const firmUsers = useFirmUsers({ enabled: hasToken });
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const { pathname, search } = useLocation();
  // A session that ends while the lawyer works is found by the next page's load (the user was loaded before): a
  // load refused with 401 ends it as the user's does, or every page said only that it could not be loaded. So does a
  // refused save or request (the amendment's Tovább az összefoglalóhoz): it said only „A munkamenete lejárt”, with no
  // way to the login page that comes back here (decision 067).
  const [isPageRefused, setIsPageRefused] = useState(false);
  useEffect(() => {
    const endsSession = (error: unknown) =>
      error instanceof ApiError && error.status === 401 && error.code !== 'INVALID_CREDENTIALS';
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && endsSession(event.action.error))
        setIsPageRefused(true);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && endsSession(event.action.error))
        setIsPageRefused(true);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
  // Only a refused session (401, 403) ends it: a lost connection or a busy server keeps the lawyer signed in.
  const refusal = isPageRefused
    ? 401
    : user.error instanceof ApiError && [401, 403].includes(user.error.status)
      ? user.error.status
      : null;
  // Signed in again, the lawyer comes back to the page the session ended on.
  const from = `${pathname}${search}`;
  useEffect(() => {
    if (refusal === null) return;
    clearToken();
    queryClient.clear();
    navigate(paths.login, { replace: true, state: refusal === 401 ? sessionExpiredState(from) : undefined });
  }, [refusal, navigate, queryClient, from]);

  // The token is cleared as the refusal is handled: this render's redirect then tells the same.
  if (!token)
    return <Navigate to={paths.login} replace state={refusal === 401 ? sessionExpiredState(from) : undefined} />;
  if (!user.data && user.error && refusal === null)
    return (
      <Center mih="50vh" p="md">
        <Stack maw={480}>
          <Alert color="red" role="alert" title="A fiók adatainak betöltése nem sikerült">
            {user.error.message}
          </Alert>
          <Button onClick={() => void user.refetch()} loading={user.isFetching}>
            Újrapróbálás
          </Button>
        </Stack>
      </Center>
    );
  if (!user.data) return <PageLoader />;

  const pendingInvites = pendingApprovals(
    changeRequests.data,
    firmUsers.data,
    lawFirm.data?.lawFirmUserStatus === 'ADMIN',
  );

  return (
    <ToolProviders>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <SkipLink />
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between">
            <Group>
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label="Menü"
                aria-expanded={opened}
                aria-controls={NAVBAR_ID}
              />
              <BrandLogo to={paths.tool.dashboard} />
            </Group>
            <Text size="sm" c="dimmed" visibleFrom="xs">
              {user.data.name}
            </Text>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="sm" aria-label="Oldalsó menü" id={NAVBAR_ID} inert={isPhone && !opened}>
          <AppShell.Section grow>
            {MENU.map((item) => (
              <MenuLink key={item.to} to={item.to} label={item.label} onNavigate={leaveMenu} />
            ))}
            <MenuLink to={paths.tool.account} label="Fiók" badge={pendingInvites} onNavigate={leaveMenu} />
            {isSiteAdmin(user.data) && <MenuLink to={paths.tool.admin} label="Admin" onNavigate={leaveMenu} />}
          </AppShell.Section>
          <AppShell.Section>
            <MenuLink to={paths.logout} label="Kilépés" onNavigate={leaveMenu} />
          </AppShell.Section>
          {/* On a phone the menu takes the screen's height, and its last link, Kilépés, lay under the cookie banner:
              its foot keeps the banner's room while the banner is shown. */}
          {isPhone && <Box aria-hidden style={{ flex: 'none', height: `var(${BANNER_ROOM}, 0px)` }} />}
        </AppShell.Navbar>
        <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </ToolProviders>
  );
}
