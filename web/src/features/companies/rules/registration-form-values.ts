import { enteredRegistrationSchema, parseWith } from '@cegdok/engine';
import type { FormErrors } from '@mantine/form';
import type { CompanyVersion, RegistrationInput } from '../../../api/amendments.ts';
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
 * The date the articles were last amended on, as the versions show it since the registered base: the deed date of the
 * amendments generated since then (`MODOSITAS` versions newer than the `alap` one) when they all name the same date.
 * Null when none was generated, when none changed the articles (the recorded date stays), or when they name different
 * dates or only some have a deed (which one the court registered is not known).
 */
export function amendmentDateSinceBase(versions: readonly CompanyVersion[]): string | null {
  const base = versions.find((version) => version.alap);
  if (!base) return null;
  const dates = new Set(
    versions
      .filter((version) => version.tipus === 'MODOSITAS' && version.sorszam > base.sorszam)
      .map((version) => version.modositasKelte),
  );
  const [date] = dates;
  return dates.size === 1 ? (date ?? null) : null;
}

/**
 * The form a company's registration starts from: empty for a company "bejegyzés alatt"; for a registered one (a
 * change registered since), its recorded identifiers, for the lawyer to check against the new extract, and the last
 * amendment's date: `lastAmendmentDate` (the amendment generated since, see amendmentDateSinceBase) or the recorded
 * one. The payments start as the saved company marks its members.
 */
export const initialRegistrationForm = (
  company?: {
    tagok: readonly { torzsbetetBefizetve?: boolean | undefined }[];
    bejegyzes?: CompanyRegistration | null | undefined;
  },
  lastAmendmentDate: string | null = null,
): RegistrationFormValues => {
  const registered = company?.bejegyzes;
  return {
    cegjegyzekszam: registered?.cegjegyzekszam ?? '',
    bejegyzesDatuma: registered?.bejegyzesDatuma ?? null,
    adoszam: registered?.adoszam ?? '',
    letesitoOkiratKelte: registered?.letesitoOkiratKelte ?? null,
    letesitoOkiratHelye: registered?.letesitoOkiratHelye ?? '',
    utolsoModositasKelte: lastAmendmentDate ?? registered?.utolsoModositasKelte ?? null,
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

/**
 * The engine's own rules (the server checks the same): "Cg. 01-09-123456" or "01-09-123456" with a court code 01–20,
 * "12345678-2-41", the dates in order and a registration day not after `today` (ISO, Budapest).
 */
export function validateRegistrationForm(values: RegistrationFormValues, today: string): FormErrors {
  const errors: FormErrors = {};
  // The payments are the API's own field, not an identifier: the strict identifiers schema would refuse them.
  const { befizetettTorzsbetetek: _paid, ...identifiers } = toRegistrationInput(values);
  const parsed = parseWith(enteredRegistrationSchema(today), identifiers);
  if (!parsed.ok) for (const issue of parsed.issues) errors[issue.path] ??= issue.message;
  return errors;
}

/** "Cg. 01-09-123456", as the number is cited in documents and lists. */
export const formatRegistrationNumber = (cegjegyzekszam: string) => `Cg. ${cegjegyzekszam.replace(/^Cg\.\s*/i, '')}`;
