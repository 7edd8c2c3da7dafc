import { deriveCompanyName } from '../model/derive-company-name.ts';
import { legalError, type Warning } from './warning.ts';

/**
 * The designation of a company form, abbreviated or in words, standing as a word of its own: the forms of the Ptk.
 * (3:89. § (1)) and the old "Rt.". The vezérszó is not searched (a leading "BT Consulting" may be one); after it an
 * abbreviation is a company form with or without its full stop ("Alfa Bt", read-through 8): the words after the
 * vezérszó are Hungarian words, and an abbreviation stands only in the vezérszó or the form (Ctv. 3. § (2)).
 */
const OTHER_FORM =
  /(?:^|\s)(kft\.?|bt\.?|kkt\.?|zrt\.?|nyrt\.?|rt\.?|korlátolt\s+felelősségű\s+társaság|betéti\s+társaság|közkereseti\s+társaság|(?:zártkörűen|nyilvánosan)\s+működő\s+részvénytársaság|részvénytársaság)(?=[\s,;]|$)/iu;

/**
 * The name of a Kft. names its form once, at its end (the templates add it): a company form inside the name the
 * lawyer typed ("Alfa Bt.", "Alfa Kft. Szolgáltató") would make the name misleading as to the company form, and an
 * abbreviation stands in a company name only in the vezérszó or as the form itself (Ctv. 3. § (2), (4)). The form the
 * user typed at the end is removed beforehand (`deriveCompanyName`), so "Alfa Kft." is no finding. `prefix` is the
 * company's path (`tarsasag`, `uj`).
 */
export function checkCompanyNameForm(company: { nev: string }, prefix: string): Warning[] {
  const { base, full } = deriveCompanyName(company.nev);
  const findings = checkNonprofitName(base, full, prefix);
  // the vezérszó stands first: a name that is nothing but a form word is left to the lawyer, not refused here
  const found = OTHER_FORM.exec(base.replace(/^\S+/u, ''));
  if (!found) return findings;
  return [
    ...findings,
    legalError(
      'COMPANY_NAME_OTHER_FORM',
      'Ctv. 3. § (2), (4)',
      `A cégnév („${full}”) a vezérszón kívül cégformára utaló megjelölést is tartalmaz („${found[1]!.trim()}”). A korlátolt felelősségű társaság cégnevében a cégforma megjelölése a név végén áll – ezt a dokumentumok maguk teszik hozzá –, más cégformára utaló megjelölés a választott cégformát illetően megtévesztő, rövidítés pedig csak a vezérszóban és a cégforma megjelölésében szerepelhet. Kérjük, a cégnév mezőben csak a vezérszót és a további szavakat adja meg, cégforma nélkül.`,
      `${prefix}.nev`,
    ),
  ];
}

/** "nonprofit" or "közhasznú" as a word of the name, the vezérszó included. */
const NONPROFIT = /(?:^|[^\p{L}])(nonprofit|non-profit|közhasznú)(?![\p{L}])/iu;

/**
 * A name showing a nonprofit character (read-through 8): only a company whose articles say that its profit is not
 * distributed among the members but increases its assets is a nonprofit company and may show it in its name, and the
 * public-benefit status belongs to a nonprofit company alone (Ctv. 4. § (2), 9/F. § (1)–(2), (4)). The articles the
 * engine writes distribute profit as dividend (Ptk. 3:185. §), so "Alfa Nonprofit Kft." would be a name its own
 * articles contradict; the engine has no nonprofit articles to offer, so the request is refused.
 */
function checkNonprofitName(base: string, full: string, prefix: string): Warning[] {
  const found = NONPROFIT.exec(base);
  if (!found) return [];
  return [
    legalError(
      'COMPANY_NAME_NONPROFIT',
      'Ctv. 9/F. § (1)–(2), (4)',
      `A cégnév („${full}”) a „${found[1]!}” megjelölést tartalmazza. Nonprofit jelleget – és közhasznú szervezeti minőséget – csak az a gazdasági társaság tüntethet fel a cégnevében, amelynek létesítő okirata kimondja, hogy a tevékenységéből származó nyereség a tagok között nem osztható fel, hanem a társaság vagyonát gyarapítja; a program által készített létesítő okirat a nyereség osztalékként való felosztásáról rendelkezik (Ptk. 3:185. §), nonprofit létesítő okiratot nem készít. Kérjük, a cégnévből hagyja el a megjelölést`,
      `${prefix}.nev`,
    ),
  ];
}
