import { Center, Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BetaNotice } from '../../../components/beta-notice.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/skip-link.tsx';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { paths } from '../../../config/paths.ts';

/** The frame of the standalone account pages. */
export function AuthShell({ title, children }: { title: string; children: ReactNode }) {
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
            <Title order={1} size="h3" mb="lg" ta="center">
              {title}
            </Title>
            {children}
          </Paper>
        </Container>
      </Center>
    </>
  );
}
