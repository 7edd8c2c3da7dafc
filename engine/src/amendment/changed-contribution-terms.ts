import { legalError, type Warning } from '../checks/warning.ts';
import { capitalizeFirst } from '../hu/capitalize-first.ts';
import { joinList } from '../hu/join-list.ts';
import { nameInText } from '../model/derive-members.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { isSameParty } from './diff-companies.ts';
import { increaseContributionOf } from './increase-contributions.ts';
import { isContributionPaid } from './paid-contributions.ts';

/** The terms of a törzsbetét still owed that the articles state (Ptk. 3:5. § e)), with their names in the finding. */
const TERMS = [
  ['penzbetetHatarido', 'a pénzbeli hozzájárulás teljesítési ideje'],
  ['penzbetetMod', 'a pénzbeli hozzájárulás befizetésének módja'],
  ['nemPenzbeliBetetHatarido', 'a nem pénzbeli hozzájárulás szolgáltatásának ideje'],
  ['nemPenzbeliBetetMod', 'a nem pénzbeli hozzájárulás szolgáltatásának módja'],
] as const;

/**
 * A registered member's törzsbetét still owed whose time or way of performance the changed state gives otherwise than
 * the registered one, with no capital increase or share transfer of this amendment behind it. The consolidated
 * articles and the member register would state the new terms, but no change of the program resolves on them: the
 * articles would be amended with no resolution of the members' meeting (Ptk. 3:102. § (1)). Refused, naming the
 * terms; the program does not draw up such a change.
 */
export function changedContributionTermsFindings(request: AmendmentRequest): Warning[] {
  return request.uj.tagok.flatMap((member, index) => {
    const registered = request.korabbi.tagok.find((before) => isSameParty(before, member));
    if (
      !registered ||
      increaseContributionOf(request, member) ||
      request.uzletreszAtruhazasok.some((transfer) => isSameParty(transfer.vevo, member)) ||
      isContributionPaid(request, member)
    )
      return [];
    const changed = TERMS.filter(([field]) => (member[field] ?? '') !== (registered[field] ?? ''));
    if (changed.length === 0) return [];
    return [
      legalError(
        'CONTRIBUTION_TERMS_CHANGED',
        'Ptk. 3:102. § (1)',
        `${capitalizeFirst(nameInText(member))} törzsbetétje nincs teljesen befizetve, és ${joinList(changed.map(([, name]) => name))} a megadott adatok szerint eltér a bejegyzett létesítő okiratban foglalttól. Az egységes szerkezetbe foglalt létesítő okirat és a tagjegyzék az eltérő adatot tartalmazná, a létesítő okirat e módosításáról azonban a program határozatot nem készít, pedig arról a taggyűlés legalább háromnegyedes szótöbbséggel dönt. Kérjük, adja meg a bejegyzett adatot, és a teljesítés idejének vagy módjának módosítását egyedileg szerkessze meg`,
        `uj.tagok.${index}.${changed[0]![0]}`,
      ),
    ];
  });
}
