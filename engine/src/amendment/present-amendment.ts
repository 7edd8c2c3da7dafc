import { withBoundEntries, withBoundRepresentatives } from '../model/present-request.ts';
import type { AmendmentRequest } from './amendment-schema.ts';

/**
 * The amendment as its documents print it: the names of minors' legal representatives and interpreters bound, a legal
 * entity's representatives' hyphens bound ({@link withBoundRepresentatives}), in both states and in every buyer. The
 * persons' own names are left as sent: the decision's references (attendance, votes, transfers) find the members by
 * them. The formation documents of an amendment bind the rest when rendered (`presentRequest`); the checks read the
 * request as sent.
 */
export function presentAmendment(request: AmendmentRequest): AmendmentRequest {
  return {
    ...request,
    korabbi: withBoundEntries(request.korabbi, withBoundRepresentatives),
    uj: withBoundEntries(request.uj, withBoundRepresentatives),
    uzletreszAtruhazasok: request.uzletreszAtruhazasok.map((transfer) => ({
      ...transfer,
      vevo: withBoundRepresentatives(transfer.vevo),
    })),
  };
}
