import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router-dom';
import { useRequestPasswordReset } from '../../../api/auth.ts';
import { paths } from '../../../config/paths.ts';
import { validateRequiredEmail } from '../../../lib/validators.ts';
import { FailureAlert } from '../../../components/failure-alert.tsx';
import { focusFirstInvalidField } from '../../../lib/focus-first-invalid-field.ts';
import {
  needsGeneralAlert,
  sortServerErrors,
  topLevelFieldOf,
  useServerFieldErrors,
} from '../../../lib/server-field-errors.ts';
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
  const fieldOf = topLevelFieldOf(form.getValues());
  const serverErrors = useServerFieldErrors(form, fieldOf);
  // A field error of the server is shown at its field (decision 072); the alert only for a failure of the rest.
  const refusal = reset.error ? sortServerErrors(reset.error, fieldOf) : null;
  const submit = form.onSubmit(
    (values) => reset.mutate(values.email.trim(), { onError: serverErrors.onError }),
    focusFirstInvalidField,
  );
  return (
    <AuthShell title="Elfelejtett jelszó">
      <form ref={serverErrors.formRef} onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            Adja meg a regisztrációkor használt e-mail-címét, és küldünk egy linket az új jelszó beállításához.
          </Text>
          {reset.isSuccess && (
            <Alert color="green" role="status">
              {RESET_REQUEST_SENT}
            </Alert>
          )}
          {refusal && needsGeneralAlert(refusal) && (
            <FailureAlert attempt={reset.submittedAt}>{RESET_REQUEST_FAILED}</FailureAlert>
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
