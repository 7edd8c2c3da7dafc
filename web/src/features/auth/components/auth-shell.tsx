import { Center, Container, Paper, Stack, Title } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import { BetaNotice } from '../../../components/beta-notice.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/skip-link.tsx';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { useFocusOnEntry } from '../../../components/use-focus-on-entry.ts';
import { paths } from '../../../config/paths.ts';

/**
 * The frame of the standalone account pages. `focusTitle`: the shell replaced the form the focus was in (the sent
 * sign-up's „Ellenőrizze a postafiókját”): its title takes the focus, which had fallen to the page's body, so a screen
 * reader reads the new state and the next Tab goes on from it. Not on a page's first load, where the first Tab reaches
 * the skip link.
 */
export function AuthShell({
  title,
  focusTitle = false,
  children,
}: {
  title: string;
  focusTitle?: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnEntry(focusTitle ? heading : { current: null }, [focusTitle]);
  return (
    <>
      <SkipLink />
      <Center component="main" id={MAIN_CONTENT_ID} tabIndex={-1} mih="100vh" bg="gray.0" py="xl">
        <Container size={440} w="100%">
          <Stack align="center" mb="lg">
            <BrandLogo to={paths.home} />
            <BetaNotice />
          </Stack>
          <Paper withBorder shadow="sm" p="xl" radius="md">
            <Title ref={heading} order={1} size="h3" mb="lg" ta="center" tabIndex={-1}>
              {title}
            </Title>
            {children}
          </Paper>
        </Container>
      </Center>
    </>
  );
}
