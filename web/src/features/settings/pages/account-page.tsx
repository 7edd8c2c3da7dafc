import { Alert, Button, Card, Group, Modal, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useFeatureFlags } from '../../../api/feature-flags.ts';
import { useFirmUsers } from '../../../api/lawfirm.ts';
import { useSubscription } from '../../../api/subscription.ts';
import { useRemoveUser, useUpdateUser, useUser } from '../../../api/user.ts';
import { FailureAlert } from '../../../components/failure-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { focusFirstInvalidField } from '../../../lib/focus-first-invalid-field.ts';
import { isBetaMode } from '../../../lib/is-beta-mode.ts';
import { useLinkedFieldError } from '../../../lib/linked-field-error.ts';
import {
  needsGeneralAlert,
  refusalText,
  sortServerErrors,
  topLevelFieldOf,
  useServerFieldErrors,
} from '../../../lib/server-field-errors.ts';
import { useFocusReturn } from '../../../lib/use-focus-return.ts';
import { validateName } from '../../../lib/validators.ts';
import { paths } from '../../../config/paths.ts';
import { AccountSubscriptionCard } from '../components/account-subscription-card.tsx';
import { BillingHistoryCard } from '../components/billing-history-card.tsx';
import { LawFirmCard } from '../components/law-firm-card.tsx';
import { hasOtherMembers } from '../rules/law-firm-rules.ts';

export const KASZ_REQUIRED = 'A KASZ szám megadása kötelező.';
export const DELETE_ACCOUNT_FAILED = 'Hiba történt a fiók törlésekor, kérjük, forduljon az ügyfélszolgálathoz.';
export const OTHER_USERS_WARNING =
  'A fiók nem törölhető, amíg az ügyvédi irodához más felhasználók is tartoznak. Először távolítsa el a többi felhasználót, illetve tagként lépjen ki az irodából.';

type LawyerValues = { name: string; kasz: string };

