import type { CompanyInput } from '@cegdok/engine';

/**
 * A member referenced in the amendment data, with the name shown. `id` is the form's key for the member: the saved
 * person's id, or `nev:` and the name for a member without one (a legal-entity member typed in on its card, a member
 * saved through the API): the engine finds such a member by its name (`memberRefSchema`'s `nev`).
 */
export type MemberRef = { id: string; nev: string };

type Member = {
  szemely?: { id?: unknown } | null;
  nev: string;
  jogiSzemely?: boolean | null;
  kepviselo?: string | null;
};
const membersIn = (company: CompanyInput) => (company.tagok ?? []) as Member[];

const NAME_KEY = 'nev:';

/** The form's key for a member: the saved person's id, else `nev:` and the name. */
export function memberKey(member: { szemely?: { id?: unknown } | null; nev: string }): string {
  return member.szemely?.id === undefined || member.szemely.id === null
    ? `${NAME_KEY}${member.nev}`
    : String(member.szemely.id);
}

/** A member's form key as the amendment data references the member: `{ id }`, or `{ nev }` for one without an id. */
export function memberRefOf(key: string): { id: string } | { nev: string } {
  return key.startsWith(NAME_KEY) ? { nev: key.slice(NAME_KEY.length) } : { id: key };
}

/** The members of a state, each with its form key (members are referenced by id, or by name without one). */
export function membersOf(company: CompanyInput): MemberRef[] {
  return membersIn(company).map((member) => ({ id: memberKey(member), nev: member.nev }));
}

const sameName = (left: string, right: string) =>
  left.trim().toLocaleLowerCase('hu') === right.trim().toLocaleLowerCase('hu');

/**
 * The names of the members the amendment data could not tell apart: a member without a saved-person id is referenced
 * by its name, and the engine takes the first member of that name (its `findMember`), so another member of the same
 * name would get its votes, attendance and statements.
 */
export function ambiguousMemberNames(company: CompanyInput): string[] {
  const members = membersIn(company);
  const ambiguous = members.filter(
    (member, index) =>
      memberKey(member).startsWith(NAME_KEY) &&
      members.some((other, otherIndex) => otherIndex !== index && sameName(other.nev, member.nev)),
  );
  return [...new Set(ambiguous.map((member) => member.nev.trim()))];
}

/** Why the amendment cannot be prepared while members share a name without saved-person ids. */
export function ambiguousMembersMessage(names: readonly string[]): string {
  const list = names.map((name) => `„${name}”`).join(', ');
  return `Több tag azonos néven szerepel (${list}), és közülük legalább egy nincs mentett személyhez kapcsolva, ezért a módosítás adataiban (jelenlét, szavazatok, nyilatkozatok, üzletrész-átruházás) nem különböztethetők meg. Kérjük, a társaság adatainál adjon nekik eltérő nevet, vagy kapcsolja őket mentett személyhez.`;
}

/** The registered state has several members and the new state one (the engine's EGYSZEMELYESSE_VALAS change). */
export function becomesSingleMember(base: CompanyInput, changed: CompanyInput): boolean {
  return membersIn(base).length > 1 && membersIn(changed).length === 1;
}

/**
 * The members who decide on the amendment, as the engine counts the votes (planAmendment's voters): the registered
 * members, except that a company becoming single-member is decided by its one new member, in the sole member's
 * decision (Ptk. 3:208. § (2), 3:109. § (4); amendments brief 1.2 and 3).
 */
export function decidingMembers(base: CompanyInput, changed: CompanyInput): MemberRef[] {
  return membersOf(becomesSingleMember(base, changed) ? changed : base);
}

/**
 * The chair the form suggests: a meeting is chaired by a natural person (the engine refuses a legal entity, Ptk. 3:29.
 * § (1)), so the first deciding member who is one, else the representative of the first legal-entity member, else
 * nobody.
 */
export function defaultChair(base: CompanyInput, changed: CompanyInput): string {
  const deciders = membersIn(becomesSingleMember(base, changed) ? changed : base);
  const person = deciders.find((member) => member.jogiSzemely !== true);
  if (person) return person.nev;
  return deciders.find((member) => member.kepviselo)?.kepviselo ?? '';
}
