import { lawFirmSchema, parseWith } from '@cegdok/engine';
import type { FormErrors } from '@mantine/form';
import type { WizardLawFirm } from './wizard-rules.ts';

export const KASZ_REQUIRED = 'A KASZ szám megadása kötelező.';

/** The wizard's law-office form: the engine's lawFirmSchema messages, and KASZ required too (spec section 5). */
export function validateLawFirm(values: WizardLawFirm): FormErrors {
  const errors: FormErrors = {};
  const parsed = parseWith(lawFirmSchema, values);
  if (!parsed.ok) for (const issue of parsed.issues) errors[issue.path] ??= issue.message;
  if (values.kasz.trim() === '') errors.kasz = KASZ_REQUIRED;
  return errors;
}
