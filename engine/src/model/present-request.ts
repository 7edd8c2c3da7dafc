import { bindHyphens, bindName } from '../hu/bind-typography.ts';
import type { DocumentRequest } from '../schema/request.ts';

/** The names a person's entry carries besides his own: whoever signs, consents or interprets for him. */
type Represented = {
  jogiSzemely?: boolean | undefined;
  tolmacsNeve?: string | undefined;
  kepviselo?: string | undefined;
  egyuttesKepviselok?: string[] | undefined;
  torvenyesKepviselok?: { nev: string; tolmacsNeve?: string | undefined }[] | undefined;
};

const withBoundInterpreter = <T extends { tolmacsNeve?: string | undefined }>(person: T): T =>
  person.tolmacsNeve === undefined ? person : { ...person, tolmacsNeve: bindName(person.tolmacsNeve) };

/**
 * The names of those who act for a person, bound: a minor's legal representatives and an interpreter are natural
 * persons, bound as names; a legal entity's representatives are free text with their position ("Kovács-Szabó Anna
 * ügyvezető"), so only their hyphens are bound and the line still wraps at the spaces. The person's own name is left
 * as it is.
 */
export function withBoundRepresentatives<T extends Represented>(person: T): T {
  const bound: T = withBoundInterpreter(person);
  if (person.jogiSzemely)
    return {
      ...bound,
      ...(person.kepviselo === undefined ? {} : { kepviselo: bindHyphens(person.kepviselo) }),
      ...(person.egyuttesKepviselok === undefined
        ? {}
        : { egyuttesKepviselok: person.egyuttesKepviselok.map(bindHyphens) }),
    };
  return person.torvenyesKepviselok === undefined
    ? bound
    : {
        ...bound,
        torvenyesKepviselok: person.torvenyesKepviselok.map((representative) =>
          withBoundInterpreter({ ...representative, nev: bindName(representative.nev) }),
        ),
      };
}

/**
 * A person's entry as the documents print it: a natural person's name bound, and the names of those who act for him
 * ({@link withBoundRepresentatives}); a legal entity's name may be long and wraps as any text.
 */
function withBoundName<T extends Represented & { nev: string }>(person: T): T {
  const bound = withBoundRepresentatives(person);
  return person.jogiSzemely ? bound : { ...bound, nev: bindName(person.nev) };
}

type Entry = Represented & { nev: string };

/** The company's persons' entries (members, directors, the manager, every property's owners) each through `bind`. */
export function withBoundEntries<
  Company extends {
    tagok: Entry[];
    ugyvezetok: Entry[];
    cegvezeto?: Entry | undefined;
    szekhelyIngatlan: { tulajdonosok: Entry[] };
    ingatlanok: { tulajdonosok: Entry[] }[];
  },
>(company: Company, bind: <T extends Entry>(person: T) => T): Company {
  const bindOwners = <T extends { tulajdonosok: Entry[] }>(property: T): T => ({
    ...property,
    tulajdonosok: property.tulajdonosok.map(bind),
  });
  return {
    ...company,
    tagok: company.tagok.map(bind),
    ugyvezetok: company.ugyvezetok.map(bind),
    cegvezeto: company.cegvezeto && bind(company.cegvezeto),
    szekhelyIngatlan: bindOwners(company.szekhelyIngatlan),
    ingatlanok: company.ingatlanok.map(bindOwners),
  };
}

/**
 * The request as the documents print it: every personal name bound with no-break spaces and hyphens, so that a
 * name never breaks across lines (issue 9, typography), with the names of minors' legal representatives,
 * interpreters and legal entities' representatives ({@link withBoundRepresentatives}). The checks read the request as
 * it was sent.
 */
export function presentRequest(request: DocumentRequest): DocumentRequest {
  return {
    ...request,
    ugyvediIroda: { ...request.ugyvediIroda, ugyvedNeve: bindName(request.ugyvediIroda.ugyvedNeve) },
    tarsasag: withBoundEntries(request.tarsasag, withBoundName),
  };
}
