import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router-dom';
import { useRequestPasswordReset } from '../../../api/auth.ts';
import { paths } from '../../../config/paths.ts';
import { validateRequiredEmail } from '../../../lib/validators.ts';
import { AuthShell } from '../components/auth-shell.tsx';

export const RESET_REQUEST_SENT =
  'A kérést sikeresen elküldtük. Ha a megadott címmel létezik fiók, e-mailben küldjük a jelszó-visszaállító linket.';
export const RESET_REQUEST_FAILED = 'Hiba történt a kérés elküldésekor, kérjük, próbálja újra.';

export function ForgotPasswordPage() {
  const reset = useRequestPasswordReset();
  const form = useForm({
    initialValues: { email: '' },
    validateInputOnBlur: true,
    validate: { email: validateRequiredEmail },
  });
  return (
    <AuthShell title="Elfelejtett jelszó">
      <form onSubmit={form.onSubmit((values) => reset.mutate(values.email.trim()))} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            Adja meg a regisztrációkor használt e-mail-címét, és küldünk egy linket az új jelszó beállításához.
          </Text>
          {reset.isSuccess && (
            <Alert color="green" role="status">
              {RESET_REQUEST_SENT}
            </Alert>
          )}
          {reset.isError && (
            <Alert color="red" role="alert">
              {RESET_REQUEST_FAILED}
            </Alert>
          )}
          <TextInput
            label="E-mail-cím"
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={reset.isPending} fullWidth>
            Link küldése
          </Button>
          <Anchor component={Link} to={paths.login} size="sm" ta="center">
            Vissza a belépéshez
          </Anchor>
        </Stack>
      </form>
    </AuthShell>
  );
}
