import { legalError, type Warning } from './warning.ts';

/**
 * A company form closing a name, Hungarian or one of the usual foreign ones: the name of a legal entity, never a
 * person's.
 */
const COMPANY_FORM_AT_END =
  /(?:^|[\s,])(kft\.?|bt\.?|kkt\.?|zrt\.?|nyrt\.?|rt\.|korlátolt\s+felelősségű\s+társaság|betéti\s+társaság|közkereseti\s+társaság|részvénytársaság|gmbh|ltd\.?|limited|llc\.?|inc\.?|s\.r\.o\.|sarl)\s*$/iu;

type Officer = { nev: string };

/**
 * A director (or company manager) whose name ends in a company form (decision 090). A legal person may be a director,
 * but it designates the natural person who performs the tasks in its name, and the rules on directors apply to that
 * person as well (Ptk. 3:22. § (2)); the register holds the legal person's seat and registration number (Ctv. 24. §
 * (1) h)). The program drafts natural-person officers only: the articles would not name the designated person, and the
 * acceptance declaration would have the company declare under criminal liability that it is of age and has not been
 * sentenced. A company manager is an employee (Ptk. 3:113. § (1)), a natural person. Refused; the lawyer drafts such an
 * officer's documents outside the program. `prefix` is the company's path (`tarsasag`, `uj`).
 */
export function checkOfficersArePersons(
  company: { ugyvezetok: readonly Officer[]; cegvezeto?: Officer | undefined },
  prefix: string,
): Warning[] {
  const directors = company.ugyvezetok.flatMap((director, index) =>
    COMPANY_FORM_AT_END.test(director.nev)
      ? [
          legalError(
            'DIRECTOR_LEGAL_ENTITY',
            'Ptk. 3:22. § (2)',
            `${director.nev} (ügyvezető) neve cégformára végződik, tehát jogi személy. Jogi személy is lehet vezető tisztségviselő, de köteles kijelölni azt a természetes személyt, aki a vezető tisztségviselői feladatokat a nevében ellátja, és a vezető tisztségviselőkre vonatkozó szabályokat a kijelölt személyre is alkalmazni kell; a cégjegyzék a jogi személy székhelyét és cégjegyzékszámát tartalmazza (Ctv. 24. § (1) h)). A program csak természetes személy ügyvezetőt kezel: a létesítő okirat a kijelölt természetes személyt nem nevezné meg, az elfogadó nyilatkozatban pedig a jogi személy nyilatkozna nagykorúságáról és büntetlen előéletéről. Kérjük, természetes személy ügyvezetőt adjon meg, vagy a jogi személy ügyvezető okiratait a programon kívül készítse el`,
            `${prefix}.ugyvezetok.${index}.nev`,
          ),
        ]
      : [],
  );
  const manager = company.cegvezeto;
  if (!manager || !COMPANY_FORM_AT_END.test(manager.nev)) return directors;
  return [
    ...directors,
    legalError(
      'MANAGER_LEGAL_ENTITY',
      'Ptk. 3:113. § (1)',
      `A cégvezető (${manager.nev}) neve cégformára végződik, tehát jogi személy. Cégvezető a Társaság munkavállalója lehet, jogi személy nem. Kérjük, természetes személyt adjon meg cégvezetőként`,
      `${prefix}.cegvezeto.nev`,
    ),
  ];
}
