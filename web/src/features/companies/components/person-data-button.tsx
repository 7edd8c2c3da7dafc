import { Button } from '@mantine/core';
import { useId, useState } from 'react';
import type { PersonInput } from '../../../api/persons.ts';
import { useFocusReturn } from '../../../lib/use-focus-return.ts';
import { useOutsideFormHost } from '../../../components/outside-form-dialogs.tsx';
import { PersonEditorModal } from '../../persons/components/person-editor-modal.tsx';
import type { PersonalData } from '../rules/property-form-values.ts';
import type { CompanyForm } from './company-form-context.ts';

export const PERSON_DATA_BUTTON = 'Személyes adatok';

/** The fields a member's or a director's entry copies from the person: they are edited on the person. */
export const PERSONAL_DATA_FIELDS = [
  'szuletesiNev',
  'anyjaNeve',
  'szuletesiHely',
  'szuletesiIdo',
  'allampolgarsag',
  'adoazonositoJel',
  'nemErtiMagyarul',
  'magyarazatNyelve',
  'tolmacsNeve',
  'tolmacsAzonosito',
] as const satisfies readonly (keyof PersonalData)[];

/** The `data-path` of an entry's button (`ugyvezetok.1` → `ugyvezetok.1.szemelyesAdatok`). */
export function personDataPath(entryPath: string): string {
  return `${entryPath}.szemelyesAdatok`;
}

/**
 * The button of a field of the person's own data (`ugyvezetok.1.adoazonositoJel` → `ugyvezetok.1.szemelyesAdatok`,
 * `cegvezeto.adoazonositoJel` → `cegvezeto.szemelyesAdatok`), where a finding on it is fixed; null for any other field.
 */
export function personDataPathOf(field: string): string | null {
  const match = /^((?:tagok|ugyvezetok)\.\d+|cegvezeto)\.(\w+)$/.exec(field);
  const isPersonal = match && (PERSONAL_DATA_FIELDS as readonly string[]).includes(match[2]!);
  return isPersonal ? personDataPath(match[1]!) : null;
}

export type PersonEntry = PersonalData & { szemely: { id?: number | string }; nev: string; lakohely: string };

type EntryPath = `tagok.${number}` | `ugyvezetok.${number}` | 'cegvezeto';

/** The members', the directors' and the company manager's entries linked to the saved person `id`. */
export function entriesOfPerson(
  values: { tagok: readonly Partial<PersonEntry>[]; ugyvezetok: readonly Partial<PersonEntry>[]; cegvezeto?: unknown },
  id: number | string,
): EntryPath[] {
  const isHis = (entry: unknown) =>
    typeof entry === 'object' && entry !== null && String((entry as Partial<PersonEntry>).szemely?.id) === String(id);
  return [
    ...values.tagok.flatMap((entry, index) => (isHis(entry) ? [`tagok.${index}` as const] : [])),
    ...values.ugyvezetok.flatMap((entry, index) => (isHis(entry) ? [`ugyvezetok.${index}` as const] : [])),
    ...(isHis(values.cegvezeto) ? (['cegvezeto'] as const) : []),
  ];
}

/**
 * 'Személyes adatok' on a member's, a director's or the company manager's card: the person's birth data and tax number are edited and saved on
 * the person (as under Személyek), and the entry takes them, without leaving the company or an amendment in progress.
 */
export function PersonDataButton({
  form,
  path,
  entry,
}: {
  form: CompanyForm;
  path: `tagok.${number}` | `ugyvezetok.${number}` | 'cegvezeto';
  entry: PersonEntry;
}) {
  const [isOpen, setIsOpen] = useState(false);
  // Rendered only while open, the dialog cannot give the focus back to this button by itself.
  useFocusReturn(isOpen);
  // The dialog's form is drawn next to the company form, not inside it (decision 078).
  const outside = useOutsideFormHost();
  const key = useId();
  const id = entry.szemely.id;
  if (id === undefined) return null;
  // Every entry of the same person takes the saved data, as the server's saved companies do: a member who is also a
  // director kept the old tax id on his director's card, and the form stayed refused for it.
  function takeSaved(person: PersonInput) {
    for (const entryPath of entriesOfPerson(form.getValues(), id!)) {
      form.setFieldValue(`${entryPath}.nev`, person.nev);
      form.setFieldValue(`${entryPath}.lakohely`, person.lakohely);
      for (const field of PERSONAL_DATA_FIELDS) form.setFieldValue(`${entryPath}.${field}`, person[field]);
    }
  }
  const dialog = (
    <PersonEditorModal
      person={{
        id,
        nev: entry.nev,
        lakohely: entry.lakohely,
        ...Object.fromEntries(PERSONAL_DATA_FIELDS.map((field) => [field, entry[field]])),
      }}
      canDelete={false}
      onSaved={takeSaved}
      onClose={() => {
        setIsOpen(false);
        outside?.close(key);
      }}
    />
  );
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        data-path={personDataPath(path)}
        aria-label={`${PERSON_DATA_BUTTON}: ${entry.nev}`}
        onClick={() => {
          setIsOpen(true);
          outside?.open(key, dialog);
        }}
      >
        {PERSON_DATA_BUTTON}
      </Button>
      {isOpen && !outside && dialog}
    </>
  );
}
