import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
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
  onSubmit: (email: string) => void;
  onClose: () => void;
};

/** The invite and join-request popups: one e-mail, required and valid. */
export function EmailRequestModal(props: EmailRequestModalProps) {
  const form = useForm({ initialValues: { email: '' }, validate: { email: validateInviteEmail } });
  function close() {
    form.reset();
    props.onClose();
  }
  return (
    <Modal opened={props.opened} onClose={close} title={props.title}>
      <form noValidate onSubmit={form.onSubmit((values) => props.onSubmit(values.email.trim()))}>
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
          {props.failure && (
            <Alert color="red" role="alert">
              <Text size="sm">{props.failureText}</Text>
              <Text size="sm">{props.failure.message}</Text>
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
