import { USE_TITLES, type UseTitle } from '@cegdok/engine';
import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useId, type ReactNode } from 'react';
import { DateField } from '../../../components/date-field.tsx';
import { PersonPicker, type PickablePerson } from '../../../components/person-picker.tsx';
import {
  newLegalEntityOwner,
  ownerFromPerson,
  propertiesForAddresses,
  propertyAddresses,
  typedOwner,
  USE_TITLE_LABELS,
  type PropertyFormValues,
} from '../rules/property-form-values.ts';
import { insertAndFocus, removeAndFocus } from '../../../lib/remove-and-focus.ts';
import {
  LEGAL_ENTITY_LANGUAGE_QUESTION,
  LEGAL_ENTITY_OWNER_LEGEND,
  LegalEntityFields,
} from './legal-entity-member-fields.tsx';
import { LanguageFields } from '../../persons/components/language-fields.tsx';
import { todayIso } from '../../../lib/today-iso.ts';
import type { CompanyForm } from './company-form-context.ts';
import type { EntryErrors } from './entry-errors.ts';
import { PersonDataButton } from './person-data-button.tsx';
import { RepresentativesFields } from './legal-representatives-fieldset.tsx';

export const ADD_LEGAL_ENTITY_OWNER = 'Jogi személy tulajdonos hozzáadása';
export const OWNER_REPRESENTATIVES_LEGEND = 'Törvényes képviselő (kiskorú tulajdonos)';
export const OWNER_BIRTH_DATE_HINT =
  'Ha a tulajdonos kiskorú, a születési idő megadása után adhatók meg a törvényes képviselő adatai.';

const USE_TITLE_OPTIONS = USE_TITLES.map((title) => ({ value: title, label: USE_TITLE_LABELS[title] }));

type PropertyPath = 'szekhelyIngatlan' | `ingatlanok.${number}`;

/**
 * An owner's block, a named group. With `error` (entryErrorsOf: an error of his own data, which no field of the block
 * shows, as a tax id with a wrong check digit, the form's rule's or the server's) the message stands at its top and
 * describes the group, so a screen reader tells it when the focus enters the block.
 */
function OwnerGroup({ label, error, children }: { label: string; error: string | undefined; children: ReactNode }) {
  const messageId = useId();
  return (
    <Stack
      gap="xs"
      aria-label={label}
      role="group"
      aria-describedby={error ? messageId : undefined}
      data-entry-error={error ? true : undefined}
    >
      {error && (
        <Alert id={messageId} color="red" variant="light">
          {error}
        </Alert>
      )}
      {children}
    </Stack>
  );
}

