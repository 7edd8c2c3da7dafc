import type { MemberModel } from '../model/derive-members.ts';
import type { AmendmentRequest } from './amendment-schema.ts';
import { findMember } from './count-votes.ts';

/**
 * The member elected to authenticate the minutes (Ptk. 3:193. § (2)) as the minutes print it. A legal-entity member
 * may be elected, but it signs through a natural person: the representative who attended for it (the attendance
 * entry's `kepviselo`), else its registered representative; null when neither is given (a dotted blank is printed).
 * A natural person attending by proxy signs through the proxy; `representative` is null when attending in person.
 */
/**
 * The member who authenticates the minutes (Ptk. 3:193. § (2)): `representative` is a proxy or a legal entity's
 * representative; a natural person's birth date and legal representatives let the minutes have a minor under fourteen
 * sign through them (Ptk. 2:14. § (1), decision 030).
 */
export type Authenticator = {
  nev: string;
  isLegalEntity: boolean;
  representative: string | null;
  szuletesiIdo?: string | undefined;
  torvenyesKepviselok?: MemberModel['torvenyesKepviselok'];
};

export function meetingAuthenticator(
  decision: AmendmentRequest['dontes'],
  present: readonly MemberModel[],
): Authenticator | null {
  if (!decision.hitelesito) return null;
  const member = findMember(present, decision.hitelesito);
  if (!member) return null;
  const attendance = decision.jelenlevok.find((attendee) => findMember([member], attendee.tag) === member);
  // a member present through a proxy (Ptk. 3:110. § (1)) signs through that proxy too
  if (!member.jogiSzemely)
    return {
      nev: member.nev,
      isLegalEntity: false,
      representative: attendance?.kepviselo ?? null,
      szuletesiIdo: member.szuletesiIdo,
      torvenyesKepviselok: member.torvenyesKepviselok,
    };
  return {
    nev: member.nev,
    isLegalEntity: true,
    representative: attendance?.kepviselo ?? member.kepviselo ?? null,
  };
}

/**
 * The legal-entity member a free-text name (the chair's, the keeper of the minutes') names, if any: the name compared
 * as `findMember` compares names, against the members deciding and those of both states of the company.
 */
export function legalEntityNamed(
  name: string | undefined,
  members: readonly Pick<MemberModel, 'nev' | 'jogiSzemely' | 'kepviselo' | 'szemely'>[],
): Pick<MemberModel, 'nev' | 'kepviselo'> | undefined {
  if (name === undefined) return undefined;
  const found = findMember(
    members.filter((member) => member.jogiSzemely),
    { nev: name },
  );
  return found;
}
