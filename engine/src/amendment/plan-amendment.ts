import type { DocumentTree } from '../ast/blocks.ts';
import { amendmentDocumentTitle } from './amendment-document-types.ts';
import { filingDeadlineFrom, type FilingDeadline } from '../hu/filing-deadline.ts';
import { formatDate } from '../hu/format-date.ts';
import { addressesToDeclare, declarationTitle } from '../model/addresses-to-declare.ts';
import { authorityAddressChange, type AuthorityAddressChange } from './authority-address-change.ts';
import { registeredAddresses } from './registered-addresses.ts';
import { deriveMembers, type MemberModel } from '../model/derive-members.ts';
import { deriveUsedAddresses } from '../model/derive-used-addresses.ts';
import type { AmendmentRequest, DecisionMode, Transfer } from './amendment-schema.ts';
import {
  additionalContributionRule,
  otherProvisionRule,
  CHANGE_RULES,
  stricterMajority,
  type ChangeType,
  type Majority,
} from './change-rules.ts';
import { COURTS, courtCodeOf, seatMoveOf, type SeatMove } from './court-districts.ts';
import { countVotes, findMember, reaches, votesOf, type Tally } from './count-votes.ts';
import { preemptionDeclaredInWriting } from './designated-contributors.ts';
import { diffCompanies, otherProvisionTopics, type Change, type OtherProvisionTopic } from './diff-companies.ts';
import { directorsActingOn } from './directors-in-office.ts';
import { increaseContributions, type IncreaseContribution } from './increase-contributions.ts';
import {
  attendanceSigners,
  meetingAuthenticator,
  meetingOfficer,
  type Authenticator,
  type OfficerRecord,
} from './meeting-officers.ts';
import { officerAttendees, officerCapacity, type OfficerAttendee } from './officer-capacity.ts';
import { isFounder } from './membership-start.ts';
import { registerClausesChange } from './register-clauses.ts';
import { hasSpentFoundingClauses } from './spent-founding-clauses.ts';
import { transferredShares, type TransferredShare } from './transferred-shares.ts';

/** What a resolution decides: a change type, or a step of a share transfer, or adopting the amendment deed. */
export type ResolutionSubject = ChangeType | 'ATRUHAZAS' | 'FELOSZTAS' | 'MODOSITAS';

export type TransferTopic = 'giftConsent' | 'consentAndPreemption' | 'preemption';

export type Resolution = {
  /** `1/2026. (XI. 22.)` */
  number: string;
  subject: ResolutionSubject;
  changes: Change[];
  /** For `ATRUHAZAS` and `FELOSZTAS`: the transfer's index in `uzletreszAtruhazasok` and the seller's name. */
  transferIndex?: number;
  sellerName?: string;
  /**
   * For `ATRUHAZAS`, what the members decide: consent to a gift (`giftConsent`), consent to a sale with the company's
   * pre-emption right (`consentAndPreemption`), or, where the articles require no consent, the pre-emption right alone
   * (`preemption`).
   */
  transferTopic?: TransferTopic;
  majority: Majority;
  basis: string;
  /** Three-quarters recommended although the statute asks for a simple majority (U 4). */
  recommendsThreeQuarters: boolean;
  /** Null without a vote: the sole member's decision, or votes not given. */
  tally: Tally | null;
};

export type AmendmentDocumentId =
  | 'tervezet-megkuldes'
  | 'szavazolap'
  | 'hatarozat'
  | 'modositas'
  | 'egyseges-szerkezet'
  | 'egyseges-szerkezet-valtozaskovetes'
  | 'uzletresz-atruhazas'
  | 'vagyoni-hozzajarulas'
  | 'elfogado-nyilatkozat'
  | 'alairasminta'
  | 'szekhely'
  | 'tagjegyzek'
  | 'meghatalmazas'
  | 'benyujtasi-osszesito';

export type AmendmentDocument = {
  id: AmendmentDocumentId;
  title: string;
  /** The file name without extension. */
  fileStem: string;
  /**
   * For per-item documents: the transfer, contribution or (target state's) director index; for a voting form, the
   * voter's index in `plan.voters`.
   */
  index?: number;
  /** The .docx redline exists only as a Word file. */
  isDocxOnly?: boolean;
};

export type Fee = { illetek: number | null; kozzetetel: number | null; basis: string; isFilingNeeded: boolean };

const ROMAN_MONTHS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

