import { deriveMembers } from '../model/derive-members.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { findMember } from './count-votes.ts';
import { isSameParty } from './diff-companies.ts';
import { contributionAfterTransfers } from './increase-contributions.ts';

/**
 * The seller's share a transfer of this amendment takes, as the resolution on its division (Ptk. 3:173. § (2)) and
 * the transfer agreement state it. The transfers are taken in the order of `uzletreszAtruhazasok`: a seller who sells
 * to two buyers first divides his registered share, then the part he still holds.
 */
export type TransferredShare = {
  /** The seller in running text (`Kiss Anna`, `az Omega Kft.`). */
  sellerInText: string;
  /** The seller's registered törzsbetét. */
  registered: number;
  /** The nominal value the seller transfers by the earlier transfers of this amendment; null when `held` is. */
  soldBefore: number | null;
  /**
   * The törzsbetét the seller's share is tied to when this transfer comes: the registered one less `soldBefore`
   * (`contributionAfterTransfers` up to this transfer). Null when the seller also acquires a share by an earlier
   * transfer of this amendment: he then holds several törzsbetétek (Ptk. 3:161. § (2)), and which one is divided
   * cannot be stated.
   */
  held: number | null;
  /** The nominal value transferred (`nevertek`). */
  transferred: number;
  /** Part of the share is transferred, so the share is divided and the members' consent is needed (Ptk. 3:173. § (2)). */
  divided: boolean;
  /** The part the seller keeps on a division; null when `held` is unknown, 0 when the whole share is transferred. */
  kept: number | null;
  /**
   * The later transfer of this amendment (its index in `uzletreszAtruhazasok`) by which the seller transfers the whole
   * part he keeps on this division; null when he keeps it. The division's resolution then names that part as
   * transferred too, not as the part remaining with the member (read-through 10).
   */
  keptTransferIndex: number | null;
  /**
   * The registered business shares deviate from the contributions (`uzletreszElteres`): the divided share's size is
   * not its törzsbetét's ratio, so the parts' sizes do not follow from their nominal values (Ptk. 3:164. § (1)).
   */
  deviating: boolean;
};

/** Each transfer's share in the order of `uzletreszAtruhazasok`; null where the seller is not a registered member. */
export function transferredShares(request: AmendmentRequest): (TransferredShare | null)[] {
  const members = deriveMembers(request.korabbi.tagok).members;
  const deviating = request.korabbi.tagok.some((member) => member.uzletreszElteres !== undefined);
  const shares = request.uzletreszAtruhazasok.map((transfer, index) => {
    const seller = findMember(members, transfer.eladoTag);
    if (!seller) return null;
    const boughtBefore = request.uzletreszAtruhazasok.slice(0, index).some((other) => isSameParty(other.vevo, seller));
    const holds = contributionAfterTransfers(request, seller, index);
    const held = boughtBefore ? null : holds;
    const divided = transfer.nevertek < (held ?? holds);
    return {
      sellerInText: seller.nameInText,
      registered: seller.contribution,
      soldBefore: held === null ? null : seller.contribution - held,
      held,
      transferred: transfer.nevertek,
      divided,
      kept: held === null ? null : divided ? held - transfer.nevertek : 0,
      keptTransferIndex: null as number | null,
      deviating,
      seller,
    };
  });
  return shares.map((share, index) => {
    if (!share) return null;
    const { seller, ...rest } = share;
    if (!rest.divided || rest.kept === null) return rest;
    // the next transfer by the same seller takes what this division leaves him: the whole of it, or part (a new division)
    const next = shares.findIndex((other, at) => at > index && other !== null && other.seller === seller);
    const later = next < 0 ? null : shares[next]!;
    return later && later.held === rest.kept && !later.divided ? { ...rest, keptTransferIndex: next } : rest;
  });
}
