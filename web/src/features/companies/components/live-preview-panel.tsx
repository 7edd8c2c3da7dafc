import {
  checkDocumentRequest,
  documentTypes,
  parseRequest,
  planDocuments,
  type DocumentType,
  type DocumentTypeId,
} from '@cegdok/engine';
import { Alert, Card, Group, List, Select, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { useLawFirm } from '../../../api/lawfirm.ts';
import { useSubscription } from '../../../api/subscription.ts';
import { useUser } from '../../../api/user.ts';
import { DocumentPreviewFrame } from '../../../components/document-preview-frame.tsx';
import { LegalErrorsBanner } from '../../../components/legal-errors-banner.tsx';
import { getBrowserEngine } from '../../../lib/browser-engine.ts';
import { FREE_PLAN, isTypeAllowed } from '../../../lib/plan-rules.ts';
import { PREVIEW_NEEDS_DIRECTOR, previewErrorMessage } from '../../../lib/preview-error-message.ts';
import { todayIso } from '../../../lib/today-iso.ts';
import { toCompanyInput, type CompanyFormValues } from '../rules/company-form-values.ts';
import { whereErrorsAreListed } from '../rules/warnings-for-tab.ts';

type Rendered = {
  html: string | null;
  issues: string[];
  error: string | null;
  milliseconds: number;
  /** Legal errors of the request: the preview renders, the documents cannot be generated. */
  errorCount: number;
  /** Where the editor lists the errors counted (`whereErrorsAreListed`). */
  whereToFix?: string;
};

/**
 * Renders the chosen document with the engine in the browser as the lawyer types: no server round trip.
 * The types the free plan may not generate (the registry's `isRestrictedOnFree`) stay locked until the
 * plan is known to be a paid one.
 */
export function LivePreviewPanel({ values }: { values: CompanyFormValues }) {
  const [chosenTypeId, setChosenTypeId] = useState<DocumentTypeId | null>(null);
  const [directorIndex, setDirectorIndex] = useState(0);
  const deferredValues = useDeferredValue(values);
  const user = useUser();
  const lawFirm = useLawFirm();
  const subscription = useSubscription();
  // Until the plan is known it counts as the free one, so nothing restricted flashes up.
  const isAllowed = (candidate: DocumentType) => isTypeAllowed(candidate, subscription.data?.name ?? FREE_PLAN);
  const type =
    documentTypes.find((candidate) => candidate.id === chosenTypeId && isAllowed(candidate)) ??
    documentTypes.find(isAllowed)!;
  const typeId = type.id;
  const isPlanPending = subscription.isPending;

  const rendered = useMemo<Rendered>(() => {
    if (isPlanPending) return { html: null, issues: [], error: null, milliseconds: 0, errorCount: 0 };
    const started = performance.now();
    const parsed = parseRequest({
      ugyvediIroda: {
        nev: lawFirm.data?.nev || 'Ügyvédi iroda',
        szekhely: lawFirm.data?.szekhely || deferredValues.szekhely || 'Budapest',
        ugyvedNeve: user.data?.name || 'Ügyvéd',
        kasz: user.data?.kasz ?? undefined,
      },
      keltezesHelye: 'Budapest',
      keltezesIdeje: todayIso(),
      tarsasag: toCompanyInput(deferredValues),
    });
    if (!parsed.ok)
      return {
        html: null,
        issues: parsed.issues.map((issue) => issue.message),
        error: null,
        milliseconds: 0,
        errorCount: 0,
      };
    try {
      const errors = checkDocumentRequest(parsed.value, { today: todayIso() }).errors;
      const errorCount = errors.length;
      const whereToFix = errorCount > 0 ? whereErrorsAreListed(errors) : undefined;
      const planned = planDocuments(parsed.value, [typeId]);
      const document = planned[Math.min(directorIndex, planned.length - 1)] ?? planned[0];
      if (!document)
        return { html: null, issues: [], error: PREVIEW_NEEDS_DIRECTOR, milliseconds: 0, errorCount, whereToFix };
      const html = getBrowserEngine().renderHtml(parsed.value, document);
      return { html, issues: [], error: null, milliseconds: performance.now() - started, errorCount, whereToFix };
    } catch (error) {
      // The engine's own Hungarian refusals as they are; a template or program error as the generic message.
      return { html: null, issues: [], error: previewErrorMessage(error), milliseconds: 0, errorCount: 0 };
    }
  }, [isPlanPending, deferredValues, typeId, directorIndex, lawFirm.data, user.data]);

  const directors = values.ugyvezetok;

  return (
    <Card withBorder padding="md" pos="sticky" top={76}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Élő előnézet
          </Title>
          {rendered.html && (
            <Text size="xs" c="dimmed">
              {rendered.milliseconds.toFixed(0)} ms
            </Text>
          )}
        </Group>
        <Group grow>
          <Select
            aria-label="Dokumentum"
            data={documentTypes.map((candidate) => ({
              value: candidate.id,
              label: candidate.title,
              disabled: !isAllowed(candidate),
            }))}
            value={typeId}
            allowDeselect={false}
            onChange={(value) => value && setChosenTypeId(value as DocumentTypeId)}
          />
          {type.isPerDirector && directors.length > 1 && (
            <Select
              aria-label="Ügyvezető"
              data={directors.map((director, index) => ({ value: String(index), label: director.nev }))}
              value={String(Math.min(directorIndex, directors.length - 1))}
              allowDeselect={false}
              onChange={(value) => setDirectorIndex(Number(value ?? 0))}
            />
          )}
        </Group>
        {rendered.issues.length > 0 && (
          <Alert color="yellow" title="Az előnézethez még hiányzik:">
            <List size="sm">
              {[...new Set(rendered.issues)].map((issue) => (
                <List.Item key={issue}>{issue}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {rendered.issues.length === 0 && (
          <LegalErrorsBanner errorCount={rendered.errorCount} whereToFix={rendered.whereToFix} />
        )}
        {rendered.issues.length === 0 && (
          <DocumentPreviewFrame
            title={`Élő előnézet: ${type.title}`}
            html={rendered.html}
            isLoading={isPlanPending}
            error={rendered.error}
            height="75vh"
          />
        )}
      </Stack>
    </Card>
  );
}
