import type { DocumentRequestInput, PlannedDocument } from '@cegdok/engine';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchDocumentHtml } from '../../../api/contract-engine.ts';
import { DocumentPager } from '../../../components/document-pager.tsx';
import { DocumentPreviewFrame } from '../../../components/document-preview-frame.tsx';
import { LegalErrorsBanner } from '../../../components/legal-errors-banner.tsx';

export const PREVIEW_FAILED = 'Hiba történt a dokumentumok előnézete során, kérjük, próbálja meg később.';
/** Under the legal errors' banner: the summary step lists each error with a link to the field that fixes it. */
export const LEGAL_ERRORS_WHERE_TO_FIX =
  'A hibákat és a javításukhoz vezető hivatkozásokat az Összesítő lépésben találja; oda a Változtatás gombbal térhet vissza.';

type Props = {
  request: DocumentRequestInput;
  documents: PlannedDocument[];
  /** How many legal errors the request has: the preview renders, the documents cannot be generated. */
  errorCount: number;
  onChange: () => void;
  onGenerate: () => void;
};

/** One document at a time in a sandboxed frame; per-director documents once per director. */
export function PreviewStep({ request, documents, errorCount, onChange, onGenerate }: Props) {
  const [index, setIndex] = useState(0);
  const current = documents[index];
  const preview = useQuery({
    queryKey: ['preview', JSON.stringify(request), current?.type.id, current?.directorIndex],
    queryFn: () => fetchDocumentHtml(current!.type.id, request, current!.directorIndex),
    enabled: current !== undefined,
    retry: false,
    staleTime: Infinity,
  });
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h3" tabIndex={-1}>
          Dokumentumok előnézete
        </Title>
        <Group gap="xs">
          <Button variant="default" onClick={onChange}>
            Változtatás
          </Button>
          <Button onClick={onGenerate} disabled={errorCount > 0}>
            Dokumentumok létrehozása
          </Button>
        </Group>
      </Group>
      <LegalErrorsBanner errorCount={errorCount} whereToFix={LEGAL_ERRORS_WHERE_TO_FIX} />
      <DocumentPager index={index} count={documents.length} title={current?.title} onChange={setIndex} />
      <DocumentPreviewFrame
        title={current?.title ?? 'Előnézet'}
        html={preview.data}
        isLoading={preview.isFetching}
        onRetry={() => void preview.refetch()}
        error={preview.isError ? PREVIEW_FAILED : null}
        onBack={onChange}
      />
    </Stack>
  );
}
