import { changesAnAddress, type CompanyInput } from '@cegdok/engine';
import type { AmendmentDataInput } from '../../../api/amendments.ts';

/**
 * Whether a state or municipal decision changed the seat's, telephely's or fióktelep's address (`allamiCimvaltozas`;
 * Ctv. 53. § (1), decision 114): `jelolve` is the checkbox, the decision and the day are asked when it is ticked.
 */
export type AuthorityAddressChangeFormValues = { jelolve: boolean; dontes: string; datum: string | null };

/** The question, null unless the target state changes an address; the answer entered before is kept. */
export function initialAuthorityAddressChange(
  base: CompanyInput,
  changed: CompanyInput,
  previous: AuthorityAddressChangeFormValues | null | undefined,
): AuthorityAddressChangeFormValues | null {
  if (!changesAnAddress(base, changed)) return null;
  return previous ?? { jelolve: false, dontes: '', datum: null };
}

/** `allamiCimvaltozas` as the API takes it: only when ticked. */
export function toAuthorityAddressChangeData(
  values: AuthorityAddressChangeFormValues | null,
): Pick<AmendmentDataInput, 'allamiCimvaltozas'> {
  if (!values?.jelolve) return {};
  return { allamiCimvaltozas: { dontes: values.dontes.trim(), datum: values.datum ?? '' } };
}
