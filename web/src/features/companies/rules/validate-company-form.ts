import { addressCompletenessError, companySchema, parseWith } from '@cegdok/engine';
import type { FormErrors } from '@mantine/form';
import { OPTIONAL_PROPERTIES, toCompanyInput, type CompanyFormValues } from './company-form-values.ts';

export const OPTIONAL_TEXT_REQUIRED = 'A szöveg megadása kötelező.';
export const OPTIONAL_DATE_REQUIRED = 'A dátum megadása kötelező.';

/**
 * The company editor's rules: everything the engine's `companySchema` says (its messages, one
 * source of truth), plus a seat that is a complete address (postcode, settlement, public place and number or
 * hrsz) and an optional property that is switched on needs a value (spec section 5).
 */
export function validateCompanyForm(values: CompanyFormValues): FormErrors {
  const errors: FormErrors = {};
  const parsed = parseWith(companySchema, toCompanyInput(values));
  if (!parsed.ok) for (const issue of parsed.issues) errors[issue.path] ??= issue.message;
  const seatError = values.szekhely.trim() === '' ? null : addressCompletenessError(values.szekhely);
  if (seatError) errors.szekhely ??= seatError;
  for (const property of OPTIONAL_PROPERTIES) {
    const value = values[property.key];
    if (values.optional[property.key] && (value === null || value.trim() === ''))
      errors[property.key] = property.kind === 'date' ? OPTIONAL_DATE_REQUIRED : OPTIONAL_TEXT_REQUIRED;
  }
  return errors;
}
