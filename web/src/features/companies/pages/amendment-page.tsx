import { companySchema, type CompanyInput } from '@cegdok/engine';
import { Alert, Anchor, Box, Button, Card, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState, type ComponentProps } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  planAmendment,
  useBaseVersion,
  useVersions,
  useGenerateAmendment,
  type AmendmentBody,
  type AmendmentSummary,
} from '../../../api/amendments.ts';
import { useCompanies, type SavedCompany } from '../../../api/companies.ts';
import { useLawFirm } from '../../../api/lawfirm.ts';
import { usePersons } from '../../../api/persons.ts';
import { useSubscription } from '../../../api/subscription.ts';
import { useUser } from '../../../api/user.ts';
import { UnsavedChangesGuard } from '../../../components/discard-changes.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PageProblem } from '../../../components/page-problem.tsx';
import { paths } from '../../../config/paths.ts';
import { focusFirstInvalidField } from '../../../lib/focus-first-invalid-field.ts';
import { todayIso } from '../../../lib/today-iso.ts';
import { useFocusReturn } from '../../../lib/use-focus-return.ts';
import { useSingleRun } from '../../../lib/use-single-run.ts';
import { AmendmentDataStep } from '../components/amendment-data-step.tsx';
import { AmendmentDocuments } from '../components/amendment-documents.tsx';
import { AmendmentQuotaNotice, isFreePlan } from '../components/amendment-quota-notice.tsx';
import { AmendmentPreviewStep } from '../components/amendment-preview-step.tsx';
import { AmendmentSummaryStep, FindingList } from '../components/amendment-summary-step.tsx';
import { AmendmentVotesFieldset } from '../components/amendment-votes-fieldset.tsx';
import { CompanyEditor } from '../components/company-editor.tsx';
import { PersonEditorModal } from '../../persons/components/person-editor-modal.tsx';
import { COMPANY_NOT_FOUND, COMPANY_NOT_FOUND_NEXT } from './company-editor-page.tsx';
import {
  amendmentFormField,
  initialAmendmentForm,
  recordsVotes,
  toAmendmentData,
  validateAmendmentForm,
  votesForSubjects,
  type AmendmentFormValues,
  type VoteChoices,
} from '../rules/amendment-form-values.ts';
import {
  ambiguousMemberNames,
  ambiguousMembersMessage,
  decidingMembers,
  membersOf,
} from '../rules/amendment-members.ts';
import { memberNames } from '../rules/amendment-paid-contributions.ts';
import { memberBuyers } from '../rules/amendment-transfer-values.ts';
import { unregisteredAmendments, unregisteredAmendmentsNotice } from '../rules/unregistered-amendments.ts';
import { FailureAlert } from '../../../components/failure-alert.tsx';
import { sortServerErrors } from '../../../lib/server-field-errors.ts';
import { linkedFieldErrorState } from '../../../lib/linked-field-error.ts';
import { amendmentFindingTarget, findingsOfRefusal } from '../rules/amendment-finding-target.ts';
import {
  AMENDMENT_DRAFT_VERSION,
  amendmentDraftKey,
  type AmendmentDraftStep,
  clearAmendmentDraft,
  readAmendmentDraft,
  saveAmendmentDraft,
} from '../rules/amendment-draft-storage.ts';

export const AMENDMENT_STEPS = [
  'A társaság új adatai',
  'A módosítás adatai',
  'A változások összefoglalása',
  'Előnézet és létrehozás',
] as const;
export const DRAFT_RESTORED =
  'A módosítás korábban beírt, be nem fejezett adatait (például a munkamenet lejárta előtt beírtakat) visszaállítottuk. Kérjük, ellenőrizze őket.';
export const DISCARD_RESTORED_DRAFT = 'A visszaállított adatok elvetése';
export const NOT_REGISTERED =
  'A társaság nincs bejegyzettként megjelölve: előbb rögzítse a cégjegyzékszámot és a bejegyzés adatait a Társaságok oldalon.';

/** The editor's copy as a saved company (the editor reads saved companies); it is never saved over the company. */
function asEditable(company: CompanyInput, id: number | string): SavedCompany {
  const parsed = companySchema.safeParse(company);
  return { ...(parsed.success ? parsed.data : (company as SavedCompany)), id };
}

