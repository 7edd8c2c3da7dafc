import { bindName } from '../hu/bind-typography.ts';
import type { DocumentRequest } from '../schema/request.ts';

/** A natural person's name bound; a legal entity's name may be long and wraps as any text. */
function withBoundName<T extends { nev: string; jogiSzemely?: boolean }>(person: T): T {
  return person.jogiSzemely ? person : { ...person, nev: bindName(person.nev) };
}

/**
 * The request as the documents print it: every personal name bound with no-break spaces and hyphens, so that a
 * name never breaks across lines (issue 9, typography). The checks read the request as it was sent.
 */
export function presentRequest(request: DocumentRequest): DocumentRequest {
  const company = request.tarsasag;
  const bindOwners = <T extends { tulajdonosok: { nev: string; jogiSzemely?: boolean }[] }>(property: T): T => ({
    ...property,
    tulajdonosok: property.tulajdonosok.map(withBoundName),
  });
  return {
    ...request,
    ugyvediIroda: { ...request.ugyvediIroda, ugyvedNeve: bindName(request.ugyvediIroda.ugyvedNeve) },
    tarsasag: {
      ...company,
      tagok: company.tagok.map(withBoundName),
      ugyvezetok: company.ugyvezetok.map(withBoundName),
      cegvezeto: company.cegvezeto && withBoundName(company.cegvezeto),
      szekhelyIngatlan: bindOwners(company.szekhelyIngatlan),
      ingatlanok: company.ingatlanok.map(bindOwners),
    },
  };
}
