import type { AmendmentRequest } from './amendment-schema.ts';
import { findMember } from './count-votes.ts';

/**
 * The request with every registered member who undertakes a contribution to a capital increase named: a contribution
 * may point at the member by the saved person's id alone, and the resolution, the undertaking and its file name print
 * the member's name. A reference to no registered member stays as given (the checks refuse it).
 */
export function withContributorNames(request: AmendmentRequest): AmendmentRequest {
  const increase = request.tokeemeles;
  if (!increase) return request;
  return {
    ...request,
    tokeemeles: {
      ...increase,
      hozzajarulasok: increase.hozzajarulasok.map((contribution) => {
        const member = contribution.tag && findMember(request.korabbi.tagok, contribution.tag);
        return member ? { ...contribution, tag: { ...contribution.tag, nev: member.nev } } : contribution;
      }),
    },
  };
}