/** Without the id: `uj` has the shape of a new company's body. */
function withoutId({ id: _id, ...company }: CompanyInput): CompanyInput {
  return company;
}

/** "Módosítás": the editor on a copy of the registered state, the amendment data, the change summary, the documents. */
export function AmendmentPage() {
  const { companyId = '' } = useParams();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const companies = useCompanies();
  const persons = usePersons();
  const base = useBaseVersion(companyId);
  // An amendment generated after the registered base and not recorded as registered: step 1 warns of it.
  const versions = useVersions(companyId);
  const user = useUser();
  const lawFirm = useLawFirm();
  const subscription = useSubscription();
  const [step, setStep] = useState<AmendmentDraftStep>(0);
  const [draft, setDraft] = useState<CompanyInput | null>(null);
  const [hasData, setHasData] = useState(false);
  const [dataFieldToFix, setDataFieldToFix] = useState<string | null>(null);
  // A registered person's saved data, edited from the summary (a missing-data warning's link); re-planned when saved.
  const [editedPersonId, setEditedPersonId] = useState<number | null>(null);
  useFocusReturn(editedPersonId !== null);
  const form = useForm<AmendmentFormValues>({
    initialValues: initialAmendmentForm({
      base: {} as CompanyInput,
      changed: {} as CompanyInput,
      lawFirm: { nev: '', szekhely: '', ugyvedNeve: '', kasz: '' },
      today: todayIso(),
    }),
    validate: validateAmendmentForm,
    validateInputOnBlur: true,
  });
  const plan = useMutation({ mutationFn: (body: AmendmentBody) => planAmendment(companyId, body) });
  // The last plan stays shown while a vote change re-plans, so the vote being changed keeps its focus.
  const [summary, setSummary] = useState<AmendmentSummary | null>(null);
  const generate = useGenerateAmendment(companyId);
  // Two Enters in a row made two sets of documents (and two versions), both counted against the plan.
  const runOnce = useSingleRun();
  const stepRef = useRef<HTMLDivElement>(null);
  const view = generate.isSuccess ? 'kesz' : step;
  const isLoading = companies.isPending || persons.isPending || base.isPending || user.isPending || lawFirm.isPending;
  // Nothing is shown before the page has loaded: entering the flow is a step change too.
  const shownView = useRef<typeof view | null>(null);

  // The amendment being written is kept in the tab (decision 067): an ended session's login comes back to it.
  const draftKey = user.data ? amendmentDraftKey(user.data.email, companyId) : null;
  const baseId = base.data?.id ?? null;
  const isDraftRead = useRef(false);
  const [isDraftRestored, setIsDraftRestored] = useState(false);
  const [isPlanToRestore, setIsPlanToRestore] = useState(false);
  /** `replan` of the last render: defined below the page's loading states, called by the restore's effect. */
  const replanRef = useRef<((values: AmendmentFormValues) => void) | null>(null);
  /** The company as the step-1 editor holds it, typed since the draft was last sent on (null: nothing typed). */
  const editing = useRef<CompanyInput | null>(null);
  /** The draft as last kept: a render that changed nothing writes nothing. */
  const keptText = useRef<string | null>(null);
  /** Set when the lawyer discards the amendment to leave: the renders before the page goes keep nothing. */
  const isDiscarded = useRef(false);
  function keepDraft(changedState: CompanyInput | null) {
    if (!draftKey || baseId === null || generate.isSuccess || isDiscarded.current) return;
    if (changedState === null && !hasData) return;
    const text = JSON.stringify([step, changedState, hasData ? form.getValues() : null]);
    if (text === keptText.current) return;
    keptText.current = text;
    saveAmendmentDraft(draftKey, {
      v: AMENDMENT_DRAFT_VERSION,
      baseId,
      step,
      changed: changedState,
      values: hasData ? form.getValues() : null,
    });
  }
  function forgetDraft() {
    if (draftKey) clearAmendmentDraft(draftKey);
    editing.current = null;
    keptText.current = null;
    setIsDraftRestored(false);
  }
  function discardAndLeave() {
    isDiscarded.current = true;
    forgetDraft();
  }
  // Before the first paint of the loaded page: the lawyer never sees step 1 flash before the kept step.
  useLayoutEffect(() => {
    if (isLoading || isDraftRead.current || !draftKey || baseId === null) return;
    isDraftRead.current = true;
    const kept = readAmendmentDraft(draftKey, baseId, form.getValues());
    if (!kept) return;
    setDraft(kept.changed);
    if (kept.values) {
      form.setValues(kept.values);
      form.resetDirty();
    }
    setHasData(kept.values !== null);
    setStep(kept.step);
    // The summary and the preview are planned again from the kept data, once they are drawn (decision 078).
    setIsPlanToRestore(kept.step >= 2);
    setIsDraftRestored(true);
    // Once, when the page has loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isLoading, draftKey, baseId]);
  // Every change of the flow's state is kept; the editor's typing is kept as it happens (`onValuesChange`).
  useEffect(() => {
    if (isDraftRead.current) keepDraft(editing.current ?? draft);
  });
  useEffect(() => {
    if (!isPlanToRestore || !replanRef.current) return;
    setIsPlanToRestore(false);
    replanRef.current(form.getValues());
    // Once the restored draft is drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isPlanToRestore]);
  useEffect(() => {
    if (generate.isSuccess) forgetDraft();
    // Once the documents are made.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [generate.isSuccess]);

  // After a step change, and on entering the flow (the companies list's Módosítás link), the focus moves to the step's
  // heading, so a screen reader announces it and the next Tab starts in the step, not at the skip link. A finding's
  // link to the amendment data focuses its field instead (a list's own element, or the first input in a group); on
  // entry with `?mezo=` the editor focuses that field itself.
  useEffect(() => {
    if (isLoading || shownView.current === view) return;
    const isEntry = shownView.current === null;
    shownView.current = view;
    if (isEntry && searchParams.has('mezo')) return;
    const field = dataFieldToFix && view === 1 ? form.getInputNode(dataFieldToFix) : null;
    setDataFieldToFix(null);
    const input = field?.matches('input, textarea, button') ? field : field?.querySelector<HTMLElement>('input');
    if (input) {
      input.scrollIntoView({ block: 'center' });
      input.focus();
    } else stepRef.current?.querySelector<HTMLElement>('h2')?.focus();
    // Only on entry and on a step change: the field to fix is read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view, isLoading]);

  if (isLoading) return <PageLoader />;
  const back = { to: paths.tool.companies, label: 'Vissza a társaságokhoz' };
  if (companies.isError)
    return (
      <PageProblem
        pageTitle="Módosítás"
        title="A társaságok betöltése nem sikerült"
        back={back}
        onRetry={() => void companies.refetch()}
      >
        {companies.error.message} Próbálja meg újra, vagy térjen vissza később.
      </PageProblem>
    );
  const company = companies.data?.find((candidate) => String(candidate.id) === companyId);
  if (!company)
    return (
      <PageProblem pageTitle="Módosítás" title={COMPANY_NOT_FOUND} back={back}>
        {COMPANY_NOT_FOUND_NEXT}
      </PageProblem>
    );
  if (base.isError)
    return (
      <PageProblem
        pageTitle={`Módosítás – ${company.nev}`}
        title="A bejegyzett állapot betöltése nem sikerült"
        back={back}
        onRetry={() => void base.refetch()}
      >
        {base.error.message} Próbálja meg újra, vagy térjen vissza később.
      </PageProblem>
    );
  const registered = base.data;
  if (!registered)
    return (
      <PageProblem pageTitle={`Módosítás – ${company.nev}`} title="A módosítás még nem indítható" back={back}>
        {NOT_REGISTERED}
      </PageProblem>
    );

  const baseState = registered.tarsasag;
  const pendingNotice = unregisteredAmendmentsNotice(unregisteredAmendments(versions.data ?? []));
  const members = membersOf(baseState);
  // Members without a saved-person id are referenced by name: two of one name cannot be told apart in the request.
  const ambiguousNames = ambiguousMemberNames(baseState);
  const changed = draft ?? baseState;
  // Who decides and votes, as the engine counts them: the new sole member of a company becoming single-member.
  const deciders = decidingMembers(baseState, changed);
  /** The changed state, the amendment data, and the registered members' payments (the server carries them into `uj`). */
  const bodyOf = (values: AmendmentFormValues): AmendmentBody => ({
    uj: withoutId(changed),
    modositas: toAmendmentData(values, members),
    befizetettTorzsbetetek: values.befizetettTorzsbetetek,
  });
  const body = bodyOf(form.values);

  function openDataStep(newState: CompanyInput) {
    editing.current = null;
    setDraft(newState);
    form.setValues(
      initialAmendmentForm({
        base: baseState,
        changed: newState,
        lawFirm: {
          nev: lawFirm.data?.nev ?? '',
          szekhely: lawFirm.data?.szekhely ?? '',
          ugyvedNeve: user.data?.name ?? '',
          kasz: user.data?.kasz ?? '',
        },
        today: todayIso(),
        saved: company,
        ...(hasData ? { previous: form.values, previousChanged: changed } : {}),
      }),
    );
    form.resetDirty();
    setHasData(true);
    if (searchParams.has('mezo')) setSearchParams({}, { replace: true });
    setStep(1);
  }

  function fix(target: 0 | 1, field: string | undefined, message: string) {
    // The editor shows the finding's message at the field until it is changed (decision 078).
    if (target === 0 && field)
      setSearchParams({ mezo: field }, { replace: true, state: linkedFieldErrorState(message) });
    if (target === 1 && field) {
      // A vote arrival's index in the request is not its row in the form (a member without a day is left out).
      const formField = amendmentFormField(field, form.values.dontes);
      form.setFieldError(formField, message);
      setDataFieldToFix(formField);
    }
    setStep(target);
  }

  /** Plans the amendment; a decision that was not unanimous gets a vote for each of the plan's subjects, re-planned. */
  function replan(values: AmendmentFormValues) {
    plan.mutate(bodyOf(values), {
      onSuccess: (answer) => {
        setSummary(answer);
        const votes = recordsVotes(values.dontes)
          ? votesForSubjects(
              values.dontes.szavazatok,
              answer.resolutions.map((resolution) => resolution.subject),
            )
          : null;
        if (votes) changeVotes(values, votes);
        // A preview restored from the draft needs a plan the documents can be made from: else its summary is shown.
        const isBlocked =
          answer.changes.length === 0 || answer.findings.some((finding) => finding.severity === 'error');
        if (isBlocked) setStep((current) => (current === 3 ? 2 : current));
      },
      onError: () => setStep((current) => (current === 3 ? 2 : current)),
    });
  }
  replanRef.current = replan;

  function changeVotes(values: AmendmentFormValues, votes: VoteChoices) {
    form.setFieldValue('dontes.szavazatok', votes);
    replan({ ...values, dontes: { ...values.dontes, szavazatok: votes } });
  }

  const showSummary = form.onSubmit((values) => {
    if (ambiguousNames.length > 0) return;
    setSummary(null);
    replan(values);
    setStep(2);
  }, focusFirstInvalidField);

  const editedPerson = persons.data?.find((person) => Number(person.id) === editedPersonId) ?? null;
  /** Where the summary's findings and a refused plan's field errors lead. */
  const findingLinks = {
    onFix: fix,
    registeredPersons: {
      registered: baseState,
      changed,
      savedPersonIds: (persons.data ?? []).map((person) => person.id),
    },
    onEditPerson: setEditedPersonId,
    // The saved data are the registered state's only while no amendment since waits for its registration.
    ...(pendingNotice ? {} : { registeredDataCompanyId: company.id }),
  };
  const presentMembers = deciders.filter((member) => form.values.dontes.jelenlevok.includes(member.id));
  const errorCount = summary?.findings.filter((finding) => finding.severity === 'error').length ?? 0;
  const ambiguousAlert =
    ambiguousNames.length > 0 ? (
      <Alert color="red" variant="light" role="alert" title="Azonos nevű tagok">
        {ambiguousMembersMessage(ambiguousNames)}
      </Alert>
    ) : null;
  const heading = (
    <Title order={2} size="h4" mb="md" tabIndex={-1}>
      {generate.isSuccess ? 'Az elkészült dokumentumok' : `${step + 1}. lépés: ${AMENDMENT_STEPS[step]}`}
    </Title>
  );

  return (
    <Stack gap="lg">
      <Title order={1}>Módosítás – {company.nev}</Title>
      {!generate.isSuccess && (
        <>
          <Stepper
            active={step}
            onStepClick={(target) => target < step && setStep(target as AmendmentDraftStep)}
            visibleFrom="md"
            size="sm"
          >
            {AMENDMENT_STEPS.map((title, index) => (
              <Stepper.Step key={title} label={title} allowStepSelect={index < step} />
            ))}
          </Stepper>
          <Text hiddenFrom="md" c="dimmed" size="sm">
            {step + 1}. lépés / {AMENDMENT_STEPS.length}: {AMENDMENT_STEPS[step]}
          </Text>
        </>
      )}
      {/* The editor of step 1 asks itself; from step 2 on the amendment lives in this page until it is generated. */}
      {step > 0 && !generate.isSuccess && (
        <UnsavedChangesGuard hasUnsavedChanges={() => true} onDiscard={discardAndLeave} />
      )}
      {isDraftRestored && !generate.isSuccess && (
        <Alert color="blue" variant="light" role="status" title="Visszaállított adatok">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{DRAFT_RESTORED}</Text>
            <Button
              variant="light"
              size="xs"
              onClick={() => {
                forgetDraft();
                setDraft(null);
                setHasData(false);
                setSummary(null);
                setStep(0);
                // The pressed button goes with the notice: the focus goes to step 1's heading, drawn anew.
                setTimeout(() => stepRef.current?.querySelector<HTMLElement>('h2')?.focus());
              }}
            >
              {DISCARD_RESTORED_DRAFT}
            </Button>
          </Stack>
        </Alert>
      )}
      <div ref={stepRef}>
        {step === 0 && (
          <Stack>
            {ambiguousAlert}
            {pendingNotice && (
              <Alert color="yellow" variant="light" title="Be nem jegyzett korábbi módosítás">
                {pendingNotice}
              </Alert>
            )}
            <Alert color="blue" variant="light">
              A bejegyzett állapot másolatát szerkeszti; a társaság mentett adatai csak a dokumentumok létrehozásakor
              változnak meg.
            </Alert>
            <CompanyEditor
              // A finding's link sets `?mezo=`: the editor opens anew on that field's tab and focuses it.
              key={`${searchParams.get('mezo') ?? ''}:${JSON.stringify(changed)}`}
              company={asEditable(changed, company.id)}
              persons={persons.data ?? []}
              draft={{
                heading: `1. lépés: ${AMENDMENT_STEPS[0]}`,
                submitLabel: 'Tovább a módosítás adataihoz',
                onSubmit: openDataStep,
                onCancel: () => {
                  discardAndLeave();
                  navigate(paths.tool.companies);
                },
                // A restored draft is not the editor's change: leaving would lose it all the same.
                hasEntries: hasData || isDraftRestored,
                onValuesChange: (typed) => {
                  editing.current = typed;
                  if (isDraftRead.current) keepDraft(typed);
                },
                onDiscard: discardAndLeave,
                registered: baseState,
              }}
            />
          </Stack>
        )}
        {step === 1 && (
          <Card withBorder padding="lg">
            <form onSubmit={showSummary} noValidate>
              {heading}
              {/* members the request could not tell apart have one key in the form's selects: no form for them */}
              {ambiguousAlert ?? (
                <AmendmentDataStep
                  form={form}
                  base={baseState}
                  changed={changed}
                  members={members}
                  deciders={deciders}
                  registeredNames={memberNames(baseState)}
                  buyers={memberBuyers(baseState)}
                  persons={persons.data ?? []}
                  today={todayIso()}
                />
              )}
              <Group justify="space-between" mt="lg">
                <Button variant="default" onClick={() => setStep(0)}>
                  Vissza
                </Button>
                <Button type="submit" disabled={ambiguousNames.length > 0}>
                  Tovább az összefoglalóhoz
                </Button>
              </Group>
            </form>
          </Card>
        )}
        {step === 2 && (
          <Card withBorder padding="lg">
            {heading}
            {plan.isPending && !summary && <PageLoader />}
            {plan.isError && (
              <Alert color="red" role="alert">
                <Stack gap="sm" align="flex-start">
                  <PlanRefusal error={plan.error} {...findingLinks} />
                  <Button variant="light" color="red" size="xs" onClick={() => replan(form.values)}>
                    Újrapróbálás
                  </Button>
                </Stack>
              </Alert>
            )}
            {summary && (
              <AmendmentSummaryStep
                summary={summary}
                {...findingLinks}
                votes={
                  recordsVotes(form.values.dontes) &&
                  presentMembers.length > 1 && (
                    <AmendmentVotesFieldset
                      resolutions={summary.resolutions}
                      members={presentMembers}
                      votes={form.values.dontes.szavazatok}
                      onChange={(votes) => changeVotes(form.values, votes)}
                    />
                  )
                }
              />
            )}
            <Text role="status" size="sm" c="dimmed">
              {plan.isPending && summary ? 'Az összefoglaló frissítése…' : ''}
            </Text>
            {summary && subscription.data && (
              <AmendmentQuotaNotice subscription={subscription.data} planned={summary.documents.length} />
            )}
            {editedPerson && (
              <PersonEditorModal
                person={editedPerson}
                canDelete={false}
                onSaved={() => replan(form.values)}
                onClose={() => setEditedPersonId(null)}
              />
            )}
            <Group justify="space-between" mt="lg">
              <Button variant="default" onClick={() => setStep(1)}>
                Vissza
              </Button>
              <Button
                onClick={() => setStep(3)}
                disabled={!summary || plan.isPending || errorCount > 0 || summary.changes.length === 0}
              >
                Tovább az előnézethez
              </Button>
            </Group>
          </Card>
        )}
        {step === 3 && !generate.isSuccess && (
          <Card withBorder padding="lg">
            {heading}
            {/* A restored preview while its plan is made again: the heading stays, and keeps the focus. */}
            {!summary ? (
              <PageLoader />
            ) : (
              <>
                <AmendmentPreviewStep
                  companyId={company.id}
                  body={body}
                  documents={summary.documents}
                  onBack={() => setStep(2)}
                />
                {/* Said again by the button it concerns: in the free plan the button is disabled, out of the Tab order. */}
                {subscription.data && (
                  <Box mt="md">
                    <AmendmentQuotaNotice subscription={subscription.data} planned={summary.documents.length} />
                  </Box>
                )}
                {generate.isError && (
                  <FailureAlert attempt={generate.submittedAt} mt="md">
                    A dokumentumok nem készültek el: {generate.error.message}
                  </FailureAlert>
                )}
                <Group justify="space-between" mt="lg">
                  <Button variant="default" onClick={() => setStep(2)}>
                    Vissza
                  </Button>
                  <Button
                    onClick={() => runOnce(() => generate.mutateAsync(body))}
                    loading={generate.isPending}
                    disabled={isFreePlan(subscription.data)}
                  >
                    Dokumentumok létrehozása
                  </Button>
                </Group>
              </>
            )}
          </Card>
        )}
        {generate.isSuccess && summary && (
          <Card withBorder padding="lg">
            {heading}
            <AmendmentDocuments documents={generate.data.documents} />
            <Group mt="lg">
              <Anchor component={Link} to={paths.tool.companies}>
                Vissza a társaságokhoz
              </Anchor>
              <Anchor component={Link} to={paths.tool.documents}>
                Tovább a dokumentumokhoz
              </Anchor>
            </Group>
          </Card>
        )}
      </div>
    </Stack>
  );
}

/**
 * Why the summary was not made: the server's message, and each field error it names with the link to its field (the
 * company editor or the amendment's data, focused there with the message, as a finding's link leads; decision 072).
 * A datum of the registered state the server refuses (a tax id saved before decision 080) leads, as a finding on the
 * registered state does, to the saved person or the company's page. A field error the flow has no place for is told
 * with the message.
 */
function PlanRefusal({
  error,
  ...lists
}: { error: Error } & Pick<
  ComponentProps<typeof FindingList>,
  'onFix' | 'registeredPersons' | 'onEditPerson' | 'registeredDataCompanyId'
>) {
  const refusal = sortServerErrors(error, () => null);
  const findings = findingsOfRefusal(refusal.elsewhere);
  const placed = findings.filter(
    (finding) => amendmentFindingTarget(finding.path, 'error', finding.code, lists.registeredPersons) !== null,
  );
  const unplaced = findings.filter((finding) => !placed.includes(finding)).map((finding) => finding.message);
  return (
    <>
      <Text size="sm">Az összefoglaló nem készült el: {[refusal.summary, ...new Set(unplaced)].join(' ')}</Text>
      {placed.length > 0 && <FindingList findings={placed} {...lists} />}
    </>
  );
}
