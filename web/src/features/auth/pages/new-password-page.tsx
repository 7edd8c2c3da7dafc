import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useSearchParams } from 'react-router-dom';
import { useConfirmPasswordReset } from '../../../api/auth.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../config/paths.ts';
import { validatePassword, validatePasswordConfirmation } from '../../../lib/validators.ts';
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
  const submit = form.onSubmit((values) => confirm.mutate({ password: values.password, token }));

  return (
    <AuthShell title="Új jelszó beállítása">
      <form onSubmit={submit} noValidate>
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
          {confirm.isError && (
            <Alert color="red" role="alert">
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
            </Alert>
          )}
          <PasswordInput
            label="Új jelszó"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <PasswordInput
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
