import { bindName } from '../hu/bind-typography.ts';
import { withBoundEntries, withBoundRepresentatives } from '../model/present-request.ts';
import type { AmendmentRequest } from './amendment-schema.ts';

/**
 * The amendment as its documents print it: the countersigning lawyer's name and the names of minors' legal
 * representatives and interpreters bound, a legal entity's representatives' hyphens bound
 * ({@link withBoundRepresentatives}), in both states and in every buyer. The persons' own names are left as sent: the
 * decision's references (attendance, votes, transfers) and the plan find the members by them; the amendment's
 * templates bind them where they print them (the `name` and `names` filters, `printedName`: a legal entity's name is
 * left to wrap). The formation documents of an amendment bind them when rendered (`presentRequest`); the checks read
 * the request as sent.
 */
export function presentAmendment(request: AmendmentRequest): AmendmentRequest {
  return {
    ...request,
    ugyvediIroda: { ...request.ugyvediIroda, ugyvedNeve: bindName(request.ugyvediIroda.ugyvedNeve) },
    korabbi: withBoundEntries(request.korabbi, withBoundRepresentatives),
    uj: withBoundEntries(request.uj, withBoundRepresentatives),
    uzletreszAtruhazasok: request.uzletreszAtruhazasok.map((transfer) => ({
      ...transfer,
      vevo: withBoundRepresentatives(transfer.vevo),
    })),
  };
}
