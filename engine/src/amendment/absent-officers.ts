import type { Warning } from '../checks/warning.ts';
import { findMember } from './count-votes.ts';
import { isSameParty } from './diff-companies.ts';
import type { AmendmentPlan } from './plan-amendment.ts';

const OFFICES = [
  { field: 'levezetoElnok', role: 'levezető elnök', did: 'vezette le a taggyűlést' },
  { field: 'jegyzokonyvvezeto', role: 'jegyzőkönyvvezető', did: 'vezette a jegyzőkönyvet' },
] as const;

/**
 * A chair or keeper of the minutes named as a member who was not at the meeting in person (decision 087): attending
 * through a proxy (Ptk. 3:110. § (1)) or not at all. The minutes would name him in the office and give him a signature
 * line for a meeting he did not attend. The Ptk. does not regulate either office (3:193. § (2) has the director and the
 * authenticating member sign), so this is a warning, not a refusal. A director may attend with advisory rights (3:111.
 * § (1)) and an attendee listed among the others was there: neither is flagged. Legal entities are refused apart
 * (`levezeto-elnok-jogi-szemely`).
 */
export function checkAbsentOfficers(plan: AmendmentPlan): Warning[] {
  if (plan.mode !== 'TAGGYULES') return [];
  const { request } = plan;
  const decision = request.dontes;
  const directors = [...request.korabbi.ugyvezetok, ...request.uj.ugyvezetok];
  return OFFICES.flatMap(({ field, role, did }): Warning[] => {
    const name = decision[field];
    const member = name === undefined ? undefined : findMember(plan.voters, { nev: name });
    if (!member || member.jogiSzemely) return [];
    if (directors.some((director) => isSameParty(director, member))) return [];
    if (decision.egyebJelenlevok.some((attendee) => isSameParty({ nev: attendee.nev }, member))) return [];
    const attendance = decision.jelenlevok.find((attendee) => findMember([member], attendee.tag) === member);
    if (attendance && !attendance.kepviselo) return [];
    const absence = attendance
      ? `nem személyesen, hanem meghatalmazottja (${attendance.kepviselo}) útján vett részt (Ptk. 3:110. § (1))`
      : 'nem volt jelen';
    return [
      {
        code: 'tisztsegviselo-nem-volt-jelen',
        severity: 'warning',
        message: `A ${role}ként megadott ${member.nev} a Társaság tagja, a taggyűlésen azonban ${absence}; a jegyzőkönyv mégis őt nevezi meg ${role}ként, és az ő aláírására ad helyet. A ${role} tisztségét a Ptk. nem szabályozza (a jegyzőkönyvet a Ptk. 3:193. § (2) bekezdése szerint az ügyvezető és a hitelesítő tag írja alá), de ezt a tisztséget csak a taggyűlésen jelen lévő személy töltheti be. Ellenőrizze, ki ${did}, és az ő nevét adja meg.`,
        path: `dontes.${field}`,
      },
    ];
  });
}
