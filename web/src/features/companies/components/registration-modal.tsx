import {
  Anchor,
  Button,
  Center,
  Fieldset,
  Group,
  List,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Link } from 'react-router-dom';
import { DateField } from '../../../components/date-field.tsx';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useRegisterCompany, useVersions } from '../../../api/amendments.ts';
import { focusFirstInvalidField } from '../../../lib/focus-first-invalid-field.ts';
import { todayIso } from '../../../lib/today-iso.ts';
import type { ListedCompany } from '../../../api/companies.ts';
import {
  amendmentDateSinceBase,
  initialRegistrationForm,
  toRegistrationInput,
  validateRegistrationForm,
  type RegistrationFormValues,
} from '../rules/registration-form-values.ts';
import { PaidContributionCheckboxes } from './paid-contribution-checkboxes.tsx';
import { FailureAlert } from '../../../components/failure-alert.tsx';
import {
  needsGeneralAlert,
  sortServerErrors,
  useServerFieldErrors,
  type FieldOf,
  type ServerRefusal,
} from '../../../lib/server-field-errors.ts';
import { useLawFirm } from '../../../api/lawfirm.ts';
import { lawyerDataTarget, legalErrorTarget } from '../../wizard/rules/legal-error-target.ts';
import { linkedFieldErrorState } from '../../../lib/linked-field-error.ts';

export const REGISTRATION_INTRO =
  'Adja meg a társaság adatait a hatályos cégkivonat szerint. A mentett állapot lesz a következő módosítás alapja.';
export const CHANGE_REGISTRATION_INTRO =
  'Ha a cégbíróság bejegyezte a változást, ellenőrizze a társaság adatait a hatályos cégkivonat szerint, és adja meg a létesítő okirat utolsó módosításának keltét. A társaság mentett állapota lesz a következő módosítás alapja.';
export const REGISTRATION_PAYMENTS_NOTE =
  'A cégjegyzék a törzsbetétek befizetését nem tartalmazza: kérjük, jelölje, mely tag fizette be teljes egészében a törzsbetétjét. Törzstőke-emeléshez és az üzletrész kívülállóra átruházásához kell (Ptk. 3:198. § (1), 3:167. § (1)).';

export const COMPANY_DATA_TO_FIX = 'A társaság adatlapján javítandó adatok:';
export const LAWYER_DATA_TO_FIX = 'Az ügyvéd, illetve az ügyvédi iroda Fiók oldalon javítandó adatai:';

/**
 * The registered articles' request names some of the dialog's own fields otherwise (`registeredArticlesRequest` on the
 * server): the place and day of the founding document are its dating, the Cg. number and tax number its `bejegyzes`.
 */
const ARTICLES_REQUEST_FIELDS: Record<string, keyof RegistrationFormValues> = {
  keltezesHelye: 'letesitoOkiratHelye',
  keltezesIdeje: 'letesitoOkiratKelte',
  'bejegyzes.cegjegyzekszam': 'cegjegyzekszam',
  'bejegyzes.adoszam': 'adoszam',
};

type Props = { company: ListedCompany; opened: boolean; onClose: () => void };

/**
 * Where a field error of the registration is shown: the dialog's own fields at themselves (the payment of the member at
 * an index too); the saved company's data (`tarsasag.…`, which the registered articles are rendered from) and the
 * payments' list as a whole in the alert.
 */
const registrationFieldOf =
  (values: RegistrationFormValues): FieldOf =>
  (path) => {
    if (Object.hasOwn(ARTICLES_REQUEST_FIELDS, path)) return ARTICLES_REQUEST_FIELDS[path]!;
    const [key, index, ...rest] = path.split('.');
    if (key === 'befizetettTorzsbetetek')
      return index !== undefined && rest.length === 0 && Number(index) < values.befizetettTorzsbetetek.length
        ? path
        : null;
    return index === undefined && key !== undefined && Object.hasOwn(values, key) ? key : null;
  };

