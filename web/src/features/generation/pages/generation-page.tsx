import { documentTypes, downloadFileName, formationFilingDeadline, parseRequest } from '@cegdok/engine';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Progress,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { generateDocument } from '../../../api/contract-engine.ts';
import { documentsQueryKey, downloadDocument } from '../../../api/documents.ts';
import { useSubscription } from '../../../api/subscription.ts';
import { DownloadAllButton, UNPAID_HINT } from '../../../components/download-all-button.tsx';
import { FILING_DEADLINE_TITLE, FormationFilingDeadlineText } from '../../../components/formation-filing-deadline.tsx';
import { UnpaidDocumentCell } from '../../../components/unpaid-document-cell.tsx';
import { paths } from '../../../config/paths.ts';
import { DOWNLOAD_FAILED } from '../../../lib/download-failed.ts';
import { clearGenerationJob, readGenerationJob } from '../../../lib/generation-job.ts';
import { isPaidPlan } from '../../../lib/plan-rules.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { runGeneration, type GenerationItem, type ItemState } from '../rules/run-generation.ts';
import { TableRegion } from '../../../components/table-region.tsx';

const STATE_LABELS: Record<ItemState, { label: string; color: string }> = {
  pending: { label: 'Várakozik', color: 'gray' },
  in_progress: { label: 'Folyamatban', color: 'blue' },
  done: { label: 'Kész', color: 'green' },
  error: { label: 'Hiba', color: 'red' },
};

function stateBadge(item: GenerationItem) {
  return (
    <Badge color={STATE_LABELS[item.state].color} variant="light">
      {STATE_LABELS[item.state].label}
    </Badge>
  );
}

function typeTitle(item: GenerationItem): string {
  return documentTypes.find((type) => type.id === item.type)?.title ?? item.type;
}

