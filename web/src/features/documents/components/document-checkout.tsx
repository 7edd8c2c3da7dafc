import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useLatestBilling } from '../../../api/billing.ts';
import type { GeneratedDocument } from '../../../api/documents.ts';
import { startDocumentPayment } from '../../../api/payment.ts';
import { BillingCheckout } from '../../../components/billing-checkout.tsx';
import { documentTypeTitle } from '../../../lib/document-type-title.ts';
import { formatForint } from '../../../lib/format-forint.ts';
import { purchaseTotal } from '../rules/purchase-rules.ts';

type DocumentCheckoutProps = {
  documents: GeneratedDocument[];
  extraDocPrice: number;
  onBack: () => void;
  onRedirect?: (url: string) => void;
};

/** The checkout sub-view 'Rendelés részletek' of the documents page. */
export function DocumentCheckout({ documents, extraDocPrice, onBack, onRedirect }: DocumentCheckoutProps) {
  const latest = useLatestBilling();
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Rendelés részletek</Title>
        <Button variant="default" onClick={onBack}>
          Vissza
        </Button>
      </Group>
      <Card withBorder padding="lg">
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Dokumentum</Table.Th>
              <Table.Th>Típus</Table.Th>
              <Table.Th>Cégnév</Table.Th>
              <Table.Th ta="right">Ár</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {documents.map((document) => (
              <Table.Tr key={document.id}>
                <Table.Td>{document.fileName}</Table.Td>
                <Table.Td>{documentTypeTitle(document)}</Table.Td>
                <Table.Td>{document.companyName}</Table.Td>
                <Table.Td ta="right">{formatForint(extraDocPrice)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text ta="right" fw={700} mt="md" data-testid="checkout-total">
          Összesen: {formatForint(purchaseTotal(documents.length, extraDocPrice))}
        </Text>
      </Card>
      <Card withBorder padding="lg">
        <BillingCheckout
          prefill={latest.data}
          onRedirect={onRedirect}
          start={(billing) =>
            startDocumentPayment({ ...billing, documentsToBuy: documents.map((document) => document.id) })
          }
        />
      </Card>
    </Stack>
  );
}
