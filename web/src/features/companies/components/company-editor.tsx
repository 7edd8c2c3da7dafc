import { Alert, Box, Button, Grid, Group, Stack, Tabs, Title, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { CompanyInput } from '@cegdok/engine';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useDeleteCompany, useSaveCompany, type SavedCompany } from '../../../api/companies.ts';
import { DiscardChangesModal, UnsavedChangesGuard } from '../../../components/discard-changes.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { OutsideFormDialogsProvider, useOutsideFormDialogs } from '../../../components/outside-form-dialogs.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import type { PickablePerson } from '../../../components/person-picker.tsx';
import { paths } from '../../../config/paths.ts';
import { todayIso } from '../../../lib/today-iso.ts';
import { linkedFieldErrorOf, valueAtPath } from '../../../lib/linked-field-error.ts';
import {
  emptyCompanyForm,
  toCompanyForm,
  toCompanyInput,
  type CompanyFormValues,
} from '../rules/company-form-values.ts';
import { findConsistencyWarnings } from '../rules/find-company-warnings.ts';
import { validateCompanyForm } from '../rules/validate-company-form.ts';
import {
  EDITOR_TAB_LABELS,
  EDITOR_TABS,
  tabOfField,
  warningsForTab,
  type EditorTab,
} from '../rules/warnings-for-tab.ts';
import { ActivitiesTab } from './activities-tab.tsx';
import { BasicDataTab } from './basic-data-tab.tsx';
import { ConsistencyWarnings } from '../../../components/consistency-warnings.tsx';
import { entryErrorsOf, ownDataBlockOf, ownDataEntryOf } from './entry-errors.ts';
import { focusToFix } from './focus-to-fix.ts';
import { personDataPathOf } from './person-data-button.tsx';
import { DeleteTab } from './delete-tab.tsx';
import { DirectorsTab } from './directors-tab.tsx';
import { InvalidTabsNote } from './invalid-tabs-note.tsx';
import { MeetingRulesTab } from './meeting-rules-tab.tsx';
import { MembersTab } from './members-tab.tsx';
import { PropertiesTab } from './properties-tab.tsx';
import { ShareRulesTab } from './share-rules-tab.tsx';
import { FailureAlert } from '../../../components/failure-alert.tsx';
import {
  needsGeneralAlert,
  nestedFieldOf,
  refusalText,
  sortServerErrors,
  useServerFieldErrors,
  type FieldOf,
  type ServerRefusal,
} from '../../../lib/server-field-errors.ts';

const LivePreviewPanel = lazy(() => import('./live-preview-panel.tsx').then((m) => ({ default: m.LivePreviewPanel })));

/**
 * Where a field error of the save is shown (decision 072): a value of the form on one of its tabs at its field (the
 * same dotted path, `tagok.0.nev`); a person's own data (edited on the person, its card's Személyes adatok), a part or
 * a list as a whole (`tagok`, `ugyvezetok.1`) and what the form does not hold in the general alert.
 */
const companyFieldOf = (values: CompanyFormValues): FieldOf =>
  nestedFieldOf(values, (path) => personDataPathOf(path) !== null || tabOfField(path) === null);

/**
 * `companyFieldOf` for a refusal of the save, whose paths are the request's (`toCompanyInput`: the form's names, its
 * order): a person's own datum (`tagok.0.adoazonositoJel`, `ingatlanok.0.tulajdonosok.1.adoazonositoJel`) is kept at
 * its path, and shown on his card or block (entryErrorsOf) as the form's own rule's is; it has no field of it
 * (decision 099).
 */
const refusalFieldOf =
  (values: CompanyFormValues): FieldOf =>
  (path) =>
    ownDataBlockOf(path, values) === null ? companyFieldOf(values)(path) : path;

/** The first tab, in the editor's order, that holds a field of the refusal. */
const firstTabOf = (refusal: ServerRefusal): EditorTab | undefined =>
  EDITOR_TABS.find((tab) => Object.keys(refusal.atFields).some((path) => tabOfField(path) === tab));

