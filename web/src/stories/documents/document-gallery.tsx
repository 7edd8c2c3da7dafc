import { planDocuments, type DocumentTypeId } from '@cegdok/engine';
import { Stack, Text, Title } from '@mantine/core';
import { DocumentPreviewFrame } from '../../components/document-preview-frame.tsx';
import { getBrowserEngine } from '../../lib/browser-engine.ts';
import { fixtureNames, loadFixture } from './load-fixture.ts';

/** Every planned document of one type for one fixture, rendered by the engine in the browser. */
export function DocumentGallery({ typeId, fixture }: { typeId: DocumentTypeId; fixture: string }) {
  let documents: { title: string; html: string | null; error: string | null }[];
  try {
    const request = loadFixture(fixture);
    documents = planDocuments(request, [typeId]).map((planned) => {
      try {
        return { title: planned.title, html: getBrowserEngine().renderHtml(request, planned), error: null };
      } catch (error) {
        return { title: planned.title, html: null, error: `A sablon nem renderelhető: ${(error as Error).message}` };
      }
    });
  } catch (error) {
    documents = [{ title: fixture, html: null, error: (error as Error).message }];
  }
  return (
    <Stack>
      {documents.map((document) => (
        <Stack key={document.title} gap={4}>
          <Text fw={600} data-document-caption>
            {document.title} · fixtures/{fixture}.json
          </Text>
          <DocumentPreviewFrame title={document.title} html={document.html} error={document.error} height={1100} />
        </Stack>
      ))}
    </Stack>
  );
}

/** The documents of one type for every fixture, one after another: every variant a template produces. */
export function DocumentVariants({ typeId }: { typeId: DocumentTypeId }) {
  return (
    <Stack gap="xl">
      {fixtureNames.map((fixture) => (
        <Stack key={fixture} gap="xs">
          <Title order={2} size="h3">
            fixtures/{fixture}.json
          </Title>
          <DocumentGallery typeId={typeId} fixture={fixture} />
        </Stack>
      ))}
    </Stack>
  );
}
