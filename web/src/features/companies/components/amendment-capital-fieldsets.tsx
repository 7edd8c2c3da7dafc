import { CONTRIBUTION_MODES } from '@cegdok/engine';
import {
  Button,
  Card,
  Checkbox,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { removeAndFocus } from '../../../lib/remove-and-focus.ts';
import { emptyContribution, NEW_MEMBER } from '../rules/amendment-capital-values.ts';
import type { AmendmentFormValues } from '../rules/amendment-form-values.ts';
import { amountProps, clearableDateProps } from './amendment-input-props.ts';

type Props = { form: UseFormReturnType<AmendmentFormValues>; members: { id: string; nev: string }[] };

/** "Törzstőke-emelés": shown when the new capital is higher than the registered one (Ptk. 3:198.–3:200. §). */
export function CapitalIncreaseFieldset({ form, members }: Props) {
  const increase = form.values.tokeemeles;
  if (!increase) return null;
  const contributorOptions = [
    ...members.map((member) => ({ value: member.id, label: member.nev })),
    { value: NEW_MEMBER, label: 'Új tag (csatlakozó nyilatkozattal)' },
  ];
  return (
    <Fieldset legend="Törzstőke-emelés">
      <Stack>
        <TextInput
          label="Az emelés összege"
          description="Az új és a bejegyzett törzstőke különbözete"
          withAsterisk
          {...amountProps}
          {...form.getInputProps('tokeemeles.osszeg')}
        />
        {increase.hozzajarulasok.map((row, index) => {
          const path = `tokeemeles.hozzajarulasok.${index}` as const;
          const number = index + 1;
          return (
            <Card
              key={index}
              withBorder
              padding="md"
              component="section"
              aria-label={`${number}. vagyoni hozzájárulás`}
            >
              <Group justify="space-between" mb="sm">
                <Title order={3} size="h5">
                  {number}. vagyoni hozzájárulás
                </Title>
                <Button
                  size="xs"
                  color="red"
                  variant="subtle"
                  onClick={() =>
                    removeAndFocus(
                      () => form.removeListItem('tokeemeles.hozzajarulasok', index),
                      'tokeemeles.hozzajarulasok',
                    )
                  }
                >
                  Hozzájárulás törlése
                </Button>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label="A hozzájárulást vállaló"
                  placeholder="Válasszon tagot vagy új tagot"
                  withAsterisk
                  data={contributorOptions}
                  {...form.getInputProps(`${path}.hozzajarulo`)}
                />
                {row.hozzajarulo === NEW_MEMBER && (
                  <TextInput
                    label="Az új tag neve"
                    description="Ahogy az 1. lépésben a tagok között szerepel"
                    withAsterisk
                    {...form.getInputProps(`${path}.ujTag`)}
                  />
                )}
                <TextInput label="Pénzbeli hozzájárulás" {...amountProps} {...form.getInputProps(`${path}.penzbeli`)} />
                <TextInput
                  label="Nem pénzbeli hozzájárulás"
                  {...amountProps}
                  {...form.getInputProps(`${path}.nemPenzbeli`)}
                />
                <DateInput
                  label="A befizetés határideje"
                  withAsterisk
                  {...clearableDateProps}
                  {...form.getInputProps(`${path}.hatarido`)}
                />
                <Select
                  label="A befizetés módja"
                  allowDeselect={false}
                  data={[...CONTRIBUTION_MODES]}
                  {...form.getInputProps(`${path}.mod`)}
                />
              </SimpleGrid>
              {row.hozzajarulo === NEW_MEMBER && (
                <Checkbox
                  mt="sm"
                  label="Az új tag csatlakozó nyilatkozatot tett (Ptk. 3:200. § (2))"
                  {...form.getInputProps(`${path}.csatlakozoNyilatkozat`, { type: 'checkbox' })}
                />
              )}
            </Card>
          );
        })}
        <Button
          variant="light"
          w="fit-content"
          data-path="tokeemeles.hozzajarulasok"
          onClick={() => form.insertListItem('tokeemeles.hozzajarulasok', emptyContribution(null))}
        >
          Hozzájárulás hozzáadása
        </Button>
        <TagsInput
          label="Kijelölt személyek"
          description="Akik a taggyűlés kijelölése alapján a tőkeemelésben részt vehetnek; a nevet Enterrel rögzítse"
          {...form.getInputProps('tokeemeles.kijeloltSzemelyek')}
        />
        {members.length > 0 && (
          <Checkbox.Group
            label="Az elsőbbségi jogukról a taggyűlésen nyilatkozó tagok"
            {...form.getInputProps('tokeemeles.elsobbsegiJogNyilatkozatok')}
          >
            <Stack gap={6} mt={6}>
              {members.map((member) => (
                <Checkbox key={member.id} value={member.id} label={`${member.nev} (elsőbbségi jog)`} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
      </Stack>
    </Fieldset>
  );
}

/** "Az üzleti év változása": shown when the balance-sheet day differs from the registered one (Szt. 11. §). */
export function BusinessYearFieldset({ form }: { form: UseFormReturnType<AmendmentFormValues> }) {
  if (!form.values.uzletiEvValtozas) return null;
  return (
    <Fieldset legend="Az üzleti év változása">
      <Stack>
        <Text size="sm" c="dimmed">
          A mérlegfordulónap az 1. lépésben megadott új napra változik.
        </Text>
        <Textarea
          label="A változás indoka"
          description="A naptári évtől eltérő üzleti év esetén kötelező"
          autosize
          minRows={2}
          {...form.getInputProps('uzletiEvValtozas.ok')}
        />
        <DateInput
          label="A mérlegfordulónap utolsó változásának napja"
          description="Üresen hagyva a bejegyzés napja: ha a mérlegfordulónap még nem változott"
          {...clearableDateProps}
          {...form.getInputProps('uzletiEvValtozas.utolsoValtozasDatuma')}
        />
        <Checkbox
          label="A változás oka konszolidációba vonás vagy anyavállalat-váltás"
          {...form.getInputProps('uzletiEvValtozas.konszolidaciosOk', { type: 'checkbox' })}
        />
      </Stack>
    </Fieldset>
  );
}