/**
 * "Bejegyzés rögzítése": marks the company's current saved state as the registered one (AMEND-API); for a registered
 * company, "Változásbejegyzés rögzítése" does the same once the court has registered an amendment, its last amendment's
 * date taken from the amendment generated since (read from the versions first; without them the recorded date stays).
 */
export function RegistrationModal({ company, opened, onClose }: Props) {
  const isChange = Boolean(company.bejegyzes);
  const versions = useVersions(company.id, opened && isChange);
  const title = isChange ? 'Változásbejegyzés rögzítése' : 'Bejegyzés rögzítése';
  const lastAmendmentDate = versions.data ? amendmentDateSinceBase(versions.data) : null;
  // The dialog is shown at once, while the versions load: until then a key pressed went to the opener behind it.
  return (
    <Modal opened={opened} onClose={onClose} title={`${title} – ${company.nev}`} size="lg">
      {isChange && versions.isPending ? (
        <VersionsLoading />
      ) : (
        <RegistrationForm company={company} onClose={onClose} lastAmendmentDate={lastAmendmentDate} />
      )}
    </Modal>
  );
}

/** Stable, so that a later render of the loader does not take the focus back from where the user moved it. */
const focusOnMount = (node: HTMLElement | null) => node?.focus();

/**
 * The dialog's body while the versions load: a labelled status that has the focus as it is shown (in React's commit,
 * as autoFocus would, which React does not do for a div), so keys pressed meanwhile stay in the dialog and press
 * nothing; data-autofocus keeps Mantine's focus-trap timer on it rather than on the close button. The form's first
 * field takes the focus once it is shown.
 */
function VersionsLoading() {
  return (
    <Center
      mih={240}
      role="status"
      aria-label="A társaság verzióinak betöltése"
      tabIndex={-1}
      data-autofocus
      ref={focusOnMount}
    >
      <Loader />
    </Center>
  );
}

