import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useConfirmRegistration } from '../../../api/auth.ts';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { storeToken } from '../../../lib/auth-token.ts';
import { afterSignInPath, takeRememberedPlan } from '../../../lib/chosen-plan.ts';
import { AuthShell } from '../components/auth-shell.tsx';

export const CONFIRMING = 'A regisztráció megerősítése folyamatban…';
export const CONFIRM_FAILED = 'A regisztrációt nem sikerült megerősíteni.';
export const CONFIRM_TOKEN_MISSING =
  'Hiányzik a regisztráció megerősítő azonosítója. Kérjük, nyissa meg a levélben kapott linket, vagy regisztráljon újra.';

/** The page of the e-mailed link: confirms the sign-up once, logs the new user in and opens the dashboard (or the checkout of the plan chosen before registering). */
export function RegisterConfirmPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirm = useConfirmRegistration();
  // The link's token works once: React's development double effect must not spend it twice.
  const isSent = useRef(false);

  useEffect(() => {
    if (!token || isSent.current) return;
    isSent.current = true;
    confirm.mutate(token, {
      onSuccess: (answer) => {
        storeToken(answer.token);
        queryClient.clear();
        navigate(afterSignInPath(takeRememberedPlan()), { replace: true });
      },
    });
  }, [token, confirm, queryClient, navigate]);

  const serverDetail =
    confirm.error instanceof ApiError && confirm.error.status < 500 && confirm.error.code !== 'HTTP_ERROR'
      ? confirm.error.message
      : 'Kérjük, próbálja újra később.';

  return (
    <AuthShell title="Regisztráció megerősítése">
      <Stack>
        {!token && (
          <Alert color="red" role="alert">
            {CONFIRM_TOKEN_MISSING}
          </Alert>
        )}
        {token && !confirm.isError && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>{CONFIRMING}</Text>
          </Group>
        )}
        {confirm.isError && (
          <Alert color="red" role="alert" title={CONFIRM_FAILED}>
            {serverDetail}
          </Alert>
        )}
        <Group justify="center" gap="lg">
          <Anchor component={Link} to={paths.register} size="sm">
            Új regisztráció
          </Anchor>
          <Anchor component={Link} to={paths.login} size="sm">
            Belépés
          </Anchor>
        </Group>
      </Stack>
    </AuthShell>
  );
}
