import type { CompanyInput } from '@cegdok/engine';

/** A member referenced in the amendment data: by saved-person id, with the name shown. */
export type MemberRef = { id: string; nev: string };

type Member = {
  szemely?: { id?: unknown } | null;
  nev: string;
  jogiSzemely?: boolean | null;
  kepviselo?: string | null;
};
const membersIn = (company: CompanyInput) => (company.tagok ?? []) as Member[];

/** The members of a state with their saved-person ids (members are referenced by id in the amendment data). */
export function membersOf(company: CompanyInput): MemberRef[] {
  return membersIn(company).flatMap((member) =>
    member.szemely?.id === undefined || member.szemely.id === null
      ? []
      : [{ id: String(member.szemely.id), nev: member.nev }],
  );
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
  const ids = new Set(decidingMembers(base, changed).map((member) => member.id));
  const deciders = membersIn(becomesSingleMember(base, changed) ? changed : base).filter(
    (member) => member.szemely?.id !== undefined && member.szemely.id !== null && ids.has(String(member.szemely.id)),
  );
  const person = deciders.find((member) => member.jogiSzemely !== true);
  if (person) return person.nev;
  return deciders.find((member) => member.kepviselo)?.kepviselo ?? '';
}
