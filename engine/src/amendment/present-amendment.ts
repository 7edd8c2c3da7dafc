import { withBoundRepresentatives } from '../model/present-request.ts';
import type { AmendmentRequest, RegisteredCompany } from './amendment-schema.ts';

function presentCompany(company: RegisteredCompany): RegisteredCompany {
  const bindOwners = <T extends { tulajdonosok: RegisteredCompany['szekhelyIngatlan']['tulajdonosok'] }>(
    property: T,
  ): T => ({ ...property, tulajdonosok: property.tulajdonosok.map(withBoundRepresentatives) });
  return {
    ...company,
    tagok: company.tagok.map(withBoundRepresentatives),
    ugyvezetok: company.ugyvezetok.map(withBoundRepresentatives),
    cegvezeto: company.cegvezeto && withBoundRepresentatives(company.cegvezeto),
    szekhelyIngatlan: bindOwners(company.szekhelyIngatlan),
    ingatlanok: company.ingatlanok.map(bindOwners),
  };
}

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
    korabbi: presentCompany(request.korabbi),
    uj: presentCompany(request.uj),
    uzletreszAtruhazasok: request.uzletreszAtruhazasok.map((transfer) => ({
      ...transfer,
      vevo: withBoundRepresentatives(transfer.vevo),
    })),
  };
}
