import { Checkbox, Fieldset, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DateField } from '../../../components/date-field.tsx';
import type { AmendmentFormValues } from '../rules/amendment-form-values.ts';

export const AUTHORITY_ADDRESS_CHANGE_LABEL =
  'A cím változását állami vagy önkormányzati döntés (utcanév-változás, házszám-módosítás) okozta';

/**
 * Asked when the seat's, a telephely's or a fióktelep's address changes: a renaming or renumbering by the state is
 * filed free within 180 days, with no new proof of use (Ctv. 53. § (1); decision 114).
 */
export function AuthorityAddressChangeFieldset({ form }: { form: UseFormReturnType<AmendmentFormValues> }) {
  const change = form.values.allamiCimvaltozas;
  if (!change) return null;
  return (
    <Fieldset legend="A cím változásának oka">
      <Stack>
        <Checkbox
          label={AUTHORITY_ADDRESS_CHANGE_LABEL}
          description="Ilyenkor a változás illeték és közzétételi költségtérítés nélkül, a bekövetkezésétől számított 180 napon belül jelentendő be (Ctv. 53. § (1)); új hely létesítésével vagy megszüntetésével nem jelölhető."
          {...form.getInputProps('allamiCimvaltozas.jelolve', { type: 'checkbox' })}
        />
        {change.jelolve && (
          <>
            <TextInput
              label="A címváltozást elrendelő döntés"
              description="A döntést hozó szerv, a döntés száma és kelte"
              withAsterisk
              {...form.getInputProps('allamiCimvaltozas.dontes')}
            />
            <DateField
              label="Az új cím hatályba lépésének napja"
              withAsterisk
              {...form.getInputProps('allamiCimvaltozas.datum')}
            />
            <Text size="sm" c="dimmed">
              A bejegyzett ingatlan nem változott: használati jogát nem kell újból igazolni.
            </Text>
          </>
        )}
      </Stack>
    </Fieldset>
  );
}
