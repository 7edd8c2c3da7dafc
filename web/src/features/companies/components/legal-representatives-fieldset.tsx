import { MAX_LEGAL_REPRESENTATIVES, minorStanding, type RepresentativeCapacity } from '@cegdok/engine';
import { Button, Fieldset, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateField } from '../../../components/date-field.tsx';
import { insertAndFocus, removeAndFocus } from '../../../lib/remove-and-focus.ts';
import { LanguageFields } from '../../persons/components/language-fields.tsx';
import { type MemberFormValues } from '../rules/company-form-values.ts';
import { emptyLegalRepresentative, type LegalRepresentativeFormValues } from '../rules/legal-representative-values.ts';
import type { CompanyForm } from './company-form-context.ts';

export const REPRESENTATIVES_LEGEND = 'Törvényes képviselő (kiskorú tag)';
export const BUYER_REPRESENTATIVES_LEGEND = 'Törvényes képviselő (kiskorú vevő)';
export const ADD_REPRESENTATIVE_LABEL = 'Törvényes képviselő hozzáadása';

const CAPACITY_OPTIONS: { value: RepresentativeCapacity; label: string }[] = [
  { value: 'SZULO', label: 'Szülő' },
  { value: 'GYAM', label: 'Gyám' },
  { value: 'ESETI_GYAM', label: 'Eseti gyám' },
];

export const CAPACITY_REQUIRED = 'A törvényes képviselő minőségének megadása kötelező: szülő, gyám vagy eseti gyám.';

/**
 * The capacity's input: the engine's message names the codes of the request's JSON (`SZULO (szülő), GYAM …`), which
 * the select never shows; the only thing it can refuse is a capacity not chosen, so that is told with the select's
 * own words.
 */
function capacityInputProps(props: object): object {
  return 'error' in props && props.error ? { ...props, error: CAPACITY_REQUIRED } : props;
}

const birthOf = (szuletesiIdo: string | null | undefined) =>
  szuletesiIdo === null || szuletesiIdo === undefined || szuletesiIdo === '' ? undefined : szuletesiIdo;

/**
 * Whether a person's form asks for legal representatives: the birth date makes the person a minor on `date`, or
 * representatives are already given (so that they can be seen and removed once the person is of age).
 */
export function showsRepresentatives(
  person: { szuletesiIdo?: string | null; torvenyesKepviselok: readonly unknown[] },
  date: string,
): boolean {
  return person.torvenyesKepviselok.length > 0 || minorStanding(birthOf(person.szuletesiIdo), date) !== null;
}

/** The part of a Mantine form the fields use: any form whose values hold the list at `path`. */
type RepresentativesForm = {
  getInputProps: (path: string) => object;
  getValues: () => unknown;
  setFieldValue: (path: string, value: never) => void;
  insertListItem: (path: string, item: LegalRepresentativeFormValues) => void;
  removeListItem: (path: string, index: number) => void;
};

type RepresentativesFieldsProps = {
  form: RepresentativesForm;
  /** The list's path in the form: `tagok.0.torvenyesKepviselok`. */
  path: string;
  person: { nev: string; szuletesiIdo?: string | null; torvenyesKepviselok: LegalRepresentativeFormValues[] };
  /** `YYYY-MM-DD`: the day the person's age is judged on in the form. */
  date: string;
  legend: string;
  /** The person's role, in the nominative and the dative: `['tag', 'tagnak']`. */
  role: readonly [string, string];
};

/**
 * A minor's legal representatives (decision 030): a parent, a guardian or a guardian for the matter, with the data
 * the documents identify them by and whether each understands Hungarian (decision 031, `LanguageFields`). At most two, the parents exercising custody jointly. Shown only where
 * `showsRepresentatives`.
 */
