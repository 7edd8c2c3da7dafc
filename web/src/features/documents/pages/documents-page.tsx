import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { downloadFileName } from '@cegdok/engine';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useActivateDocuments } from '../../../api/billing.ts';
import {
  downloadDocument,
  useDeleteDocument,
  useDocuments,
  type DownloadFormat,
  type GeneratedDocument,
} from '../../../api/documents.ts';
import { useSubscription } from '../../../api/subscription.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { documentTypeTitle, isDocxOnlyDocument } from '../../../lib/document-type-title.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useFocusReturn } from '../../../lib/use-focus-return.ts';
import { DOWNLOAD_FAILED } from '../../../lib/download-failed.ts';
import { DocumentCheckout } from '../components/document-checkout.tsx';
import { BuyPanel, FreePlanNotice, QuotaExhaustedNotice, SettlePanel } from '../components/purchase-panels.tsx';
import { isPurchasable, purchaseMode } from '../rules/purchase-rules.ts';
import {
  DATE_RANGES,
  filterDocuments,
  remainingDays,
  type DateRange,
  type DocumentFilter,
} from '../rules/filter-documents.ts';
import { TableRegion } from '../../../components/table-region.tsx';

/** The list has entries, but the filter hides them all. */
export const NO_MATCHING_DOCUMENT = 'Nincs a szűrésnek megfelelő dokumentum.';

export const DELETE_FAILED = 'Hiba történt a dokumentum törlésekor.';

