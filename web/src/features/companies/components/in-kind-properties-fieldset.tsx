import { Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { insertAndFocus, removeAndFocus } from '../../../lib/remove-and-focus.ts';
import type { CompanyForm } from './company-form-context.ts';

export const IN_KIND_PROPERTIES_LEGEND = 'Nem pénzbeli hozzájárulásként szolgáltatott ingatlanok';
export const ADD_IN_KIND_PROPERTY = 'Ingatlan hozzáadása';
const HINT =
  'Megadásukkal a létesítő okirat tartalmazza a tag bejegyzési engedélyét (a Társaság tulajdonjogának apport jogcímén történő bejegyzéséhez) és nyilatkozatát arról, hogy a rendelkezés jogcíme a tulajdoni lapon legalább széljegyként szerepel (Ctv. 1. § (1b)–(1c)).';

/**
 * The real estate a member contributes in kind (decision 081): settlement, helyrajzi szám and the share contributed of
 * each, from which the articles print the contributor's land-register consent.
 */
export function InKindPropertiesFieldset({ form, index }: { form: CompanyForm; index: number }) {
  const rows = form.values.tagok[index]?.nemPenzbeliIngatlanok ?? [];
  const listPath = `tagok.${index}.nemPenzbeliIngatlanok`;
  const hintId = `${listPath}-hint`;
  return (
    <Fieldset variant="unstyled" legend={IN_KIND_PROPERTIES_LEGEND} aria-describedby={hintId} mt="sm">
      <Text id={hintId} size="sm" c="dimmed" mb="xs">
        {HINT}
      </Text>
      <Stack gap="xs">
        {rows.map((_row, row) => (
          <Group key={row} align="flex-end" wrap="wrap">
            <TextInput
              label={`${row + 1}. ingatlan települése`}
              withAsterisk
              {...form.getInputProps(`${listPath}.${row}.telepules`)}
              data-path={`${listPath}.${row}.telepules`}
            />
            <TextInput
              label="Helyrajzi szám"
              withAsterisk
              {...form.getInputProps(`${listPath}.${row}.helyrajziSzam`)}
            />
            <TextInput
              label="Szolgáltatott tulajdoni hányad"
              placeholder="Pl.: 1/1"
              {...form.getInputProps(`${listPath}.${row}.tulajdoniHanyad`)}
            />
            <Button
              variant="subtle"
              color="red"
              aria-label={`${row + 1}. ingatlan törlése`}
              onClick={() => removeAndFocus(() => form.removeListItem(listPath, row), listPath)}
            >
              Törlés
            </Button>
          </Group>
        ))}
        <Button
          variant="light"
          w="fit-content"
          data-path={listPath}
          onClick={() =>
            insertAndFocus(
              () => form.insertListItem(listPath, { telepules: '', helyrajziSzam: '', tulajdoniHanyad: '' }),
              listPath,
              rows.length,
            )
          }
        >
          {ADD_IN_KIND_PROPERTY}
        </Button>
      </Stack>
    </Fieldset>
  );
}
