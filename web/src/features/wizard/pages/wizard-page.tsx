import {
  checkDocumentRequest,
  DOCUMENT_TYPE_IDS,
  formationFilingDeadline,
  parseRequest,
  planDocuments,
  type DocumentRequestInput,
  type DocumentTypeId,
} from '@cegdok/engine';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCompanies, useSaveCompany, type SavedCompany } from '../../../api/companies.ts';
import { useLawFirm } from '../../../api/lawfirm.ts';
import { useSubscription } from '../../../api/subscription.ts';
import { useUser } from '../../../api/user.ts';
import { UnsavedChangesGuard } from '../../../components/discard-changes.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { paths } from '../../../config/paths.ts';
import { storeGenerationJob } from '../../../lib/generation-job.ts';
import { todayIso } from '../../../lib/today-iso.ts';
import { CompanyStep } from '../components/company-step.tsx';
import { DatingStep, validateDating, type DatingValues } from '../components/dating-step.tsx';
import { DocumentTypesStep } from '../components/document-types-step.tsx';
import { LawFirmStep } from '../components/law-firm-step.tsx';
import { PreviewStep } from '../components/preview-step.tsx';
import { SummaryStep } from '../components/summary-step.tsx';
import { WizardStepper } from '../components/wizard-stepper.tsx';
import { documentQuota } from '../rules/document-quota.ts';
import { validateLawFirm } from '../rules/law-firm-rules.ts';
import { enterInStep } from '../rules/advance-on-enter.ts';
import {
  allowedSelection,
  canProceed,
  PREVIEW_STEP,
  SUMMARY_STEP,
  reachableStep,
  STEP_PARAM,
  stepFromParam,
  stepToParams,
  STEP_TITLES,
  type WizardLawFirm,
} from '../rules/wizard-rules.ts';

