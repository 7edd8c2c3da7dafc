import { SIGNING_GROUPS, type SigningGroup } from '@cegdok/engine';
import { Button, Card, Checkbox, Chip, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateField } from '../../../components/date-field.tsx';
import { PersonPicker, type PickablePerson } from '../../../components/person-picker.tsx';
import { managerFromPerson } from '../rules/company-form-values.ts';
import type { CompanyForm } from './company-form-context.ts';
import { PersonDataButton } from './person-data-button.tsx';

/** The company manager (cégvezető): a saved person or typed in, with start date and signing right. */
export function ManagerFields({ form, persons }: { form: CompanyForm; persons: PickablePerson[] }) {
  const manager = form.values.cegvezeto;
  if (!manager)
    return (
      <Stack gap={6}>
        <Text fw={500} size="sm">
          Cégvezető
        </Text>
        <Group align="flex-end">
          <PersonPicker
            label="Cégvezető kiválasztása a személyek közül"
            persons={persons}
            disabledIds={[]}
            onPick={(person) => form.setFieldValue('cegvezeto', managerFromPerson(person))}
          />
          <Button variant="light" onClick={() => form.setFieldValue('cegvezeto', managerFromPerson(null))}>
            Cégvezető megadása kézzel
          </Button>
        </Group>
      </Stack>
    );
  const isSole = manager.cegjegyzesiJogTipus === 'ONALLO';
  return (
    <Card withBorder padding="md" aria-label="Cégvezető">
      <Group justify="space-between" mb="xs">
        <Text fw={500} size="sm">
          Cégvezető
        </Text>
        <Group gap="xs">
          {/* his birth data, printed in the articles and his signature specimen, are the saved person's */}
          <PersonDataButton form={form} path="cegvezeto" entry={manager} />
          <Button size="xs" color="red" variant="subtle" onClick={() => form.setFieldValue('cegvezeto', null)}>
            Cégvezető eltávolítása
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="A cégvezető neve" withAsterisk {...form.getInputProps('cegvezeto.nev')} />
        <TextInput label="A cégvezető lakcíme" {...form.getInputProps('cegvezeto.lakohely')} />
        <DateField
          label="A cégvezetői megbízás kezdete"
          valueFormat="YYYY. MM. DD."
          clearable
          {...form.getInputProps('cegvezeto.kezdoIdopont')}
        />
      </SimpleGrid>
      <Checkbox
        mt="sm"
        label="Önálló cégjegyzési jog"
        checked={isSole}
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          form.setFieldValue('cegvezeto.cegjegyzesiJogTipus', checked ? 'ONALLO' : 'EGYUTTES');
          if (checked) form.setFieldValue('cegvezeto.cegjegyzesEgyuttesenCsoport', []);
        }}
      />
      {!isSole && (
        <Chip.Group
          multiple
          value={manager.cegjegyzesEgyuttesenCsoport}
          onChange={(groups) =>
            form.setFieldValue(
              'cegvezeto.cegjegyzesEgyuttesenCsoport',
              SIGNING_GROUPS.filter((group) => groups.includes(group)) as SigningGroup[],
            )
          }
        >
          <Group gap="xs" mt="xs" role="group" aria-label="Együttes cégjegyzési csoport">
            {SIGNING_GROUPS.map((group) => (
              <Chip key={group} value={group}>
                {group}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
    </Card>
  );
}
