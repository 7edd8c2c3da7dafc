import { Alert, Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { MAIN_CONTENT_ID } from './skip-link.tsx';
import { useFocusOnEntry } from './use-focus-on-entry.ts';

export const ROUTE_ERROR_TITLE = 'Váratlan hiba történt';

/**
 * Shown when a page fails to load or throws: a Hungarian message and a way back home. It replaces the layouts, so it
 * is its own main region; its heading takes the focus on entry, so a screen reader announces the problem.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : (error as Error)?.message;
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnEntry(heading);
  return (
    <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Container size="sm" py="xl">
        <Stack>
          {/* Not an alert as well: the focused heading announces the problem once. */}
          <Alert color="red" variant="light" role="group">
            <Stack gap="xs">
              <Title order={1} size="h4" ref={heading} tabIndex={-1}>
                {ROUTE_ERROR_TITLE}
              </Title>
              <Text size="sm">Az oldal betöltése nem sikerült. Frissítse az oldalt, vagy próbálja meg később.</Text>
              {detail && (
                <Text size="xs" c="dimmed">
                  {detail}
                </Text>
              )}
            </Stack>
          </Alert>
          <Button component={Link} to={paths.home} variant="light" w="fit-content">
            Vissza a főoldalra
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
