import { parseWith, registrationSchema } from '@cegdok/engine';
import type { FormErrors } from '@mantine/form';
import type { RegistrationInput } from '../../../api/amendments.ts';
import type { CompanyRegistration } from '../../../api/companies.ts';

export type RegistrationFormValues = {
  cegjegyzekszam: string;
  bejegyzesDatuma: string | null;
  adoszam: string;
  letesitoOkiratKelte: string | null;
  letesitoOkiratHelye: string;
  utolsoModositasKelte: string | null;
  /** Per member of the saved company, in its order: the törzsbetét is fully paid. */
  befizetettTorzsbetetek: boolean[];
};

/**
 * The form a company's registration starts from: empty for a company "bejegyzés alatt"; for a registered one (a
 * change registered since), its recorded identifiers, for the lawyer to check against the new extract and to give the
 * last amendment's date. The payments start as the saved company marks its members.
 */
export const initialRegistrationForm = (company?: {
  tagok: readonly { torzsbetetBefizetve?: boolean | undefined }[];
  bejegyzes?: CompanyRegistration | null | undefined;
}): RegistrationFormValues => {
  const registered = company?.bejegyzes;
  return {
    cegjegyzekszam: registered?.cegjegyzekszam ?? '',
    bejegyzesDatuma: registered?.bejegyzesDatuma ?? null,
    adoszam: registered?.adoszam ?? '',
    letesitoOkiratKelte: registered?.letesitoOkiratKelte ?? null,
    letesitoOkiratHelye: registered?.letesitoOkiratHelye ?? '',
    utolsoModositasKelte: registered?.utolsoModositasKelte ?? null,
    befizetettTorzsbetetek: (company?.tagok ?? []).map((member) => member.torzsbetetBefizetve === true),
  };
};

export function toRegistrationInput(values: RegistrationFormValues): RegistrationInput {
  return {
    cegjegyzekszam: values.cegjegyzekszam.trim(),
    bejegyzesDatuma: values.bejegyzesDatuma ?? '',
    adoszam: values.adoszam.trim(),
    letesitoOkiratKelte: values.letesitoOkiratKelte ?? '',
    ...(values.letesitoOkiratHelye.trim() ? { letesitoOkiratHelye: values.letesitoOkiratHelye.trim() } : {}),
    ...(values.utolsoModositasKelte ? { utolsoModositasKelte: values.utolsoModositasKelte } : {}),
    ...(values.befizetettTorzsbetetek.length > 0 ? { befizetettTorzsbetetek: values.befizetettTorzsbetetek } : {}),
  };
}

/** The engine's own rules (the server checks the same): "Cg. 01-09-123456" or "01-09-123456", "12345678-2-41". */
export function validateRegistrationForm(values: RegistrationFormValues): FormErrors {
  const errors: FormErrors = {};
  const parsed = parseWith(registrationSchema, toRegistrationInput(values));
  if (!parsed.ok) for (const issue of parsed.issues) errors[issue.path] ??= issue.message;
  return errors;
}

/** "Cg. 01-09-123456", as the number is cited in documents and lists. */
export const formatRegistrationNumber = (cegjegyzekszam: string) => `Cg. ${cegjegyzekszam.replace(/^Cg\.\s*/i, '')}`;
