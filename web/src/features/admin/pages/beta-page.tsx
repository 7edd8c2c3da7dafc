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
import { useState } from 'react';
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
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const failure = add.error ?? remove.error ?? send.error;

  function submit() {
    // Spec section 5: adding does nothing while the name or the e-mail is empty.
    if (name.trim() === '' || email.trim() === '') return;
    add.mutate(
      { name: name.trim(), email: email.trim() },
      {
        onSuccess: () => {
          setName('');
          setEmail('');
        },
      },
    );
  }

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Group align="flex-end">
            <TextInput label="Név" value={name} onChange={(event) => setName(event.currentTarget.value)} />
            <TextInput
              label="E-mail-cím"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Button type="submit" loading={add.isPending}>
              Hozzáadás
            </Button>
            <Button variant="light" loading={send.isPending} onClick={() => send.mutate()}>
              Meghívók küldése
            </Button>
          </Group>
        </form>
        {failure && (
          <Alert color="red" role="alert" mt="md">
            {failure.message}
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
