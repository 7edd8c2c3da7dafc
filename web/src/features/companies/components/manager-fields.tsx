import { SIGNING_GROUPS, type SigningGroup } from '@cegdok/engine';
import { Button, Checkbox, Chip, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateField } from '../../../components/date-field.tsx';
import { PersonPicker, type PickablePerson } from '../../../components/person-picker.tsx';
import { removeAndFocus } from '../../../lib/remove-and-focus.ts';
import { managerFromPerson } from '../rules/company-form-values.ts';
import type { CompanyForm } from './company-form-context.ts';
import { EntryCard } from './entry-card.tsx';
import { PersonDataButton } from './person-data-button.tsx';
import { ServiceAgentField } from './service-agent-field.tsx';

/**
 * Sets the manager (a picked or a typed-in one) and focuses his name once the card is drawn: the picker and the
 * button that had the focus are gone then, and the focus fell to the page's body.
 */
function setManagerAndFocus(form: CompanyForm, manager: ReturnType<typeof managerFromPerson>) {
  form.setFieldValue('cegvezeto', manager);
  setTimeout(() => document.querySelector<HTMLElement>('[data-path="cegvezeto.nev"]')?.focus());
}

/**
 * The company manager (cégvezető): a saved person or typed in, with start date and signing right. `error`, an error of
 * his own data (entryErrorsOf), marks his card and is told with its name.
 */
export function ManagerFields({
  form,
  persons,
  error,
}: {
  form: CompanyForm;
  persons: PickablePerson[];
  error?: string | undefined;
}) {
  const manager = form.values.cegvezeto;
  if (!manager)
    return (
      <Stack gap={6}>
        <Text fw={500} size="sm">
          Cégvezető
        </Text>
        <Group align="flex-end">
          {/* the manager removed, the focus comes back here */}
          <PersonPicker
            label="Cégvezető kiválasztása a személyek közül"
            dataPath="cegvezeto"
            persons={persons}
            disabledIds={[]}
            onPick={(person) => setManagerAndFocus(form, managerFromPerson(person))}
          />
          <Button variant="light" onClick={() => setManagerAndFocus(form, managerFromPerson(null))}>
            Cégvezető megadása kézzel
          </Button>
        </Group>
      </Stack>
    );
  const isSole = manager.cegjegyzesiJogTipus === 'ONALLO';
  return (
    <EntryCard label="Cégvezető" error={error}>
      <Group justify="space-between" mb="xs">
        <Text fw={500} size="sm">
          Cégvezető
        </Text>
        <Group gap="xs">
          {/* his birth data, printed in the articles and his signature specimen, are the saved person's */}
          <PersonDataButton form={form} path="cegvezeto" entry={manager} />
          <Button
            size="xs"
            color="red"
            variant="subtle"
            onClick={() => removeAndFocus(() => form.setFieldValue('cegvezeto', null), 'cegvezeto')}
          >
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
      <ServiceAgentField
        form={form}
        path="cegvezeto"
        entry={manager}
        description="A külföldi lakóhelyű cégvezetőnek kézbesítési megbízottat kell megneveznie (Ctv. 25. § (1) l))."
      />
    </EntryCard>
  );
}
