import type { Block, DocumentTree } from '../ast/blocks.ts';
import type { AmendmentRequest, RegisteredCompany } from './amendment-schema.ts';
import { blockText, sectionsOf, type Consolidation } from './consolidate-articles.ts';
import { findMember } from './count-votes.ts';
import { isSameParty } from './diff-companies.ts';
import { increaseContributionOf, withRaisedContribution, type RaisedMember } from './increase-contributions.ts';
import { withTransferSplit, type TransferSplitMember } from './transfer-contributions.ts';

type Section = Extract<Block, { kind: 'section' }>;
type Member = RegisteredCompany['tagok'][number];

const contributionOf = (member: { penzbetet: number; nemPenzbeliBetet: number }) =>
  member.penzbetet + member.nemPenzbeliBetet;

/**
 * Whether a member of the target state holds a fully provided törzsbetét (Ptk. 3:198. § (1), 3:167. § (1)): a member
 * contributing to this capital increase does if the contribution is paid by the documents' date (`befizetve`; the part
 * held before was provided in full, 3:198. § (1), 3:167. § (1)), else not; else `torzsbetetBefizetve` as given; else the paid registered
 * törzsbetét of the same person plus the shares acquired from sellers who had paid theirs cover the törzsbetét (a
 * buyer takes over a share whose contribution the seller provided).
 */
export function isContributionPaid(request: AmendmentRequest, member: Member): boolean {
  const contribution = increaseContributionOf(request, member);
  if (contribution) return contribution.paid;
  if (member.torzsbetetBefizetve !== undefined) return member.torzsbetetBefizetve;
  const own = request.korabbi.tagok.find(
    (before) => before.torzsbetetBefizetve === true && isSameParty(before, member),
  );
  return (own ? contributionOf(own) : 0) + paidShareAcquired(request, member) >= contributionOf(member);
}

/**
 * The nominal value of the shares a member acquires by this amendment's transfers from sellers whose törzsbetét is
 * provided in full: the seller's rights and duties pass to the buyer with the share (Ptk. 3:169. § (1)), so a provided
 * contribution stays provided; one bought from a seller who has not paid is not counted (the duty to provide it passed
 * to the buyer, 3:169. § (1)).
 */
function paidShareAcquired(request: AmendmentRequest, member: { nev: string; szemely?: { id?: string | number } }) {
  const paidBefore = request.korabbi.tagok.filter((before) => before.torzsbetetBefizetve === true);
  return request.uzletreszAtruhazasok
    .filter((transfer) => isSameParty(transfer.vevo, member) && findMember(paidBefore, transfer.eladoTag))
    .reduce((sum, transfer) => sum + transfer.nevertek, 0);
}

/**
 * Per member of the target state (`uj.tagok`, in its order), the nominal value it acquires by this amendment from
 * sellers whose törzsbetét is provided in full: what a saved state needs to keep a bought share's payment when the
 * amendment is stored (the buyer's flag is not otherwise known; {@link paidShareAcquired}).
 */
export function paidSharesAcquired(request: AmendmentRequest): number[] {
  return request.uj.tagok.map((member) => paidShareAcquired(request, member));
}

/**
 * A company state with the members' `torzsbetetBefizetve` as {@link isContributionPaid} finds it: every member's when
 * `restatesEveryone` (the articles are amended, so the amendment adopts point 6 as the contributions now stand, or the
 * registered text already words them so); otherwise only the buyers', whose lines a transfer rewrites anyway (Ctv.
 * 51. § (3)): the other members are worded as at formation, as registered, and the clauses on contributions owed
 * stay, as nobody decided to change them (Ptk. 3:102. § (1)). A member contributing to a capital increase owes its
 * contribution by the deadline and in the way the resolution sets (Ptk. 3:198. § (2) e)); a member raising its
 * törzsbetét owes only the increment ({@link RaisedMember}); a buyer who holds a provided part and a part bought
 * from a seller who has not paid owes only that part, by the seller's registered deadline ({@link TransferSplitMember}).
 */
