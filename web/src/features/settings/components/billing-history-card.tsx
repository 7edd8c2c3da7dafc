import { Alert, Badge, Card, Table, Text, Title } from '@mantine/core';
import { useOrders } from '../../../api/billing.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { formatForint } from '../../../lib/format-forint.ts';
import { orderKind, orderStatusView } from '../rules/order-rules.ts';
import { TableRegion } from '../../../components/table-region.tsx';

/** The user's orders, newest first. */
export function BillingHistoryCard() {
  const orders = useOrders();
  return (
    <Card withBorder padding="lg" aria-label="Számlázási előzmények">
      <Title order={2} size="h4" mb="md">
        Számlázási előzmények
      </Title>
      {orders.isError && <Alert color="red">A rendelések betöltése nem sikerült.</Alert>}
      {orders.data && orders.data.length === 0 && (
        <Text size="sm" c="dimmed">
          Még nincs rendelése.
        </Text>
      )}
      {orders.data && orders.data.length > 0 && (
        <TableRegion minWidth={640} label="A számlázási előzmények táblázata">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Dátum</Table.Th>
                <Table.Th>Tétel</Table.Th>
                <Table.Th>Összeg</Table.Th>
                <Table.Th>Állapot</Table.Th>
                <Table.Th>Tranzakcióazonosító</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.data.map((order) => {
                const status = orderStatusView(order.status);
                return (
                  <Table.Tr key={order.id}>
                    <Table.Td>{formatDateTime(order.createdAt)}</Table.Td>
                    <Table.Td>{orderKind(order)}</Table.Td>
                    <Table.Td>{formatForint(order.total)}</Table.Td>
                    <Table.Td>
                      {/* The status is read whole: its column widens (the table scrolls) rather than cutting it off. */}
                      <Badge color={status.color} variant="light" styles={{ label: { overflow: 'visible' } }}>
                        {status.label}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{order.paymentId ?? '–'}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </TableRegion>
      )}
    </Card>
  );
}