/** Generates the wizard's documents one by one from local storage, with progress and a zip download. */
export function GenerationPage() {
  const [job] = useState(() => readGenerationJob());
  const [items, setItems] = useState<GenerationItem[]>([]);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const started = useRef(false);
  const queryClient = useQueryClient();
  const subscription = useSubscription();
  const isPhone = useIsPhone();

  useEffect(() => {
    if (!job || started.current) return;
    started.current = true;
    clearGenerationJob();
    void runGeneration(job, generateDocument, setItems).then(() => {
      void queryClient.invalidateQueries({ queryKey: documentsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['stats'] });
      void queryClient.invalidateQueries({ queryKey: ['subscription'] });
    });
  }, [job, queryClient]);
  // The deadline the wizard's summary showed, from the request stored for this run (decision 029); none for a request
  // that does not parse (an old or edited entry in local storage) or for a registered company's documents.
  const filingDeadline = useMemo(() => {
    const parsed = job ? parseRequest(job.request) : null;
    return parsed?.ok ? formationFilingDeadline(parsed.value) : null;
  }, [job]);

  if (!job)
    return (
      <Stack>
        <Title order={1}>Dokumentumok létrehozása</Title>
        <Alert color="gray" variant="light">
          Nincs folyamatban lévő dokumentum-létrehozás.
        </Alert>
        <Group>
          <Button component={Link} to={paths.tool.newDoc}>
            Új generálás indítása
          </Button>
          <Anchor component={Link} to={paths.tool.documents}>
            Dokumentumok megtekintése
          </Anchor>
        </Group>
      </Stack>
    );

  const finished = items.filter((item) => item.state === 'done' || item.state === 'error').length;
  const total = job.items.length;
  const isFinished = items.length > 0 && finished === total;
  // As on the documents page: every plan downloads paid documents (the free trial's are paid); only a paid plan buys.
  const isPaid = isPaidPlan(subscription.data);
  const isDone = (item: GenerationItem) => item.state === 'done' && item.id !== undefined;
  const paid = items.filter((item) => isDone(item) && item.payed);
  const hasUnpaid = items.some((item) => isDone(item) && !item.payed);

  /** Named for people: document type, company, date (as the API's Content-Disposition). */
  const fileNameOf = (item: GenerationItem) =>
    downloadFileName({ title: item.title, companyName: job!.companyName, createdAt: new Date(), format: 'docx' });

  function downloadFailed(error: unknown) {
    console.error('Dokumentum letöltése sikertelen', error);
    setDownloadError(DOWNLOAD_FAILED);
  }

  async function downloadOne(item: GenerationItem) {
    setDownloadError(null);
    try {
      saveFile(await downloadDocument(item.id!), fileNameOf(item));
    } catch (error) {
      downloadFailed(error);
    }
  }

  return (
    <Stack gap="lg">
      <Title order={1}>Dokumentumok létrehozása</Title>
      <Card withBorder padding="lg">
        <Stack>
          <Group justify="space-between">
            <Text fw={600}>
              {isFinished ? 'A létrehozás befejeződött.' : 'A dokumentumok létrehozása folyamatban…'}
            </Text>
            <Text size="sm" c="dimmed">
              {finished} / {total}
            </Text>
          </Group>
          <Progress
            value={total === 0 ? 100 : (finished / total) * 100}
            size="lg"
            animated={!isFinished}
            aria-label="Haladás"
          />
          {/* At phone width the table fits the screen: the company (the same in every row) is named above it, the
              note and the state go under the document, so the download buttons are in sight without scrolling
              sideways (with an Állapot column the Letöltés buttons were cut off at 375 px). */}
          {isPhone && (
            <Text size="sm">
              Társaság: <b>{job.companyName}</b>
            </Text>
          )}
          {/* A named region, as the amendment's documents table: Mantine's scroll area was a Tab stop without a
              name (found by the keyboard walk of the persons' list, whose table had the same). */}
          <TableRegion minWidth={isPhone ? 0 : 640} label="Az elkészült dokumentumok táblázata">
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  {!isPhone && <Table.Th>Társaság</Table.Th>}
                  <Table.Th>Dokumentum típusa</Table.Th>
                  {!isPhone && <Table.Th>Megjegyzés</Table.Th>}
                  {!isPhone && <Table.Th>Állapot</Table.Th>}
                  {/* A header cell with no name is read as an empty column (axe empty-table-header). */}
                  <Table.Th>
                    <VisuallyHidden>Letöltés</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.index}>
                    {!isPhone && <Table.Td>{job.companyName}</Table.Td>}
                    <Table.Td>
                      {item.directorIndex === undefined ? typeTitle(item) : item.title}
                      {isPhone && item.note && (
                        <Text size="xs" c="dimmed">
                          {item.note}
                        </Text>
                      )}
                      {isPhone && <Box mt={4}>{stateBadge(item)}</Box>}
                    </Table.Td>
                    {!isPhone && <Table.Td>{item.note ?? ''}</Table.Td>}
                    {!isPhone && <Table.Td>{stateBadge(item)}</Table.Td>}
                    <Table.Td>
                      {isDone(item) && item.payed && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          aria-label={`Letöltés: ${item.directorIndex === undefined ? typeTitle(item) : item.title}`}
                          onClick={() => void downloadOne(item)}
                        >
                          Letöltés
                        </Button>
                      )}
                      {isDone(item) && !item.payed && <UnpaidDocumentCell canPurchase={isPaid} />}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableRegion>
          {downloadError && (
            <Alert color="red" role="alert">
              {downloadError}
            </Alert>
          )}
          {isPaid && hasUnpaid && (
            <Text size="sm" c="dimmed">
              {UNPAID_HINT}
            </Text>
          )}
          <Group>
            <DownloadAllButton
              entries={paid.map((item) => ({ id: item.id!, fileName: fileNameOf(item) }))}
              zipFileName={downloadFileName({
                title: 'Dokumentumok',
                companyName: job.companyName,
                createdAt: new Date(),
                format: 'zip',
              })}
              disabled={!isFinished}
              onStart={() => setDownloadError(null)}
              onError={downloadFailed}
            />
            <Anchor component={Link} to={paths.tool.documents}>
              Tovább a dokumentumokhoz
            </Anchor>
          </Group>
        </Stack>
      </Card>
      {filingDeadline && (
        <Card withBorder padding="lg">
          <Title order={2} size="h4" mb="xs">
            {FILING_DEADLINE_TITLE}
          </Title>
          <FormationFilingDeadlineText deadline={filingDeadline} />
        </Card>
      )}
    </Stack>
  );
}
