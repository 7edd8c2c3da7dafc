import { isAddressAbroad } from '../address/address-completeness.ts';
import { addressesToDeclare } from '../model/addresses-to-declare.ts';
import { deriveUsedAddresses } from '../model/derive-used-addresses.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { findMember } from './count-votes.ts';
import { isSameParty } from './diff-companies.ts';
import { withOldSeatProperty } from './old-seat-property.ts';
import { registeredAddresses } from './registered-addresses.ts';

/**
 * What the filing summary asks the lawyer to obtain for a newly registered address beyond the generated use declaration
 * (Ctv. 7. § (4): the company owns the property or is entitled to use it; amendments brief 2, practice, U 1):
 * - `OWN_PROPERTY`: the company's own property, proven by the land-register sheet;
 * - `OFFICE_PROVIDER`: a registered-office provider's written contract (7/2017. (VI. 1.) IM rendelet);
 * - `OWNER_CONSENT`: the owners consent in the generated declaration; the land-register sheet shows they are the owners;
 * - `FOREIGN_REGISTRATION`: a fióktelep abroad, registered on the host state's extract or other document with its
 *   certified Hungarian translation (Ctv. 7. § (3)); no Hungarian land register holds it.
 */
export type UseProof = {
  kind: 'OWN_PROPERTY' | 'OFFICE_PROVIDER' | 'OWNER_CONSENT' | 'FOREIGN_REGISTRATION';
  isSeat: boolean;
  /** `telephely`, `központi ügyintézés helye és telephely`. */
  label: string;
  address: string;
};

/**
 * The proof of use for every address the court has not registered for its use yet (`addressesToDeclare`): a new seat,
 * a new place of central administration, a new telephely or fióktelep, whatever change brings it. The old seat kept as
 * a branch carries the registered seat's property (`withOldSeatProperty`), as its use declaration does.
 */
export function useProofs(request: AmendmentRequest): UseProof[] {
  return addressesToDeclare(deriveUsedAddresses(withOldSeatProperty(request)), registeredAddresses(request)).flatMap(
    (place) => {
      const isAbroad = isAddressAbroad(place.address);
      // a place of central administration abroad is only pointed out (decision 075): no proof to name here
      if (isAbroad && !place.purposes.includes('fióktelep')) return [];
      const kind: UseProof['kind'] = isAbroad
        ? 'FOREIGN_REGISTRATION'
        : place.useTitle === 'TULAJDON'
          ? 'OWN_PROPERTY'
          : place.useTitle === 'SZEKHELYSZOLGALTATAS'
            ? 'OFFICE_PROVIDER'
            : 'OWNER_CONSENT';
      return [{ kind, isSeat: place.purpose === 'székhely', label: place.label, address: place.address }];
    },
  );
}

/** A sale whose offer some holders of the pre-emption right let pass without a statement. */
export type SilentPreemption = {
  buyer: string;
  /** The day the offer was communicated to the holders (`ajanlatKozlese`). */
  offered: string;
  /** The holders who made no statement. */
  members: string[];
  /** The statute giving the right: Ptk. 3:167. § (5) to an outsider, 3:166. § (2) between members (articles). */
  basis: string;
};

/**
 * The sales whose contract records that some other members did not state on their pre-emption right within fifteen
 * days of the offer (Ptk. 3:167. § (5)): their silence is proven by the offer's communication, which the filing summary
 * asks for, as no statement of theirs is attached. The holders are the other members, not the seller nor a buying
 * member; to an outsider by statute (3:167. § (2)), between members where the articles give the right (3:166. § (2)).
 */
export function silentPreemptionHolders(request: AmendmentRequest): SilentPreemption[] {
  const rules = request.korabbi.uzletreszNyeresegSzabalyzasok;
  return request.uzletreszAtruhazasok.flatMap((transfer) => {
    const offered = transfer.ajanlatKozlese;
    if (transfer.jogcim !== 'ADASVETEL' || offered === undefined) return [];
    if (transfer.vevoMarTag && rules.belsoAtruhazas) return [];
    const seller = findMember(request.korabbi.tagok, transfer.eladoTag);
    const silent = request.korabbi.tagok.filter(
      (member) =>
        member !== seller &&
        !(transfer.vevoMarTag && isSameParty(member, transfer.vevo)) &&
        !transfer.elovasarlasiNyilatkozatok.some((statement) => findMember([member], statement.tag)),
    );
    if (silent.length === 0) return [];
    return [
      {
        buyer: transfer.vevo.nev.trim(),
        offered,
        members: silent.map((member) => member.nev.trim()),
        basis: transfer.vevoMarTag ? 'Ptk. 3:166. § (2), 3:167. § (5)' : 'Ptk. 3:167. § (5)',
      },
    ];
  });
}
