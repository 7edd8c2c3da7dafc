import type { AmendmentRequest, RegisteredCompany } from './amendment-schema.ts';
import { isSameParty } from './diff-companies.ts';

/**
 * The day a member of the target state became a member, for the member register (amendments brief 3.5): the date
 * given in the target state; else the registered one; a registered member without one has been a member since the
 * founding deed (the field's documented default); an acquirer since notifying the company (Ptk. 3:169. § (2), U 11).
 * Undefined when none of these is known (a member joining with a capital increase): the lawyer is told so.
 */
export function membershipStart(
  request: AmendmentRequest,
  member: RegisteredCompany['tagok'][number],
): string | undefined {
  if (member.tagsagKezdete) return member.tagsagKezdete;
  const registered = request.korabbi.tagok.find((before) => isSameParty(before, member));
  if (registered) return registered.tagsagKezdete ?? request.bejegyzes.letesitoOkiratKelte;
  return request.uzletreszAtruhazasok.find((transfer) => isSameParty(transfer.vevo, member))?.bejelentesKelte;
}

/**
 * The day the member register states the members on ("… napján fennálló állapot szerint"): the change's day (the
 * effective day, else the decision's), or the latest day a listed member's membership began when that is later. An
 * acquirer is a member towards the company from the notification (Ptk. 3:169. § (2)): a transfer notified after the
 * decision, with no later effective day, listed the buyer in the state of a day on which the seller was still the
 * member. A member whose start is not known is listed from the register's own date (`keltezesIdeje`), as it prints.
 */
export function registerStateDay(request: AmendmentRequest): string {
  const change = request.hatalyNapja ?? request.dontes.datum;
  return request.uj.tagok.reduce((day, member) => {
    const start = membershipStart(request, member) ?? request.keltezesIdeje;
    return start > day ? start : day;
  }, change);
}

/** The target state with every member's membership start filled in where {@link membershipStart} knows it. */
export function withMembershipStarts(request: AmendmentRequest): RegisteredCompany {
  return {
    ...request.uj,
    tagok: request.uj.tagok.map((member) => {
      const start = membershipStart(request, member);
      return start ? { ...member, tagsagKezdete: start } : member;
    }),
  };
}

/**
 * Whether a member of either state founded the company: a member of the registered state whose membership began no
 * later than the founding deed (no start given: since the deed, as {@link membershipStart} reads it). A member not in
 * the registered state joined by this amendment (a transfer, a capital increase) and is never its founder. An
 * explicit `alapito` given by the lawyer stands.
 */
export function isFounder(
  request: AmendmentRequest,
  member: Pick<RegisteredCompany['tagok'][number], 'nev' | 'szemely' | 'alapito'>,
): boolean {
  if (member.alapito !== undefined) return member.alapito;
  const registered = request.korabbi.tagok.find((before) => isSameParty(before, member));
  if (!registered) return false;
  if (registered.alapito !== undefined) return registered.alapito;
  const start = registered.tagsagKezdete;
  return start === undefined || start <= request.bejegyzes.letesitoOkiratKelte;
}

/** A state of the company with every member marked founder or not ({@link isFounder}), for the articles' wording. */
export function withFounders(request: AmendmentRequest, company: RegisteredCompany): RegisteredCompany {
  return { ...company, tagok: company.tagok.map((member) => ({ ...member, alapito: isFounder(request, member) })) };
}

/**
 * What a member of the target state is, to be kept with the company once the amendment is made: when the membership
 * began ({@link membershipStart}, where known) and whether the member founded the company ({@link isFounder}). The
 * next amendment reads them from its registered state; without them a member who joined by this amendment (an
 * outsider who bought every share) would count as a founder there, and its articles, worded for "az egyedüli tag",
 * would no longer match the wording the template gives a founder.
 */
export function memberStandings(request: AmendmentRequest): { tagsagKezdete?: string; alapito: boolean }[] {
  return request.uj.tagok.map((member) => {
    const alapito = isFounder(request, member);
    // a founder's membership began with the founding deed, which the registered state already says
    const start = alapito ? undefined : membershipStart(request, member);
    return { ...(start ? { tagsagKezdete: start } : {}), alapito };
  });
}
