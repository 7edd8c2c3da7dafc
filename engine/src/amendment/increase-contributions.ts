import type { AmendmentRequest, Contribution, RegisteredCompany, RegisteredMember } from './amendment-schema.ts';
import { findMember } from './count-votes.ts';
import { isSameParty } from './diff-companies.ts';

/**
 * One contribution undertaken in a capital increase as the documents state it (Ptk. 3:198. § (2) b), e)): a member
 * raising its own törzsbetét keeps the part it has provided (3:198. § (1): every member has provided it in full) and
 * owes only the increment; a new member owes its whole törzsbetét.
 */
export type IncreaseContribution = {
  /** The contributor: the registered member's name, or the new member's as the request gives it. */
  name: string;
  /** The registered member's saved person, to match it in the target state. */
  szemely?: { id?: string | number } | undefined;
  /** An existing member raising its törzsbetét; false for a new member joining with the contribution (3:200. § (2)). */
  isMember: boolean;
  /**
   * The törzsbetét before the increase (after this amendment's share transfers), provided in full; for a new member,
   * the nominal value of the shares it acquires in this amendment, else 0.
   */
  before: number;
  /** The new cash contribution undertaken now: the increment. */
  amount: number;
  /** The törzsbetét after the increase: `before` + `amount`. */
  after: number;
  /** The day by which the increment is paid (3:198. § (2) e)). */
  deadline: string;
  mode: Contribution['mod'];
  /**
   * Paid in full by the documents' date (`befizetve`): the deed, the consolidated articles and the register state the
   * törzsbetét as provided; the resolution and the commitment keep the deadline as decided.
   */
  paid: boolean;
};

type Person = { nev: string; szemely?: { id?: string | number } | undefined };

/**
 * A person's törzsbetét once the share transfers of this amendment are made, before its capital increase: the
 * registered one (0 for someone not yet a member), less the nominal value sold, plus the nominal value bought (Ptk.
 * 3:167. §). The documents take the transfers of an amendment as made before its increase (the check says so).
 * With `upTo`, only the transfers before that index in `uzletreszAtruhazasok` are made: what the person holds when
 * that transfer comes (the documents take the transfers in the request's order, see `transferredShares`).
 */
export function contributionAfterTransfers(
  request: AmendmentRequest,
  person: Person,
  upTo: number = request.uzletreszAtruhazasok.length,
): number {
  const registered = request.korabbi.tagok.find((member) => isSameParty(member, person));
  let contribution = registered ? registered.penzbetet + registered.nemPenzbeliBetet : 0;
  for (const transfer of request.uzletreszAtruhazasok.slice(0, upTo)) {
    if (registered && findMember([registered], transfer.eladoTag)) contribution -= transfer.nevertek;
    if (isSameParty(transfer.vevo, registered ?? person)) contribution += transfer.nevertek;
  }
  return contribution;
}

/**
 * The contributions of the capital increase in the request's order, each resolved to its contributor; one whose
 * member is not found (the check refuses it, `hozzajarulo`) keeps the name given, with nothing before. A member's
 * törzsbetét before is the one it holds after the share transfers of the same amendment.
 */
export function increaseContributions(request: AmendmentRequest): IncreaseContribution[] {
  return (request.tokeemeles?.hozzajarulasok ?? []).map((contribution) => {
    const amount = contribution.penzbeli + contribution.nemPenzbeli;
    const common = {
      amount,
      deadline: contribution.hatarido,
      mode: contribution.mod,
      paid: contribution.befizetve === true,
    };
    if (contribution.ujTag !== undefined) {
      // a newcomer may also buy a share in the same amendment: the increase adds to the törzsbetét so acquired
      const name = contribution.ujTag.trim();
      const before = contributionAfterTransfers(request, { nev: name });
      return { ...common, name, isMember: false, before, after: before + amount };
    }
    const member = contribution.tag ? findMember(request.korabbi.tagok, contribution.tag) : undefined;
    const before = member ? contributionAfterTransfers(request, member) : 0;
    const name = (member?.nev ?? contribution.tag?.nev ?? '').trim();
    return { ...common, name, szemely: member?.szemely, isMember: true, before, after: before + amount };
  });
}

/** The contribution a member of the target state undertakes in this capital increase, if any. */
export function increaseContributionOf(request: AmendmentRequest, member: Person): IncreaseContribution | undefined {
  return increaseContributions(request).find((contribution) =>
    isSameParty({ nev: contribution.name, szemely: contribution.szemely }, member),
  );
}

/**
 * A member as the articles and the register state its törzsbetét: one who raises it in this capital increase carries
 * `capitalIncrease`, the increment it owes by its deadline (or has paid, `paid`); the part provided before stays
 * provided. A new member whose contribution is paid carries it too, with nothing before.
 */
export type RaisedMember = RegisteredMember & { capitalIncrease?: IncreaseContribution };

/**
 * The member with `capitalIncrease` if it raises a törzsbetét in this capital increase: its own, or one it acquires
 * by a share transfer of the same amendment (the seller had provided it in full, Ptk. 3:167. § (1), 3:198. § (1));
 * or if it joins with a contribution paid by the documents' date, so that the register can say it was provided.
 */
export function withRaisedContribution(request: AmendmentRequest, member: RegisteredMember): RaisedMember {
  const contribution = increaseContributionOf(request, member);
  return contribution && (contribution.before > 0 || contribution.paid)
    ? { ...member, capitalIncrease: contribution }
    : member;
}

/** A company state whose members raising their törzsbetét in this capital increase carry it as `capitalIncrease`. */
export function withRaisedContributions(
  request: AmendmentRequest,
  company: RegisteredCompany,
): RegisteredCompany & { tagok: RaisedMember[] } {
  return { ...company, tagok: company.tagok.map((member) => withRaisedContribution(request, member)) };
}
