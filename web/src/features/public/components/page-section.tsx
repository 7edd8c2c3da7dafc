import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A marketing page's heading block and body. */
export function PageSection({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <Container size="lg" py={48}>
      <Stack gap="xs" mb="xl" maw={760}>
        <Title order={1}>{title}</Title>
        {lead && (
          <Text size="lg" c="dimmed">
            {lead}
          </Text>
        )}
      </Stack>
      {children}
    </Container>
  );
}
