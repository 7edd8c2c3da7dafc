import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  needsGeneralAlert,
  refusalText,
  sortServerErrors,
  topLevelFieldOf,
  useServerFieldErrors,
} from '../../../lib/server-field-errors.ts';
import {
  useAddBetaUser,
  useBetaUsers,
  useDeleteBetaUser,
  useNotRegisteredBetaUsers,
  useSendBetaInvites,
  type BetaUser,
} from '../../../api/beta.ts';

function BetaTable({
  title,
  users,
  onDelete,
}: {
  title: string;
  users: BetaUser[];
  onDelete?: (user: BetaUser) => void;
}) {
  return (
    <Card withBorder padding="lg" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {users.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nincs ilyen felhasználó.
        </Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Név</Table.Th>
              <Table.Th>E-mail</Table.Th>
              {onDelete && <Table.Th>Műveletek</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>{user.name}</Table.Td>
                <Table.Td>{user.email}</Table.Td>
                {onDelete && (
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`${user.email} törlése`}
                      onClick={() => onDelete(user)}
                    >
                      ×
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

/** /tool/admin/beta: the beta list, invitations, and who has not registered yet. */
export function BetaPage() {
  const invitable = useBetaUsers();
  const notRegistered = useNotRegisteredBetaUsers();
  const add = useAddBetaUser();
  const remove = useDeleteBetaUser();
  const send = useSendBetaInvites();
  const form = useForm({ initialValues: { name: '', email: '' } });
  const fieldOf = topLevelFieldOf(form.getValues());
  const serverErrors = useServerFieldErrors(form, fieldOf);
  // A field error of the server is shown at its field (decision 072); the alert tells the rest.
  const failure = add.error ?? remove.error ?? send.error;
  const refusal = failure ? sortServerErrors(failure, add.error ? fieldOf : () => null) : null;

  function submit({ name, email }: { name: string; email: string }) {
    // Spec section 5: adding does nothing while the name or the e-mail is empty.
    if (name.trim() === '' || email.trim() === '') return;
    add.mutate(
      { name: name.trim(), email: email.trim() },
      { onSuccess: () => form.reset(), onError: serverErrors.onError },
    );
  }

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg">
        <form ref={serverErrors.formRef} noValidate onSubmit={form.onSubmit(submit)}>
          <Group align="flex-end">
            <TextInput label="Név" {...form.getInputProps('name')} />
            <TextInput label="E-mail-cím" type="email" {...form.getInputProps('email')} />
            <Button type="submit" loading={add.isPending}>
              Hozzáadás
            </Button>
            <Button variant="light" loading={send.isPending} onClick={() => send.mutate()}>
              Meghívók küldése
            </Button>
          </Group>
        </form>
        {refusal && needsGeneralAlert(refusal) && (
          <Alert color="red" role="alert" mt="md">
            {refusalText(refusal)}
          </Alert>
        )}
      </Card>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <BetaTable
          title="Meghívható felhasználók"
          users={invitable.data ?? []}
          onDelete={(user) => remove.mutate(user.id)}
        />
        <BetaTable title="Meghívott, még nem regisztrált felhasználók" users={notRegistered.data ?? []} />
      </SimpleGrid>
    </Stack>
  );
}
