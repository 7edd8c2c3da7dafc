import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import type { LatestBilling } from '../api/billing.ts';
import type { BillingDetails, PaymentStart } from '../api/payment.ts';
import {
  BILLING_INCOMPLETE,
  billingValidation,
  emptyBilling,
  toBillingDetails,
  type BillingValues,
} from '../lib/billing-rules.ts';
import {
  needsGeneralAlert,
  sortServerErrors,
  topLevelFieldOf,
  useServerFieldErrors,
} from '../lib/server-field-errors.ts';
import { DataTransferStatement, DATA_TRANSFER_TITLE } from './data-transfer-statement.tsx';
import { SimplePayLogo } from './simplepay-logo.tsx';

export const PAYMENT_START_FAILED = 'Hiba történt a fizetés indításakor. Kérjük, próbálja újra később.';

type BillingCheckoutProps = {
  /** Starts the payment with the billing details; the answer's startPaymentUrl is followed. */
  start: (billing: BillingDetails) => Promise<PaymentStart>;
  /** The latest billing details, to prefill the form. */
  prefill?: LatestBilling | null;
  /** How the browser leaves for the card page (the real navigation by default). */
  onRedirect?: (url: string) => void;
};

function leaveFor(url: string) {
  window.location.assign(url);
}

/**
 * The billing details form of a checkout (spec section 5), the SimplePay logo and the data-transfer
 * statement, which the buyer accepts before the payment starts (spec section 4: idle → started → redirect,
 * or back to idle with an error).
 */
export function BillingCheckout({ start, prefill, onRedirect = leaveFor }: BillingCheckoutProps) {
  const form = useForm<BillingValues>({
    initialValues: emptyBilling,
    validateInputOnBlur: true,
    validate: billingValidation,
  });
  const [isConfirming, setIsConfirming] = useState(false);
  const [isStarting, setIsStarting] = useState(false);
  const [isIncomplete, setIsIncomplete] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isStatementOpen, setIsStatementOpen] = useState(false);
  const serverErrors = useServerFieldErrors(form, topLevelFieldOf(form.getValues()));
  // A refusal wholly at the billing fields: the statement closes without giving the focus back to Fizetés indítása.
  const [isFieldRefusal, setIsFieldRefusal] = useState(false);

  const { setValues, isTouched } = form;
  useEffect(() => {
    if (!prefill || isTouched()) return;
    setValues({ ...prefill, taxNumber: prefill.taxNumber ?? '' });
  }, [prefill, setValues, isTouched]);

  const submit = form.onSubmit(
    () => {
      setIsIncomplete(false);
      setError(null);
      setIsFieldRefusal(false);
      setIsConfirming(true);
    },
    () => setIsIncomplete(true),
  );

  async function accept() {
    setIsStarting(true);
    try {
      const answer = await start(toBillingDetails(form.getValues()));
      if (!answer?.startPaymentUrl) throw new Error('Nincs fizetési cím a válaszban.');
      onRedirect(answer.startPaymentUrl);
    } catch (failure) {
      console.error('A fizetés indítása sikertelen', failure);
      // A billing detail the server refused is shown at its field, focused (decision 072); the alert for the rest.
      const refusal = sortServerErrors(failure as Error, topLevelFieldOf(form.getValues()));
      setError(needsGeneralAlert(refusal) ? PAYMENT_START_FAILED : null);
      setIsFieldRefusal(!needsGeneralAlert(refusal));
      setIsStarting(false);
      setIsConfirming(false);
      serverErrors.onError(failure as Error);
    }
  }

  return (
    <form ref={serverErrors.formRef} onSubmit={submit} noValidate aria-label="Számlázási adatok">
      <Stack>
        <Text fw={600}>Számlázási adatok</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Név / cégnév" withAsterisk {...form.getInputProps('name')} />
          <TextInput label="Telefonszám" withAsterisk {...form.getInputProps('phone')} />
          <TextInput
            label="Irányítószám"
            withAsterisk
            maxLength={4}
            inputMode="numeric"
            {...form.getInputProps('zipCode')}
          />
          <TextInput label="Település" withAsterisk {...form.getInputProps('city')} />
          <TextInput label="Cím" withAsterisk {...form.getInputProps('address')} />
          <TextInput label="Adószám" description="Nem kötelező" {...form.getInputProps('taxNumber')} />
        </SimpleGrid>
        {isIncomplete && (
          <Alert color="red" role="alert">
            {BILLING_INCOMPLETE}
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Text size="sm">
          A fizetés indítása előtt el kell fogadnia az adattovábbítási nyilatkozatot:{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => setIsStatementOpen(true)}>
            {DATA_TRANSFER_TITLE}
          </Anchor>
        </Text>
        <Group justify="space-between">
          <SimplePayLogo />
          <Button type="submit" loading={isStarting}>
            Fizetés indítása
          </Button>
        </Group>
      </Stack>
      <DataTransferStatement opened={isStatementOpen} onClose={() => setIsStatementOpen(false)} />
      <DataTransferStatement
        opened={isConfirming}
        onClose={() => setIsConfirming(false)}
        onAccept={() => void accept()}
        isAccepting={isStarting}
        returnsFocus={!isFieldRefusal}
      />
    </form>
  );
}
