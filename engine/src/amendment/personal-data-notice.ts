/**
 * What the amendment deed's new text says of natural persons' personal data (Ctv. 10. § (2), (4); decision 053): the
 * changed points print the articles' identification of a natural-person member or director (`identityInline`: birth
 * name, mother's name, place and date of birth, citizenship, tax number, beyond what the register holds, Ctv. 24. §
 * (1) h), 27. § (3) a)), and whether they already carry the articles' own notice (the signing clause, decision 052).
 * The members who sign the deed themselves are told only when it prints such data and does not tell them already.
 */
export type DeedPersonalData = { printed: boolean; noticed: boolean };

/** The mother's name opens every natural person's identification the articles print, given or blank. */
const IDENTIFICATION = 'anyja születési neve:';
/** The citation that closes the articles' and the declarations' notice. */
const NOTICE = 'Ctv. 10. § (2), (4)';

export function deedPersonalData(pointMarkups: readonly string[]): DeedPersonalData {
  return {
    printed: pointMarkups.some((markup) => markup.includes(IDENTIFICATION)),
    noticed: pointMarkups.some((markup) => markup.includes(NOTICE)),
  };
}
