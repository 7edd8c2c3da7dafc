import { joinList } from '../hu/join-list.ts';
import type { CompanyManagerModel } from './derive-company-manager.ts';
import type { DirectorModel } from './derive-directors.ts';
import type { MemberModel } from './derive-members.ts';
import { isSamePerson } from './is-same-person.ts';

/** A person without Hungarian residence who needs a service-of-process agent (Ctv. 25. § (1) l)). */
export type ForeignPerson = {
  nev: string;
  /** The name in running text: a legal entity with its article (`az Austria GmbH`). */
  nameInText: string;
  /** `tag`, `alapító`, `ügyvezető`, `cégvezető`, or the roles of one person: `alapító és ügyvezető`. */
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

/** One role of a person the register names (member, director, company manager), with what the clause needs. */
type PersonInRole = {
  nev: string;
  nameInText: string;
  lakohely: string | undefined;
  szemely: { id?: string | number | undefined } | undefined;
  isLegalEntity: boolean;
  isAbroad: boolean;
  /** The agent as given, and as compared (spaces are no difference, a blank is none). */
  given: string | undefined;
  agent: string | null;
  role: string;
  /** Where the lawyer gives this role's agent. */
  path: string;
};

/** One person named in two roles with a different agent in each. */
export type DifferingAgents = { nameInText: string; roles: string[]; agents: string[]; path: string };

const normal = (text: string) => text.trim().replace(/\s+/g, ' ');

function agentOf(given: string | undefined): string | null {
  return given === undefined || normal(given) === '' ? null : normal(given);
}

/** Whether two roles are one natural person's (`isSamePerson`); a legal entity has one role here, a member's. */
function isOnePerson(left: PersonInRole, right: PersonInRole): boolean {
  return !left.isLegalEntity && !right.isLegalEntity && isSamePerson(left, right);
}

/**
 * Everyone who needs the clause, role by role: an address abroad, or an agent named all the same. The company manager
 * too: the register holds his data as those of a person entitled to represent the company (Ctv. 24. § (1) h)), and
 * an agent for such a person without Hungarian residence (Ctv. 25. § (1) l)). A manager read from the old free text
 * has no address to judge.
 */
function rolesNeedingAgent(
  members: readonly MemberModel[],
  directors: readonly DirectorModel[],
  manager: CompanyManagerModel | null,
  memberRole: string,
): PersonInRole[] {
  const roles: PersonInRole[] = [
    ...members.map((member) => ({
      nev: member.nev,
      nameInText: member.nameInText,
      lakohely: member.lakohely,
      szemely: member.szemely,
      isLegalEntity: member.jogiSzemely,
      isAbroad: member.isAbroad,
      given: member.kezbesitesiMegbizott,
      agent: agentOf(member.kezbesitesiMegbizott),
      role: memberRole,
      path: `tarsasag.tagok.${member.index}.kezbesitesiMegbizott`,
    })),
    ...directors.map((director) => ({
      nev: director.nev,
      nameInText: director.nev,
      lakohely: director.lakohely,
      szemely: director.szemely,
      isLegalEntity: false,
      isAbroad: director.isAbroad,
      given: director.kezbesitesiMegbizott,
      agent: agentOf(director.kezbesitesiMegbizott),
      role: 'ügyvezető',
      path: `tarsasag.ugyvezetok.${director.index}.kezbesitesiMegbizott`,
    })),
    ...(manager && !manager.isFreeText
      ? [
          {
            nev: manager.nev,
            nameInText: manager.nev,
            lakohely: manager.lakohely,
            szemely: manager.szemely,
            isLegalEntity: false,
            isAbroad: manager.isAbroad,
            given: manager.kezbesitesiMegbizott,
            agent: agentOf(manager.kezbesitesiMegbizott),
            role: 'cégvezető',
            path: 'tarsasag.cegvezeto.kezbesitesiMegbizott',
          },
        ]
      : []),
  ];
  return roles.filter((person) => person.isAbroad || person.agent !== null);
}

/**
 * The members, directors and company manager who name a service-of-process agent, each person once. A member who is
 * a director (or the company manager) too and names the same agent, or none, in both roles is one person with one
 * agent: one clause, `(alapító és ügyvezető)`, as the use declaration names such an owner (read-through 6), not the
 * same sentence twice. Different agents stay apart, and `differingAgents` reports them.
 */
export function deriveForeignPersons(
  members: readonly MemberModel[],
  directors: readonly DirectorModel[],
  manager: CompanyManagerModel | null,
  memberRole: string,
): ForeignPerson[] {
  const persons: { first: PersonInRole; roles: string[]; isAbroad: boolean }[] = [];
  for (const role of rolesNeedingAgent(members, directors, manager, memberRole)) {
    const same = persons.find((person) => isOnePerson(person.first, role) && person.first.agent === role.agent);
    if (same) {
      same.roles.push(role.role);
      same.isAbroad ||= role.isAbroad;
    } else persons.push({ first: role, roles: [role.role], isAbroad: role.isAbroad });
  }
  return persons.map(({ first, roles, isAbroad }) => ({
    nev: first.nev,
    nameInText: first.nameInText,
    role: joinList(roles),
    agent: first.given ?? null,
    isLegalEntity: first.isLegalEntity,
    isAbroad,
  }));
}

/** Persons named in two roles with a different agent in each: the articles would name two agents for one person. */
export function differingAgents(
  members: readonly MemberModel[],
  directors: readonly DirectorModel[],
  manager: CompanyManagerModel | null,
  memberRole: string,
): DifferingAgents[] {
  const roles = rolesNeedingAgent(members, directors, manager, memberRole);
  return roles.flatMap((role, index) =>
    roles
      .slice(index + 1)
      // one person in one role twice is an entry listed twice, an error of its own (MEMBER_LISTED_TWICE), not a
      // person with two agents: „tagként és tagként is” would name no second role (decision 092)
      .filter((other) => other.role !== role.role)
      .filter((other) => isOnePerson(role, other) && role.agent !== null && other.agent !== null)
      .filter((other) => role.agent !== other.agent)
      .map((other) => ({
        nameInText: role.nameInText,
        roles: [role.role, other.role],
        agents: [role.agent!, other.agent!],
        path: other.path,
      })),
  );
}
