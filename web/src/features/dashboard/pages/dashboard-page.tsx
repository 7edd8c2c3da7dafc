import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useStats } from '../../../api/stats.ts';
import { useSubscription } from '../../../api/subscription.ts';
import { useUser } from '../../../api/user.ts';
import { StatCard } from '../../../components/stat-card.tsx';
import { paths } from '../../../config/paths.ts';
import { documentTypeTitle } from '../../../lib/document-type-title.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { SubscriptionCard } from '../components/subscription-card.tsx';
import { TableRegion } from '../../../components/table-region.tsx';

export const STATS_FAILED = 'Hiba történt a statisztikák lekérésekor.';

export function DashboardPage() {
  const user = useUser();
  const stats = useStats();
  const subscription = useSubscription();
  const latest = (stats.data?.lastGeneratedDocuments ?? []).filter((document) => !document.deleted);
  const isPhone = useIsPhone();

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Főoldal</Title>
          <Text size="lg">Üdvözlünk, {user.data?.name}!</Text>
        </Stack>
        <Button component={Link} to={paths.tool.newDoc}>
          Új generálás indítása
        </Button>
      </Group>
      {stats.isError && (
        <Text c="red" role="alert">
          {STATS_FAILED}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <StatCard label="Társaságok száma" value={stats.data?.totalCompanies} />
        <StatCard label="Személyek száma" value={stats.data?.totalBosses} />
        <StatCard label="Létrehozott dokumentumok" value={stats.data?.totalDocumentsGenerated} />
        <SubscriptionCard subscription={subscription.data} />
      </SimpleGrid>
      <Card withBorder padding="lg">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h3">
            Legutóbbi dokumentumok
          </Title>
          <Anchor component={Link} to={paths.tool.documents}>
            Összes megtekintése →
          </Anchor>
        </Group>
        {latest.length === 0 ? (
          <Alert color="gray" variant="light">
            Még nincs létrehozott dokumentum.
          </Alert>
        ) : isPhone ? (
          // At phone width the four columns were cut at the screen's edge, to be scrolled sideways: each document is
          // a short card instead, as on the documents page.
          <Stack component="ul" gap="sm" p={0} m={0} aria-label="Legutóbbi dokumentumok" style={{ listStyle: 'none' }}>
            {latest.map((document) => (
              <Card component="li" key={document.id} withBorder padding="sm" data-testid="latest-document">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {document.fileName}
                </Text>
                <Text size="sm">
                  {documentTypeTitle(document)} · {document.companyName}
                </Text>
                <Text size="sm" c="dimmed">
                  {formatDateTime(document.createdAt)}
                </Text>
              </Card>
            ))}
          </Stack>
        ) : (
          <TableRegion minWidth={560} label="A legutóbbi dokumentumok táblázata">
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Dokumentum neve</Table.Th>
                  <Table.Th>Típus</Table.Th>
                  <Table.Th>Generálás dátuma</Table.Th>
                  <Table.Th>Cégnév</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {latest.map((document) => (
                  <Table.Tr key={document.id}>
                    <Table.Td>{document.fileName}</Table.Td>
                    <Table.Td>{documentTypeTitle(document)}</Table.Td>
                    <Table.Td>{formatDateTime(document.createdAt)}</Table.Td>
                    <Table.Td>{document.companyName}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableRegion>
        )}
      </Card>
    </Stack>
  );
}
