import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Alert, Card, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { useAdminStats } from '../../../api/admin.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { StatCard } from '../../../components/stat-card.tsx';
import { toDayPoints, type DayPoint } from '../rules/to-day-points.ts';
import { TableRegion } from '../../../components/table-region.tsx';

export const STATS_FAILED = 'Hiba történt a statisztikák lekérésekor.';

function DaySeriesCard({ title, points, color }: { title: string; points: DayPoint[]; color: string }) {
  return (
    <Card withBorder padding="lg" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      <BarChart
        h={220}
        data={points}
        dataKey="date"
        series={[{ name: 'count', label: 'Darab', color }]}
        tickLine="y"
        yAxisProps={{ allowDecimals: false }}
        data-testid="day-chart"
      />
      <TableRegion minWidth={240} mah={240} mt="md" label={`${title}: táblázat`}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nap</Table.Th>
              <Table.Th>Darab</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...points].reverse().map((point) => (
              <Table.Tr key={point.date}>
                <Table.Td>{point.date}</Table.Td>
                <Table.Td>{point.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableRegion>
    </Card>
  );
}

/** /tool/admin/statisztikak: totals and the per-day series of documents and registrations. */
export function StatisticsPage() {
  const stats = useAdminStats();
  if (stats.isError) return <Alert color="red">{STATS_FAILED}</Alert>;
  if (!stats.data) return <PageLoader />;
  const data = stats.data;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <StatCard label="Felhasználók" value={data.totalUserCount} />
        <StatCard label="Személyek" value={data.totalSzemelyCount} />
        <StatCard label="Társaságok" value={data.totalTarsasagCount} />
        <StatCard label="Dokumentumok" value={data.totalDocumentCount} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <DaySeriesCard
          title="Létrehozott dokumentumok naponta"
          points={toDayPoints(data.documentGenerationsSeries)}
          color="blue.6"
        />
        <DaySeriesCard title="Regisztrációk naponta" points={toDayPoints(data.userRegisterSeries)} color="teal.6" />
      </SimpleGrid>
    </Stack>
  );
}
