import { deriveModel } from '../model/derive-model.ts';
import type { DocumentRequest } from '../schema/request.ts';
import { checkActivities } from './check-activities.ts';
import { checkCapital } from './check-capital.ts';
import { checkDates } from './check-dates.ts';
import { checkDocumentNotes } from './check-document-notes.ts';
import { checkMeetingRules } from './check-meeting-rules.ts';
import { checkMissingData } from './check-missing-data.ts';
import { checkPlaces } from './check-places.ts';
import { checkRatios } from './check-ratios.ts';
import { checkReviewItems } from './check-review-items.ts';
import { checkSigning } from './check-signing.ts';
import type { Warning } from './warning.ts';

export type { Warning } from './warning.ts';

/**
 * The consistency rules of spec section 5 and the legal brief section 8. `today` is ISO `YYYY-MM-DD`. Errors first,
 * then warnings, each group in the order of the rules. The findings are data: the documents render regardless.
 */
export function checkRequest(request: DocumentRequest, options: { today: string }): Warning[] {
  const model = deriveModel(request);
  const company = request.tarsasag;
  const warnings = [
    ...checkCapital(model),
    ...checkDates(model, options.today),
    ...checkSigning(model),
    ...checkRatios(model),
    ...checkMeetingRules(company, model),
    ...checkPlaces(model),
    ...checkActivities(company),
    ...checkMissingData(model, request.ugyvediIroda),
    ...checkReviewItems(model),
    ...checkDocumentNotes(model),
  ];
  return [
    ...warnings.filter((warning) => warning.severity === 'error'),
    ...warnings.filter((warning) => warning.severity === 'warning'),
  ];
}
