import { nameInText } from '../model/derive-members.ts';
import { capitalizeFirst } from '../hu/capitalize-first.ts';
import { formatDate } from '../hu/format-date.ts';
import type { Company } from '../schema/company.ts';
import { legalError, type Warning } from './warning.ts';

/** Every founding member signs the founding document (Ptk. 3:95. § (1)). */
const STATUTE = 'Ptk. 3:95. § (1)';

/** A founder's membership cannot begin on another day than the founding document's (Ptk. 3:95. § (1), 3:101. § (2) a)). */
const START_STATUTE = 'Ptk. 3:95. § (1), 3:101. § (2) a)';

/**
 * A formation's members all sign the founding document, so each is a founder: `alapito: false` marks a registered
 * company's member who joined after the founding deed (decision 027) and is refused in a formation request. A
 * registered company (`isRegistered`) may have such members; an amendment sets the flag itself and never comes here.
 * For the same reason a formation member's `tagsagKezdete` other than the founding document's date (`documentDate`) is
 * refused: the members' register would show a founder who was a member before the company was founded, or who joined
 * the company in formation later, where only a change by operation of law is possible (decision 048).
 */
export function checkFounders(company: Company, isRegistered: boolean, documentDate: string): Warning[] {
  if (isRegistered) return [];
  const starts = company.tagok.flatMap((member, index) =>
    member.tagsagKezdete !== undefined && member.tagsagKezdete !== documentDate
      ? [
          legalError(
            'MEMBERSHIP_START_NOT_FOUNDING_DATE',
            START_STATUTE,
            `${capitalizeFirst(nameInText(member))} tagságának kezdeteként megadott nap (${formatDate(member.tagsagKezdete)}) eltér a létesítő okirat keltétől (${formatDate(documentDate)}). Alapításkor minden tag a létesítő okirat aláírásával lesz tag: az okiratot valamennyi alapító tagnak alá kell írnia, a tagjegyzék szerint pedig a tagsági jogviszony ezzel jön létre; korábban senki nem lehet a még meg sem alapított társaság tagja, az előtársaság tagjainak személyében pedig csak jogszabályon alapuló változás következhet be. Alapításkor hagyja üresen a tagság kezdetét: a tagjegyzék a létesítő okirat keltét tünteti fel.`,
            `tarsasag.tagok.${index}.tagsagKezdete`,
          ),
        ]
      : [],
  );
  return [...founderFlags(company), ...starts];
}

function founderFlags(company: Company): Warning[] {
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
