import { actsThroughRepresentatives } from '../checks/check-age.ts';
import { isSameName } from '../hu/name-key.ts';
import type { MemberModel } from '../model/derive-members.ts';
import { EXPLAINED_LANGUAGE_FIELDS } from '../schema/person.ts';
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
  /**
   * A legal entity's representatives who sign with `representative` jointly (its `egyuttesKepviselok`, decision 041):
   * only when it attends through its registered representative; a proxy acts alone on his power of attorney.
   */
  jointRepresentatives: readonly string[];
  szuletesiIdo?: string | undefined;
  torvenyesKepviselok?: MemberModel['torvenyesKepviselok'];
  /**
   * The member as the explanation clause and the interpreter's box of the minutes read it (decision 031, Pp. 325. §
   * (2)): his language data, a legal entity's with its representatives, who sign for it. Null when a proxy signs: the
   * proxy is no record of ours. No birth date nor legal representatives: a minor under fourteen is explained through
   * them as before, a minor of fourteen or more signs the minutes alone, without them.
   */
  explained: Record<string, unknown> | null;
};

/** The language data of a member (`nemErtiMagyarul` …) as far as given. */
function languageOf(member: MemberModel): Record<string, unknown> {
  const record = member as unknown as Record<string, unknown>;
  return Object.fromEntries(
    EXPLAINED_LANGUAGE_FIELDS.filter((field) => record[field] !== undefined).map((field) => [field, record[field]]),
  );
}

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
      jointRepresentatives: [],
      szuletesiIdo: member.szuletesiIdo,
      torvenyesKepviselok: member.torvenyesKepviselok,
      explained: attendance?.kepviselo ? null : { nev: member.nev, ...languageOf(member) },
    };
  const proxy = attendance?.kepviselo;
  return {
    nev: member.nev,
    isLegalEntity: true,
    representative: proxy ?? member.kepviselo ?? null,
    jointRepresentatives:
      proxy === undefined && member.kepviselo !== undefined ? (member.egyuttesKepviselok ?? []) : [],
    explained:
      proxy === undefined && member.kepviselo !== undefined
        ? {
            nev: member.nev,
            jogiSzemely: true,
            kepviselo: member.kepviselo,
            egyuttesKepviselok: member.egyuttesKepviselok ?? [],
            ...languageOf(member),
          }
        : null,
  };
}

/**
 * The members who sign the attendance sheet of a members' meeting themselves, in the order of `present`: each member
 * present in person, a legal entity through its registered representative; a member attending through a proxy is
 * signed for by the proxy, who is no record of ours. The sheet's explanation clause and interpreter's box read them as
 * the minutes read their signers (`explainedSigners` adds a minor's legal representatives, who sign in his column, and
 * leaves out a minor under fourteen; Pp. 325. § (2), decisions 031, 091).
 */
export function attendanceSigners(
  decision: AmendmentRequest['dontes'],
  present: readonly MemberModel[],
): MemberModel[] {
  return present.filter(
    (member) =>
      !decision.jelenlevok.some((attendee) => findMember([member], attendee.tag) === member && attendee.kepviselo),
  );
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

/**
 * The chair (levezető elnök) and the keeper of the minutes (jegyzőkönyvvezető) sign the minutes; the Ptk. names
 * neither office (3:193. § (2) has the director and the authenticating member sign) and they are typed names. When
 * the name is that of a member present in person, of a director of either state or of an other attendee
 * (`egyebJelenlevok`, decision 095), his language data are known:
 * one who does not understand Hungarian signs the Hungarian minutes with the explanation clause and the interpreter's
 * box, as the authenticator and the directors do (decisions 031, 064, 077); one under fourteen, who acts through his
 * legal representatives, is explained nothing (one of fourteen to seventeen is, alone). A member present through a proxy is not at
 * the meeting to hold an office there, and a legal entity holds none: no record. Null when no such person is found or
 * he understands Hungarian.
 */
export type OfficerRecord = { nev: string } & Record<string, unknown>;

export function meetingOfficer(
  name: string | undefined,
  decision: AmendmentRequest['dontes'],
  present: readonly MemberModel[],
  directors: readonly { nev: string; szemely?: { id?: string | number } | undefined }[],
): OfficerRecord | null {
  if (name === undefined || name.trim() === '') return null;
  const member = findMember(
    present.filter((candidate) => !candidate.jogiSzemely),
    { nev: name },
  );
  const inPerson =
    member &&
    !decision.jelenlevok.some((attendee) => findMember([member], attendee.tag) === member && attendee.kepviselo);
  const record = inPerson
    ? (member as unknown as Record<string, unknown>)
    : ((findMember(directors, { nev: name }) ??
        decision.egyebJelenlevok.find((attendee) => isSameName(attendee.nev, name))) as
        Record<string, unknown> | undefined);
  if (!record || record['nemErtiMagyarul'] !== true) return null;
  // a member who acts through his legal representatives on the meeting's day (under fourteen: Ptk. 2:14. § (1)) makes
  // no declaration of his own, and the minutes explain nothing to him, as for the authenticator (decision 064)
  if (inPerson && actsThroughRepresentatives(member, decision.datum)) return null;
  return {
    nev: String(record['nev']),
    ...Object.fromEntries(
      EXPLAINED_LANGUAGE_FIELDS.filter((field) => record[field] !== undefined).map((field) => [field, record[field]]),
    ),
  };
}
