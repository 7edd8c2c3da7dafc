import { MAX_LEGAL_REPRESENTATIVES, minorStanding, type RepresentativeCapacity } from '@cegdok/engine';
import { Button, Fieldset, Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { emptyLegalRepresentative, type MemberFormValues } from '../rules/company-form-values.ts';
import type { CompanyForm } from './company-form-context.ts';

export const REPRESENTATIVES_LEGEND = 'Törvényes képviselő (kiskorú tag)';
export const ADD_REPRESENTATIVE_LABEL = 'Törvényes képviselő hozzáadása';

const CAPACITY_OPTIONS: { value: RepresentativeCapacity; label: string }[] = [
  { value: 'SZULO', label: 'Szülő' },
  { value: 'GYAM', label: 'Gyám' },
  { value: 'ESETI_GYAM', label: 'Eseti gyám' },
];

/**
 * Whether the member's card asks for legal representatives: the birth date makes the member a minor on `today`, or
 * representatives are already given (so that they can be seen and removed once the member is of age).
 */
export function showsRepresentatives(member: MemberFormValues, today: string): boolean {
  const birth = member.szuletesiIdo === null || member.szuletesiIdo === '' ? undefined : member.szuletesiIdo;
  return member.torvenyesKepviselok.length > 0 || minorStanding(birth, today) !== null;
}

type LegalRepresentativesFieldsetProps = {
  form: CompanyForm;
  /** The member's index in `tagok`. */
  index: number;
  /** `YYYY-MM-DD`: the day the member's age is judged on in the form. */
  today: string;
};

/**
 * A minor member's legal representatives (decision 030): a parent, a guardian or a guardian for the matter, with the
 * data the documents identify them by. At most two, the parents exercising custody jointly.
 */
export function LegalRepresentativesFieldset({ form, index, today }: LegalRepresentativesFieldsetProps) {
  const member = form.values.tagok[index];
  if (!member || !showsRepresentatives(member, today)) return null;
  const path = `tagok.${index}.torvenyesKepviselok` as const;
  const birth = member.szuletesiIdo === null || member.szuletesiIdo === '' ? undefined : member.szuletesiIdo;
  const standing = minorStanding(birth, today);
  return (
    <Fieldset
      legend={REPRESENTATIVES_LEGEND}
      mt="sm"
      aria-label={`${member.nev}: törvényes képviselő`}
      data-path={path}
    >
      <Text size="sm" c="dimmed" mb="xs">
        {standing === 'under14'
          ? 'A tizennegyedik életévét be nem töltött tag nevében törvényes képviselője jár el és ír alá (Ptk. 2:14. § (1)).'
          : standing === 'limited'
            ? 'A korlátozottan cselekvőképes kiskorú tag maga ír alá, törvényes képviselője az aláírásával hozzájárul (Ptk. 2:12. § (1)).'
            : birth === undefined
              ? 'A tag születési ideje nincs megadva, így kiskorúsága nem ellenőrizhető; a dokumentumok a törvényes képviselőt a kiskorú nevében eljáróként tüntetik fel.'
              : 'Nagykorú tagnak nincs törvényes képviselője (Ptk. 2:8. § (2)); kérjük, ellenőrizze a születési időt, vagy távolítsa el a törvényes képviselőt.'}
      </Text>
      {member.torvenyesKepviselok.map((_, position) => {
        const at = `${path}.${position}` as const;
        return (
          <Group key={position} align="flex-end" mb="xs" data-path={at}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: 1 }}>
              <TextInput label="A törvényes képviselő neve" withAsterisk {...form.getInputProps(`${at}.nev`)} />
              <Select label="Minősége" withAsterisk data={CAPACITY_OPTIONS} {...form.getInputProps(`${at}.minoseg`)} />
              <DateInput
                label="Születési ideje"
                valueFormat="YYYY. MM. DD."
                clearable
                {...form.getInputProps(`${at}.szuletesiIdo`)}
              />
              <TextInput label="Anyja születési neve" {...form.getInputProps(`${at}.anyjaNeve`)} />
              <TextInput label="Lakóhelye" {...form.getInputProps(`${at}.lakohely`)} />
            </SimpleGrid>
            <Button size="xs" color="red" variant="subtle" onClick={() => form.removeListItem(path, position)}>
              Eltávolítás
            </Button>
          </Group>
        );
      })}
      {member.torvenyesKepviselok.length < MAX_LEGAL_REPRESENTATIVES && (
        <Button size="xs" variant="light" onClick={() => form.insertListItem(path, emptyLegalRepresentative())}>
          {ADD_REPRESENTATIVE_LABEL}
        </Button>
      )}
    </Fieldset>
  );
}