function PropertyCard(props: {
  form: CompanyForm;
  path: PropertyPath;
  title: string;
  address: string;
  property: PropertyFormValues;
  persons: PickablePerson[];
  entryErrors: EntryErrors;
}) {
  const { form, path, title, address, property, persons, entryErrors } = props;
  const owners = property.tulajdonosok;
  const today = todayIso();
  // a member's legal representatives are given on the member's card, and sign for him here too (decision 057)
  const memberIds = new Set(form.values.tagok.flatMap((member) => member.szemely.id ?? []).map(String));
  const ownersPath = `${path}.tulajdonosok`;
  return (
    <Card withBorder padding="md" aria-label={`Ingatlan: ${title}`}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {address || 'Nincs megadva cím.'}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Helyrajzi szám" placeholder="Pl.: 12345/6" {...form.getInputProps(`${path}.helyrajziSzam`)} />
        <Select
          label="A használat jogcíme"
          placeholder="Válasszon jogcímet"
          data={USE_TITLE_OPTIONS}
          clearable
          value={property.jogcim}
          onChange={(value) => form.setFieldValue(`${path}.jogcim`, (value as UseTitle | null) ?? null)}
        />
      </SimpleGrid>
      {property.jogcim !== 'TULAJDON' && (
        <Stack gap="xs" mt="md">
          <Text fw={500} size="sm">
            Tulajdonosok
          </Text>
          {owners.length === 0 && (
            <Text size="sm" c="dimmed">
              Nincs megadva tulajdonos: a nyilatkozatban kitöltendő hely marad.
            </Text>
          )}
          {owners.map((owner, index) => {
            const ownerPath = `${path}.tulajdonosok.${index}` as const;
            const remove = (
              <Button
                variant="subtle"
                color="red"
                onClick={() => removeAndFocus(() => form.removeListItem(ownersPath, index), ownersPath)}
                // The visible word first: a voice user says what is shown (WCAG 2.5.3, axe's label-content-name-mismatch).
                aria-label={`Eltávolítás: ${owner.nev.trim() || (owner.jogiSzemely ? 'jogi személy tulajdonos' : 'tulajdonos')}`}
              >
                Eltávolítás
              </Button>
            );
            const share = (
              <TextInput
                label="Tulajdoni hányad"
                placeholder="Pl.: 1/2"
                w={120}
                {...form.getInputProps(`${ownerPath}.tulajdoniHanyad`)}
              />
            );
            // A legal entity (a company owning the office): its own data instead of a natural person's.
            return owner.jogiSzemely ? (
              <OwnerGroup key={index} label={`Tulajdonos ${index + 1}`} error={entryErrors[ownerPath]}>
                <LegalEntityFields
                  form={form}
                  path={ownerPath}
                  legend={LEGAL_ENTITY_OWNER_LEGEND}
                  jointRepresentatives={owner.egyuttesKepviselok}
                >
                  {/* its representative signs the declaration: the explanation clause names him (decisions 031, 041) */}
                  <Stack mt="sm">
                    <LanguageFields
                      form={form}
                      prefix={`${ownerPath}.`}
                      allampolgarsag={undefined}
                      question={LEGAL_ENTITY_LANGUAGE_QUESTION}
                    />
                  </Stack>
                </LegalEntityFields>
                <Group align="flex-end" wrap="wrap" gap="xs">
                  {share}
                  {remove}
                </Group>
              </OwnerGroup>
            ) : (
              <OwnerGroup key={index} label={`Tulajdonos ${index + 1}`} error={entryErrors[ownerPath]}>
                {/* The name and the address take the row's width (at least 14rem each): at their default width an
                    address was cut off on a phone, beside an empty third of the card. */}
                <Group align="flex-end" wrap="wrap" gap="xs">
                  <TextInput
                    label="Név"
                    withAsterisk
                    style={{ flex: '1 1 14rem' }}
                    {...form.getInputProps(`${ownerPath}.nev`)}
                  />
                  <TextInput
                    label="Lakcím / székhely"
                    withAsterisk
                    style={{ flex: '1 1 14rem' }}
                    {...form.getInputProps(`${ownerPath}.lakohely`)}
                  />
                  {/* A saved person's birth date comes with the person; one typed in by hand is given here: it tells
                      whether the owner is a minor, whose legal representatives sign for him (decision 057). */}
                  {owner.szemely.id === undefined && (
                    <DateField
                      label="Születési idő"
                      description={OWNER_BIRTH_DATE_HINT}
                      valueFormat="YYYY. MM. DD."
                      clearable
                      style={{ flex: '0 1 12rem' }}
                      {...form.getInputProps(`${ownerPath}.szuletesiIdo`)}
                      value={owner.szuletesiIdo ?? null}
                    />
                  )}
                  {share}
                  {/* a saved person's birth data and tax id, printed in the declaration, are edited on the person */}
                  <PersonDataButton form={form} path={ownerPath} entry={owner} />
                  {remove}
                </Group>
                {/* the owner signs the declaration: one who does not understand Hungarian has it explained (decision 031) */}
                <LanguageFields form={form} prefix={`${ownerPath}.`} allampolgarsag={owner.allampolgarsag} />
                {!(owner.szemely.id !== undefined && memberIds.has(String(owner.szemely.id))) && (
                  <RepresentativesFields
                    form={form}
                    path={`${ownerPath}.torvenyesKepviselok`}
                    person={owner}
                    date={today}
                    legend={OWNER_REPRESENTATIVES_LEGEND}
                    role={['tulajdonos', 'tulajdonosnak']}
                  />
                )}
              </OwnerGroup>
            );
          })}
          <Group align="flex-end">
            <PersonPicker
              label="Tulajdonos hozzáadása a személyek közül"
              dataPath={ownersPath}
              persons={persons}
              disabledIds={owners.flatMap((owner) => (owner.szemely.id === undefined ? [] : [owner.szemely.id]))}
              onPick={(person) => form.insertListItem(ownersPath, ownerFromPerson(person))}
            />
            {/* The new owner's Név takes the focus, as after the other add buttons: the fields are drawn above the
                button, and the next Tab would have skipped them. */}
            <Button
              variant="light"
              onClick={() =>
                insertAndFocus(() => form.insertListItem(ownersPath, typedOwner()), ownersPath, owners.length)
              }
            >
              Tulajdonos megadása kézzel
            </Button>
            {/* With no saved person to pick, a removed owner's focus comes here. */}
            <Button
              variant="light"
              data-path={persons.length === 0 ? ownersPath : undefined}
              onClick={() =>
                insertAndFocus(() => form.insertListItem(ownersPath, newLegalEntityOwner()), ownersPath, owners.length)
              }
            >
              {ADD_LEGAL_ENTITY_OWNER}
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}

/** The data the registered-office declaration needs, for the seat and every premises, branch and central office. */
export function PropertiesTab({
  form,
  persons,
  entryErrors = {},
}: {
  form: CompanyForm;
  persons: PickablePerson[];
  /** Messages on the owners' blocks (entryErrorsOf): their own data's. */
  entryErrors?: EntryErrors;
}) {
  const addresses = propertyAddresses(form.values);
  const synced = propertiesForAddresses(addresses, form.values.ingatlanok);
  const isSynced =
    synced.length === form.values.ingatlanok.length &&
    synced.every((entry, index) => entry === form.values.ingatlanok[index]);
  useEffect(() => {
    if (!isSynced) form.setFieldValue('ingatlanok', synced);
  }, [isSynced, synced, form]);
  return (
    <Stack>
      <Text size="sm">
        A székhelyre, a telephelyekre és a fióktelepekre vonatkozó nyilatkozathoz: az ingatlan helyrajzi száma, a
        használat jogcíme és a tulajdonosok.
      </Text>
      <PropertyCard
        form={form}
        path="szekhelyIngatlan"
        title="Székhely"
        address={form.values.szekhely}
        property={form.values.szekhelyIngatlan}
        persons={persons}
        entryErrors={entryErrors}
      />
      {isSynced &&
        form.values.ingatlanok.map((property, index) => (
          <PropertyCard
            key={property.cim}
            form={form}
            path={`ingatlanok.${index}`}
            title={`${addresses[index]!.kind}: ${property.cim}`}
            address={property.cim}
            property={property}
            persons={persons}
            entryErrors={entryErrors}
          />
        ))}
    </Stack>
  );
}
