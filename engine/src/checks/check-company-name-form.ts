import { deriveCompanyName } from '../model/derive-company-name.ts';
import { legalError, type Warning } from './warning.ts';

/**
 * The designation of a company form, abbreviated (with its full stop) or in words, standing as a word of its own: the
 * forms of the Ptk. (3:89. § (1)) and the old "Rt.". A vezérszó without a full stop ("BT Consulting") is not one.
 */
const OTHER_FORM =
  /(?:^|\s)(kft\.|bt\.|kkt\.|zrt\.|nyrt\.|rt\.|korlátolt\s+felelősségű\s+társaság|betéti\s+társaság|közkereseti\s+társaság|(?:zártkörűen|nyilvánosan)\s+működő\s+részvénytársaság|részvénytársaság)(?=[\s,;]|$)/iu;

/**
 * The name of a Kft. names its form once, at its end (the templates add it): a company form inside the name the
 * lawyer typed ("Alfa Bt.", "Alfa Kft. Szolgáltató") would make the name misleading as to the company form, and an
 * abbreviation stands in a company name only in the vezérszó or as the form itself (Ctv. 3. § (2), (4)). The form the
 * user typed at the end is removed beforehand (`deriveCompanyName`), so "Alfa Kft." is no finding. `prefix` is the
 * company's path (`tarsasag`, `uj`).
 */
export function checkCompanyNameForm(company: { nev: string }, prefix: string): Warning[] {
  const { base, full } = deriveCompanyName(company.nev);
  // the vezérszó stands first: a name that is nothing but a form word is left to the lawyer, not refused here
  const found = OTHER_FORM.exec(base.replace(/^\S+/u, ''));
  if (!found) return [];
  return [
    legalError(
      'COMPANY_NAME_OTHER_FORM',
      'Ctv. 3. § (2), (4)',
      `A cégnév („${full}”) a vezérszón kívül cégformára utaló megjelölést is tartalmaz („${found[1]!.trim()}”). A korlátolt felelősségű társaság cégnevében a cégforma megjelölése a név végén áll – ezt a dokumentumok maguk teszik hozzá –, más cégformára utaló megjelölés a választott cégformát illetően megtévesztő, rövidítés pedig csak a vezérszóban és a cégforma megjelölésében szerepelhet. Kérjük, a cégnév mezőben csak a vezérszót és a további szavakat adja meg, cégforma nélkül.`,
      `${prefix}.nev`,
    ),
  ];
}
