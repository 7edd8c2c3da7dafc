import { Alert, Button, Card, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSendContactMessage } from '../../../api/contact.ts';
import { validateEmail, validateMessage, validateName } from '../../../lib/validators.ts';
import { FailureAlert } from '../../../components/failure-alert.tsx';
import { focusFirstInvalidField } from '../../../lib/focus-first-invalid-field.ts';
import {
  needsGeneralAlert,
  sortServerErrors,
  topLevelFieldOf,
  useServerFieldErrors,
} from '../../../lib/server-field-errors.ts';
import { PageSection } from '../components/page-section.tsx';

export const CONTACT_SENT = 'Üzenetét elküldtük, hamarosan felvesszük Önnel a kapcsolatot.';
export const CONTACT_FAILED = 'Az üzenet elküldése nem sikerült, kérjük, próbálja meg később.';

export function ContactPage() {
  const send = useSendContactMessage();
  const form = useForm({
    initialValues: { name: '', email: '', message: '' },
    validateInputOnBlur: true,
    validate: { name: validateName, email: validateEmail, message: validateMessage },
  });
  const fieldOf = topLevelFieldOf(form.getValues());
  const serverErrors = useServerFieldErrors(form, fieldOf);
  // A field error of the server is shown at its field (decision 072); the alert only for a failure of the rest.
  const refusal = send.error ? sortServerErrors(send.error, fieldOf) : null;
  const submit = form.onSubmit(
    (values) =>
      send.mutate(
        { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() },
        { onSuccess: () => form.reset(), onError: serverErrors.onError },
      ),
    focusFirstInvalidField,
  );
  return (
    <PageSection
      title="Kapcsolat"
      lead="Kérdése van a csomagokról, vagy egyedi ajánlatot kérne az irodájának? Írjon nekünk."
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
        <form ref={serverErrors.formRef} onSubmit={submit} noValidate>
          <Stack>
            {send.isSuccess && (
              <Alert color="green" role="status">
                {CONTACT_SENT}
              </Alert>
            )}
            {refusal && needsGeneralAlert(refusal) && (
              <FailureAlert attempt={send.submittedAt}>{CONTACT_FAILED}</FailureAlert>
            )}
            <TextInput label="Név" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
            <TextInput
              label="E-mail-cím"
              type="email"
              autoComplete="email"
              withAsterisk
              {...form.getInputProps('email')}
            />
            <Textarea label="Üzenet" minRows={5} autosize withAsterisk {...form.getInputProps('message')} />
            <Button type="submit" loading={send.isPending} w="fit-content">
              Üzenet küldése
            </Button>
          </Stack>
        </form>
        <Card withBorder padding="xl" bg="gray.0">
          <Title order={2} size="h4" mb="sm">
            Mire számíthat?
          </Title>
          <Text size="sm" mb="sm">
            Munkanapokon egy munkanapon belül válaszolunk. Ha az üzenet egy konkrét társasághoz vagy dokumentumhoz
            kapcsolódik, írja meg a társaság nevét és a dokumentum típusát, így gyorsabban segíthetünk.
          </Text>
          <Text size="sm">
            Személyes adatot – például adóazonosító jelet vagy anyja nevét – kérjük, ne küldjön az űrlapon keresztül.
          </Text>
        </Card>
      </SimpleGrid>
    </PageSection>
  );
}
