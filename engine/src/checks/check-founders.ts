import { nameInText } from '../model/derive-members.ts';
import { capitalizeFirst } from '../hu/capitalize-first.ts';
import type { Company } from '../schema/company.ts';
import { legalError, type Warning } from './warning.ts';

/** Every founding member signs the founding document (Ptk. 3:95. § (1)). */
const STATUTE = 'Ptk. 3:95. § (1)';

/**
 * A formation's members all sign the founding document, so each is a founder: `alapito: false` marks a registered
 * company's member who joined after the founding deed (decision 027) and is refused in a formation request. A
 * registered company (`isRegistered`) may have such members; an amendment sets the flag itself and never comes here.
 */
export function checkFounders(company: Company, isRegistered: boolean): Warning[] {
  if (isRegistered) return [];
  return company.tagok.flatMap((member, index) =>
    member.alapito === false
      ? [
          legalError(
            'MEMBER_NOT_FOUNDER_AT_FORMATION',
            STATUTE,
            `${capitalizeFirst(nameInText(member))} „nem alapító” jelölése alapításkor nem adható meg: a létesítő okiratot valamennyi alapító tagnak alá kell írnia, így alapításkor minden tag alapító. A jelölés csak már bejegyzett társaság olyan tagjára vonatkozik, aki a létesítő okirat aláírása után lett tag; alapításkor hagyja üresen.`,
            `tarsasag.tagok.${index}.alapito`,
          ),
        ]
      : [],
  );
}
