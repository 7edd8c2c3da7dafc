import { createAmendmentRenderer, type AmendmentRenderer } from '@cegdok/engine';
import { Stack, Text, Title } from '@mantine/core';
import { DocumentPreviewFrame } from '../../components/document-preview-frame.tsx';
import { browserEngineOptions } from '../../lib/browser-engine.ts';
import { amendmentCaseNames, loadAmendmentCase } from './load-amendment-case.ts';

let renderer: AmendmentRenderer | undefined;

/**
 * Every planned document of one amendment case, rendered by the engine in the browser as the server's preview renders
 * it (the Word-only redline as its HTML redline).
 */
export function AmendmentGallery({ fixture }: { fixture: string }) {
  let documents: { key: string; title: string; html: string | null; error: string | null }[];
  try {
    renderer ??= createAmendmentRenderer(browserEngineOptions());
    const prepared = renderer.prepare(loadAmendmentCase(fixture));
    documents = prepared.plan.documents.map((document) => {
      const key = document.fileStem;
      try {
        return { key, title: document.title, html: renderer!.renderHtml(prepared, document), error: null };
      } catch (error) {
        return { key, title: document.title, html: null, error: (error as Error).message };
      }
    });
  } catch (error) {
    documents = [{ key: fixture, title: fixture, html: null, error: (error as Error).message }];
  }
  return (
    <Stack>
      {documents.map((document) => (
        <Stack key={document.key} gap={4}>
          <Text fw={600} data-document-caption>
            {document.title} · fixtures/amendments/{fixture}
          </Text>
          <DocumentPreviewFrame title={document.title} html={document.html} error={document.error} height={1100} />
        </Stack>
      ))}
    </Stack>
  );
}

/** The documents of every amendment case, one case after another. */
export function AmendmentCases() {
  return (
    <Stack gap="xl">
      {amendmentCaseNames.map((name) => (
        <Stack key={name} gap="xs">
          <Title order={2} size="h3">
            fixtures/amendments/{name}
          </Title>
          <AmendmentGallery fixture={name} />
        </Stack>
      ))}
    </Stack>
  );
}
