import type { Warning } from '../checks/warning.ts';
import { joinList } from '../hu/join-list.ts';
import { findMember } from './count-votes.ts';
import { isSameParty } from './diff-companies.ts';
import type { AmendmentPlan } from './plan-amendment.ts';

/**
 * The member elected to authenticate the minutes who is also the director signing them (decision 087). Ptk. 3:193. §
 * (2) has the minutes signed by the director and a present member elected to authenticate them: the member's
 * signature confirms the director's minutes, so one person in both places leaves them confirmed by nobody else. The
 * statute does not forbid it in words, so it is a warning, given only when he is the only director (another director
 * signs the minutes too) and another member attended in person who could have been elected; a member who attends
 * alone, or only with members present by proxy, has no other choice.
 */
export function checkAuthenticatorIsDirector(plan: AmendmentPlan): Warning[] {
  const authenticator = plan.authenticator;
  if (plan.mode !== 'TAGGYULES' || !authenticator || authenticator.isLegalEntity || authenticator.representative)
    return [];
  const { request } = plan;
  // with another director signing the minutes too, two persons sign them whoever authenticates
  const directors = request.korabbi.ugyvezetok;
  if (directors.length === 0 || !directors.every((director) => isSameParty(director, { nev: authenticator.nev })))
    return [];
  const elected = request.dontes.hitelesito && findMember(plan.present, request.dontes.hitelesito);
  const byProxy = request.dontes.jelenlevok
    .filter((attendee) => attendee.kepviselo)
    .map((attendee) => findMember(plan.present, attendee.tag));
  const inPerson = plan.present.filter((member) => member !== elected && !byProxy.includes(member));
  if (inPerson.length === 0) return [];
  return [
    {
      code: 'hitelesito-ugyvezeto',
      severity: 'warning',
      message: `A jegyzőkönyv-hitelesítő tag (${authenticator.nev}) egyben a Társaság ügyvezetője, így a jegyzőkönyvet aláíró két személy – az ügyvezető és a hitelesítőnek megválasztott tag (Ptk. 3:193. § (2)) – ugyanaz, és a jegyzőkönyv tartalmát az ügyvezetőn kívül senki sem igazolja. A törvény ezt kifejezetten nem tiltja, de a taggyűlésen személyesen jelen volt más tag is (${joinList(inPerson.map((member) => member.nev))}), akit hitelesítőnek lehetett volna választani. Ellenőrizze, valóban az ügyvezetőt választották-e hitelesítőnek.`,
      path: 'dontes.hitelesito',
    },
  ];
}
