import { DOCUMENT_TYPE_IDS, documentTypes, parseRequest, planDocuments, type DocumentTypeId } from '@cegdok/engine';
import { Alert, FileButton, Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { DocumentPreviewFrame } from '../../components/document-preview-frame.tsx';
import { getBrowserEngine } from '../../lib/browser-engine.ts';

type Rendered = { title: string; html: string | null; error: string | null };

/** The documents of a pasted or uploaded request, rendered by the engine in the browser; issues in Hungarian. */
function render(text: string, typeId: DocumentTypeId): { problems: string[]; documents: Rendered[] } {
  if (text.trim() === '') return { problems: [], documents: [] };
  let input: unknown;
  try {
    input = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { problems: [`A szöveg nem érvényes JSON: ${(error as Error).message}`], documents: [] };
  }
  const parsed = parseRequest(input);
  if (!parsed.ok)
    return { problems: parsed.issues.map((issue) => `${issue.path || 'a kérés'}: ${issue.message}`), documents: [] };
  const documents = planDocuments(parsed.value, [typeId]).map((planned) => {
    try {
      return { title: planned.title, html: getBrowserEngine().renderHtml(parsed.value, planned), error: null };
    } catch (error) {
      return { title: planned.title, html: null, error: `A sablon nem renderelhető: ${(error as Error).message}` };
    }
  });
  return { problems: [], documents };
}

/** Paste a request JSON or upload a .json file, choose a document type, and see the documents. */
export function OwnRequestGallery({ initialText = '' }: { initialText?: string }) {
  const [text, setText] = useState(initialText);
  const [typeId, setTypeId] = useState<DocumentTypeId>('tarsasagi');
  const { problems, documents } = render(text, typeId);
  return (
    <Stack>
      <Group align="end">
        <Select
          label="Dokumentumtípus"
          data={documentTypes.map((type) => ({ value: type.id, label: type.title }))}
          value={typeId}
          onChange={(value) =>
            value && DOCUMENT_TYPE_IDS.includes(value as DocumentTypeId) && setTypeId(value as DocumentTypeId)
          }
          allowDeselect={false}
        />
        <FileButton accept="application/json,.json" onChange={(file) => void file?.text().then(setText)}>
          {(props) => (
            <Button variant="default" {...props}>
              JSON fájl feltöltése
            </Button>
          )}
        </FileButton>
      </Group>
      <Textarea
        label="Kérés (JSON)"
        description="Illessze be egy kérés JSON-ját (pl. a fixtures/ mappából), vagy töltsön fel egy .json fájlt."
        autosize
        minRows={6}
        maxRows={16}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        styles={{ input: { fontFamily: 'monospace' } }}
      />
      {problems.length > 0 && (
        <Alert color="red" role="alert" title="A kérés hibás">
          <Stack gap={2}>
            {problems.map((problem) => (
              <Text key={problem} size="sm">
                {problem}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      {documents.map((document) => (
        <DocumentPreviewFrame
          key={document.title}
          title={document.title}
          html={document.html}
          error={document.error}
          height={1100}
        />
      ))}
    </Stack>
  );
}
