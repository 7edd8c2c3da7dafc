import { Alert, Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PasswordField } from '../../../components/password-field.tsx';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useRegister } from '../../../api/auth.ts';
import { useSession } from '../../../api/user.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { FailureAlert } from '../../../components/failure-alert.tsx';
import { focusFirstInvalidField } from '../../../lib/focus-first-invalid-field.ts';
import {
  needsGeneralAlert,
  refusalText,
  sortServerErrors,
  topLevelFieldOf,
  useServerFieldErrors,
} from '../../../lib/server-field-errors.ts';
import { afterSignInPath, chosenPlanQuery, readChosenPlan, rememberChosenPlan } from '../../../lib/chosen-plan.ts';
import {
  messages,
  validateEmail,
  validateName,
  validatePassword,
  validatePasswordConfirmation,
} from '../../../lib/validators.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { ChosenPlanNotice } from '../components/chosen-plan-notice.tsx';

export const REGISTER_FAILED = 'Hiba történt a regisztráció során, kérjük, próbálja újra később.';
export const CHECK_MAILBOX_TITLE = 'Ellenőrizze a postafiókját';

export function RegisterPage() {
  const register = useRegister();
  const session = useSession();
  const plan = readChosenPlan(useSearchParams()[0]);
  const form = useForm({
    initialValues: { name: '', email: '', password: '', confirmPassword: '', terms: false },
    validateInputOnBlur: true,
    validateInputOnChange: ['terms', 'confirmPassword'],
    validate: {
      name: validateName,
      email: validateEmail,
      password: validatePassword,
      confirmPassword: (value, values) => validatePasswordConfirmation(value, values.password),
      terms: (value) => (value ? null : messages.termsRequired),
    },
  });
  const fieldOf = topLevelFieldOf(form.getValues());
  const serverErrors = useServerFieldErrors(form, fieldOf);

  if (session === 'signed-in') return <Navigate to={afterSignInPath(plan)} replace />;
  if (session === 'checking') return <PageLoader />;

  if (register.isSuccess)
    return (
      <AuthShell title={CHECK_MAILBOX_TITLE} focusTitle>
        <Stack>
          <Alert color="green" role="status">
            {register.data.message}
          </Alert>
          <Text size="sm">
            A levelet a(z) <strong>{register.variables.email}</strong> címre küldtük. A fiók a levélben található link
            megnyitásával jön létre; a link 24 óráig érvényes.
          </Text>
          <Anchor component={Link} to={paths.login} size="sm" ta="center">
            Tovább a belépéshez
          </Anchor>
        </Stack>
      </AuthShell>
    );

  const submit = form.onSubmit(
    (values) =>
      register.mutate(
        { name: values.name.trim(), email: values.email.trim(), password: values.password },
        // the e-mailed link opens the checkout of the chosen plan once it has signed the user in
        { onSuccess: () => rememberChosenPlan(plan), onError: serverErrors.onError },
      ),
    focusFirstInvalidField,
  );
  // A field error of the server is shown at its field (decision 072); the alert tells the rest.
  const refusal = register.error ? sortServerErrors(register.error, fieldOf) : null;
  const serverDetail =
    refusal && register.error instanceof ApiError && register.error.status < 500 && register.error.code !== 'HTTP_ERROR'
      ? refusalText(refusal)
      : null;

  return (
    <AuthShell title="Regisztráció">
      <form ref={serverErrors.formRef} onSubmit={submit} noValidate>
        <Stack>
          <ChosenPlanNotice plan={plan} />
          {refusal && needsGeneralAlert(refusal) && (
            <FailureAlert attempt={register.submittedAt}>
              {REGISTER_FAILED}
              {serverDetail && <Text size="sm">{serverDetail}</Text>}
            </FailureAlert>
          )}
          <TextInput label="Név" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
          <TextInput
            label="E-mail-cím"
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <PasswordField label="Jelszó" autoComplete="new-password" withAsterisk {...form.getInputProps('password')} />
          <PasswordField
            label="Jelszó megerősítése"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('confirmPassword')}
          />
          <Checkbox
            label={
              <>
                Elolvastam és elfogadom a{' '}
                <Anchor component={Link} to={paths.terms} target="_blank">
                  felhasználási feltételeket
                </Anchor>
                .
              </>
            }
            {...form.getInputProps('terms', { type: 'checkbox' })}
          />
          <Button type="submit" loading={register.isPending} disabled={!form.isValid()} fullWidth>
            Regisztráció
          </Button>
          <Text size="sm" ta="center">
            Már van fiókja?{' '}
            <Anchor component={Link} to={`${paths.login}${chosenPlanQuery(plan)}`}>
              Belépés
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthShell>
  );
}