/** `1/2026. (XI. 22.)`: serial / year, then the month in Roman numerals and the day (amendments brief 3.1). */
export function resolutionNumber(serial: number, isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${serial}/${year}. (${ROMAN_MONTHS[month - 1]}. ${day}.)`;
}

/** The chair and the keeper of a members' meeting's minutes who do not understand Hungarian (`meetingOfficer`). */
function meetingOfficers(
  request: AmendmentRequest,
  mode: DecisionMode,
  present: readonly MemberModel[],
): AmendmentPlan['officers'] {
  if (mode !== 'TAGGYULES') return { chair: null, keeper: null };
  const directors = [...request.korabbi.ugyvezetok, ...request.uj.ugyvezetok];
  const officer = (name: string | undefined) => meetingOfficer(name, request.dontes, present, directors);
  return { chair: officer(request.dontes.levezetoElnok), keeper: officer(request.dontes.jegyzokonyvvezeto) };
}

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export { COURTS } from './court-districts.ts';

export type AmendmentPlan = {
  request: AmendmentRequest;
  changes: Change[];
  /** What the "other" amendment (`EGYEB`) changes, by topic, for its resolution to name (decision 049). */
  otherTopics: Record<OtherProvisionTopic, boolean>;
  mode: DecisionMode;
  /** Registered members with their votes: they decide (the sole remaining member after a multi → single change). */
  voters: MemberModel[];
  present: MemberModel[];
  /**
   * The members whose pre-emption statement on the capital increase (Ptk. 3:199. §) is given though they were not
   * at the meeting: the minutes refer to their written statement ({@link preemptionDeclaredInWriting}).
   */
  preemptionInWriting: MemberModel[];
  /**
   * The meeting's votes, one per forint of törzsbetét (`votesOf`): all of them, those present, and each present
   * member's in the order of `present`; null when the articles tie the votes to deviating business shares, which give
   * no number of votes.
   */
  votes: { all: number; present: number; ofPresent: number[] } | null;
  /**
   * The sole member deciding (`EGYEDULI_TAG`) founded the company: its decision is an "alapítói határozat", otherwise
   * "az egyedüli tag határozata" (Ptk. 3:109. § (4); U 14). False in the other modes.
   */
  isSoleDeciderFounder: boolean;
  /** The present member elected to authenticate the minutes (Ptk. 3:193. § (2)); null when none is found. */
  authenticator: Authenticator | null;
  /**
   * The chair and the keeper of the minutes as the minutes' explanation clause reads them: the language data of the
   * member present in person or director they name, when he does not understand Hungarian (`meetingOfficer`,
   * decision 077); null otherwise, and outside a members' meeting.
   */
  officers: { chair: OfficerRecord | null; keeper: OfficerRecord | null };
  /**
   * The members who sign a members' meeting's attendance sheet themselves (`attendanceSigners`): its explanation clause
   * reads them (decision 091); empty outside a members' meeting.
   */
  attendanceSigners: MemberModel[];
  /**
   * The capacity of a chair or keeper of the minutes who is no member, as the other attendees list him, or as a
   * director or the director the decision elects (`officerCapacity`, decisions 091, 095): the minutes' election names
   * him with it; null otherwise.
   */
  officerCapacities: { chair: string | null; keeper: string | null };
  /**
   * The chair and the keeper who attend as a director (or the director elected) and are no members nor other
   * attendees (`officerAttendees`, decision 095): the attendance sheet lists them; empty outside a members' meeting.
   */
  officerAttendees: OfficerAttendee[];
  resolutions: Resolution[];
  /** The articles are amended (a deed and a consolidated text are needed). */
  amendsArticles: boolean;
  /** Only activities other than the main activity change: nothing is filed now (Ctv. 51. § (2a)). */
  isFilingDeferred: boolean;
  /**
   * The registered articles' spent founding clauses (pre-company, "bejegyzés alatt", the 30-day filing, the approving
   * signature, "first director"; amendments brief 3.2): `repealed` by this deed, which then needs three-quarters
   * (Ptk. 3:102. § (1)); `kept` when no deed is filed now or its adoption did not reach three-quarters; `none` left.
   */
  foundingClauses: 'repealed' | 'kept' | 'none';
  /** The target state's members who reach at least 75% of the votes without having had it (Ptk. 3:324. §). */
  qualifiedMajorityHolders: string[];
  /** The contributions of a capital increase with each contributor's törzsbetét before and after (Ptk. 3:198. § (2)). */
  increaseContributions: IncreaseContribution[];
  /** Each share transfer's share, in the order of `uzletreszAtruhazasok`: what the seller holds, divides and keeps. */
  transferredShares: (TransferredShare | null)[];
  fee: Fee;
  /**
   * The last day of the 30-day filing deadline counted from the decision, or from a change before it (a director's
   * mandate ended, a share transfer notified; Ctv. 50. § (5); `filingDeadlineStart`), moved to the next working
   * day when the 30th day is a non-working day (Pp. 146. § (5); decision 029). `filingDeadlineDetail` says why.
   */
  filingDeadline: string;
  filingDeadlineDetail: FilingDeadline;
  /**
   * Where the deadline runs from: the decision, or the earlier day a registered director's mandate ended or a share
   * transfer was notified before it (`endedDirector`, `notifiedBuyer` name them; `filingDeadlineStart`).
   */
  filingDeadlineStart: FilingDeadlineStart;
  /** The court keeping the file (the Cg. number's prefix): the application goes here even after a move (Ctv. 54. § (1)). */
  court: string | null;
  /** The seat change seen from the court districts; null when the seat does not change. */
  seatMove: SeatMove | null;
  /**
   * The address change caused by a state or municipal decision (Ctv. 53. § (1)); null when none is declared. Filed
   * alone, it sets the fee (none) and the deadline (180 days from the change) above.
   */
  authorityAddressChange: AuthorityAddressChange | null;
  documents: AmendmentDocument[];
};

/**
 * The resolutions a share transfer needs: consent to dividing the seller's share when part of what he holds is
 * transferred (Ptk. 3:173. § (2); a second transfer by the same seller divides what the first left him, see
 * `transferredShares`), and consent with the company's pre-emption right for a transfer to an outsider, also the
 * members' meeting's prior consent to a gift to an outsider where the articles require it (Ptk. 3:167. § (6); the
 * articles this engine writes say "kizárólag a taggyűlés előzetes hozzájárulásával", decision 049).
 */
function transferSubjects(
  request: AmendmentRequest,
  voters: readonly MemberModel[],
): Omit<Resolution, 'number' | 'tally'>[] {
  const rules = request.korabbi.uzletreszNyeresegSzabalyzasok;
  const isMulti = request.korabbi.tagok.length > 1;
  const shares = transferredShares(request);
  return request.uzletreszAtruhazasok.flatMap((transfer: Transfer, transferIndex) => {
    const seller = findMember(voters, transfer.eladoTag);
    const subjects: Omit<Resolution, 'number' | 'tally'>[] = [];
    if (seller && shares[transferIndex]?.divided)
      subjects.push({
        subject: 'FELOSZTAS',
        changes: [],
        transferIndex,
        sellerName: seller.nev,
        majority: 'EGYSZERU',
        basis: 'Ptk. 3:173. § (2), 3:19. § (3)',
        recommendsThreeQuarters: false,
      });
    // A sale to an outsider: the company's consent where the articles require it, and its pre-emption right (Ptk.
    // 3:167. § (2)–(3), (6)). A gift: no pre-emption right, which only a transfer for money gives; the consent, and
    // the members' meeting's prior consent where the articles do not allow gifts freely (decision 049).
    const isGift = transfer.jogcim === 'AJANDEKOZAS';
    const needsResolution = isGift
      ? rules.atruhazashozBeleegyezes || !rules.ingyenesAtruhazasEngedelyezett
      : rules.atruhazashozBeleegyezes || rules.elovasarlasiJog;
    if (!transfer.vevoMarTag && isMulti && needsResolution)
      subjects.push({
        subject: 'ATRUHAZAS',
        changes: [],
        transferIndex,
        sellerName: seller?.nev ?? '',
        transferTopic: isGift ? 'giftConsent' : rules.atruhazashozBeleegyezes ? 'consentAndPreemption' : 'preemption',
        majority: 'EGYSZERU',
        basis: 'Ptk. 3:167. § (3), (6), 3:19. § (3)',
        recommendsThreeQuarters: false,
      });
    return subjects;
  });
}

/**
 * The ground of a resolution on a mandate ending (amendments brief 2): a recall is the members' decision (Ptk. 3:25. §
 * (2)); a resignation is the director's own statement, which the resolution acknowledges (3:25. § (3)–(4)), and an
 * expiry is stated (3:25. § (1)).
 */
function mandateEndBasis(request: AmendmentRequest, change: Change): string {
  const end = request.ugyvezetoValtozas?.megszunok.find((item) => item.nev.trim() === change.person);
  if (end?.ok === 'LEMONDAS') return 'Ptk. 3:25. § (3)–(4), 3:19. § (3)';
  if (end?.ok === 'LEJARAT') return 'Ptk. 3:25. § (1), 3:19. § (3)';
  return CHANGE_RULES.UGYVEZETO_MEGSZUNES.basis;
}

/** The change types one resolution decides together. */
const GROUPED: ChangeType[] = ['CEGJEGYZES', 'EGYEB'];

function resolutionSubjects(request: AmendmentRequest, changes: Change[], voters: readonly MemberModel[]) {
  const subjects: Omit<Resolution, 'number' | 'tally'>[] = [];
  const isMulti = request.korabbi.tagok.length > 1;
  for (const change of changes) {
    const ancillary = (company: AmendmentRequest['uj']) => company.mellekszolgaltatasok?.trim() || null;
    const rule =
      change.type === 'POTBEFIZETES'
        ? additionalContributionRule(change.before, change.after, isMulti)
        : change.type === 'EGYEB'
          ? otherProvisionRule(ancillary(request.korabbi), ancillary(request.uj), isMulti)
          : CHANGE_RULES[change.type];
    if (rule.majority === 'NINCS') continue;
    const grouped = GROUPED.includes(change.type) && subjects.find((subject) => subject.subject === change.type);
    if (grouped) {
      grouped.changes.push(change);
      continue;
    }
    subjects.push({
      subject: change.type,
      changes: [change],
      majority: rule.majority,
      basis: change.type === 'UGYVEZETO_MEGSZUNES' ? mandateEndBasis(request, change) : rule.basis,
      recommendsThreeQuarters: rule.recommendsThreeQuarters === true,
    });
  }
  subjects.push(...transferSubjects(request, voters));
  return subjects;
}

export type FilingDeadlineStart = {
  day: string;
  endedDirector: string | null;
  /**
   * The acquirer whose notification of a share transfer to the company before the decision changed the members on
   * that day (Ptk. 3:169. § (2)), when it is the earliest change; null otherwise.
   */
  notifiedBuyer: string | null;
  /**
   * The first day the changes the decision sets for a later day may be filed (30 days before that day, Ctv. 50. §
   * (6)), when that is after the last day of the deadline counted from `day`; null otherwise. Counted from the decision,
   * the two cannot both be kept (decision 087): the lawyer decides whether the company could set that day (U 17).
   */
  laterChangesFiledFrom: string | null;
};

/**
 * The day the filing deadline runs from: Ctv. 50. § (5) counts 30 days "a változás bekövetkezésétől". That is the
 * decision's day for what the decision changes (decision 029), but some changes happen before it whatever the decision
 * records of them, and their deadline runs from their own day:
 * - a registered director whose mandate ended by resignation or expiry before the decision (Ptk. 3:25. § (1) a), d))
 *   left office then (decision 042); a recall cannot end a mandate before the decision (`visszahivas-dontes-elott`);
 * - a share transfer notified to the company before the decision changed its members towards the company on the day
 *   of the notification (Ptk. 3:169. § (2); decision 087), for example the transfer that leaves one member, who then
 *   adopts the alapító okirat.
 * The earliest such day, else the decision's.
 */
export function filingDeadlineStart(request: AmendmentRequest): FilingDeadlineStart {
  const decided = request.dontes.datum;
  const ended = (request.ugyvezetoValtozas?.megszunok ?? [])
    .filter((end) => end.ok !== 'VISSZAHIVAS' && end.datum < decided)
    .map((end) => ({ day: end.datum, endedDirector: end.nev.trim(), notifiedBuyer: null }));
  const notified = request.uzletreszAtruhazasok.flatMap((transfer) =>
    transfer.bejelentesKelte !== undefined && transfer.bejelentesKelte < decided
      ? [{ day: transfer.bejelentesKelte, endedDirector: null, notifiedBuyer: transfer.vevo.nev.trim() }]
      : [],
  );
  const earliest = [...ended, ...notified].sort((left, right) => left.day.localeCompare(right.day))[0] ?? {
    day: decided,
    endedDirector: null,
    notifiedBuyer: null,
  };
  const filedFrom = request.hatalyNapja === undefined ? null : addDays(request.hatalyNapja, -30);
  return {
    ...earliest,
    laterChangesFiledFrom:
      filedFrom !== null && filedFrom > filingDeadlineFrom(earliest.day, '').lastDay ? filedFrom : null,
  };
}

/** Whether the filing deadline runs from a change before the decision rather than from the decision. */
export const countsFromEarlierChange = (start: FilingDeadlineStart) =>
  start.endedDirector !== null || start.notifiedBuyer !== null;

/**
 * The sentence that says why the deadline runs from a change before the decision, for the change summary beside the
 * deadline (the filing summary says the same); null when it runs from the decision.
 */
export function filingDeadlineStartNote(start: FilingDeadlineStart): string | null {
  if (start.endedDirector !== null)
    return `${start.endedDirector} ügyvezető megbízatása a döntés előtt, ${formatDate(start.day)} napján megszűnt: a határidő ettől a naptól számít (Ctv. 50. § (5)).`;
  if (start.notifiedBuyer !== null)
    return `${start.notifiedBuyer} az üzletrész megszerzését a döntés előtt, ${formatDate(start.day)} napján bejelentette a Társaságnak, a tagváltozás a Társasággal szemben ekkor következett be (Ptk. 3:169. § (2)): a határidő ettől a naptól számít (Ctv. 50. § (5); megerősítendő, U 11).`;
  return null;
}

function amendsArticlesFor(changes: readonly Change[]): boolean {
  return changes.some((change) => !CHANGE_RULES[change.type].isDataUpdate && change.type !== 'UZLETRESZ_ATRUHAZAS');
}

/**
 * The members the statute bars from voting on a resolution, whatever the vote data say: the member whose own business
 * share the meeting consents to divide (Ptk. 3:173. § (2)) or to transfer to an outsider, with the company's
 * pre-emption right (3:167. § (3), (6)), is personally interested in the decision (3:19. § (2) f); amendments brief
 * 6.2, U 10). Left out of the quorum as well (3:18. § (2)).
 */
export function interestedMembers(
  subject: Pick<Resolution, 'subject' | 'sellerName'>,
  voters: readonly MemberModel[],
): MemberModel[] {
  if (subject.subject !== 'FELOSZTAS' && subject.subject !== 'ATRUHAZAS') return [];
  const seller = subject.sellerName ? findMember(voters, { nev: subject.sellerName }) : undefined;
  return seller ? [seller] : [];
}

/**
 * The members who may not vote on a resolution (Ptk. 3:19. § (2)): those the statute bars (`interestedMembers`) and
 * those the vote data name as barred. A written resolution's voting form leaves these resolutions out of their vote.
 */
export function barredMembers(
  request: AmendmentRequest,
  subject: Pick<Resolution, 'subject' | 'sellerName'>,
  voters: readonly MemberModel[],
): MemberModel[] {
  const vote = request.dontes.szavazasok.find((candidate) => candidate.targy === subject.subject);
  const given = (vote?.nemSzavazhatott ?? []).flatMap((ref) => {
    const member = findMember(voters, ref);
    return member ? [member] : [];
  });
  return voters.filter((member) => given.includes(member) || interestedMembers(subject, voters).includes(member));
}

function tallyOf(
  request: AmendmentRequest,
  subject: ResolutionSubject,
  voters: readonly MemberModel[],
  present: readonly MemberModel[],
  interested: readonly MemberModel[] = [],
): Tally | null {
  const decision = request.dontes;
  if (decision.mod === 'EGYEDULI_TAG' || decision.mod === 'TAGOK_SZERZODESE') return null;
  const resolve = (refs: readonly { id?: string | number; nev?: string }[]) =>
    refs.flatMap((ref) => {
      const member = findMember(voters, ref);
      return member ? [member] : [];
    });
  const vote = decision.szavazasok.find((candidate) => candidate.targy === subject);
  const quorumPercent = request.korabbi.taggyulesSzabalyzasok.hatarozatKepessegSzazalek;
  // in writing, the votes sent stand for those present (Ptk. 3:20. § (2), 3:19. § (3); decision 038)
  const isWritten = decision.mod === 'ULES_NELKULI';
  if (!vote) {
    if (!decision.egyhangu) return null;
    const barred = [...interested];
    return countVotes({
      members: voters,
      present,
      quorumPercent,
      yes: present,
      no: [],
      abstain: [],
      barred,
      isWritten,
    });
  }
  const given = resolve(vote.nemSzavazhatott);
  return countVotes({
    members: voters,
    present,
    quorumPercent,
    isWritten,
    yes: resolve(vote.igen),
    no: resolve(vote.nem),
    abstain: resolve(vote.tartozkodas),
    barred: [...given, ...interested.filter((member) => !given.includes(member))],
  });
}

function votersOf(request: AmendmentRequest, changes: readonly Change[]): MemberModel[] {
  const registered = deriveMembers(request.korabbi.tagok).members;
  if (!changes.some((change) => change.type === 'EGYSZEMELYESSE_VALAS')) return registered;
  return deriveMembers(request.uj.tagok).members;
}

function qualifiedMajorityHolders(request: AmendmentRequest): string[] {
  const before = deriveMembers(request.korabbi.tagok).members;
  return deriveMembers(request.uj.tagok)
    .members.filter((member) => member.exactVotePercent >= 75)
    .filter((member) => !before.some((old) => old.nev === member.nev && old.exactVotePercent >= 75))
    .map((member) => member.nev);
}

function feeOf(
  changes: readonly Change[],
  isFilingDeferred: boolean,
  qualified: readonly string[],
  renamed: AuthorityAddressChange | null,
): Fee {
  // an address renamed by the state alone is filed free of fee and publication cost (Ctv. 53. § (1))
  if (renamed?.isAlone) return { illetek: 0, kozzetetel: 0, basis: 'Ctv. 53. § (1)', isFilingNeeded: true };
  if (isFilingDeferred)
    return { illetek: null, kozzetetel: null, basis: 'Ctv. 51. § (2a): most nincs bejelentés', isFilingNeeded: false };
  if (qualified.length > 0)
    return { illetek: 50_000, kozzetetel: 3_000, basis: 'Itv. 45. § (4)', isFilingNeeded: true };
  if (changes.some((change) => change.type === 'TOKEEMELES'))
    return { illetek: 40_000, kozzetetel: 3_000, basis: 'Itv. 45. § (5)', isFilingNeeded: true };
  return { illetek: 15_000, kozzetetel: 3_000, basis: 'Itv. 45. § (3b)', isFilingNeeded: true };
}

function documentsOf(plan: Omit<AmendmentPlan, 'documents'>): AmendmentDocument[] {
  const { request, changes } = plan;
  const has = (type: ChangeType) => changes.some((change) => change.type === type);
  const docs: AmendmentDocument[] = [];
  const single = plan.mode === 'EGYEDULI_TAG';
  // a written resolution: the director sends the draft, each member entitled to vote gets a voting form, and the
  // director states the result (Ptk. 3:20. § (1), (4))
  if (plan.mode === 'ULES_NELKULI' && plan.resolutions.length > 0) {
    docs.push({
      id: 'tervezet-megkuldes',
      title: `${amendmentDocumentTitle('tervezet-megkuldes')} – ülés tartása nélküli határozathozatal`,
      fileStem: 'tervezet-megkuldes',
    });
    plan.voters.forEach((member, index) => {
      const mayVote = plan.resolutions.some(
        (resolution) => !barredMembers(request, resolution, plan.voters).includes(member),
      );
      if (mayVote)
        docs.push({
          id: 'szavazolap',
          title: `${amendmentDocumentTitle('szavazolap')} – ${member.nev}`,
          fileStem: `szavazolap-${index + 1}`,
          index,
        });
    });
  }
  if (plan.mode !== 'TAGOK_SZERZODESE' && plan.resolutions.length > 0)
    docs.push({
      id: 'hatarozat',
      title: single
        ? 'Egyedüli tag határozata'
        : plan.mode === 'ULES_NELKULI'
          ? `${directorsActingOn(request, request.dontes.datum).length > 1 ? 'Az ügyvezetők' : 'Az ügyvezető'} megállapítása az ülés tartása nélküli határozathozatal eredményéről`
          : 'Taggyűlési jegyzőkönyv',
      fileStem: 'hatarozat',
    });
  if (plan.amendsArticles)
    docs.push({ id: 'modositas', title: amendmentDocumentTitle('modositas'), fileStem: 'modositas' });
  const articlesTextChanges = plan.amendsArticles || changes.some((change) => change.type !== 'EGYEB_TEVEKENYSEG');
  if (articlesTextChanges) {
    docs.push({
      id: 'egyseges-szerkezet',
      title: amendmentDocumentTitle('egyseges-szerkezet'),
      fileStem: 'egyseges-szerkezet',
    });
    docs.push({
      id: 'egyseges-szerkezet-valtozaskovetes',
      // the format is not in the title: the lists add it from `isDocxOnly` ("(csak Word)")
      title: amendmentDocumentTitle('egyseges-szerkezet-valtozaskovetes'),
      fileStem: 'egyseges-szerkezet-valtozaskovetes',
      isDocxOnly: true,
    });
  }
  request.uzletreszAtruhazasok.forEach((transfer, index) =>
    docs.push({
      id: 'uzletresz-atruhazas',
      title: `${amendmentDocumentTitle('uzletresz-atruhazas')} – ${transfer.vevo.nev}`,
      fileStem: `uzletresz-atruhazas-${index + 1}`,
      index,
    }),
  );
  plan.increaseContributions.forEach((contribution, index) =>
    docs.push({
      id: 'vagyoni-hozzajarulas',
      title: `${contribution.isMember ? 'Kötelezettségvállaló nyilatkozat' : 'Kötelezettségvállaló és csatlakozó nyilatkozat'} – ${contribution.name || `${index + 1}.`}`,
      fileStem: `vagyoni-hozzajarulas-${index + 1}`,
      index,
    }),
  );
  const newDirectors = new Set(changes.filter((c) => c.type === 'UGYVEZETO_UJ').map((c) => c.person));
  const specimens = new Set([...newDirectors, ...changes.filter((c) => c.type === 'CEGJEGYZES').map((c) => c.person)]);
  request.uj.ugyvezetok.forEach((director, index) => {
    if (newDirectors.has(director.nev))
      docs.push({
        id: 'elfogado-nyilatkozat',
        title: `${amendmentDocumentTitle('elfogado-nyilatkozat')} – ${director.nev}`,
        fileStem: `elfogado-nyilatkozat-${index + 1}`,
        index,
      });
  });
  request.uj.ugyvezetok.forEach((director, index) => {
    if (specimens.has(director.nev))
      docs.push({
        id: 'alairasminta',
        title: `${amendmentDocumentTitle('alairasminta')} – ${director.nev}`,
        fileStem: `alairasminta-${index + 1}`,
        index,
      });
  });
  // the lawful use of each new seat, telephely and fióktelep is proven (Ctv. 7. § (4)); the registered ones were proven
  const declared = addressesToDeclare(deriveUsedAddresses(request.uj), registeredAddresses(request));
  if (declared.length > 0) docs.push({ id: 'szekhely', title: declarationTitle(declared), fileStem: 'szekhely' });
  if (
    // the register carries the articles' pótbefizetés, mellékszolgáltatás and transfer clauses too (Ptk. 3:197. § (2)
    // d), (3); decision 111)
    ['UZLETRESZ_ATRUHAZAS', 'TOKEEMELES', 'TAGOK_ADATAI', 'CEGNEV', 'SZEKHELY', 'POTBEFIZETES'].some((type) =>
      has(type as ChangeType),
    ) ||
    registerClausesChange(request.korabbi, request.uj)
  )
    docs.push({ id: 'tagjegyzek', title: amendmentDocumentTitle('tagjegyzek'), fileStem: 'tagjegyzek' });
  // legal representation is mandatory in the registration procedure, and the power is attached (Ctv. 32. § (4))
  if (plan.fee.isFilingNeeded)
    docs.push({ id: 'meghatalmazas', title: amendmentDocumentTitle('meghatalmazas'), fileStem: 'meghatalmazas' });
  docs.push({
    id: 'benyujtasi-osszesito',
    title: amendmentDocumentTitle('benyujtasi-osszesito'),
    fileStem: 'benyujtasi-osszesito',
  });
  return docs;
}

/**
 * The statute behind the majority that adopts the deed: a deed changing only the name, the seat, premises, branches or
 * activities other than the main activity needs a simple majority (Ptk. 3:102. § (2)), any other at least
 * three-quarters (3:102. § (1)), one that burdens the members their unanimous vote (3:102. § (3)).
 */
function adoptionBasis(majority: Majority): string {
  if (majority === 'EGYHANGU') return 'Ptk. 3:102. § (3)';
  return majority === 'EGYSZERU' ? 'Ptk. 3:102. § (2)' : 'Ptk. 3:102. § (1)';
}

/**
 * Whether this amendment repeals the spent founding clauses: only in a deed filed now, adopted by every member or
 * with at least three-quarters of the votes present (Ptk. 3:102. § (1)). Without a registered tree the registered
 * text is today's formation template, which holds them.
 */
function foundingClausesOf(
  registeredArticles: DocumentTree | undefined,
  amendsArticles: boolean,
  isFilingDeferred: boolean,
  adoption: Tally | null,
): AmendmentPlan['foundingClauses'] {
  if (registeredArticles && !hasSpentFoundingClauses(registeredArticles)) return 'none';
  if (!amendsArticles || isFilingDeferred) return 'kept';
  return adoption && !reaches(adoption, 'HAROMNEGYED') ? 'kept' : 'repealed';
}

/**
 * The amendment derived from the registered state, the target state and the amendment data: the change list, the
 * resolutions with their majorities and tallies, the fees, the deadline and the document set. The findings of the
 * amendments brief section 5 are in `checkAmendment`. `registeredArticles` is the registered articles' block tree
 * (default: `request.okirat`); it says whether spent founding clauses are left to repeal.
 */
export function planAmendment(
  request: AmendmentRequest,
  registeredArticles: DocumentTree | undefined = request.okirat,
): AmendmentPlan {
  const changes = diffCompanies(request.korabbi, request.uj, request.uzletreszAtruhazasok);
  const mode = request.dontes.mod;
  const voters = votersOf(request, changes);
  const present =
    mode === 'TAGGYULES'
      ? request.dontes.jelenlevok.flatMap((attendee) => {
          const member = findMember(voters, attendee.tag);
          return member ? [member] : [];
        })
      : voters;
  // an amendment signed by every member as a contract needs no resolution (Ptk. 3:102. § (1))
  const subjects = mode === 'TAGOK_SZERZODESE' ? [] : resolutionSubjects(request, changes, voters);
  const amendsArticles = amendsArticlesFor(changes);
  const isFilingDeferred = changes.length > 0 && changes.every((change) => change.type === 'EGYEB_TEVEKENYSEG');
  const adoption = mode === 'TAGOK_SZERZODESE' ? null : tallyOf(request, 'MODOSITAS', voters, present);
  const foundingClauses = foundingClausesOf(registeredArticles, amendsArticles, isFilingDeferred, adoption);
  if (amendsArticles && mode !== 'TAGOK_SZERZODESE') {
    const majority = subjects
      .filter((subject) => !['ATRUHAZAS', 'FELOSZTAS'].includes(subject.subject))
      .reduce<Majority>((strictest, subject) => stricterMajority(strictest, subject.majority), 'EGYSZERU');
    const adoptionMajority = foundingClauses === 'repealed' ? stricterMajority(majority, 'HAROMNEGYED') : majority;
    subjects.push({
      subject: 'MODOSITAS',
      changes: [],
      majority: adoptionMajority,
      basis: adoptionBasis(adoptionMajority),
      recommendsThreeQuarters: false,
    });
  }
  const hasVoteCount = voters.every((member) => votesOf(member, voters) !== null);
  const deadlineStart = filingDeadlineStart(request);
  const renamed = authorityAddressChange(request, changes);
  const decisionDeadline = filingDeadlineFrom(
    deadlineStart.day,
    deadlineStart.endedDirector !== null
      ? 'A megbízatás megszűnésétől'
      : deadlineStart.notifiedBuyer !== null
        ? 'Az üzletrész megszerzésének bejelentésétől'
        : 'A döntéstől',
  );
  const filingDeadline = renamed?.isAlone ? renamed.deadline : decisionDeadline;
  const votesOfAll = (members: readonly MemberModel[]) => members.map((member) => votesOf(member, voters)!);
  const sum = (numbers: readonly number[]) => numbers.reduce((total, value) => total + value, 0);
  const resolutions: Resolution[] = subjects.map((subject, index) => ({
    ...subject,
    number: resolutionNumber(request.hatarozatSorszam + index, request.dontes.datum),
    tally: tallyOf(request, subject.subject, voters, present, interestedMembers(subject, voters)),
  }));
  const qualified = qualifiedMajorityHolders(request);
  // the directors in office when the meeting opens, as the minutes have them sign (`meetingModel` of the renderer)
  const meetingDirectors = directorsActingOn(request, addDays(request.dontes.datum, -1));
  const base = {
    request,
    changes,
    otherTopics: otherProvisionTopics(request.korabbi, request.uj),
    mode,
    voters,
    present,
    preemptionInWriting: preemptionDeclaredInWriting({ request, mode, voters, present }),
    votes: hasVoteCount
      ? { all: sum(votesOfAll(voters)), present: sum(votesOfAll(present)), ofPresent: votesOfAll(present) }
      : null,
    authenticator: mode === 'TAGGYULES' ? meetingAuthenticator(request.dontes, present) : null,
    officers: meetingOfficers(request, mode, present),
    attendanceSigners: mode === 'TAGGYULES' ? attendanceSigners(request.dontes, present) : [],
    officerCapacities:
      mode === 'TAGGYULES'
        ? {
            chair: officerCapacity(request, request.dontes.levezetoElnok, meetingDirectors),
            keeper: officerCapacity(request, request.dontes.jegyzokonyvvezeto, meetingDirectors),
          }
        : { chair: null, keeper: null },
    officerAttendees: mode === 'TAGGYULES' ? officerAttendees(request, meetingDirectors) : [],
    isSoleDeciderFounder: mode === 'EGYEDULI_TAG' && voters.length === 1 && isFounder(request, voters[0]!),
    resolutions,
    amendsArticles,
    isFilingDeferred,
    foundingClauses,
    qualifiedMajorityHolders: qualified,
    increaseContributions: increaseContributions(request),
    transferredShares: transferredShares(request),
    fee: feeOf(changes, isFilingDeferred, qualified, renamed),
    filingDeadline: filingDeadline.lastDay,
    filingDeadlineDetail: filingDeadline,
    filingDeadlineStart: deadlineStart,
    court: COURTS[courtCodeOf(request.bejegyzes.cegjegyzekszam)] ?? null,
    seatMove: seatMoveOf(request.bejegyzes.cegjegyzekszam, request.korabbi.szekhely, request.uj.szekhely),
    authorityAddressChange: renamed,
  };
  return { ...base, documents: documentsOf(base) };
}

/** Whether a resolution's tally reaches its majority (true without a vote). */
export function isPassed(resolution: Resolution): boolean {
  return resolution.tally === null || reaches(resolution.tally, resolution.majority);
}
