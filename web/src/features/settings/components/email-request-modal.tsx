import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { focusFirstInvalidField } from '../../../lib/focus-first-invalid-field.ts';
import {
  needsGeneralAlert,
  refusalText,
  sortServerErrors,
  topLevelFieldOf,
  useServerFieldErrors,
} from '../../../lib/server-field-errors.ts';
import { validateInviteEmail } from '../rules/law-firm-rules.ts';

type EmailRequestModalProps = {
  opened: boolean;
  title: string;
  description: string;
  submitLabel: string;
  /** Shown when the server refuses (spec section 8: check the registered e-mail). */
  failureText: string;
  failure: Error | null;
  /** Shown when the server answered but nothing came of the request; the popup stays open to correct the address. */
  notice?: string | null;
  isPending: boolean;
  /** Sends the request; `onError` (the mutation's) puts a refusal of the address at the field (decision 072). */
  onSubmit: (email: string, onError: (error: Error) => void) => void;
  onClose: () => void;
};

/** The invite and join-request popups: one e-mail, required and valid. */
export function EmailRequestModal(props: EmailRequestModalProps) {
  const form = useForm({ initialValues: { email: '' }, validate: { email: validateInviteEmail } });
  const fieldOf = topLevelFieldOf(form.getValues());
  const serverErrors = useServerFieldErrors(form, fieldOf);
  const refusal = props.failure ? sortServerErrors(props.failure, fieldOf) : null;
  function close() {
    form.reset();
    props.onClose();
  }
  return (
    <Modal opened={props.opened} onClose={close} title={props.title}>
      <form
        ref={serverErrors.formRef}
        noValidate
        onSubmit={form.onSubmit(
          (values) => props.onSubmit(values.email.trim(), serverErrors.onError),
          focusFirstInvalidField,
        )}
      >
        <Stack>
          <Text size="sm">{props.description}</Text>
          {/* Focused as the dialog is shown (autoFocus), not in Mantine's focus-trap timer after it: letters typed at
              once would go to the opener and be lost. data-autofocus keeps the timer on the same field. */}
          <TextInput
            label="E-mail-cím"
            type="email"
            withAsterisk
            autoFocus
            data-autofocus
            {...form.getInputProps('email')}
          />
          {props.notice && (
            <Alert color="orange" role="alert">
              <Text size="sm">{props.notice}</Text>
            </Alert>
          )}
          {refusal && needsGeneralAlert(refusal) && (
            <Alert color="red" role="alert">
              <Text size="sm">{props.failureText}</Text>
              <Text size="sm">{refusalText(refusal)}</Text>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Mégse
            </Button>
            <Button type="submit" loading={props.isPending}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
