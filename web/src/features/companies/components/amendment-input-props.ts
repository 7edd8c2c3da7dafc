import type { UseFormReturnType } from '@mantine/form';
import type { ChangeEvent } from 'react';
import { formatAmount, parseAmount } from '../../../lib/format-forint.ts';
import type { AmendmentFormValues } from '../rules/amendment-form-values.ts';

/** A date of the amendment's transfers, contributions and business year: Hungarian order, and it can be cleared. */
export const clearableDateProps = { valueFormat: 'YYYY. MM. DD.', clearable: true } as const;

/** An amount in forints typed as digits (spaces allowed), with "Ft" after it. */
export const amountProps = { inputMode: 'numeric', rightSection: 'Ft', rightSectionPointerEvents: 'none' } as const;

/**
 * A typed amount grouped by thousands as it is typed ("900000" → "900 000"), as the members' contributions are: a
 * nominal value and a price shown as "7500000" next to "1 500 000" were easy to misread by a digit. Anything but
 * digits and spaces is left as typed, for the engine to name what is wrong with it.
 */
export function groupedAmount(typed: string): string {
  return /^[\d\s\u00a0\u202f]+$/.test(typed) && /\d/.test(typed) ? formatAmount(parseAmount(typed)) : typed;
}

/** The amount field's props: `amountProps`, the form's own, and the change grouped by thousands (`groupedAmount`). */
type AmendmentForm = UseFormReturnType<AmendmentFormValues>;

export function amountInputProps(form: AmendmentForm, path: Parameters<AmendmentForm['getInputProps']>[0]) {
  return {
    ...amountProps,
    ...form.getInputProps(path),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(path as never, groupedAmount(event.currentTarget.value) as never),
  };
}
