import { Fieldset, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { AmendmentFormValues } from '../rules/amendment-form-values.ts';
import { needsPaidContributions } from '../rules/amendment-paid-contributions.ts';
import { PaidContributionCheckboxes } from './paid-contribution-checkboxes.tsx';

export const PAID_CONTRIBUTIONS_NOTE =
  'Törzstőke-emelés csak akkor határozható el, ha minden tag teljes egészében befizette a törzsbetétjét (Ptk. 3:198. § (1)), üzletrész kívülállóra pedig csak a törzsbetét teljes befizetése után ruházható át (Ptk. 3:167. § (1)). A befizetést a cégjegyzék nem tartalmazza: kérjük, itt jelölje.';

type Props = {
  form: UseFormReturnType<AmendmentFormValues>;
  /** The registered members' names, in the registered state's order. */
  registeredNames: string[];
};

/** "Befizetett törzsbetétek": for a capital increase or a transfer to an outsider, each registered member's payment. */
export function PaidContributionsFieldset({ form, registeredNames }: Props) {
  if (!needsPaidContributions(form.values)) return null;
  return (
    <Fieldset legend="Befizetett törzsbetétek">
      <Stack gap="xs">
        <Text size="sm">{PAID_CONTRIBUTIONS_NOTE}</Text>
        <PaidContributionCheckboxes
          names={registeredNames}
          inputProps={(index) => form.getInputProps(`befizetettTorzsbetetek.${index}`, { type: 'checkbox' })}
        />
      </Stack>
    </Fieldset>
  );
}
