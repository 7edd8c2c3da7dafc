import { Fieldset, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DateField } from '../../../components/date-field.tsx';
import { DIRECTOR_END_REASON_LABELS, type AmendmentFormValues } from '../rules/amendment-form-values.ts';
import { clearableDateProps } from './amendment-input-props.ts';

const dateProps = { valueFormat: 'YYYY. MM. DD.' } as const;

/**
 * The directors' change: a reason and an end day for each registered director who leaves, with the day a resignation
 * was communicated under a resignation (optional; Ptk. 3:25. § (3)–(4), decision 045), and the day each new director
 * accepts. Nothing when no director changes.
 */
export function DirectorChangeFieldset({ form }: { form: UseFormReturnType<AmendmentFormValues> }) {
  const { ugyvezetoValtozas } = form.values;
  if (ugyvezetoValtozas.megszunok.length === 0 && ugyvezetoValtozas.elfogadasok.length === 0) return null;
  return (
    <Fieldset legend="Ügyvezetők változása">
      <Stack>
        {ugyvezetoValtozas.megszunok.map((row, index) => (
          <SimpleGrid key={row.nev} cols={{ base: 1, sm: 3 }}>
            <Text fw={600} pt={{ sm: 28 }}>
              Megszűnő megbízás: {row.nev}
            </Text>
            <Select
              label={`A megszűnés oka (${row.nev})`}
              allowDeselect={false}
              data={Object.entries(DIRECTOR_END_REASON_LABELS).map(([value, label]) => ({ value, label }))}
              {...form.getInputProps(`ugyvezetoValtozas.megszunok.${index}.ok`)}
            />
            <DateField
              label={`A megszűnés napja (${row.nev})`}
              withAsterisk
              {...dateProps}
              {...form.getInputProps(`ugyvezetoValtozas.megszunok.${index}.datum`)}
            />
            {row.ok === 'LEMONDAS' && (
              <DateField
                label={`A lemondás közlésének napja (${row.nev})`}
                description="Amikor a lemondó nyilatkozat a Társasághoz (másik ügyvezetőjéhez vagy a tagokhoz) megérkezett; a határozat ezt a napot említi. A megszűnés napja legkésőbb az ettől számított hatvanadik nap lehet (Ptk. 3:25. § (4)). Nem kötelező."
                {...clearableDateProps}
                {...form.getInputProps(`ugyvezetoValtozas.megszunok.${index}.lemondasKozlese`)}
              />
            )}
          </SimpleGrid>
        ))}
        {ugyvezetoValtozas.elfogadasok.map((row, index) => (
          <SimpleGrid key={row.nev} cols={{ base: 1, sm: 3 }}>
            <Text fw={600} pt={{ sm: 28 }}>
              Új ügyvezető: {row.nev}
            </Text>
            <DateField
              label={`A megbízás elfogadásának napja (${row.nev})`}
              withAsterisk
              {...dateProps}
              {...form.getInputProps(`ugyvezetoValtozas.elfogadasok.${index}.datum`)}
            />
          </SimpleGrid>
        ))}
      </Stack>
    </Fieldset>
  );
}
