import { Alert, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AddressAutocomplete } from '../../../components/address-autocomplete.tsx';
import type { WizardLawFirm } from '../rules/wizard-rules.ts';

export const DEFAULTS_TIP =
  'Tipp: az iroda alapértelmezett nevét és székhelyét a Fiók menüpontban állíthatja be, így legközelebb nem kell újra megadnia.';

export function LawFirmStep({ form }: { form: UseFormReturnType<WizardLawFirm> }) {
  const isMissingDefaults = form.values.nev.trim() === '' || form.values.szekhely.trim() === '';
  return (
    <Stack>
      {isMissingDefaults && (
        <Alert color="blue" variant="light">
          {DEFAULTS_TIP}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Iroda neve" withAsterisk {...form.getInputProps('nev')} />
        <AddressAutocomplete label="Székhely" withAsterisk {...form.getInputProps('szekhely')} />
        <TextInput label="Ügyvéd neve" withAsterisk {...form.getInputProps('ugyvedNeve')} />
        <TextInput label="KASZ szám" withAsterisk {...form.getInputProps('kasz')} />
      </SimpleGrid>
    </Stack>
  );
}
