import { capitalizeFirst } from '../hu/capitalize-first.ts';
import type { CompanyModel } from '../model/derive-model.ts';
import type { Warning } from './warning.ts';

/**
 * A formation's member that is a legal entity seated abroad (decision 101): the register states with its registration
 * number its EUID, where it has one, and the authority that keeps its register (Ctv. 30. § (2) c)). The documents
 * identify the member by its seat and number only, and the request holds no authority, so the lawyer is told to give
 * it in the application. A note, not a refusal; a registered company's documents (`registration`) file no formation.
 */
export function checkForeignEntityMembers(model: CompanyModel): Warning[] {
  if (model.registration !== null) return [];
  return model.members
    .filter((member) => member.jogiSzemely === true && member.isAbroad)
    .map((member) => ({
      code: 'FOREIGN_ENTITY_MEMBER_REGISTER',
      severity: 'warning' as const,
      message: `${capitalizeFirst(member.nameInText)} (${model.terms.member.nominative}) külföldi székhelyű jogi személy: a cégjegyzék nyilvántartási száma mellett – ha van – EUID-ját és a nyilvántartását vezető hatóságot is feltünteti (Ctv. 30. § (2) c)). A dokumentumok a székhelyét és a nyilvántartási számát tartalmazzák, a nyilvántartó hatóságot nem; kérjük, azt a cégbejegyzési kérelemben adja meg.`,
      path: `tarsasag.tagok.${member.index}`,
    }));
}
