import { savedPersonSchema } from '@cegdok/engine';
import {
  Alert,
  Button,
  Collapse,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { DateField } from '../../../components/date-field.tsx';
import { schemaResolver, useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useId, useRef, useState } from 'react';
import { useDeletePerson, useSavePerson, type PersonInput, type SavedPerson } from '../../../api/persons.ts';
import { AddressAutocomplete } from '../../../components/address-autocomplete.tsx';
import { DiscardChangesModal, UnsavedChangesGuard } from '../../../components/discard-changes.tsx';
import { useFocusReturn } from '../../../lib/use-focus-return.ts';
import { focusFirstInvalidField } from '../../../lib/focus-first-invalid-field.ts';
import {
  needsGeneralAlert,
  refusalText,
  sortServerErrors,
  topLevelFieldOf,
  useServerFieldErrors,
} from '../../../lib/server-field-errors.ts';
import { LanguageFields, toLanguageForm, type LanguageFormValues } from './language-fields.tsx';
import { FailureAlert } from '../../../components/failure-alert.tsx';

const EXTRA_FIELDS = [
  { key: 'szuletesiNev', label: 'Születési név' },
  { key: 'anyjaNeve', label: 'Anyja születési neve' },
  { key: 'szuletesiHely', label: 'Születési hely' },
  { key: 'allampolgarsag', label: 'Állampolgárság' },
  { key: 'adoazonositoJel', label: 'Adóazonosító jel' },
] as const;
/** The fields under 'Cégbírósági adatok', shown on request. */
const EXTRA_FIELD_KEYS = new Set<string>([...EXTRA_FIELDS.map((field) => field.key), 'szuletesiIdo']);

export type PersonFormValues = LanguageFormValues & {
  nev: string;
  lakohely: string;
  szuletesiNev: string;
  anyjaNeve: string;
  szuletesiHely: string;
  szuletesiIdo: string | null;
  allampolgarsag: string;
  adoazonositoJel: string;
};

function toFormValues(person: SavedPerson | null): PersonFormValues {
  return {
    nev: person?.nev ?? '',
    lakohely: person?.lakohely ?? '',
    szuletesiNev: person?.szuletesiNev ?? '',
    anyjaNeve: person?.anyjaNeve ?? '',
    szuletesiHely: person?.szuletesiHely ?? '',
    szuletesiIdo: person?.szuletesiIdo ?? null,
    allampolgarsag: person?.allampolgarsag ?? '',
    adoazonositoJel: person?.adoazonositoJel ?? '',
    ...toLanguageForm(person ?? {}),
  };
}

type PersonEditorModalProps = {
  person: SavedPerson | null;
  onClose: () => void;
  /** Told what was saved, before the dialog closes (a company entry of the person takes the new data). */
  onSaved?: (person: PersonInput) => void;
  /** Opened from a company's entry, the person is only edited there: no Törlés. */
  canDelete?: boolean;
  /**
   * Ask before the page is left (menu, Back) with changes typed in the dialog. Only where the page has no question of
   * its own (the persons' list): a company's editor asks for the whole form, and a router takes one such question.
   */
  guardsNavigation?: boolean;
  /**
   * The company-register datum a finding's link named (`adoazonositoJel`, from `?mezo=ugyvezetok.1.adoazonositoJel`):
   * the dialog opens with those data shown and the focus in that field, not in Név with the field folded away
   * (decision 112).
   */
  initialField?: string;
};

/** 'Személy szerkesztése': Mentés, Mégse, and Törlés for a saved person. Rules from the engine's savedPersonSchema (a complete residence). */
export function PersonEditorModal({
  person,
  onClose,
  onSaved,
  canDelete = true,
  guardsNavigation = false,
  initialField,
}: PersonEditorModalProps) {
  const startField = initialField !== undefined && EXTRA_FIELD_KEYS.has(initialField) ? initialField : 'nev';
  /** Focused as the dialog is shown: see Név below. */
  const startFocus = (key: string) => (key === startField ? { autoFocus: true, 'data-autofocus': true } : {});
  const save = useSavePerson();
  const remove = useDeletePerson();
  const [showExtra, { toggle, open: openExtra }] = useDisclosure(startField !== 'nev');
  const extraId = useId();
  const [isConfirming, setIsConfirming] = useState(false);
  // The question takes the focus on its Mégse (after Törlés is taken as its opener); kept, it goes back to Törlés.
  const keepButton = useRef<HTMLButtonElement>(null);
  useFocusReturn(isConfirming);
  useEffect(() => {
    if (isConfirming) keepButton.current?.focus();
  }, [isConfirming]);
  const form = useForm<PersonFormValues>({
    initialValues: toFormValues(person),
    validateInputOnBlur: true,
    validate: schemaResolver(savedPersonSchema, { sync: true }),
  });

  // Escape, the close button, a click beside the dialog or Mégse with something typed asks first ('Módosítások
  // elvetése'): the dialog closed at once and took the typed data with it.
  const [isDiscarding, setIsDiscarding] = useState(false);
  const requestClose = () => (form.isDirty() ? setIsDiscarding(true) : onClose());
  const isSaved = useRef(false);
  // The server's field errors at their fields (decision 066); one in the company-register data opens them first, and
  // the focus goes to the first invalid field once they are shown (a hidden field cannot take it).
  const isFocusPending = useRef(false);
  const serverErrors = useServerFieldErrors(form, topLevelFieldOf(form.getValues()), (refusal) => {
    if (showExtra || !Object.keys(refusal.atFields).some((field) => EXTRA_FIELD_KEYS.has(field))) return false;
    openExtra();
    isFocusPending.current = !needsGeneralAlert(refusal);
    return true;
  });
  const refusal = save.error ? sortServerErrors(save.error, topLevelFieldOf(form.getValues())) : null;

  const submit = form.onSubmit((values) => {
    const saved: PersonInput = {
      ...(person ? { id: person.id } : {}),
      ...values,
      nev: values.nev.trim(),
      lakohely: values.lakohely.trim(),
      nemErtiMagyarul: values.nemErtiMagyarul ?? undefined,
      szuletesiIdo: values.szuletesiIdo ?? undefined,
    };
    save.mutate(saved, {
      onSuccess: () => {
        isSaved.current = true;
        onSaved?.(saved);
        onClose();
      },
      onError: serverErrors.onError,
    });
  }, focusFirstInvalidField);

  // One stack: the question is drawn above the dialog, and the Escape that asks it does not also answer it (each
  // dialog's Escape listens on the window).
  return (
    <Modal.Stack>
      <Modal opened stackId="szemely" onClose={requestClose} title="Személy szerkesztése" size="lg">
        <form
          ref={serverErrors.formRef}
          onSubmit={(event) => {
            // Opened from a company's entry, the dialog is portalled out of the company form in the DOM, but React
            // bubbles the submit along the component tree: without this the company would be saved too.
            event.stopPropagation();
            submit(event);
          }}
          noValidate
        >
          <Stack>
            {refusal && needsGeneralAlert(refusal) && (
              <FailureAlert attempt={save.submittedAt}>{refusalText(refusal)}</FailureAlert>
            )}
            {/* Focused as the dialog is shown (autoFocus, in React's commit): Mantine's focus trap moves the focus to
              data-autofocus only in a timer after it, and letters typed before that went to the opener and were lost.
              data-autofocus stays, so that the trap's timer focuses the same field, not the close button. */}
            <TextInput label="Név" withAsterisk {...startFocus('nev')} {...form.getInputProps('nev')} />
            <AddressAutocomplete label="Lakcím" withAsterisk {...form.getInputProps('lakohely')} />
            {/* A disclosure: a screen reader says whether the data below it are shown. */}
            <UnstyledButton
              onClick={() => {
                isFocusPending.current = false;
                toggle();
              }}
              c="indigo"
              fz="sm"
              w="fit-content"
              aria-expanded={showExtra}
              aria-controls={extraId}
            >
              {showExtra ? 'Cégbírósági adatok elrejtése' : 'Cégbírósági adatok (születési adatok, adóazonosító jel)'}
            </UnstyledButton>
            <Collapse
              expanded={showExtra}
              id={extraId}
              onTransitionEnd={() => {
                if (!isFocusPending.current) return;
                isFocusPending.current = false;
                serverErrors.focusFirstInvalid();
              }}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {EXTRA_FIELDS.map((field) => (
                  <TextInput
                    key={field.key}
                    label={field.label}
                    {...startFocus(field.key)}
                    {...form.getInputProps(field.key)}
                  />
                ))}
                <DateField
                  label="Születési idő"
                  valueFormat="YYYY. MM. DD."
                  clearable
                  {...startFocus('szuletesiIdo')}
                  {...form.getInputProps('szuletesiIdo')}
                />
              </SimpleGrid>
            </Collapse>
            <LanguageFields form={form} allampolgarsag={form.getValues().allampolgarsag} />
            {person && canDelete && isConfirming && (
              <Alert color="red" title="Személy törlése" role="alertdialog" aria-label="Személy törlése">
                {/* A refused deletion (a company uses the person) is told in the question, where the lawyer is:
                  at the dialog's head it was out of sight at phone width, and the focus fell to the page. */}
                {remove.isError && (
                  <Text size="sm" mb="sm" role="alert" fw={600}>
                    {remove.error.message}
                  </Text>
                )}
                <Text size="sm" mb="sm">
                  Biztosan törli {person.nev} adatait? A művelet nem vonható vissza.
                </Text>
                <Group justify="flex-end">
                  <Button ref={keepButton} variant="default" onClick={() => setIsConfirming(false)}>
                    Mégse
                  </Button>
                  <Button
                    color="red"
                    loading={remove.isPending}
                    onClick={() =>
                      remove.mutate(person.id, {
                        onSuccess: onClose,
                        // The pressed button was disabled while it loaded: the focus goes to Mégse beside it.
                        onError: () => keepButton.current?.focus(),
                      })
                    }
                  >
                    Igen, törlöm
                  </Button>
                </Group>
              </Alert>
            )}
            <Group justify="space-between" mt="md">
              <div>
                {person && canDelete && (
                  <Button color="red" variant="light" onClick={() => setIsConfirming(true)}>
                    Törlés
                  </Button>
                )}
              </div>
              <Group>
                <Button variant="default" onClick={requestClose}>
                  Mégse
                </Button>
                <Button type="submit" loading={save.isPending}>
                  Mentés
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Modal>
      <DiscardChangesModal
        opened={isDiscarding}
        onKeep={() => setIsDiscarding(false)}
        onDiscard={onClose}
        stackId="elvetes"
      />
      {guardsNavigation && <UnsavedChangesGuard hasUnsavedChanges={() => !isSaved.current && form.isDirty()} />}
    </Modal.Stack>
  );
}
