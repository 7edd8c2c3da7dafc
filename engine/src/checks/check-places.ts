import { withArticle } from '../hu/article.ts';
import type { CompanyModel } from '../model/derive-model.ts';
import { settlementOf } from '../model/settlement-of.ts';
import { legalError, type Warning } from './warning.ts';

/** A fióktelep lies in another settlement than the seat; in the same one it is a telephely (Ctv. 7. § (2)). */
export function checkPlaces(model: CompanyModel): Warning[] {
  const seatSettlement = settlementOf(model.seat);
  if (seatSettlement === null) return [];
  return model.branches.flatMap((branch, index) =>
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
}
