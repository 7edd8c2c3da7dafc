import { downloadFileName } from '@cegdok/engine';
import { Alert, Button, Group, Table, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { downloadDocument, type DownloadFormat, type GeneratedDocument } from '../../../api/documents.ts';
import { DownloadAllButton, UNPAID_HINT } from '../../../components/download-all-button.tsx';
import { UnpaidDocumentCell } from '../../../components/unpaid-document-cell.tsx';
import { isDocxOnlyDocument } from '../../../lib/document-type-title.ts';
import { DOWNLOAD_FAILED } from '../../../lib/download-failed.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { TableRegion } from '../../../components/table-region.tsx';

type Props = { documents: GeneratedDocument[] };

const titleOf = (document: GeneratedDocument) => document.fileName.replace(/\.(docx|pdf)$/, '');

/** Named for people: document, company, the day it was made (as the API's Content-Disposition). */
const fileNameOf = (document: GeneratedDocument, format: DownloadFormat) =>
  downloadFileName({
    title: titleOf(document),
    companyName: document.companyName,
    createdAt: document.createdAt,
    format,
  });

/** The zip of an amendment's documents, named as the formation's (`Dokumentumok - …`) with the amendment's word. */
const ZIP_TITLE = 'Módosítás';

/** The generated amendment documents with their downloads, named for people as the formation downloads are. */
export function AmendmentDocuments({ documents }: Props) {
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const paid = documents.filter((document) => document.payed);
  const first = documents[0];

  function downloadFailed(error: unknown) {
    console.error('Dokumentum letöltése sikertelen', error);
    setDownloadError(DOWNLOAD_FAILED);
  }

  async function download(document: GeneratedDocument, format: DownloadFormat) {
    setDownloadError(null);
    try {
      saveFile(await downloadDocument(document.id, format), fileNameOf(document, format));
    } catch (error) {
      downloadFailed(error);
    }
  }

  return (
    <Stack>
      <Alert color="green" variant="light">
        A dokumentumok elkészültek; a Dokumentumok oldalon később is letöltheti őket.
      </Alert>
      {downloadError && (
        <Alert color="red" role="alert">
          {downloadError}
        </Alert>
      )}
      {/* Narrow enough for a 360 px phone: at 320 the download buttons scrolled sideways. A named region, as the
          changes table's: the scroll area was a Tab stop without a name. */}
      <TableRegion minWidth={280} label="Az elkészült dokumentumok táblázata">
        <Table striped aria-label="Elkészült dokumentumok">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Dokumentum</Table.Th>
              <Table.Th>Letöltés</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {documents.map((document) => (
              <Table.Tr key={document.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{titleOf(document)}</Table.Td>
                <Table.Td>
                  {document.payed ? (
                    <Group gap="xs">
                      <Button
                        size="compact-sm"
                        variant="light"
                        aria-label={`${titleOf(document)} letöltése Word (.docx) formátumban`}
                        onClick={() => void download(document, 'docx')}
                      >
                        Word (.docx)
                      </Button>
                      {!isDocxOnlyDocument(document) && (
                        <Button
                          size="compact-sm"
                          variant="light"
                          aria-label={`${titleOf(document)} letöltése PDF formátumban`}
                          onClick={() => void download(document, 'pdf')}
                        >
                          PDF
                        </Button>
                      )}
                    </Group>
                  ) : (
                    // An amendment is generated on a paid plan only (the free plan cannot make it): it can buy.
                    <UnpaidDocumentCell canPurchase />
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableRegion>
      {paid.length < documents.length && (
        <Text size="sm" c="dimmed">
          {UNPAID_HINT}
        </Text>
      )}
      {/* One download for the dozen documents: a browser stops a page's downloads after several in a row. */}
      <Group>
        <DownloadAllButton
          entries={paid.map((document) => ({ id: document.id, fileName: fileNameOf(document, 'docx') }))}
          zipFileName={downloadFileName({
            title: ZIP_TITLE,
            companyName: first?.companyName ?? '',
            createdAt: first?.createdAt ?? new Date(),
            format: 'zip',
          })}
          onStart={() => setDownloadError(null)}
          onError={downloadFailed}
        />
      </Group>
      <Text size="sm" c="dimmed">
        A változáskövetéses egységes szerkezet csak Word-fájlként készül: a változásokat a Wordben vagy a
        LibreOffice-ban fogadhatja el vagy utasíthatja el.
      </Text>
    </Stack>
  );
}
