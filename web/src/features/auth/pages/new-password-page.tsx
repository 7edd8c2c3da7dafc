import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PasswordField } from '../../../components/password-field.tsx';
import { Link, useSearchParams } from 'react-router-dom';
import { useConfirmPasswordReset } from '../../../api/auth.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../config/paths.ts';
import { validatePassword, validatePasswordConfirmation } from '../../../lib/validators.ts';
import { FailureAlert } from '../../../components/failure-alert.tsx';
import { focusFirstInvalidField } from '../../../lib/focus-first-invalid-field.ts';
import {
  needsGeneralAlert,
  sortServerErrors,
  topLevelFieldOf,
  useServerFieldErrors,
} from '../../../lib/server-field-errors.ts';
import { AuthShell } from '../components/auth-shell.tsx';

export const PASSWORD_SET = 'Az új jelszót sikeresen beállítottuk. Most már beléphet vele.';
export const PASSWORD_SET_FAILED =
  'Hiba történt a jelszó beállításakor: a link lejárt vagy már felhasználták. Kérjen új linket az Elfelejtett jelszó oldalon.';
export const REQUEST_NEW_LINK = 'Új link kérése';
export const TOKEN_MISSING =
  'Hiányzik a jelszó-visszaállító azonosító. Kérjen új linket az Elfelejtett jelszó oldalon.';

export function NewPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirm = useConfirmPasswordReset();
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validateInputOnBlur: true,
    validate: {
      password: validatePassword,
      confirmPassword: (value, values) => validatePasswordConfirmation(value, values.password),
    },
  });
  const fieldOf = topLevelFieldOf(form.getValues());
  const serverErrors = useServerFieldErrors(form, fieldOf);
  // A field error of the server (the new password) is shown at its field (decision 072); the alert tells the rest.
  const refusal = confirm.error ? sortServerErrors(confirm.error, fieldOf) : null;
  const submit = form.onSubmit(
    (values) => confirm.mutate({ password: values.password, token }, { onError: serverErrors.onError }),
    focusFirstInvalidField,
  );

  return (
    <AuthShell title="Új jelszó beállítása">
      <form ref={serverErrors.formRef} onSubmit={submit} noValidate>
        <Stack>
          {!token && (
            <Alert color="red" role="alert">
              {TOKEN_MISSING}
            </Alert>
          )}
          {confirm.isSuccess && (
            <Alert color="green" role="status">
              {PASSWORD_SET}
            </Alert>
          )}
          {refusal && needsGeneralAlert(refusal) && (
            <FailureAlert attempt={confirm.submittedAt}>
              {/* A refused link (400) needs a new one; a network, rate-limit or server failure says its own next step. */}
              {confirm.error instanceof ApiError && confirm.error.status !== 400 ? (
                confirm.error.message
              ) : (
                <>
                  {PASSWORD_SET_FAILED}{' '}
                  <Anchor component={Link} to={paths.forgotPassword} size="sm">
                    {REQUEST_NEW_LINK}
                  </Anchor>
                </>
              )}
            </FailureAlert>
          )}
          <PasswordField
            label="Új jelszó"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <PasswordField
            label="Új jelszó megerősítése"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={confirm.isPending} disabled={!token || confirm.isSuccess} fullWidth>
            Jelszó beállítása
          </Button>
          <Anchor component={Link} to={paths.login} size="sm" ta="center">
            Vissza a belépéshez
          </Anchor>
        </Stack>
      </form>
    </AuthShell>
  );
}