function LawyerDataCard() {
  const user = useUser();
  const update = useUpdateUser();
  const form = useForm<LawyerValues>({
    initialValues: { name: '', kasz: '' },
    validateInputOnBlur: true,
    validate: {
      // The server's rule for a user's name: required, at least 3 characters.
      name: validateName,
      kasz: (value) => (value.trim() === '' ? KASZ_REQUIRED : null),
    },
  });
  // A followed link's message (a registration's refusal, decision 083) at the field it names.
  const withLinkedError = useLinkedFieldError();
  const fieldOf = topLevelFieldOf(form.getValues());
  const serverErrors = useServerFieldErrors(form, fieldOf);
  const refusal = update.error ? sortServerErrors(update.error, fieldOf) : null;
  const { setInitialValues, setValues } = form;
  useEffect(() => {
    if (!user.data) return;
    const values = { name: user.data.name ?? '', kasz: user.data.kasz ?? '' };
    setInitialValues(values);
    setValues(values);
  }, [user.data, setInitialValues, setValues]);

  const submit = form.onSubmit(
    (values) =>
      update.mutate(
        { name: values.name.trim(), kasz: values.kasz.trim() },
        {
          onSuccess: () => notifications.show({ color: 'green', message: 'Az adatait elmentettük.' }),
          onError: serverErrors.onError,
        },
      ),
    focusFirstInvalidField,
  );

  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="md">
        Ügyvéd adatai
      </Title>
      <form ref={serverErrors.formRef} onSubmit={submit} noValidate>
        <Stack>
          {refusal && needsGeneralAlert(refusal) && (
            <FailureAlert attempt={update.submittedAt}>A mentés nem sikerült: {refusalText(refusal)}</FailureAlert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Név" withAsterisk {...withLinkedError('name', form.getInputProps('name'))} />
            <TextInput label="KASZ szám" withAsterisk {...withLinkedError('kasz', form.getInputProps('kasz'))} />
            <TextInput label="E-mail-cím" value={user.data?.email ?? ''} readOnly disabled />
          </SimpleGrid>
          {form.isDirty() && (
            <Button type="submit" w="fit-content" loading={update.isPending}>
              Mentés
            </Button>
          )}
        </Stack>
      </form>
    </Card>
  );
}

function DeleteAccountCard() {
  const subscription = useSubscription();
  const firmUsers = useFirmUsers();
  const remove = useRemoveUser();
  const navigate = useNavigate();
  const [isConfirming, setIsConfirming] = useState(false);
  useFocusReturn(isConfirming);
  const hasOtherUsers = hasOtherMembers(firmUsers.data, subscription.data?.userCount);
  // Whether others share the firm is known only once both have answered.
  const isChecking = firmUsers.isPending || subscription.isPending;

  function confirm() {
    remove.mutate(undefined, {
      // The goodbye page forgets the token: cleared here, the tool would send the user to the login page first.
      // The confirmation goes with this page; it closes by itself only on failure.
      onSuccess: () => navigate(paths.userDeleted, { replace: true }),
      onError: () => setIsConfirming(false),
    });
  }

  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="md">
        Fiók törlése
      </Title>
      <Stack>
        <Text size="sm">
          A fiók törlésével minden adata – társaságok, személyek és létrehozott dokumentumok – véglegesen törlődik. A
          művelet nem vonható vissza.
        </Text>
        {hasOtherUsers && (
          <Alert color="yellow" variant="light">
            {OTHER_USERS_WARNING}
          </Alert>
        )}
        {remove.isError && (
          <Alert color="red" role="alert">
            {DELETE_ACCOUNT_FAILED}
          </Alert>
        )}
        <Button
          color="red"
          variant="light"
          w="fit-content"
          disabled={isChecking || hasOtherUsers}
          onClick={() => setIsConfirming(true)}
        >
          Fiók törlése
        </Button>
      </Stack>
      <Modal opened={isConfirming} onClose={() => setIsConfirming(false)} title="Fiók végleges törlése">
        <Text mb="lg">Biztosan törli a fiókját és minden adatát? A művelet nem vonható vissza.</Text>
        <Group justify="flex-end">
          {/* The safe choice has the focus first, not the close button, and as the dialog is shown (autoFocus), not in
              Mantine's focus-trap timer after it: a key pressed at once stays in the dialog. data-autofocus keeps the
              timer on the same button. */}
          <Button variant="default" onClick={() => setIsConfirming(false)} autoFocus data-autofocus>
            Mégse
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm}>
            Végleges törlés
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}

/**
 * The fields a link may name (`/tool/fiok?mezo=kasz`, decision 072): the lawyer's and the law firm's data, which a
 * registration's registered articles are signed with (`ugyvediIroda.…`).
 */
export const ACCOUNT_FIELDS = ['name', 'kasz', 'nev', 'szekhely'] as const;

/** `?mezo=kasz` focuses that field once the page is shown, as the company editor's `?mezo=` does. */
function useFieldToFix(isShown: boolean) {
  const fieldToFix = useSearchParams()[0].get('mezo');
  useEffect(() => {
    if (!isShown || !(ACCOUNT_FIELDS as readonly (string | null)[]).includes(fieldToFix)) return;
    const input = document.querySelector<HTMLElement>(`[data-path="${fieldToFix}"]`);
    input?.scrollIntoView({ block: 'center' });
    input?.focus();
  }, [isShown, fieldToFix]);
}

/** /tool/fiok: lawyer data, law firm, subscription, billing history (hidden in beta) and account deletion. */
export function AccountPage() {
  const user = useUser();
  const subscription = useSubscription();
  const flags = useFeatureFlags();
  // Billing history is hidden in the beta; it waits for the flag so it never flashes up.
  const showsBillingHistory = !flags.isPending && !isBetaMode(flags.data);
  useFieldToFix(Boolean(user.data));
  if (!user.data) return <PageLoader />;
  return (
    <Stack gap="lg">
      <Title order={1}>Fiók</Title>
      <LawyerDataCard />
      <LawFirmCard subscription={subscription.data} />
      {subscription.data && <AccountSubscriptionCard subscription={subscription.data} />}
      {showsBillingHistory && <BillingHistoryCard />}
      <DeleteAccountCard />
    </Stack>
  );
}
