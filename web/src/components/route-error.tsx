import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '../config/paths.ts';

/** Shown when a page fails to load or throws: a Hungarian message and a way back home. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : (error as Error)?.message;
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Alert color="red" title="Váratlan hiba történt">
          <Text size="sm">Az oldal betöltése nem sikerült. Frissítse az oldalt, vagy próbálja meg később.</Text>
          {detail && (
            <Text size="xs" c="dimmed" mt="xs">
              {detail}
            </Text>
          )}
        </Alert>
        <Button component={Link} to={paths.home} variant="light" w="fit-content">
          Vissza a főoldalra
        </Button>
      </Stack>
    </Container>
  );
}
