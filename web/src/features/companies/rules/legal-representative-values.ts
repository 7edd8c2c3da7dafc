import type { LegalRepresentative, RepresentativeCapacity } from '@cegdok/engine';
import { emptyLanguage, toLanguageForm, type LanguageFormValues } from '../../persons/components/language-fields.tsx';

/**
 * A minor's legal representative as typed (a member's, a buyer's, an owner's who is no member); the capacity is chosen from a list. He signs for or with the minor,
 * so he has the language fields of a person (decision 031): a foreign parent gets the explanation clause.
 */
export type LegalRepresentativeFormValues = LanguageFormValues & {
  nev: string;
  minoseg: RepresentativeCapacity | null;
  szuletesiIdo: string | null;
  anyjaNeve: string;
  lakohely: string;
};

/** A new, empty representative row. */
export function emptyLegalRepresentative(): LegalRepresentativeFormValues {
  return { nev: '', minoseg: null, szuletesiIdo: null, anyjaNeve: '', lakohely: '', ...emptyLanguage() };
}

const optionalText = (value: string) => (value.trim() === '' ? undefined : value);

/** Saved representatives as form rows. */
export function toRepresentativesForm(
  representatives: readonly LegalRepresentative[] | undefined,
): LegalRepresentativeFormValues[] {
  return (representatives ?? []).map(toRepresentativeForm);
}

/**
 * Representative rows as the API takes them: none is no list (the schema reads [] alike), and a capacity not chosen
 * is left out, for the schema to name.
 */
export function toRepresentativesInput(representatives: readonly LegalRepresentativeFormValues[]) {
  return representatives.length === 0
    ? undefined
    : representatives.map((representative) => ({
        nev: representative.nev,
        minoseg: representative.minoseg ?? undefined,
        szuletesiIdo:
          representative.szuletesiIdo === null || representative.szuletesiIdo === ''
            ? undefined
            : representative.szuletesiIdo,
        anyjaNeve: optionalText(representative.anyjaNeve),
        lakohely: optionalText(representative.lakohely),
        nemErtiMagyarul: representative.nemErtiMagyarul ?? undefined,
        magyarazatNyelve: optionalText(representative.magyarazatNyelve),
        tolmacsNeve: optionalText(representative.tolmacsNeve),
        tolmacsAzonosito: optionalText(representative.tolmacsAzonosito),
      }));
}

function toRepresentativeForm(representative: LegalRepresentative): LegalRepresentativeFormValues {
  return {
    nev: representative.nev,
    minoseg: representative.minoseg,
    szuletesiIdo: representative.szuletesiIdo ?? null,
    anyjaNeve: representative.anyjaNeve ?? '',
    lakohely: representative.lakohely ?? '',
    ...toLanguageForm(representative),
  };
}