const TABS: { value: EditorTab; label: string }[] = EDITOR_TABS.map((value) => ({
  value,
  label: EDITOR_TAB_LABELS[value],
}));

/** The editor on a copy (the amendment's new state): the values go to `onSubmit`, nothing is saved or deleted. */
export type DraftEditing = {
  heading: string;
  submitLabel: string;
  onSubmit: (company: CompanyInput) => void;
  onCancel: () => void;
  /** Entries beyond this form that leaving would lose (an amendment's data of its later steps). */
  hasEntries: boolean;
  /** Told the company as the form holds it at every change (the amendment keeps it as its draft, decision 067). */
  onValuesChange?: (company: CompanyInput) => void;
  /** Told when the lawyer discards the changes to leave for another page („Igen, elvetem”). */
  onDiscard?: () => void;
  /** The registered state the copy changes: the warnings read the old seat's property as the documents do. */
  registered?: CompanyInput;
};

/**
 * The error a followed link was made for (decision 078): `watched`, the path the link names (`?mezo=`); `field`, the
 * form field its message is shown at (the same path, when it is one value the tab shows), or null: then the message
 * is shown above the tabs (a part or a list as a whole, a person's own data, a value its tab does not show).
 */
type LinkedError = { watched: string; message: string; field: string | null };

/** A member or a director as a whole: the link's message is shown on his card (EntryCard). */
const ENTRY = /^(?:tagok|ugyvezetok)\.\d+$/;

type CompanyEditorProps = { company: SavedCompany | null; persons: PickablePerson[]; draft?: DraftEditing };

