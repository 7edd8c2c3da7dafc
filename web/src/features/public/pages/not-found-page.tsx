import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';

export function NotFoundPage() {
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center">
        <Title order={1} fz={64} c="indigo">
          404
        </Title>
        <Title order={2}>Az oldal nem található</Title>
        <Text c="dimmed">A keresett oldal nem létezik, vagy időközben megszűnt.</Text>
        <Button component={Link} to={paths.home}>
          Vissza a főoldalra
        </Button>
      </Stack>
    </Container>
  );
}
