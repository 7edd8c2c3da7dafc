import { SimpleGrid, TextInput } from '@mantine/core';
import { DateField } from '../../../components/date-field.tsx';
import type { UseFormReturnType } from '@mantine/form';

export type DatingValues = { hely: string; ido: string | null };

export const PLACE_REQUIRED = 'A hely megadása kötelező.';
export const DATE_REQUIRED = 'Az idő megadása kötelező.';

export function validateDating(values: DatingValues) {
  return {
    hely: values.hely.trim() === '' ? PLACE_REQUIRED : null,
    ido: values.ido ? null : DATE_REQUIRED,
  };
}

export function DatingStep({ form }: { form: UseFormReturnType<DatingValues> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label="Hely" placeholder="Pl.: Budapest" withAsterisk {...form.getInputProps('hely')} />
      <DateField label="Idő" valueFormat="YYYY. MM. DD." withAsterisk {...form.getInputProps('ido')} />
    </SimpleGrid>
  );
}
