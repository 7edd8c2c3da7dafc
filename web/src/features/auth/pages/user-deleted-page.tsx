import { Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { clearToken } from '../../../lib/auth-token.ts';
import { AuthShell } from '../components/auth-shell.tsx';

export function UserDeletedPage() {
  const queryClient = useQueryClient();
  // The account is gone: forget its token and everything of it in memory.
  useEffect(() => {
    clearToken();
    queryClient.clear();
  }, [queryClient]);
  return (
    <AuthShell title="Fiók törölve">
      <Stack>
        <Text ta="center">
          Fiókját és minden hozzá tartozó adatát – társaságokat, személyeket és dokumentumokat – véglegesen töröltük.
        </Text>
        <Button component={Link} to={paths.home} fullWidth>
          Vissza a főoldalra
        </Button>
      </Stack>
    </AuthShell>
  );
}
