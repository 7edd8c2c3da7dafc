import { Checkbox } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

type Props = {
  /** The members' names, in the order the payments are indexed by. */
  names: string[];
  /** The checkbox props of the member at `index` (the form's `getInputProps(…, { type: 'checkbox' })`). */
  inputProps: (index: number) => GetInputPropsReturnType;
};

/** One "… a törzsbetétét teljes egészében befizette" checkbox per member (amendment and registration). */
export function PaidContributionCheckboxes({ names, inputProps }: Props) {
  return names.map((nev, index) => (
    <Checkbox
      key={`${index}-${nev}`}
      label={`${nev} a törzsbetétét teljes egészében befizette`}
      {...inputProps(index)}
    />
  ));
}
