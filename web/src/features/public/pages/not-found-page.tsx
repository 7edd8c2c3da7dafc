import { Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { MAIN_CONTENT_ID } from '../../../components/skip-link.tsx';
import { useFocusOnEntry } from '../../../components/use-focus-on-entry.ts';
import { paths } from '../../../config/paths.ts';

/**
 * An unknown address. Outside the layouts, it is its own main region; its heading takes the focus on entry, as the
 * other pages' headings do, so a screen reader announces it.
 */
export function NotFoundPage() {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnEntry(heading);
  return (
    <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Container size="sm" py={96}>
        <Stack align="center" ta="center">
          {/* the status code is a picture of the heading below: read once, as the heading */}
          <Text aria-hidden fz={64} fw={700} c="indigo" lh={1}>
            404
          </Text>
          <Title order={1} ref={heading} tabIndex={-1}>
            Az oldal nem található
          </Title>
          <Text c="dimmed">A keresett oldal nem létezik, vagy időközben megszűnt.</Text>
          <Button component={Link} to={paths.home}>
            Vissza a főoldalra
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
