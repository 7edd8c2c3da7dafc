import type { Warning } from '../checks/warning.ts';
import { isSameName } from '../hu/name-key.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { findMember } from './count-votes.ts';

type Decision = AmendmentRequest['dontes'];

const OFFICES = [
  { field: 'levezetoElnok', role: 'levezető elnök', did: 'vezette le a taggyűlést' },
  { field: 'jegyzokonyvvezeto', role: 'jegyzőkönyvvezető', did: 'vezette a jegyzőkönyvet' },
] as const;

/** A member of either state of the company (registered or changed) named `name`. */
function isMemberNamed(request: AmendmentRequest, name: string): boolean {
  return findMember([...request.korabbi.tagok, ...request.uj.tagok], { nev: name }) !== undefined;
}

/**
 * The capacity in which a chair or keeper of the minutes who is no member attended (decision 091): the `minoseg` of
 * the other attendee (`egyebJelenlevok`) of that name, "ügyvéd", "a Társaság munkavállalója"; the minutes' election
 * names him with it, as the attendance sheet lists him. Null for a member (the minutes and the sheet name him as one)
 * and for a name no other attendee bears.
 */
export function officerCapacity(request: AmendmentRequest, name: string | undefined): string | null {
  if (name === undefined || isMemberNamed(request, name)) return null;
  return request.dontes.egyebJelenlevok.find((attendee) => isSameName(attendee.nev, name))?.minoseg ?? null;
}

/** Everyone the attendance sheet and the minutes place at the meeting, by name, apart from the members. */
function placedNames(request: AmendmentRequest): string[] {
  const decision: Decision = request.dontes;
  const members = [...request.korabbi.tagok, ...request.uj.tagok];
  return [
    ...decision.egyebJelenlevok.map((attendee) => attendee.nev),
    // a proxy, a legal entity's representative, a minor's legal representative attend for a member
    ...decision.jelenlevok.flatMap((attendee) => (attendee.kepviselo ? [attendee.kepviselo] : [])),
    ...members.flatMap((member) => [
      ...(member.kepviselo ? [member.kepviselo] : []),
      ...(member.egyuttesKepviselok ?? []),
      ...(member.torvenyesKepviselok ?? []).map((representative) => representative.nev),
    ]),
    // a director may attend with advisory rights (Ptk. 3:111. § (1))
    ...[...request.korabbi.ugyvezetok, ...request.uj.ugyvezetok].map((director) => director.nev),
  ];
}

/**
 * A chair or keeper of the minutes the program cannot place (decision 091): a typed name that is no member, no
 * director, no member's representative and no other attendee. The minutes name him and give him a signature line,
 * but neither they nor the attendance sheet (which the minutes cite for who was present) say who he is. The Ptk. does
 * not regulate either office (3:193. § (2) has the director and the authenticating member sign the minutes), so a
 * warning: an employee or an outside keeper is entered among the other attendees with his capacity.
 */
export function checkUnplacedOfficers(request: AmendmentRequest): Warning[] {
  if (request.dontes.mod !== 'TAGGYULES') return [];
  const placed = placedNames(request);
  return OFFICES.flatMap(({ field, role, did }): Warning[] => {
    const name = request.dontes[field];
    if (name === undefined || name.trim() === '' || isMemberNamed(request, name)) return [];
    if (placed.some((known) => isSameName(known, name))) return [];
    return [
      {
        code: 'tisztsegviselo-ismeretlen',
        severity: 'warning',
        message: `A ${role}ként megadott ${name} nem tagja és nem ügyvezetője a Társaságnak, és a taggyűlés egyéb jelenlévői között sem szerepel: a jegyzőkönyv ${role}ként nevezi meg, és az aláírására ad helyet, de sem a jegyzőkönyv, sem a jelenléti ív nem tünteti fel, ki ő és milyen minőségben volt jelen. Ha ő ${did} (például a Társaság munkavállalója vagy a jegyzőkönyvet vezető ügyvéd), adja meg az egyéb jelenlévők között a minőségével; a jegyzőkönyv ezzel a minőséggel nevezi meg, és a jelenléti ív is feltünteti.`,
        path: `dontes.${field}`,
      },
    ];
  });
}
