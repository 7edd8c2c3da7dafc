import { formatDate, withStatute } from '@cegdok/engine';
import { Alert, Anchor, Badge, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AmendmentFinding, AmendmentSummary } from '../../../api/amendments.ts';
import { formatForint } from '../../../lib/format-forint.ts';
import { linkedFieldErrorState } from '../../../lib/linked-field-error.ts';
import { paths } from '../../../config/paths.ts';
import { plannedDocumentTitle } from '../../../lib/document-type-title.ts';
import { AmendmentChangesTable } from './amendment-changes-table.tsx';
import {
  amendmentFindingTarget,
  registeredDataField,
  needsRegisteredDataHint,
  registeredPersonHint,
  REGISTERED_DATA_HINT,
  type RegisteredPersons,
} from '../rules/amendment-finding-target.ts';

export const AMENDMENT_ERRORS_TITLE = 'Jogszabályba ütköző hibák – a dokumentumok a javításukig nem hozhatók létre';
export const FEE_TO_CONFIRM = 'Tájékoztató összeg: a benyújtás előtt kérjük, ellenőrizze.';

type Props = {
  summary: AmendmentSummary;
  /** Opens the step where a finding is fixed and focuses the field there, marked with the finding's message. */
  onFix: (step: 0 | 1, field: string | undefined, message: string) => void;
  /** The per-resolution votes of a decision that was not unanimous, shown under the resolutions. */
  votes?: ReactNode;
  /** What a registered person's missing-data warning is read against (registeredPersonHint). */
  registeredPersons?: RegisteredPersons;
  /** Opens the saved person's editor: a registered person's missing data are completed on the person. */
  onEditPerson?: (personId: number) => void;
  /**
   * The company whose editor page corrects the registered state's data (an entry it holds twice); without it (an
   * amendment generated and not registered since: the saved data are not the registered ones) no link is given.
   */
  registeredDataCompanyId?: number | string;
};

type FindingListProps = Pick<Props, 'onFix' | 'registeredPersons' | 'onEditPerson' | 'registeredDataCompanyId'> & {
  findings: AmendmentFinding[];
};

const VOTE_RESULT = (passed: boolean | null) =>
  passed === true
    ? { label: 'Elfogadva', color: 'green' }
    : passed === false
      ? { label: 'Nem kapta meg a szükséges többséget', color: 'red' }
      : { label: 'Szavazás nélkül', color: 'gray' };

const amount = (value: number | null) => (value === null ? 'nem kell megfizetni' : formatForint(value));

/**
 * A finding's text with its statute: the engine's legal errors name it at the end of the message already
 * (`… (Ptk. 2:14. § (1)).`), and it is not repeated; another closes with it in the engine's house style (decision 097).
 */
export function findingWithStatute(message: string, statute: string | undefined): string {
  return statute && !message.includes(statute) ? withStatute(message, statute) : message;
}

/**
 * The findings, each with its link to the field to fix: the links read alike ('Javítás a 2. lépésben …'), so each is
 * described by its finding, and a screen reader's list of buttons tells them apart.
 */
export function FindingList({
  findings,
  onFix,
  registeredPersons,
  onEditPerson,
  registeredDataCompanyId,
}: FindingListProps) {
  const id = useId();
  return (
    <List size="sm" spacing="xs">
      {findings.map((finding, index) => {
        const found = amendmentFindingTarget(finding.path, finding.severity, finding.code, registeredPersons);
        const registeredField = registeredDataCompanyId === undefined ? null : registeredDataField(finding);
        const isUnusable =
          (found && 'personId' in found && !onEditPerson) || (found && 'registeredField' in found && !registeredField);
        const target = isUnusable ? null : found;
        const hint =
          registeredField && needsRegisteredDataHint(finding)
            ? REGISTERED_DATA_HINT
            : registeredPersons && registeredPersonHint(finding, registeredPersons);
        return (
          <List.Item key={`${finding.code}-${finding.path ?? ''}-${index}`}>
            {/* The link starts under its finding: a button stretched to the row's width centred its label. */}
            <Stack gap={2} align="flex-start">
              <Text size="sm" id={`${id}-${index}`}>
                {hint
                  ? `${findingWithStatute(finding.message, finding.statute)} ${hint}`
                  : findingWithStatute(finding.message, finding.statute)}
              </Text>
              {target && 'registeredField' in target && registeredDataCompanyId !== undefined && (
                // Another page: the leave question asks first, as the amendment rests on the registered state.
                <Anchor
                  component={Link}
                  to={`${paths.tool.company(registeredDataCompanyId)}?mezo=${encodeURIComponent(target.registeredField)}`}
                  state={linkedFieldErrorState(finding.message)}
                  size="sm"
                  aria-describedby={`${id}-${index}`}
                >
                  {target.label}
                </Anchor>
              )}
              {target && !('registeredField' in target) && (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  aria-describedby={`${id}-${index}`}
                  onClick={() =>
                    'personId' in target
                      ? onEditPerson?.(target.personId)
                      : onFix(target.step, target.field, finding.message)
                  }
                >
                  {target.label}
                </Anchor>
              )}
            </Stack>
          </List.Item>
        );
      })}
    </List>
  );
}

