import { Center, Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BetaNotice } from '../../../components/beta-notice.tsx';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { paths } from '../../../config/paths.ts';

/** The frame of the standalone account pages. */
export function AuthShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center mih="100vh" bg="gray.0" py="xl">
      <Container size={440} w="100%">
        <Stack align="center" mb="lg">
          <BrandLogo to={paths.home} />
          <BetaNotice />
        </Stack>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <Title order={2} size="h3" mb="lg" ta="center">
            {title}
          </Title>
          {children}
        </Paper>
      </Container>
    </Center>
  );
}
