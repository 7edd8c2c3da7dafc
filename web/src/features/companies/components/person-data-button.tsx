import { Button } from '@mantine/core';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
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

/**
 * A property owner's own data his block shows no field of: his language is asked on the block, and a typed-in owner's
 * birth date (decision 057).
 */
const OWNER_DATA_FIELDS = [
  'szuletesiNev',
  'anyjaNeve',
  'szuletesiHely',
  'allampolgarsag',
  'adoazonositoJel',
] as const satisfies readonly (typeof PERSONAL_DATA_FIELDS)[number][];

type OwnerPath = `${'szekhelyIngatlan' | `ingatlanok.${number}`}.tulajdonosok.${number}`;

/** The entries with a 'Személyes adatok' button: a member's, a director's, the company manager's, a property owner's. */
type EntryPath = `tagok.${number}` | `ugyvezetok.${number}` | 'cegvezeto' | OwnerPath;

/** The `data-path` of an entry's button (`ugyvezetok.1` → `ugyvezetok.1.szemelyesAdatok`). */
export function personDataPath(entryPath: string): string {
  return `${entryPath}.szemelyesAdatok`;
}

/**
 * The button of a field of the person's own data (`ugyvezetok.1.adoazonositoJel` → `ugyvezetok.1.szemelyesAdatok`,
 * `cegvezeto.adoazonositoJel` → `cegvezeto.szemelyesAdatok`, `ingatlanok.0.tulajdonosok.1.anyjaNeve` →
 * `ingatlanok.0.tulajdonosok.1.szemelyesAdatok`), where a finding on it is fixed; null for any other field. A person
 * typed in has no such button (`PersonDataButton`), nor a field of these data.
 */
export function personDataPathOf(field: string): string | null {
  const person = /^((?:tagok|ugyvezetok)\.\d+|cegvezeto)\.(\w+)$/.exec(field);
  if (person && (PERSONAL_DATA_FIELDS as readonly string[]).includes(person[2]!)) return personDataPath(person[1]!);
  const owner = /^((?:szekhelyIngatlan|ingatlanok\.\d+)\.tulajdonosok\.\d+)\.(\w+)$/.exec(field);
  const isOwnerData = owner && (OWNER_DATA_FIELDS as readonly string[]).includes(owner[2]!);
  return isOwnerData ? personDataPath(owner[1]!) : null;
}

export type PersonEntry = PersonalData & { szemely: { id?: number | string }; nev: string; lakohely: string };

type Linked = Partial<PersonEntry>;

/**
 * The entries linked to the saved person `id`: the members', the directors', the company manager's, and the property
 * owners' of the seat and the other addresses (a legal-entity owner's not: it has no personal data).
 */
export function entriesOfPerson(
  values: {
    tagok: readonly Linked[];
    ugyvezetok: readonly Linked[];
    cegvezeto?: unknown;
    szekhelyIngatlan: { tulajdonosok: readonly (Linked & { jogiSzemely: boolean })[] };
    ingatlanok: readonly { tulajdonosok: readonly (Linked & { jogiSzemely: boolean })[] }[];
  },
  id: number | string,
): EntryPath[] {
  const isHis = (entry: unknown) =>
    typeof entry === 'object' && entry !== null && String((entry as Linked).szemely?.id) === String(id);
  const owners = (path: 'szekhelyIngatlan' | `ingatlanok.${number}`, property: typeof values.szekhelyIngatlan) =>
    property.tulajdonosok.flatMap((owner, index) =>
      isHis(owner) && !owner.jogiSzemely ? [`${path}.tulajdonosok.${index}` as const] : [],
    );
  return [
    ...values.tagok.flatMap((entry, index) => (isHis(entry) ? [`tagok.${index}` as const] : [])),
    ...values.ugyvezetok.flatMap((entry, index) => (isHis(entry) ? [`ugyvezetok.${index}` as const] : [])),
    ...(isHis(values.cegvezeto) ? (['cegvezeto'] as const) : []),
    ...owners('szekhelyIngatlan', values.szekhelyIngatlan),
    ...values.ingatlanok.flatMap((property, index) => owners(`ingatlanok.${index}`, property)),
  ];
}

/**
 * 'Személyes adatok' on a member's, a director's, the company manager's card or a property owner's block: the person's
 * birth data and tax number are edited and saved on the person (as under Személyek), and the entry takes them, without
 * leaving the company or an amendment in progress.
 */
export function PersonDataButton({ form, path, entry }: { form: CompanyForm; path: EntryPath; entry: PersonEntry }) {
  const [isOpen, setIsOpen] = useState(false);
  // Rendered only while open, the dialog cannot give the focus back to this button by itself.
  useFocusReturn(isOpen);
  // The dialog's form is drawn next to the company form, not inside it (decision 078).
  const outside = useOutsideFormHost();
  const key = useId();
  // A finding's link to one of this person's own data (`?mezo=ugyvezetok.1.adoazonositoJel`) opens the dialog at it.
  const linked = useSearchParams()[0].get('mezo');
  const initialField =
    linked !== null && personDataPathOf(linked) === personDataPath(path) ? linked.slice(path.length + 1) : undefined;
  const id = entry.szemely.id;
  if (id === undefined) return null;
  // Every entry of the same person takes the saved data, as the server's saved companies do: a member who is also a
  // director kept the old tax id on his director's card, and the form stayed refused for it; a member who also owns
  // the seat's property, on his owner's block.
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
      initialField={initialField}
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
