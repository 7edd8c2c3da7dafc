import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useLogin } from '../../../api/auth.ts';
import { paths } from '../../../config/paths.ts';
import { readToken, storeToken } from '../../../lib/auth-token.ts';
import { afterSignInPath, chosenPlanQuery, readChosenPlan } from '../../../lib/chosen-plan.ts';
import { validateRequiredEmail, messages } from '../../../lib/validators.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { ChosenPlanNotice } from '../components/chosen-plan-notice.tsx';

export const LOGIN_FAILED = 'Hiba történt a belépés során, ellenőrizze az e-mail-címét és a jelszavát.';

export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();
  const plan = readChosenPlan(useSearchParams()[0]);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validateInputOnBlur: true,
    validate: {
      email: validateRequiredEmail,
      password: (value) => (value === '' ? messages.passwordRequired : null),
    },
  });

  if (readToken()) return <Navigate to={afterSignInPath(plan)} replace />;

  const submit = form.onSubmit((values) =>
    login.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: ({ token }) => {
          storeToken(token);
          queryClient.clear();
          navigate(afterSignInPath(plan), { replace: true });
        },
      },
    ),
  );

  return (
    <AuthShell title="Belépés">
      <form onSubmit={submit} noValidate>
        <Stack>
          <ChosenPlanNotice plan={plan} />
          {login.isError && (
            <Alert color="red" role="alert">
              {LOGIN_FAILED}
            </Alert>
          )}
          <TextInput
            label="E-mail-cím"
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Jelszó"
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              Elfelejtett jelszó
            </Anchor>
          </Group>
          <Button type="submit" loading={login.isPending} fullWidth>
            Belépés
          </Button>
          <Text size="sm" ta="center">
            Még nincs fiókja?{' '}
            <Anchor component={Link} to={`${paths.register}${chosenPlanQuery(plan)}`}>
              Regisztráció
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthShell>
  );
}
