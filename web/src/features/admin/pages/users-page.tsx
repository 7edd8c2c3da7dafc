import { Button, Card, Group, SimpleGrid, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { Fragment, useEffect, useState } from 'react';
import { useAdminUsers, type AdminUser } from '../../../api/admin.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { formatForint } from '../../../lib/format-forint.ts';
import { tierName } from '../../../lib/tier-name.ts';
import { TableRegion } from '../../../components/table-region.tsx';

export const NO_USERS = 'Nincs megjeleníthető felhasználó.';

function cycle(monthly: boolean | undefined): string {
  return monthly ? 'havi' : 'éves';
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

function UserDetails({ user }: { user: AdminUser }) {
  const subscription = user.subscription;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} p="sm" spacing={4}>
      <Detail label="Felhasználónév" value={user.username} />
      <Detail label="E-mail" value={user.email} />
      <Detail label="Regisztráció" value={formatDateTime(user.registerTime)} />
      <Detail label="Előfizetés" value={tierName(subscription?.name)} />
      <Detail label="Számlázási ciklus" value={subscription ? cycle(subscription.monthly) : '–'} />
      <Detail
        label="Extra dokumentum ára"
        value={subscription ? `${formatForint(subscription.extraDocPrice)}/hó` : '–'}
      />
      <Detail label="Fizetve" value={subscription ? (subscription.payed ? 'igen' : 'nem') : '–'} />
      <Detail label="Felhasználható dokumentum" value={String(subscription?.remainingDocs ?? '–')} />
      <Detail label="Kezdete" value={subscription?.startDate ? formatDateTime(subscription.startDate) : '–'} />
    </SimpleGrid>
  );
}

/** /tool/admin/felhasznalok: users by 0-based pages, newest first; a row click shows the details. */
export function UsersPage() {
  const [page, setPage] = useState(0);
  const [expanded, setExpanded] = useState<string | null>(null);
  const users = useAdminUsers(page);
  useEffect(() => {
    if (users.isError) console.error('A felhasználók betöltése sikertelen', users.error);
  }, [users.isError, users.error]);
  const content = users.data?.content ?? [];
  const pageSize = users.data?.pageSize ?? 20;
  const hasNext =
    users.data?.totalCount === undefined ? content.length >= pageSize : (page + 1) * pageSize < users.data.totalCount;

  return (
    <Card withBorder padding="lg">
      <Stack>
        {users.isPending && <PageLoader />}
        {users.data && content.length === 0 && <Text c="dimmed">{NO_USERS}</Text>}
        {content.length > 0 && (
          <TableRegion minWidth={720} label="A felhasználók táblázata">
            <Table highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Név</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>Regisztráció</Table.Th>
                  <Table.Th>Aktív előfizetés</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {content.map((user) => (
                  <Fragment key={user.email}>
                    <Table.Tr
                      style={{ cursor: 'pointer' }}
                      onClick={() => setExpanded(expanded === user.email ? null : user.email)}
                    >
                      <Table.Td>
                        <UnstyledButton
                          fz="sm"
                          aria-expanded={expanded === user.email}
                          onClick={(event) => {
                            event.stopPropagation();
                            setExpanded(expanded === user.email ? null : user.email);
                          }}
                        >
                          {user.username}
                        </UnstyledButton>
                      </Table.Td>
                      <Table.Td>{user.email}</Table.Td>
                      <Table.Td>{formatDateTime(user.registerTime)}</Table.Td>
                      <Table.Td>
                        {tierName(user.subscription?.name)}
                        {user.subscription && ` (${cycle(user.subscription.monthly)})`}
                      </Table.Td>
                    </Table.Tr>
                    {expanded === user.email && (
                      <Table.Tr>
                        <Table.Td colSpan={4} p={0}>
                          <UserDetails user={user} />
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                ))}
              </Table.Tbody>
            </Table>
          </TableRegion>
        )}
        <Group>
          <Button variant="default" disabled={page === 0} onClick={() => setPage(0)}>
            Első
          </Button>
          <Button variant="default" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Előző
          </Button>
          <Text size="sm" aria-label="Oldal">
            {page + 1}
          </Text>
          <Button variant="default" disabled={!hasNext} onClick={() => setPage(page + 1)}>
            Következő
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
