import { createAmendmentRenderer, type AmendmentRenderer } from '@cegdok/engine';
import { Stack, Text } from '@mantine/core';
import { DocumentPreviewFrame } from '../../components/document-preview-frame.tsx';
import { bundledTemplates } from '../../lib/browser-engine.ts';
import { loadAmendmentCase } from './load-amendment-case.ts';

let renderer: AmendmentRenderer | undefined;

/** Every document of one amendment case (the Word-only redline aside), rendered by the engine in the browser. */
export function AmendmentGallery({ fixture }: { fixture: string }) {
  let documents: { title: string; html: string | null; error: string | null }[];
  try {
    renderer ??= createAmendmentRenderer({ templates: bundledTemplates() });
    const prepared = renderer.prepare(loadAmendmentCase(fixture));
    documents = prepared.plan.documents
      .filter((document) => !document.isDocxOnly)
      .map((document) => {
        try {
          return { title: document.title, html: renderer!.renderHtml(prepared, document), error: null };
        } catch (error) {
          return { title: document.title, html: null, error: (error as Error).message };
        }
      });
  } catch (error) {
    documents = [{ title: fixture, html: null, error: (error as Error).message }];
  }
  return (
    <Stack>
      {documents.map((document) => (
        <Stack key={document.title} gap={4}>
          <Text fw={600}>
            {document.title} · fixtures/amendments/{fixture}
          </Text>
          <DocumentPreviewFrame title={document.title} html={document.html} error={document.error} height={1100} />
        </Stack>
      ))}
    </Stack>
  );
}
