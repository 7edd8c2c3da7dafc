import { AmendmentBlockedError, createAmendmentRenderer, type AmendmentRenderer } from '@cegdok/engine';
import { Stack, Text, Title } from '@mantine/core';
import { DocumentPreviewFrame } from '../../components/document-preview-frame.tsx';
import { browserEngineOptions } from '../../lib/browser-engine.ts';
import { amendmentPreviewErrorMessage } from '../../lib/preview-error-message.ts';
import { amendmentCaseNames, loadAmendmentCase } from './load-amendment-case.ts';

let renderer: AmendmentRenderer | undefined;

/** The caption of a case the engine refuses: its documents are not drawn, the refusal is shown once. */
export const REFUSED_CAPTION = 'Elutasított módosítás';

type Shown = { key: string; title: string; html: string | null; error: string | null };

/**
 * The documents of one case as the preview shows them: a failure in the message the app shows (the engine's Hungarian
 * refusal naming each legal error, or the generic internal-error message), never the raw error text; a refused
 * amendment is refused as a whole, so its refusal stands once, not under each of its documents.
 */
function shownDocuments(fixture: string): Shown[] {
  const refusal = (error: unknown): Shown[] => [
    { key: fixture, title: REFUSED_CAPTION, html: null, error: amendmentPreviewErrorMessage(error) },
  ];
  try {
    renderer ??= createAmendmentRenderer(browserEngineOptions());
    const prepared = renderer.prepare(loadAmendmentCase(fixture));
    const shown: Shown[] = [];
    for (const document of prepared.plan.documents) {
      const key = document.fileStem;
      try {
        shown.push({ key, title: document.title, html: renderer.renderHtml(prepared, document), error: null });
      } catch (error) {
        if (error instanceof AmendmentBlockedError) return refusal(error);
        shown.push({ key, title: document.title, html: null, error: amendmentPreviewErrorMessage(error) });
      }
    }
    return shown;
  } catch (error) {
    return refusal(error);
  }
}

/**
 * Every planned document of one amendment case, rendered by the engine in the browser as the server's preview renders
 * it (the Word-only redline as its HTML redline).
 */
export function AmendmentGallery({ fixture }: { fixture: string }) {
  return (
    <Stack>
      {shownDocuments(fixture).map((document) => (
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