/** The company editor of spec section 2: seven tabs, Mégse / Mentés / Következő. */
export function CompanyEditor({ company, persons, draft }: CompanyEditorProps) {
  const navigate = useNavigate();
  const save = useSaveCompany();
  const remove = useDeleteCompany();
  // `?mezo=tagok.1.osztalekArany` (a link from the wizard's error list) opens that field's tab and focuses it.
  const fieldToFix = useSearchParams()[0].get('mezo');
  const linkState: unknown = useLocation().state;
  const [initialValues] = useState(() => (company ? toCompanyForm(company) : emptyCompanyForm()));
  // The link's message (the server's, or the engine check's that made the link) is shown at the field whether or not
  // the editor's own rules find the error, until the lawyer changes that field (decision 078).
  const [linkedError, setLinkedError] = useState<LinkedError | null>(() => {
    const message = linkedFieldErrorOf(linkState);
    if (!fieldToFix || !message) return null;
    const isField = companyFieldOf(initialValues)(fieldToFix) !== null;
    return { watched: fieldToFix, message, field: isField ? fieldToFix : null };
  });
  const linkedErrorRef = useRef(linkedError);
  linkedErrorRef.current = linkedError;
  const [tab, setTab] = useState<EditorTab>((fieldToFix && tabOfField(fieldToFix)) || 'alap');
  const [isDiscarding, setIsDiscarding] = useState(false);
  // Set when the editor itself leaves (saved, deleted, or discarded after the question): nothing to ask then.
  const isLeaving = useRef(false);
  const [isPreviewOpen, setIsPreviewOpen] = useState(false);
  // A card's „Személyes adatok” dialog has a form of its own: drawn after the company form, not in it.
  const outsideForm = useOutsideFormDialogs();
  const form = useForm<CompanyFormValues>({
    initialValues,
    initialErrors: linkedError?.field ? { [linkedError.field]: linkedError.message } : {},
    validate: validateCompanyForm,
    validateInputOnBlur: true,
    onValuesChange: (values, previous) => {
      draft?.onValuesChange?.(toCompanyInput(values));
      const linked = linkedErrorRef.current;
      const valueOf = (state: CompanyFormValues) => JSON.stringify(valueAtPath(state, linked?.watched ?? ''));
      if (!linked || valueOf(values) === valueOf(previous)) return;
      linkedErrorRef.current = null;
      setLinkedError(null);
      if (linked.field) form.clearFieldError(linked.field);
    },
  });
  // The editor's own check of the field (on blur, on submit) would take the link's message off: it is put back.
  const linkedField = linkedError?.field;
  const isLinkedErrorShown = linkedField ? Boolean(form.errors[linkedField]) : true;
  useEffect(() => {
    if (linkedError?.field && !isLinkedErrorShown) form.setFieldError(linkedError.field, linkedError.message);
    // Whenever the field's message is gone while the link's error stands.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkedError, isLinkedErrorShown]);

  // A refusal's field errors open the tab of the first (the others' tabs are named below the buttons); once it is
  // shown, the focus goes to its first invalid field. An error whose field that tab does not show after all (a value
  // shown only while its checkbox is on) is told in the general alert instead.
  const [shownRefusal, setShownRefusal] = useState<{ refusal: ServerRefusal; isFocused: boolean } | null>(null);
  const [unplacedErrors, setUnplacedErrors] = useState<string[]>([]);
  const fieldOf = refusalFieldOf(form.getValues());
  const serverErrors = useServerFieldErrors(form, fieldOf, (refusal) => {
    setTab((current) => firstTabOf(refusal) ?? current);
    setShownRefusal({ refusal, isFocused: !needsGeneralAlert(refusal) });
    return true;
  });
  const refusal = save.error ? sortServerErrors(save.error, fieldOf) : null;
  const formRef = serverErrors.formRef;
  useEffect(() => {
    if (!shownRefusal) return;
    setShownRefusal(null);
    const onTab = Object.keys(shownRefusal.refusal.atFields).filter((path) => tabOfField(path) === tab);
    // A person's own datum is shown on his card or block, which holds no field of that name.
    const isShown = (path: string) => {
      const entry = ownDataEntryOf(path);
      return formRef.current?.querySelector(entry === null ? `[data-path="${path}"]` : `[data-path^="${entry}."]`);
    };
    const unplaced = onTab.filter((path) => !isShown(path));
    if (unplaced.length > 0) setUnplacedErrors(unplaced.map((path) => shownRefusal.refusal.atFields[path]!));
    else if (shownRefusal.isFocused)
      focusToFix(
        formRef.current,
        onTab.find((path) => ownDataEntryOf(path) !== null),
      );
    // Once per refusal, on its tab.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownRefusal, tab]);

  const tabs = TABS.filter((candidate) => candidate.value !== 'torles' || (company !== null && !draft));
  const tabIndex = tabs.findIndex((candidate) => candidate.value === tab);
  const isValid = form.isValid();
  // The tabs of the form's own rules and of the errors shown (the server's too, which the rules do not find).
  const invalidFieldTabs = [
    ...(isValid ? [] : Object.keys(validateCompanyForm(form.values))),
    ...Object.keys(form.errors),
  ].map(tabOfField);
  const otherInvalidTabs = tabs.filter(
    (candidate) => candidate.value !== tab && invalidFieldTabs.includes(candidate.value),
  );
  const registered = draft?.registered;
  const warnings = useMemo(
    () => findConsistencyWarnings(form.values, todayIso(), registered),
    [form.values, registered],
  );
  // A link's message about a member or a director as a whole, or about a person's own datum (his tax id, which no
  // field shows), goes on his card or block, not above the tabs.
  const linkedEntryError =
    linkedError &&
    !linkedError.field &&
    ((ENTRY.test(linkedError.watched) && valueAtPath(form.values, linkedError.watched)) ||
      ownDataBlockOf(linkedError.watched, form.values) !== null)
      ? { path: linkedError.watched, message: linkedError.message }
      : null;
  // The form's own rules' and the server's (a person's own datum it refused) errors.
  const entryErrors = useMemo(
    () =>
      entryErrorsOf(
        { ...form.errors, ...(isValid ? {} : validateCompanyForm(form.values)) },
        linkedEntryError,
        form.values,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [form.values, form.errors, isValid, linkedEntryError?.path, linkedEntryError?.message],
  );

  useEffect(() => {
    if (!fieldToFix) return;
    // A person's own data (a director's tax number) is edited on the person: its entry's 'Személyes adatok' button.
    // A finding on a part as a whole (a director `ugyvezetok.1`, the seat's property `szekhelyIngatlan`) focuses the
    // part's first control: with no field of that exact name, the focus fell to the page's body.
    // A saved person's name (`tagok.0.nev`, `ugyvezetok.1.nev`: the countersigning lawyer's warnings, decision 082)
    // has no input of its own: the entry's first control.
    const personData = personDataPathOf(fieldToFix);
    const fieldNode = form.getInputNode(fieldToFix);
    // A property owner's or a typed-in person's own datum (his tax id) has neither: his entry's first control.
    const entry = /^(.+\.\d+)\.nev$/.exec(fieldToFix)?.[1] ?? ownDataEntryOf(fieldToFix);
    const input =
      fieldNode ??
      (personData ? form.getInputNode(personData) : null) ??
      formRef.current?.querySelector<HTMLElement>(`[data-path^="${fieldToFix}."]`) ??
      (entry ? formRef.current?.querySelector<HTMLElement>(`[data-path^="${entry}."]`) : null);
    // A value its tab does not show (behind an unchecked box), or shows as no field with a message (a premises
    // entry's removal button): the link's message goes above the tabs.
    if (linkedError?.field && fieldNode?.getAttribute('aria-invalid') !== 'true') {
      form.clearFieldError(linkedError.field);
      setLinkedError({ ...linkedError, field: null });
    }
    input?.scrollIntoView({ block: 'center' });
    input?.focus();
    // Only once, when the editor opens from the link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fieldToFix]);

  /** Opens a tab with a field to fix, every message shown (the server's kept), at its first invalid field. */
  function openInvalidTab(target: EditorTab) {
    const errors = { ...form.errors, ...validateCompanyForm(form.values) };
    form.setErrors(errors);
    setTab(target);
    // A person's own datum (a tax id saved before decision 080, an owner's the server refused) has no field on the
    // card: the focus goes to its entry, under the card's message (entryErrorsOf).
    focusToFix(
      formRef.current,
      Object.keys(errors).find((path) => tabOfField(path) === target && ownDataEntryOf(path) !== null),
    );
  }

  /** The form changed, or a copy being amended has entries of the amendment's later steps. */
  const hasUnsavedChanges = () => form.isDirty() || Boolean(draft?.hasEntries);

  function leave() {
    isLeaving.current = true;
    if (draft) draft.onCancel();
    else navigate(paths.tool.companies);
  }

  const submit = form.onSubmit((values) => {
    if (draft) {
      draft.onSubmit(toCompanyInput(values));
      return;
    }
    setUnplacedErrors([]);
    save.mutate(toCompanyInput(values), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'A társaság adatait elmentettük.' });
        form.resetDirty();
        leave();
      },
      onError: serverErrors.onError,
    });
  });

  const editor = (
    <OutsideFormDialogsProvider value={outsideForm.host}>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack>
          {refusal && (needsGeneralAlert(refusal) || unplacedErrors.length > 0) && (
            <FailureAlert attempt={save.submittedAt}>
              A mentés nem sikerült: {[refusalText(refusal), ...new Set(unplacedErrors)].join(' ')}
            </FailureAlert>
          )}
          {linkedError && !linkedError.field && !linkedEntryError && (
            <Alert color="red" variant="light" data-linked-error>
              {linkedError.message}
            </Alert>
          )}
          <Tabs value={tab} onChange={(value) => value && setTab(value as EditorTab)} keepMounted={false}>
            <Tabs.List>
              {tabs.map((candidate) => (
                <Tabs.Tab
                  key={candidate.value}
                  value={candidate.value}
                  color={candidate.value === 'torles' ? 'red' : undefined}
                >
                  {candidate.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Box pt="md">
              {/* The cards' headings are h3, under the amendment step's h2; on the editor's own page the open tab's name
                is the h2 between them and the company's h1, for a screen reader's list of headings (axe heading-order). */}
              {!draft && (
                <VisuallyHidden component="h2">
                  {tabs.find((candidate) => candidate.value === tab)?.label}
                </VisuallyHidden>
              )}
              <Tabs.Panel value="alap">
                <BasicDataTab form={form} persons={persons} managerError={entryErrors['cegvezeto']} />
              </Tabs.Panel>
              <Tabs.Panel value="ingatlanok">
                <PropertiesTab form={form} persons={persons} entryErrors={entryErrors} />
              </Tabs.Panel>
              <Tabs.Panel value="tevekenyseg">
                <ActivitiesTab form={form} />
              </Tabs.Panel>
              <Tabs.Panel value="tagok">
                <MembersTab
                  form={form}
                  persons={persons}
                  warnings={warningsForTab(warnings, 'tagok')}
                  isRegistered={Boolean(company?.bejegyzes) && !draft}
                  entryErrors={entryErrors}
                />
              </Tabs.Panel>
              <Tabs.Panel value="taggyules">
                <MeetingRulesTab form={form} />
              </Tabs.Panel>
              <Tabs.Panel value="ugyvezetok">
                <DirectorsTab
                  form={form}
                  persons={persons}
                  warnings={warningsForTab(warnings, 'ugyvezetok')}
                  entryErrors={entryErrors}
                />
              </Tabs.Panel>
              <Tabs.Panel value="uzletresz">
                <ShareRulesTab form={form} />
              </Tabs.Panel>
              {company && !draft && (
                <Tabs.Panel value="torles">
                  <DeleteTab
                    companyName={company.nev}
                    isDeleting={remove.isPending}
                    error={remove.error?.message}
                    onDelete={() =>
                      remove.mutate(company.id, {
                        onSuccess: () => {
                          notifications.show({ color: 'green', message: 'A társaságot töröltük.' });
                          leave();
                        },
                      })
                    }
                  />
                </Tabs.Panel>
              )}
            </Box>
          </Tabs>
          {tab !== 'tagok' && tab !== 'ugyvezetok' && <ConsistencyWarnings warnings={warningsForTab(warnings, tab)} />}
          <Group justify="space-between">
            <Button variant="default" onClick={() => (hasUnsavedChanges() ? setIsDiscarding(true) : leave())}>
              Mégse
            </Button>
            <Group>
              {tab !== 'uzletresz' && tab !== 'torles' && (
                <Button variant="light" onClick={() => setTab(tabs[tabIndex + 1]!.value)}>
                  Következő
                </Button>
              )}
              <Button type="submit" disabled={!isValid} loading={save.isPending}>
                {draft?.submitLabel ?? 'Mentés'}
              </Button>
            </Group>
          </Group>
          <InvalidTabsNote tabs={otherInvalidTabs} onOpen={openInvalidTab} />
        </Stack>
        <DiscardChangesModal opened={isDiscarding} onKeep={() => setIsDiscarding(false)} onDiscard={leave} />
        <UnsavedChangesGuard
          hasUnsavedChanges={() => !isLeaving.current && hasUnsavedChanges()}
          onDiscard={draft?.onDiscard}
        />
      </form>
      {outsideForm.dialogs}
    </OutsideFormDialogsProvider>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={draft ? 2 : 1} tabIndex={draft ? -1 : undefined}>
          {draft?.heading ?? (company ? company.nev : 'Új társaság')}
        </Title>
        <Button variant={isPreviewOpen ? 'filled' : 'light'} onClick={() => setIsPreviewOpen((open) => !open)}>
          {isPreviewOpen ? 'Élő előnézet elrejtése' : 'Élő előnézet'}
        </Button>
      </Group>
      {isPreviewOpen ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 6 }}>{editor}</Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <ErrorBoundary title="Az élő előnézet hibára futott">
              <Suspense fallback={<PageLoader />}>
                <LivePreviewPanel values={form.values} />
              </Suspense>
            </ErrorBoundary>
          </Grid.Col>
        </Grid>
      ) : (
        editor
      )}
    </Stack>
  );
}
