import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FailureAlert } from '../../../components/failure-alert.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { focusFirstInvalidField } from '../../../lib/focus-first-invalid-field.ts';
import {
  needsGeneralAlert,
  sortServerErrors,
  topLevelFieldOf,
  useServerFieldErrors,
} from '../../../lib/server-field-errors.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useLogin } from '../../../api/auth.ts';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../api/user.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { httpErrorMessage } from '../../../lib/api-client.ts';
import { storeToken } from '../../../lib/auth-token.ts';
import { isSessionExpiredState, returnPathOf } from '../../../lib/session-expired.ts';
import { afterSignInPath, chosenPlanQuery, readChosenPlan } from '../../../lib/chosen-plan.ts';
import { validateRequiredEmail, messages } from '../../../lib/validators.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { ChosenPlanNotice } from '../components/chosen-plan-notice.tsx';

export const LOGIN_FAILED = 'Hiba történt a belépés során, ellenőrizze az e-mail-címét és a jelszavát.';

export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();
  const session = useSession();
  const { state } = useLocation();
  const sessionExpired = isSessionExpiredState(state);
  // The page of the tool the session ended on, unless a plan chosen on the public pages leads on.
  const returnPath = returnPathOf(state);
  const plan = readChosenPlan(useSearchParams()[0]);
  const nextPath = plan || !returnPath ? afterSignInPath(plan) : returnPath;
  const form = useForm({
    initialValues: { email: '', password: '' },
    validateInputOnBlur: true,
    validate: {
      email: validateRequiredEmail,
      password: (value) => (value === '' ? messages.passwordRequired : null),
    },
  });
  const fieldOf = topLevelFieldOf(form.getValues());
  const serverErrors = useServerFieldErrors(form, fieldOf);

  if (session === 'signed-in') return <Navigate to={nextPath} replace />;
  if (session === 'checking') return <PageLoader />;

  const submit = form.onSubmit(
    (values) =>
      login.mutate(
        { email: values.email.trim(), password: values.password },
        {
          onSuccess: ({ token }) => {
            storeToken(token);
            queryClient.clear();
            navigate(nextPath, { replace: true });
          },
          onError: serverErrors.onError,
        },
      ),
    focusFirstInvalidField,
  );
  // A field error of the server (a value too long) is shown at its field (decision 072); the alert tells the rest.
  const refusal = login.error ? sortServerErrors(login.error, fieldOf) : null;

  return (
    <AuthShell title="Belépés">
      <form ref={serverErrors.formRef} onSubmit={submit} noValidate>
        <Stack>
          <ChosenPlanNotice plan={plan} />
          {sessionExpired && !login.isError && (
            <Alert color="yellow" role="alert">
              {httpErrorMessage(401)}
            </Alert>
          )}
          {refusal && needsGeneralAlert(refusal) && (
            <FailureAlert attempt={login.submittedAt}>{LOGIN_FAILED}</FailureAlert>
          )}
          <TextInput
            label="E-mail-cím"
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <PasswordField
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
