import { addressCompletenessError, companySchema, parseWith } from '@cegdok/engine';
import type { FormErrors } from '@mantine/form';
import { OPTIONAL_PROPERTIES, toCompanyInput, type CompanyFormValues } from './company-form-values.ts';

export const OPTIONAL_TEXT_REQUIRED = 'A szöveg megadása kötelező.';
export const OPTIONAL_DATE_REQUIRED = 'A dátum megadása kötelező.';
/** A member's deviating share or dividend ratio switched on and left empty: it would silently not deviate. */
export const DEVIATION_PERCENT_REQUIRED = 'A százalék megadása kötelező.';
/** A legal-entity member's name and seat left empty: the schema's messages speak of a person's name and address. */
export const LEGAL_ENTITY_NAME_REQUIRED = 'A cégnév megadása kötelező.';
export const LEGAL_ENTITY_SEAT_REQUIRED = 'A székhely megadása kötelező.';

/**
 * The company editor's rules: everything the engine's `companySchema` says (its messages, one
 * source of truth), plus a seat that is a complete address (postcode, settlement, public place and number or
 * hrsz), and an optional property (spec section 5) or a member's deviating share or dividend ratio that is switched
 * on needs a value. A legal-entity member's or owner's empty name and seat are named as its cégnév and székhely.
 */
export function validateCompanyForm(values: CompanyFormValues): FormErrors {
  const errors: FormErrors = {};
  const parsed = parseWith(companySchema, toCompanyInput(values));
  if (!parsed.ok) for (const issue of parsed.issues) errors[issue.path] ??= issue.message;
  const seatError = values.szekhely.trim() === '' ? null : addressCompletenessError(values.szekhely);
  if (seatError) errors.szekhely ??= seatError;
  values.tagok.forEach((member, index) => {
    if (member.jogiSzemely) {
      if (member.nev.trim() === '') errors[`tagok.${index}.nev`] = LEGAL_ENTITY_NAME_REQUIRED;
      if (member.lakohely.trim() === '') errors[`tagok.${index}.lakohely`] = LEGAL_ENTITY_SEAT_REQUIRED;
    }
    if (member.hasUzletreszElteres && member.uzletreszElteres.trim() === '')
      errors[`tagok.${index}.uzletreszElteres`] ??= DEVIATION_PERCENT_REQUIRED;
    if (member.hasOsztalekArany && member.osztalekArany.trim() === '')
      errors[`tagok.${index}.osztalekArany`] ??= DEVIATION_PERCENT_REQUIRED;
  });
  const properties = [
    ['szekhelyIngatlan', values.szekhelyIngatlan] as const,
    ...values.ingatlanok.map((property, index) => [`ingatlanok.${index}`, property] as const),
  ];
  for (const [path, property] of properties)
    property.tulajdonosok.forEach((owner, index) => {
      if (!owner.jogiSzemely || property.jogcim === 'TULAJDON') return;
      if (owner.nev.trim() === '') errors[`${path}.tulajdonosok.${index}.nev`] = LEGAL_ENTITY_NAME_REQUIRED;
      if (owner.lakohely.trim() === '') errors[`${path}.tulajdonosok.${index}.lakohely`] = LEGAL_ENTITY_SEAT_REQUIRED;
    });
  for (const property of OPTIONAL_PROPERTIES) {
    const value = values[property.key];
    if (values.optional[property.key] && (value === null || value.trim() === ''))
      errors[property.key] = property.kind === 'date' ? OPTIONAL_DATE_REQUIRED : OPTIONAL_TEXT_REQUIRED;
  }
  return errors;
}
