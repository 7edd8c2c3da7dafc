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

/** A director, as the request records him: his name and language data (`meetingOfficer` reads both). */
type DirectorRecord = AmendmentRequest['uj']['ugyvezetok'][number];

/**
 * The capacity in which a chair or keeper of the minutes who is no member attended (decisions 091, 095): the
 * `minoseg` of the other attendee (`egyebJelenlevok`) of that name, "ügyvéd", "a Társaság munkavállalója", even when he
 * is a director too (the attendance sheet lists him with it, and the minutes cite the sheet for who was present);
 * "ügyvezető" for a director in office when the meeting opens (`meetingDirectors`), who attends with advisory rights
 * (Ptk. 3:111. § (1)); "ügyvezetőjelölt" for one the decision elects, who is no director yet at the meeting. Null for
 * a member (the minutes and the sheet name him as one), for a registered director whose mandate ended before the
 * meeting and for a name no one of these bears.
 */
export function officerCapacity(
  request: AmendmentRequest,
  name: string | undefined,
  meetingDirectors: readonly DirectorRecord[],
): string | null {
  if (name === undefined || name.trim() === '' || isMemberNamed(request, name)) return null;
  const attendee = request.dontes.egyebJelenlevok.find((other) => isSameName(other.nev, name));
  if (attendee) return attendee.minoseg;
  if (meetingDirectors.some((director) => isSameName(director.nev, name))) return 'ügyvezető';
  if (isElectedDirector(request, name)) return 'ügyvezetőjelölt';
  return null;
}

/** A director of the changed company who is none of the registered company: the decision elects him. */
function isElectedDirector(request: AmendmentRequest, name: string): boolean {
  return (
    request.uj.ugyvezetok.some((director) => isSameName(director.nev, name)) &&
    !request.korabbi.ugyvezetok.some((director) => isSameName(director.nev, name))
  );
}

/** A chair or keeper of the minutes the attendance sheet lists below the other attendees (`officerAttendees`). */
export type OfficerAttendee = { nev: string; minoseg: string };

/**
 * The chair and the keeper of the minutes who attend as a director or as the director the decision elects and are
 * neither members nor other attendees (decision 095): the attendance sheet lists them with that capacity, as it lists
 * the other attendees, and the election clause of the minutes names them with it; each name once.
 */
export function officerAttendees(
  request: AmendmentRequest,
  meetingDirectors: readonly DirectorRecord[],
): OfficerAttendee[] {
  const decision: Decision = request.dontes;
  const found: OfficerAttendee[] = [];
  for (const { field } of OFFICES) {
    const name = decision[field];
    if (name === undefined || found.some((officer) => isSameName(officer.nev, name))) continue;
    if (decision.egyebJelenlevok.some((other) => isSameName(other.nev, name))) continue;
    const minoseg = officerCapacity(request, name, meetingDirectors);
    if (minoseg !== null) found.push({ nev: name, minoseg });
  }
  return found;
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
