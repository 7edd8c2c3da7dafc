import { withArticle } from '../hu/article.ts';
import type { CompanyModel } from '../model/derive-model.ts';
import { isSameAddress } from '../model/is-same-address.ts';
import { settlementOf } from '../model/settlement-of.ts';
import { legalError, type Warning } from './warning.ts';

/**
 * A fióktelep lies in another settlement than the seat; in the same one it is a telephely, and a telephely in another
 * settlement is by definition a fióktelep (Ctv. 7. § (2)). A branch in the seat's settlement blocks generation; a
 * premises elsewhere is a warning, as in an amendment: the articles and the register would name it wrongly. A
 * premises at the seat's own address is no telephely at all ("a cég székhelyétől eltérő helyen"): an error.
 */
export function checkPlaces(model: CompanyModel): Warning[] {
  // a telephely is a place of business other than the seat: the seat's own address is no premises
  const atSeat = model.premises.flatMap((place, index) =>
    isSameAddress(place, model.seat)
      ? [
          legalError(
            'PREMISES_AT_SEAT',
            'Ctv. 7. § (2)',
            `${withArticle(`„${place}”`, true)} telephely a székhely címe; telephely csak a székhelytől eltérő helyen lehet, ezért ezt a címet törölni kell a telephelyek közül.`,
            `tarsasag.telephelyek.${index}`,
          ),
        ]
      : [],
  );
  const seatSettlement = settlementOf(model.seat);
  if (seatSettlement === null) return atSeat;
  const branches = model.branches.flatMap((branch, index) =>
    settlementOf(branch) === seatSettlement
      ? [
          legalError(
            'BRANCH_IN_SEAT_SETTLEMENT',
            'Ctv. 7. § (2)',
            `${withArticle(`„${branch}”`, true)} fióktelep a székhellyel azonos településen van; fióktelep csak más településen lehet, ez a cím telephelyként adható meg.`,
            `tarsasag.fioktelepek.${index}`,
          ),
        ]
      : [],
  );
  const premises = model.premises.flatMap((place, index): Warning[] => {
    const settlement = settlementOf(place);
    return settlement !== null && settlement !== seatSettlement
      ? [
          {
            code: 'PREMISES_IN_OTHER_SETTLEMENT',
            severity: 'warning',
            message: `${withArticle(`„${place}”`, true)} telephely más településen van, mint a székhely: a székhelytől eltérő településen lévő telephely fióktelep (Ctv. 7. § (2)), ezért ez a cím fióktelepként adandó meg.`,
            path: `tarsasag.telephelyek.${index}`,
          },
        ]
      : [];
  });
  return [...atSeat, ...branches, ...premises];
}
