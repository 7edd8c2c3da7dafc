import type { AmendmentRequest } from './amendment-schema.ts';
import { addDays } from './plan-amendment.ts';

/** The fifteen days a member has to notify the court of a qualified majority he acquired (Ptk. 3:324. § (1)). */
export type QualifiedMajorityDeadline = {
  name: string;
  /** The day counted from: the first contract by which he acquires a share, else the decision's day. */
  from: string;
  fromContract: boolean;
  /** The fifteenth day after `from`. */
  lastDay: string;
};

/**
 * Ptk. 3:324. § (1): a Kft. member who holds at least three-quarters of the votes „ezen minősített többség
 * megszerzésétől számított tizenöt napon belül köteles ezt bejegyzés és közzététel végett a nyilvántartó bíróságnak
 * bejelenteni”. The program files that notice with the change application, whose own deadline is thirty days (Ctv. 50.
 * § (5)), so the earlier day is the one to keep. The day of acquisition is not certain (U 2, U 11): the earliest
 * plausible one is taken, the contract of a share transfer to him (the acquisition by signing at the latest is on that
 * day, Ptk. 3:168. § (1)), else the decision that raises his contribution.
 */
export function qualifiedMajorityDeadlines(
  request: AmendmentRequest,
  holders: readonly string[],
): QualifiedMajorityDeadline[] {
  return holders.map((name) => {
    const contract = request.uzletreszAtruhazasok
      .filter((transfer) => transfer.vevo.nev.trim() === name.trim())
      .map((transfer) => transfer.szerzodesKelte)
      .sort()[0];
    const from = contract ?? request.dontes.datum;
    return { name, from, fromContract: contract !== undefined, lastDay: addDays(from, 15) };
  });
}
