import type { DirectorModel } from './derive-directors.ts';
import type { MemberModel } from './derive-members.ts';
import { isSameAddress } from './is-same-address.ts';

/** A person without Hungarian residence who needs a service-of-process agent (Ctv. 25. § (1) l)). */
export type ForeignPerson = {
  nev: string;
  /** The name in running text: a legal entity with its article (`az Austria GmbH`). */
  nameInText: string;
  /** `tag`, `alapító`, `ügyvezető`, or both for one person: `alapító és ügyvezető`. */
  role: string;
  agent: string | null;
  /** A legal-entity member: it has a seat (székhely), not a residence (lakóhely). */
  isLegalEntity: boolean;
  /**
   * The address lies outside Hungary. False for a person with a Hungarian address who was given an agent all the
   * same: the documents then name the agent without stating that the person has no Hungarian residence.
   */
  isAbroad: boolean;
};

/** A natural-person member who is one of the directors too, with the agent named in each role. */
export type AgentsOfOnePerson = { member: MemberModel; director: DirectorModel };

const normal = (text: string) => text.trim().replace(/\s+/g, ' ');

/** An agent as the documents compare it: spaces are no difference, a blank is none. */
function agentOf(person: { kezbesitesiMegbizott?: string | undefined }): string | null {
  const agent = person.kezbesitesiMegbizott;
  return agent === undefined || normal(agent) === '' ? null : normal(agent);
}

/** Whether a natural-person member is the director: by saved person id, else by name and address. */
export function isMemberTheDirector(member: MemberModel, director: DirectorModel): boolean {
  if (member.jogiSzemely) return false;
  const memberId = member.szemely?.id;
  const directorId = director.szemely?.id;
  if (memberId !== undefined && directorId !== undefined) return String(memberId) === String(directorId);
  return normal(member.nev) === normal(director.nev) && isSameAddress(member.lakohely, director.lakohely);
}

/** Whether someone needs the clause: an address abroad, or an agent named all the same. */
const needsClause = (person: { isAbroad: boolean; kezbesitesiMegbizott?: string | undefined }) =>
  person.isAbroad || agentOf(person) !== null;

/**
 * The members and directors who name a service-of-process agent, each once. A member who is a director too and names
 * the same agent (or none) in both roles is one person with one agent: one clause, `(alapító és ügyvezető)`, as the
 * use declaration names such an owner (read-through 6), not the same sentence twice. Different agents stay two
 * entries, and `differingAgents` reports them.
 */
export function deriveForeignPersons(
  members: readonly MemberModel[],
  directors: readonly DirectorModel[],
  memberRole: string,
): ForeignPerson[] {
  const mergedDirectors = new Set<DirectorModel>();
  const fromMembers = members.filter(needsClause).map((member): ForeignPerson => {
    const director = directors.find(
      (candidate) =>
        needsClause(candidate) && isMemberTheDirector(member, candidate) && agentOf(candidate) === agentOf(member),
    );
    if (director) mergedDirectors.add(director);
    return {
      nev: member.nev,
      nameInText: member.nameInText,
      role: director ? `${memberRole} és ügyvezető` : memberRole,
      agent: member.kezbesitesiMegbizott ?? null,
      isLegalEntity: member.jogiSzemely,
      isAbroad: member.isAbroad || (director?.isAbroad ?? false),
    };
  });
  const fromDirectors = directors
    .filter((director) => needsClause(director) && !mergedDirectors.has(director))
    .map((director): ForeignPerson => ({
      nev: director.nev,
      nameInText: director.nev,
      role: 'ügyvezető',
      agent: director.kezbesitesiMegbizott ?? null,
      isLegalEntity: false,
      isAbroad: director.isAbroad,
    }));
  return [...fromMembers, ...fromDirectors];
}

/** Members who are directors too and name a different agent in each role: the articles would name two for one person. */
export function differingAgents(
  members: readonly MemberModel[],
  directors: readonly DirectorModel[],
): AgentsOfOnePerson[] {
  return members.flatMap((member) =>
    directors
      .filter((director) => isMemberTheDirector(member, director))
      .filter((director) => {
        const memberAgent = agentOf(member);
        const directorAgent = agentOf(director);
        return memberAgent !== null && directorAgent !== null && memberAgent !== directorAgent;
      })
      .map((director) => ({ member, director })),
  );
}