export function withPaidContributions(
  request: AmendmentRequest,
  company: RegisteredCompany,
  restatesEveryone: boolean,
): RegisteredCompany & { tagok: (RaisedMember & TransferSplitMember)[] } {
  const restates = (member: Member) =>
    restatesEveryone || request.uzletreszAtruhazasok.some((transfer) => isSameParty(transfer.vevo, member));
  return {
    ...company,
    tagok: company.tagok.map(({ torzsbetetBefizetve: _given, ...member }) =>
      restates(member)
        ? withTransferSplit(
            request,
            withIncrease(request, { ...member, torzsbetetBefizetve: isContributionPaid(request, member) }),
          )
        : member,
    ),
  };
}

/**
 * A member with the contribution it undertakes in this capital increase, if any: its deadline and way of payment,
 * unless it is paid by the documents' date (the törzsbetét is then stated as provided).
 */
function withIncrease(request: AmendmentRequest, member: Member): RaisedMember {
  const contribution = increaseContributionOf(request, member);
  const owed =
    contribution && !contribution.paid
      ? { ...member, penzbetetHatarido: contribution.deadline, penzbetetMod: contribution.mode }
      : member;
  return withRaisedContribution(request, owed);
}

/**
 * The members other than a buyer whose cash contribution is provided, though a transfer that does not amend the
 * articles leaves their registered wording, "befizetéssel teljesíti" by a deadline, in the consolidated text.
 */
export function paidButWordedAsOwed(request: AmendmentRequest): string[] {
  return request.uj.tagok
    .filter(
      (member) =>
        member.penzbetet > 0 &&
        !request.uzletreszAtruhazasok.some((transfer) => isSameParty(transfer.vevo, member)) &&
        isContributionPaid(request, member),
    )
    .map((member) => member.nev);
}

/** A company state worded as at formation: every contribution still to be provided by its deadline. */
export function withoutPaidContributions(company: RegisteredCompany): RegisteredCompany {
  return {
    ...company,
    tagok: company.tagok.map(({ torzsbetetBefizetve: _paid, ...member }) => member),
  };
}

const CAPITAL_HEADING = /^A Társaság törzstőkéje/;

function capitalSection(sections: readonly Section[]): Section | undefined {
  return sections.find((section) =>
    section.heading.some((inline) => inline.kind === 'text' && CAPITAL_HEADING.test(inline.text)),
  );
}

/** The registered articles word the point on the törzstőke as `rendered` does. */
export function isCapitalWordedAs(registered: DocumentTree, rendered: DocumentTree): boolean {
  const left = capitalSection(sectionsOf(registered));
  const right = capitalSection(sectionsOf(rendered));
  return left !== undefined && right !== undefined && blockText(left) === blockText(right);
}

/**
 * Where this amendment rewrites the point on the törzstőke and the contributions (a transfer, a conversion, a capital
 * increase), the whole point is re-adopted as the contributions now stand: a törzsbetét provided in full is stated as
 * such, and the clauses on contributions still owed go where nothing is owed (Ctv. 51. § (2)–(3), Ptk. 3:198. § (1),
 * 3:167. § (1)). `paid` is the target state rendered with {@link withPaidContributions}. The point keeps its registered
 * number; an untouched point keeps its registered wording.
 */
export function restatePaidContributions(consolidation: Consolidation, paid: () => DocumentTree): Consolidation {
  const current = capitalSection(consolidation.sections);
  if (!current) return consolidation;
  const prefix = current.number;
  const touched = consolidation.points.some((point) => point.kind === 'replaced' && point.number.startsWith(prefix));
  if (!touched) return consolidation;
  const restated = capitalSection(sectionsOf(paid()));
  if (!restated || blockText({ ...restated, heading: current.heading }) === blockText(current)) return consolidation;
  // the clauses under the registered point's number
  const blocks = restated.blocks.map((block) =>
    block.kind === 'clause' ? { ...block, number: prefix + block.number.slice(restated.number.length) } : block,
  );
  const section: Section = { ...restated, number: prefix, heading: current.heading, blocks };
  const changed = new Set(consolidation.changed);
  for (const block of section.blocks) changed.add(block);
  const points = consolidation.points.filter((point) => point.kind !== 'replaced' || !point.number.startsWith(prefix));
  const at = consolidation.points.findIndex((point) => point.kind === 'replaced' && point.number.startsWith(prefix));
  points.splice(at, 0, { kind: 'replaced', number: prefix, heading: section.heading, blocks: section.blocks });
  return {
    ...consolidation,
    sections: consolidation.sections.map((candidate) => (candidate === current ? section : candidate)),
    changed,
    points,
  };
}