export function RepresentativesFields({ form, path, person, date, legend, role }: RepresentativesFieldsProps) {
  if (!showsRepresentatives(person, date)) return null;
  const birth = birthOf(person.szuletesiIdo);
  const standing = minorStanding(birth, date);
  const [nominative, dative] = role;
  const canAdd = person.torvenyesKepviselok.length < MAX_LEGAL_REPRESENTATIVES;
  // The list's path names the add button (a finding on the list, the focus after a removal), else the fieldset.
  return (
    <Fieldset
      legend={legend}
      mt="sm"
      aria-label={`${person.nev}: törvényes képviselő`}
      data-path={canAdd ? undefined : path}
    >
      <Text size="sm" c="dimmed" mb="xs">
        {standing === 'under14'
          ? `A tizennegyedik életévét be nem töltött ${nominative} nevében törvényes képviselője jár el és ír alá (Ptk. 2:14. § (1)).`
          : standing === 'limited'
            ? `A korlátozottan cselekvőképes kiskorú ${nominative} maga ír alá, törvényes képviselője az aláírásával hozzájárul (Ptk. 2:12. § (1)).`
            : birth === undefined
              ? 'A születési idő nincs megadva, így a kiskorúság nem ellenőrizhető; a dokumentumok a törvényes képviselőt a kiskorú nevében eljáróként tüntetik fel.'
              : `Nagykorú ${dative} nincs törvényes képviselője (Ptk. 2:8. § (2)); kérjük, ellenőrizze a születési időt, vagy távolítsa el a törvényes képviselőt.`}
      </Text>
      {person.torvenyesKepviselok.map((representative, position) => {
        const at = `${path}.${position}`;
        return (
          <Stack key={position} gap="xs" mb="sm" data-path={at}>
            {/* The grid takes at least 16rem before Eltávolítás may sit beside it: on a phone the button wraps under
                the fields, which keep the card's width instead of shrinking to a third of it. */}
            <Group align="flex-end">
              <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: '1 1 16rem' }}>
                <TextInput label="A törvényes képviselő neve" withAsterisk {...form.getInputProps(`${at}.nev`)} />
                <Select
                  label="Minősége"
                  withAsterisk
                  data={CAPACITY_OPTIONS}
                  {...capacityInputProps(form.getInputProps(`${at}.minoseg`))}
                />
                <DateField
                  label="Születési ideje"
                  valueFormat="YYYY. MM. DD."
                  clearable
                  {...form.getInputProps(`${at}.szuletesiIdo`)}
                />
                <TextInput label="Anyja születési neve" {...form.getInputProps(`${at}.anyjaNeve`)} />
                <TextInput label="Lakóhelye" {...form.getInputProps(`${at}.lakohely`)} />
              </SimpleGrid>
              <Button
                size="xs"
                color="red"
                variant="subtle"
                onClick={() => removeAndFocus(() => form.removeListItem(path, position), path)}
                // Named by the representative (a minor may have two), its visible word first (WCAG 2.5.3).
                aria-label={`Eltávolítás: ${representative.nev.trim() || `${position + 1}. törvényes képviselő`}`}
              >
                Eltávolítás
              </Button>
            </Group>
            {/* he signs for or with the minor: a foreign parent's documents are explained to him (decision 031) */}
            <LanguageFields form={form} prefix={`${at}.`} allampolgarsag={undefined} />
          </Stack>
        );
      })}
      {canAdd && (
        <Button
          size="xs"
          variant="light"
          data-path={path}
          onClick={() =>
            insertAndFocus(
              () => form.insertListItem(path, emptyLegalRepresentative()),
              path,
              person.torvenyesKepviselok.length,
            )
          }
        >
          {ADD_REPRESENTATIVE_LABEL}
        </Button>
      )}
    </Fieldset>
  );
}

type LegalRepresentativesFieldsetProps = {
  form: CompanyForm;
  /** The member's index in `tagok`. */
  index: number;
  /** `YYYY-MM-DD`: the day the member's age is judged on in the form. */
  today: string;
};

/** A member's legal representatives, on the member's card. */
export function LegalRepresentativesFieldset({ form, index, today }: LegalRepresentativesFieldsetProps) {
  const member: MemberFormValues | undefined = form.values.tagok[index];
  if (!member) return null;
  return (
    <RepresentativesFields
      form={form}
      path={`tagok.${index}.torvenyesKepviselok`}
      person={member}
      date={today}
      legend={REPRESENTATIVES_LEGEND}
      role={['tag', 'tagnak']}
    />
  );
}