function RegistrationForm({
  company,
  onClose,
  lastAmendmentDate,
}: Pick<Props, 'company' | 'onClose'> & { lastAmendmentDate: string | null }) {
  const register = useRegisterCompany(company.id);
  const form = useForm<RegistrationFormValues>({
    initialValues: initialRegistrationForm(company, lastAmendmentDate),
    validate: (values) => validateRegistrationForm(values, todayIso()),
    validateInputOnBlur: true,
  });
  const fieldOf = registrationFieldOf(form.getValues());
  const serverErrors = useServerFieldErrors(form, fieldOf);
  const refusal = register.error ? sortServerErrors(register.error, fieldOf) : null;
  const submit = form.onSubmit(
    (values) =>
      register.mutate(toRegistrationInput(values), {
        onSuccess: () => {
          notifications.show({ color: 'green', message: 'A bejegyzés adatait rögzítettük.' });
          form.reset();
          onClose();
        },
        onError: serverErrors.onError,
      }),
    focusFirstInvalidField,
  );
  const isChange = Boolean(company.bejegyzes);
  return (
    <form ref={serverErrors.formRef} onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{isChange ? CHANGE_REGISTRATION_INTRO : REGISTRATION_INTRO}</Text>
        {refusal && needsGeneralAlert(refusal) && (
          <FailureAlert attempt={register.submittedAt}>
            <RefusalText refusal={refusal} companyId={company.id} />
          </FailureAlert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Cégjegyzékszám"
            description="Formátum: 01-09-123456"
            placeholder="01-09-123456"
            withAsterisk
            // Focused as the dialog is shown, not in Mantine's focus-trap timer after it: characters typed at once
            // would go to the opener and be lost. data-autofocus keeps the timer on the same field.
            autoFocus
            data-autofocus
            {...form.getInputProps('cegjegyzekszam')}
          />
          <DateField
            label={isChange ? 'A társaság bejegyzésének napja' : 'Bejegyzés napja'}
            valueFormat="YYYY. MM. DD."
            withAsterisk
            {...form.getInputProps('bejegyzesDatuma')}
          />
          <TextInput
            label="Adószám"
            description="Formátum: 12345678-2-41"
            placeholder="12345678-2-41"
            withAsterisk
            {...form.getInputProps('adoszam')}
          />
          <DateField
            label="Létesítő okirat kelte"
            valueFormat="YYYY. MM. DD."
            withAsterisk
            {...form.getInputProps('letesitoOkiratKelte')}
          />
          <TextInput
            label="Létesítő okirat aláírásának helye"
            description="A létesítő okirat keltezése szerint, pl. Budapest"
            {...form.getInputProps('letesitoOkiratHelye')}
          />
          <DateField
            label="Utolsó módosítás kelte"
            description="Ha a létesítő okiratot már módosították"
            valueFormat="YYYY. MM. DD."
            clearable
            {...form.getInputProps('utolsoModositasKelte')}
          />
        </SimpleGrid>
        {company.tagok.length > 0 && (
          <Fieldset legend="Befizetett törzsbetétek">
            <Stack gap="xs">
              <Text size="sm">{REGISTRATION_PAYMENTS_NOTE}</Text>
              <PaidContributionCheckboxes
                names={company.tagok.map((member) => member.nev)}
                inputProps={(index) => form.getInputProps(`befizetettTorzsbetetek.${index}`, { type: 'checkbox' })}
              />
            </Stack>
          </Fieldset>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Mégse
          </Button>
          <Button type="submit" loading={register.isPending}>
            Rögzítés
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** An error of the alert's list, with the link to where it is fixed. */
type ErrorToFix = { path: string; message: string; target: { href: string; label: string } };

/**
 * What the refusal's alert says: the server's message and the errors at no field of the dialog. An error in the saved
 * company's data, which the registered articles could not be rendered from, is listed with a link to its field in the
 * company editor (`legalErrorTarget`, as the formation wizard's error list links it); one in the lawyer's or the law
 * firm's data, which sign the articles, with a link to its field on the account page (`lawyerDataTarget`).
 */
function RefusalText({ refusal, companyId }: { refusal: ServerRefusal; companyId: string | number }) {
  const hasFirm = Boolean(useLawFirm().data?.nev);
  const rest = Object.entries(refusal.elsewhere);
  const companyErrors: ErrorToFix[] = [];
  const lawyerErrors: ErrorToFix[] = [];
  const others: string[] = [];
  for (const [path, message] of rest) {
    const companyTarget = legalErrorTarget(path, companyId);
    const lawyerTarget = lawyerDataTarget(path, hasFirm);
    if (companyTarget && 'href' in companyTarget) companyErrors.push({ path, message, target: companyTarget });
    else if (lawyerTarget) lawyerErrors.push({ path, message, target: lawyerTarget });
    else others.push(message);
  }
  return (
    <Stack gap="xs">
      <Text size="sm">{['A rögzítés nem sikerült:', refusal.summary, ...new Set(others)].join(' ')}</Text>
      <ErrorsToFix heading={COMPANY_DATA_TO_FIX} errors={companyErrors} />
      <ErrorsToFix heading={LAWYER_DATA_TO_FIX} errors={lawyerErrors} />
    </Stack>
  );
}

function ErrorsToFix({ heading, errors }: { heading: string; errors: ErrorToFix[] }) {
  if (errors.length === 0) return null;
  return (
    <>
      <Text size="sm">{heading}</Text>
      <List size="sm" spacing="xs">
        {errors.map(({ path, message, target }) => (
          <List.Item key={path}>
            <Stack gap={2}>
              <Text size="sm">{message}</Text>
              {/* The page shows the server's message at the field, found by its own rules or not (decision 078). */}
              <Anchor component={Link} to={target.href} state={linkedFieldErrorState(message)} size="sm">
                {target.label}
              </Anchor>
            </Stack>
          </List.Item>
        ))}
      </List>
    </>
  );
}