export function DocumentsPage() {
  const documents = useDocuments();
  const subscription = useSubscription();
  const remove = useDeleteDocument();
  const [filter, setFilter] = useState<DocumentFilter>({
    companyName: null,
    dateRange: 'anytime',
    showDeleted: false,
    search: '',
  });
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  /** The document whose deletion waits for the confirmation. */
  const [toDelete, setToDelete] = useState<GeneratedDocument | null>(null);
  useFocusReturn(toDelete !== null);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<GeneratedDocument['id']>>(new Set());
  const [isCheckingOut, setIsCheckingOut] = useState(false);
  const activate = useActivateDocuments();
  // A phone gets one card a document: the table's action column would be off-screen.
  const isPhone = useMediaQuery('(max-width: 48em)');
  const now = new Date();
  const companyNames = [...new Set((documents.data ?? []).map((document) => document.companyName))].sort((a, b) =>
    a.localeCompare(b, 'hu'),
  );
  const shown = filterDocuments(documents.data ?? [], filter, now);
  const mode = purchaseMode(subscription.data);
  const selected = (documents.data ?? []).filter((document) => selectedIds.has(document.id) && isPurchasable(document));
  const hasUnpaid = (documents.data ?? []).some(isPurchasable);

  function toggleSelected(document: GeneratedDocument) {
    const next = new Set(selectedIds);
    if (next.has(document.id)) next.delete(document.id);
    else next.add(document.id);
    setSelectedIds(next);
  }

  function settle() {
    activate.mutate(
      selected.map((document) => document.id),
      {
        onSuccess: () => setSelectedIds(new Set()),
        onError: (error) => console.error('Dokumentumok érvényesítése sikertelen', error),
      },
    );
  }

  /** The confirmation stays open until the list shows the outcome: a deleted document's × is gone by its close. */
  function deleteDocument(document: GeneratedDocument) {
    setDeleteError(null);
    remove.mutate(document.id, {
      onError: (error) => setDeleteError(`${DELETE_FAILED} ${error.message}`),
      onSettled: () => setToDelete(null),
    });
  }

  async function download(document: GeneratedDocument, format: DownloadFormat) {
    try {
      setDownloadError(null);
      saveFile(
        await downloadDocument(document.id, format),
        downloadFileName({
          title: document.fileName.replace(/\.docx$/, ''),
          companyName: document.companyName,
          createdAt: document.createdAt,
          format,
        }),
      );
    } catch (error) {
      console.error('Dokumentum letöltése sikertelen', error);
      setDownloadError(DOWNLOAD_FAILED);
    }
  }

  /** Download, pay-state, selection and delete of one document: the same in the table and on a phone's cards. */
  function actions(document: GeneratedDocument, wrap: 'wrap' | 'nowrap' = 'nowrap') {
    if (document.deleted) return null;
    return (
      <Group gap={4} wrap={wrap}>
        {document.payed && (
          <>
            <Button
              size="compact-xs"
              variant="light"
              title="Letöltés Word (.docx) formátumban"
              aria-label={`Letöltés Word (.docx) formátumban: ${document.fileName}`}
              onClick={() => void download(document, 'docx')}
            >
              Letöltés
            </Button>
            {/* the amendment's redline is a Word file only: a PDF button could only fail */}
            {!isDocxOnlyDocument(document) && (
              <Button
                size="compact-xs"
                variant="default"
                title="Letöltés PDF formátumban"
                aria-label={`PDF letöltése: ${document.fileName}`}
                onClick={() => void download(document, 'pdf')}
              >
                PDF
              </Button>
            )}
          </>
        )}
        {!document.payed && (
          <Badge color="yellow" variant="light">
            Nincs kifizetve
          </Badge>
        )}
        {mode !== 'none' && isPurchasable(document) && (
          <Checkbox
            aria-label={`${document.fileName} kijelölése`}
            checked={selectedIds.has(document.id)}
            onChange={() => toggleSelected(document)}
          />
        )}
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`${document.fileName} törlése`}
          loading={remove.isPending && remove.variables === document.id}
          onClick={() => setToDelete(document)}
        >
          ×
        </ActionIcon>
      </Group>
    );
  }

  if (isCheckingOut && subscription.data && selected.length > 0)
    return (
      <DocumentCheckout
        documents={selected}
        extraDocPrice={subscription.data.extraDocPrice}
        onBack={() => setIsCheckingOut(false)}
      />
    );

  return (
    <Stack gap="lg">
      <Title order={1}>Dokumentumok</Title>
      {subscription.data?.name === 'free' && <FreePlanNotice />}
      {mode === 'buy' && subscription.data && <QuotaExhaustedNotice extraDocPrice={subscription.data.extraDocPrice} />}
      {mode === 'settle' && hasUnpaid && subscription.data && (
        <SettlePanel
          selectedCount={selected.length}
          subscription={subscription.data}
          isSettling={activate.isPending}
          onSettle={settle}
        />
      )}
      {mode === 'buy' && hasUnpaid && subscription.data && (
        <BuyPanel
          selectedCount={selected.length}
          extraDocPrice={subscription.data.extraDocPrice}
          onBuy={() => setIsCheckingOut(true)}
        />
      )}
      <Card withBorder padding="lg">
        {/* Wrapped as room allows: the search field is wide enough for its whole placeholder (a fourth of the card at
            1280 px cut it to 'Cégnév vagy dokumentumtíp…'), the selects and the checkbox share what is left. */}
        <Group gap="md" align="flex-end" mb="md">
          <Select
            flex="1 1 12rem"
            label="Társaság"
            data={[
              { value: '', label: 'Összes társaság' },
              ...companyNames.map((name) => ({ value: name, label: name })),
            ]}
            value={filter.companyName ?? ''}
            allowDeselect={false}
            onChange={(value) => setFilter({ ...filter, companyName: value || null })}
          />
          <Select
            flex="1 1 12rem"
            label="Időszak"
            data={DATE_RANGES.map((range) => ({ value: range.value, label: range.label }))}
            value={filter.dateRange}
            allowDeselect={false}
            onChange={(value) => setFilter({ ...filter, dateRange: (value ?? 'anytime') as DateRange })}
          />
          <TextInput
            flex="2 1 17rem"
            label="Keresés"
            placeholder="Cégnév vagy dokumentumtípus"
            value={filter.search}
            onChange={(event) => setFilter({ ...filter, search: event.currentTarget.value })}
          />
          <Checkbox
            label="Törölt megjelenítése"
            // beside a field: level with its input (36 px high), not with its label
            mb={8}
            checked={filter.showDeleted}
            onChange={(event) => setFilter({ ...filter, showDeleted: event.currentTarget.checked })}
          />
        </Group>
        {downloadError && (
          <Alert color="red" role="alert" mb="md" withCloseButton onClose={() => setDownloadError(null)}>
            {downloadError}
          </Alert>
        )}
        {deleteError && (
          <Alert color="red" role="alert" mb="md" withCloseButton onClose={() => setDeleteError(null)}>
            {deleteError}
          </Alert>
        )}
        {documents.isPending && <PageLoader />}
        {documents.isError && (
          <Alert color="red" role="alert">
            A dokumentumok betöltése nem sikerült. {documents.error.message}
          </Alert>
        )}
        {documents.data && shown.length === 0 && (
          <Alert color="gray" variant="light">
            {documents.data.length === 0 ? 'Még nincs létrehozott dokumentum.' : NO_MATCHING_DOCUMENT}
          </Alert>
        )}
        {shown.length > 0 && isPhone && (
          <Stack component="ul" gap="sm" p={0} m={0} aria-label="Dokumentumok listája" style={{ listStyle: 'none' }}>
            {shown.map((document) => (
              <Card component="li" key={document.id} withBorder padding="sm" data-testid="document-card">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {document.fileName}
                </Text>
                <Text size="sm">
                  {documentTypeTitle(document)} · {document.companyName}
                </Text>
                <Text size="sm" c="dimmed" mb="xs">
                  {formatDateTime(document.createdAt)} ·{' '}
                  {document.deleted ? 'Törölve' : `még ${remainingDays(document, now)} napig elérhető`}
                </Text>
                {actions(document, 'wrap')}
              </Card>
            ))}
          </Stack>
        )}
        {shown.length > 0 && !isPhone && (
          <TableRegion minWidth={860} label="A dokumentumok táblázata">
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Dokumentum neve</Table.Th>
                  <Table.Th>Típus</Table.Th>
                  <Table.Th>Cégnév</Table.Th>
                  <Table.Th>Létrehozva</Table.Th>
                  <Table.Th>Elérhető</Table.Th>
                  <Table.Th>Műveletek</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((document) => (
                  <Table.Tr key={document.id}>
                    <Table.Td>{document.fileName}</Table.Td>
                    <Table.Td>{documentTypeTitle(document)}</Table.Td>
                    <Table.Td>{document.companyName}</Table.Td>
                    <Table.Td>{formatDateTime(document.createdAt)}</Table.Td>
                    <Table.Td>
                      {document.deleted ? (
                        <Badge color="gray" variant="light">
                          Törölve
                        </Badge>
                      ) : (
                        <Text size="sm">{remainingDays(document, now)} nap</Text>
                      )}
                    </Table.Td>
                    <Table.Td>{actions(document)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableRegion>
        )}
      </Card>
      <Modal opened={toDelete !== null} onClose={() => setToDelete(null)} title="Dokumentum törlése">
        <Text mb="lg">
          Biztosan törli a(z) „{toDelete?.fileName}” dokumentumot ({toDelete?.companyName})? A törölt dokumentum nem
          tölthető le többé.
        </Text>
        <Group justify="flex-end">
          {/* The safe choice has the focus first, not the close button, and as the dialog is shown (autoFocus), not in
              Mantine's focus-trap timer after it: a key pressed at once stays in the dialog. data-autofocus keeps the
              timer on the same button. */}
          <Button variant="default" onClick={() => setToDelete(null)} autoFocus data-autofocus>
            Mégse
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => toDelete && deleteDocument(toDelete)}>
            Törlés
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