/** The new-document wizard of spec sections 2 and 4. */
export function WizardPage() {
  const navigate = useNavigate();
  const companies = useCompanies();
  const subscription = useSubscription();
  const user = useUser();
  const lawFirmDefaults = useLawFirm();
  const saveCompany = useSaveCompany();
  // The step lives in the address (?lepes=N), so the browser's (or the phone's) Back button goes to the previous step.
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedStep = stepFromParam(searchParams.get(STEP_PARAM));
  const [selectedTypes, setSelectedTypes] = useState<DocumentTypeId[]>([]);
  const [companyId, setCompanyId] = useState<string | number | null>(null);
  const lawFirmForm = useForm<WizardLawFirm>({
    initialValues: { nev: '', szekhely: '', ugyvedNeve: '', kasz: '' },
    validate: validateLawFirm,
    validateInputOnBlur: true,
  });
  const datingForm = useForm<DatingValues>({
    initialValues: { hely: '', ido: todayIso() },
    validate: validateDating,
    validateInputOnBlur: true,
  });
  const planName = subscription.data?.name;
  const defaultsApplied = useRef(false);
  // Set when the lawyer picks a company (the only one is preselected without asking).
  const companyChosen = useRef(false);
  // Set when the wizard itself leaves for the generation page, which takes the entries along: nothing to ask then.
  const isLeaving = useRef(false);
  const stepRef = useRef<HTMLDivElement>(null);

  // Law-firm defaults from the account, once they arrive.
  useEffect(() => {
    if (defaultsApplied.current || !user.data || lawFirmDefaults.isPending) return;
    defaultsApplied.current = true;
    lawFirmForm.setValues({
      nev: lawFirmDefaults.data?.nev ?? '',
      szekhely: lawFirmDefaults.data?.szekhely ?? '',
      ugyvedNeve: user.data.name ?? '',
      kasz: user.data.kasz ?? '',
    });
    lawFirmForm.resetDirty();
  }, [user.data, lawFirmDefaults.isPending, lawFirmDefaults.data, lawFirmForm]);

  // With exactly one company, it is preselected.
  useEffect(() => {
    if (companyId === null && companies.data?.length === 1) setCompanyId(companies.data[0]!.id);
  }, [companies.data, companyId]);

  // On the free plan restricted types are deselected.
  useEffect(() => {
    setSelectedTypes((selected) => {
      const allowed = allowedSelection(selected, planName);
      return allowed.length === selected.length ? selected : allowed;
    });
  }, [planName]);

  const company: SavedCompany | null =
    companies.data?.find((candidate) => String(candidate.id) === String(companyId)) ?? null;
  const state = {
    selectedTypes,
    company,
    lawFirm: lawFirmForm.values,
    keltezes: datingForm.values,
  };

  const request: DocumentRequestInput | null = company
    ? {
        ugyvediIroda: lawFirmForm.values,
        keltezesHelye: datingForm.values.hely,
        keltezesIdeje: datingForm.values.ido ?? '',
        tarsasag: company,
      }
    : null;
  const requestKey = JSON.stringify(request);
  const parsed = useMemo(() => {
    const input = JSON.parse(requestKey) as DocumentRequestInput | null;
    return input ? parseRequest(input) : null;
  }, [requestKey]);
  const planned = useMemo(
    () =>
      parsed?.ok
        ? planDocuments(
            parsed.value,
            DOCUMENT_TYPE_IDS.filter((id) => selectedTypes.includes(id)),
          )
        : [],
    [parsed, selectedTypes],
  );
  const { errors, warnings } = useMemo(
    () => (parsed?.ok ? checkDocumentRequest(parsed.value, { today: todayIso() }) : { errors: [], warnings: [] }),
    [parsed],
  );
  const filingDeadline = useMemo(() => (parsed?.ok ? formationFilingDeadline(parsed.value) : null), [parsed]);
  const problems = parsed && !parsed.ok ? [...new Set(parsed.issues.map((issue) => issue.message))] : [];
  const isLoading = companies.isPending || subscription.isPending || user.isPending;
  // A reload or the Forward button cannot skip a step whose requirements are unmet (the entries live in memory only).
  const step = isLoading ? 0 : reachableStep(requestedStep, state);
  const shownStep = useRef(step);

  const setStep = (target: number) => setSearchParams(stepToParams(target));

  useEffect(() => {
    if (!isLoading && step !== requestedStep) setSearchParams(stepToParams(step), { replace: true });
  }, [isLoading, step, requestedStep, setSearchParams]);

  // After a step change the focus moves to the new step's heading, so a screen reader announces it.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [step]);

  if (isLoading) return <PageLoader />;

  const hasEntries = () =>
    step > 0 || selectedTypes.length > 0 || companyChosen.current || lawFirmForm.isDirty() || datingForm.isDirty();

  /**
   * Each step before the summary is a form and 'Tovább' its submit button: pressing it keeps the focus in the field
   * (keepFocusOnSubmitPress), so a blur message cannot move it away from the pointer, and the submit checks the step.
   */
  function submitStep(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canProceed(step, state)) return;
    if (step === 2 && lawFirmForm.validate().hasErrors) return;
    if (step === 3 && datingForm.validate().hasErrors) return;
    setStep(step + 1);
  }

  function submitOnEnter(event: React.KeyboardEvent<HTMLFormElement>) {
    const action = enterInStep(event.nativeEvent, event.target as Element);
    if (action === 'own') return;
    event.preventDefault();
    if (action === 'submit') event.currentTarget.requestSubmit();
  }

  function openPreview() {
    if (company?.mentesKesobbre)
      saveCompany.mutate(
        { ...company, mentesKesobbre: false },
        // Spec section 8: an auto-save failure is logged only.
        { onError: (error) => console.error('A társaság automatikus mentése sikertelen', error) },
      );
    setStep(PREVIEW_STEP);
  }

  function generate() {
    if (!request || !company || errors.length > 0) return;
    storeGenerationJob({
      request,
      companyName: company.nev,
      items: planned.map((document) => ({
        type: document.type.id,
        title: document.title,
        ...(document.directorIndex === undefined ? {} : { directorIndex: document.directorIndex }),
      })),
    });
    isLeaving.current = true;
    navigate(paths.tool.generation);
  }

  const stepContent = [
    <DocumentTypesStep key="types" planName={planName} selected={selectedTypes} onChange={setSelectedTypes} />,
    <CompanyStep
      key="company"
      companies={companies.data ?? []}
      selected={company}
      onSelect={(chosen) => {
        companyChosen.current = true;
        setCompanyId(chosen.id);
      }}
    />,
    <LawFirmStep key="lawfirm" form={lawFirmForm} />,
    <DatingStep key="dating" form={datingForm} />,
    company && (
      <SummaryStep
        key="summary"
        company={company}
        lawFirm={lawFirmForm.values}
        keltezes={{ hely: datingForm.values.hely, ido: datingForm.values.ido ?? '' }}
        filingDeadline={filingDeadline}
        selectedTypes={selectedTypes}
        errors={errors}
        warnings={warnings}
        problems={problems}
        quota={subscription.data && documentQuota(subscription.data, planned.length)}
        onBack={() => setStep(3)}
        onOpenStep={setStep}
        onPreview={openPreview}
      />
    ),
  ];

  const stepCard = (
    <Card withBorder padding="lg" ref={stepRef}>
      <ErrorBoundary key={step}>
        {step < PREVIEW_STEP && (
          <Title order={2} size="h4" mb="md" tabIndex={-1}>
            {step + 1}. lépés: {STEP_TITLES[step]}
          </Title>
        )}
        {step < PREVIEW_STEP
          ? stepContent[step]
          : request && (
              <PreviewStep
                request={request}
                documents={planned}
                errorCount={errors.length}
                onChange={() => setStep(SUMMARY_STEP)}
                onGenerate={generate}
              />
            )}
      </ErrorBoundary>
    </Card>
  );

  return (
    <Stack gap="lg">
      <UnsavedChangesGuard hasUnsavedChanges={() => !isLeaving.current && hasEntries()} />
      <Title order={1}>Új generálás</Title>
      {step < PREVIEW_STEP && <WizardStepper step={step} onBack={setStep} />}
      {step < SUMMARY_STEP ? (
        <form noValidate onSubmit={submitStep} onKeyDown={submitOnEnter}>
          <Stack gap="lg">
            {stepCard}
            <Group justify="space-between">
              <Button variant="default" disabled={step === 0} onClick={() => setStep(step - 1)}>
                Vissza
              </Button>
              <Button type="submit" disabled={!canProceed(step, state)}>
                Tovább
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        stepCard
      )}
    </Stack>
  );
}
