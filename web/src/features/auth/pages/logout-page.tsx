import { Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { logout } from '../../../api/auth.ts';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { clearToken, readToken } from '../../../lib/auth-token.ts';
import { clearAllAmendmentDrafts } from '../../companies/rules/amendment-draft-storage.ts';
import { AuthShell } from '../components/auth-shell.tsx';

/** Forgets the token and confirms the logout, with a way to log in again. */
export function LogoutPage() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // The call reads the token before it is forgotten; a failure changes nothing for the user.
    if (readToken()) logout().catch(() => undefined);
    clearToken();
    queryClient.clear();
    // The amendments being written in this tab leave with the lawyer (decision 067).
    clearAllAmendmentDrafts();
  }, [queryClient]);
  return (
    <AuthShell title="Sikeres kilépés">
      <Stack>
        <Text ta="center">Kijelentkezett a Cégdokból. Köszönjük, hogy minket választott!</Text>
        <Button component={Link} to={paths.login} fullWidth>
          Újra belépek
        </Button>
        <Button component={Link} to={paths.home} variant="subtle" fullWidth>
          Vissza a főoldalra
        </Button>
      </Stack>
    </AuthShell>
  );
}
