import { USE_TITLES, type UseTitle } from '@cegdok/engine';
import { Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect } from 'react';
import { PersonPicker, type PickablePerson } from '../../../components/person-picker.tsx';
import {
  ownerFromPerson,
  propertiesForAddresses,
  propertyAddresses,
  typedOwner,
  USE_TITLE_LABELS,
  type PropertyFormValues,
} from '../rules/property-form-values.ts';
import { isLegalEntity, legalEntitySummary } from '../rules/legal-entity-summary.ts';
import type { CompanyForm } from './company-form-context.ts';

const USE_TITLE_OPTIONS = USE_TITLES.map((title) => ({ value: title, label: USE_TITLE_LABELS[title] }));

type PropertyPath = 'szekhelyIngatlan' | `ingatlanok.${number}`;

function PropertyCard(props: {
  form: CompanyForm;
  path: PropertyPath;
  title: string;
  address: string;
  property: PropertyFormValues;
  persons: PickablePerson[];
}) {
  const { form, path, title, address, property, persons } = props;
  const owners = property.tulajdonosok;
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
          {owners.map((owner, index) => (
            <Group
              key={index}
              align="flex-end"
              wrap="wrap"
              gap="xs"
              aria-label={`Tulajdonos ${index + 1}`}
              aria-describedby={isLegalEntity(owner.kept) ? `${path}-tulajdonos-${index}-jogi-szemely` : undefined}
              role="group"
            >
              {/* a legal-entity owner saved through the API or the CLI: its data are kept on save */}
              {isLegalEntity(owner.kept) && (
                <Text
                  size="sm"
                  w="100%"
                  id={`${path}-tulajdonos-${index}-jogi-szemely`}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {legalEntitySummary(owner.kept ?? {})}
                </Text>
              )}
              <TextInput label="Név" withAsterisk {...form.getInputProps(`${path}.tulajdonosok.${index}.nev`)} />
              <TextInput
                label="Lakcím / székhely"
                withAsterisk
                {...form.getInputProps(`${path}.tulajdonosok.${index}.lakohely`)}
              />
              <TextInput
                label="Tulajdoni hányad"
                placeholder="Pl.: 1/2"
                w={120}
                {...form.getInputProps(`${path}.tulajdonosok.${index}.tulajdoniHanyad`)}
              />
              <Button
                variant="subtle"
                color="red"
                onClick={() => form.removeListItem(`${path}.tulajdonosok`, index)}
                aria-label={`${owner.nev || 'Tulajdonos'} eltávolítása`}
              >
                Eltávolítás
              </Button>
            </Group>
          ))}
          <Group align="flex-end">
            <PersonPicker
              label="Tulajdonos hozzáadása a személyek közül"
              persons={persons}
              disabledIds={owners.flatMap((owner) => (owner.szemely.id === undefined ? [] : [owner.szemely.id]))}
              onPick={(person) => form.insertListItem(`${path}.tulajdonosok`, ownerFromPerson(person))}
            />
            <Button variant="light" onClick={() => form.insertListItem(`${path}.tulajdonosok`, typedOwner())}>
              Tulajdonos megadása kézzel
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}

/** The data the registered-office declaration needs, for the seat and every premises, branch and central office. */
export function PropertiesTab({ form, persons }: { form: CompanyForm; persons: PickablePerson[] }) {
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
          />
        ))}
    </Stack>
  );
}