/** The change summary: each change, each resolution with its majority, the findings, the fee, the deadline. */
export function AmendmentSummaryStep({
  summary,
  onFix,
  votes,
  registeredPersons,
  onEditPerson,
  registeredDataCompanyId,
}: Props) {
  const lists = { onFix, registeredPersons, onEditPerson, registeredDataCompanyId };
  const errors = summary.findings.filter((finding) => finding.severity === 'error');
  const warnings = summary.findings.filter((finding) => finding.severity === 'warning');
  const notes = summary.findings.filter((finding) => finding.severity === 'note');
  return (
    <Stack>
      {errors.length > 0 && (
        <Alert color="red" title={AMENDMENT_ERRORS_TITLE} role="alert">
          <FindingList findings={errors} {...lists} />
        </Alert>
      )}

      <Title order={3} size="h5">
        Változások
      </Title>
      {summary.changes.length === 0 ? (
        <Alert color="yellow" variant="light" role="note">
          A bejegyzett állapothoz képest nincs változás. Kérjük, módosítsa a társaság adatait az 1. lépésben.
        </Alert>
      ) : (
        <AmendmentChangesTable changes={summary.changes} />
      )}

      {summary.resolutions.length > 0 && (
        <>
          <Title order={3} size="h5">
            Határozatok és a szükséges többség
          </Title>
          <Stack gap="xs" role="list" aria-label="Határozatok">
            {summary.resolutions.map((resolution) => {
              const result = VOTE_RESULT(resolution.passed);
              return (
                <Card key={resolution.number} withBorder padding="sm" role="listitem">
                  <Text fw={600}>
                    {resolution.number} számú határozat: {resolution.title}
                  </Text>
                  <Text size="sm">
                    Szükséges többség: {resolution.majorityLabel} ({resolution.basis})
                  </Text>
                  {/* The outcome wraps at phone width instead of being cut off. */}
                  <Badge
                    mt={4}
                    color={result.color}
                    variant="light"
                    h="auto"
                    styles={{ label: { whiteSpace: 'normal' } }}
                  >
                    {result.label}
                  </Badge>
                </Card>
              );
            })}
          </Stack>
          {votes}
        </>
      )}

      {warnings.length > 0 && (
        <Alert color="yellow" title="Figyelmeztetések" variant="light" role="note">
          <FindingList findings={warnings} {...lists} />
        </Alert>
      )}
      {notes.length > 0 && (
        <Alert color="blue" title="Megjegyzések" variant="light" role="note">
          <FindingList findings={notes} {...lists} />
        </Alert>
      )}

      <Title order={3} size="h5">
        Benyújtás
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            Benyújtási határidő
          </Text>
          <Text size="sm">
            {!summary.fee.isFilingNeeded
              ? 'Most nem kell változásbejegyzési kérelmet benyújtani.'
              : summary.filingDeadlineNote === null
                ? `${formatDate(summary.filingDeadline)} (a döntéstől számított 30 nap)`
                : formatDate(summary.filingDeadline)}
          </Text>
          {/* a deadline moved off a non-working day, or one to check: the note says why (decision 029) */}
          {summary.fee.isFilingNeeded && summary.filingDeadlineNote !== null && (
            <Text size="sm">{summary.filingDeadlineNote}</Text>
          )}
        </Stack>
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            Illetékes cégbíróság
          </Text>
          <Text size="sm">{summary.court ?? 'Nem állapítható meg; kérjük, ellenőrizze.'}</Text>
        </Stack>
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            Illeték
          </Text>
          <Text size="sm">
            {amount(summary.fee.illetek)} ({summary.fee.basis})
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            Közzétételi költségtérítés
          </Text>
          <Text size="sm">{amount(summary.fee.kozzetetel)}</Text>
        </Stack>
      </SimpleGrid>
      {summary.fee.isFilingNeeded && (
        <Text size="sm" c="dimmed">
          {FEE_TO_CONFIRM}
        </Text>
      )}

      <Title order={3} size="h5">
        Létrehozandó dokumentumok
      </Title>
      <List size="sm" aria-label="Létrehozandó dokumentumok">
        {summary.documents.map((document) => (
          <List.Item key={`${document.id}-${document.index ?? ''}`}>{plannedDocumentTitle(document)}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
