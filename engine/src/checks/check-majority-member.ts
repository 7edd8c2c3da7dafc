import { capitalizeFirst } from '../hu/capitalize-first.ts';
import type { CompanyModel } from '../model/derive-model.ts';
import type { Warning } from './warning.ts';

/**
 * A formation's member with more than half of the votes (Ctv. 27. § (3) a), decision 101): the register states the
 * fact with the member, so the application must give it, and no document says it (the articles and the register of
 * members give the shares). The amendment tells it as `tobbsegi-befolyas` and `minosito-tobbseg`; a formation said
 * nothing. Three-quarters of the votes or more is the qualified majority the same point names. Compared on the exact
 * vote (a deviating share as entered), never on a rounded percentage. A note, not a refusal: the documents are right,
 * the court's form is the lawyer's. A registered company's documents (`registration`) file no formation.
 */
export function checkMajorityMember(model: CompanyModel): Warning[] {
  if (model.registration !== null) return [];
  return model.members
    .filter((member) => Number.isFinite(member.exactVotePercent) && member.exactVotePercent > 50)
    .map((member) => ({
      code: 'MAJORITY_MEMBER_TO_REGISTER',
      severity: 'warning' as const,
      message: `${capitalizeFirst(member.nameInText)} ${
        member.exactVotePercent >= 75
          ? 'a szavazatok legalább háromnegyedével, azaz minősített többségű befolyással'
          : 'a szavazatok több mint felével'
      } rendelkezik. A cégjegyzék ezt a tényt a tag adatai között feltünteti, ezért a cégbejegyzési kérelemben meg kell jelölni (Ctv. 27. § (3) a)); a létesítő okirat és a tagjegyzék csak az üzletrészek mértékét tartalmazza.`,
      path: `tarsasag.tagok.${member.index}`,
    }));
}
