import type { BillingDetails } from '../api/payment.ts';

export type BillingValues = Required<BillingDetails>;

export const BILLING_INCOMPLETE = 'Kérjük, töltse ki az összes kötelező mezőt!';
export const FIELD_REQUIRED = 'Kötelező mező.';
export const ZIP_INVALID = 'Az irányítószám pontosan 4 számjegy.';

export const emptyBilling: BillingValues = { name: '', address: '', zipCode: '', city: '', phone: '', taxNumber: '' };

const required = (value: string) => (value.trim() === '' ? FIELD_REQUIRED : null);

/** Billing details (spec section 5): name, address, city and phone required; the zip code exactly 4 digits. */
export const billingValidation = {
  name: required,
  address: required,
  zipCode: (value: string) =>
    value.trim() === '' ? FIELD_REQUIRED : /^\d{4}$/.test(value.trim()) ? null : ZIP_INVALID,
  city: required,
  phone: required,
};

/** The trimmed details as the payment calls send them. */
export function toBillingDetails(values: BillingValues): BillingDetails {
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    zipCode: values.zipCode.trim(),
    city: values.city.trim(),
    phone: values.phone.trim(),
    taxNumber: values.taxNumber.trim(),
  };
}
