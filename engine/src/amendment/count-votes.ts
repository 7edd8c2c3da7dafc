import { hasPercentDecimals, isRoundedRatio } from '../hu/format-percent.ts';
import { isSameName } from '../hu/name-key.ts';
import type { MemberModel } from '../model/derive-members.ts';
import type { MemberRef } from './amendment-schema.ts';
import type { Majority } from './change-rules.ts';

/** Votes of one resolution, in a unit the tally names: all votes, those present and how they were cast. */
export type VoteSums = {
  /** All votes of the members allowed to vote on this resolution. */
  all: number;
  /**
   * Votes present and allowed to vote on this resolution (barred members left out, Ptk. 3:19. § (2)). In a written
   * resolution nobody is present: the votes sent (yes, no, abstaining), which take the place of those present at a
   * meeting both for the quorum and for the majority (Ptk. 3:20. § (2), 3:19. § (3); decision 038).
   */
  present: number;
  yes: number;
  no: number;
  abstain: number;
  /** Present, allowed to vote, but cast no vote; in a written resolution: entitled to vote, but sent no vote. */
  notVoted: number;
};

/** The result of one vote at a members' meeting or in a written resolution (amendments brief 1.2, 5.3). */
export type Tally = VoteSums & {
  /**
   * The same result as a number of votes, one per forint of törzsbetét (see `votesOf`); null when the articles tie
   * the votes to business shares that deviate from the contributions, which set a ratio but no number of votes.
   * The fields beside it are percentages of all votes.
   */
  votes: VoteSums | null;
  /** A written resolution (Ptk. 3:20. §): `present` holds the votes sent. */
  isWritten: boolean;
  /** The yes votes as a percentage of the votes present, in a written resolution of the votes sent (the majority). */
  yesShare: number;
  /**
   * Which of the percentages are rounded when printed to two decimals, decided on the exact figures (the votes, else
   * the members' unrounded vote percentages): the documents mark those "(kerekítve)".
   */
  isRounded: { present: boolean; yes: boolean; no: boolean; abstain: boolean; yesShare: boolean };
  yesNames: string[];
  noNames: string[];
  abstainNames: string[];
  /**
   * Present, allowed to vote, cast no vote (Ptk. 3:193. § (1): "az abban részt nem vevőket"); in a written resolution,
   * entitled to vote but sent no vote.
   */
  notVotedNames: string[];
  barredNames: string[];
  /**
   * The votes present exceed the quorum; in a written resolution, the votes sent are at least those a meeting would
   * need present for its quorum, so the procedure is successful (Ptk. 3:20. § (2)).
   */
  isQuorate: boolean;
  /** More than half of the votes present (in a written resolution: sent) voted yes. */
  hasSimpleMajority: boolean;
  /** At least three-quarters of the votes present (in a written resolution: sent) voted yes. */
  hasThreeQuarters: boolean;
  /** Every member voted yes, whether present or barred from voting (Ptk. 3:102. § (3)). */
  isUnanimous: boolean;
};

/** The member a reference points at: the saved person's id first, then the name. */
export function findMember<T extends { nev: string; szemely?: { id?: string | number } | undefined }>(
  members: readonly T[],
  ref: MemberRef,
): T | undefined {
  if (ref.id !== undefined) {
    const byId = members.find(
      (member) => member.szemely?.id !== undefined && String(member.szemely.id) === String(ref.id),
    );
    if (byId) return byId;
  }
  const name = ref.nev;
  return name === undefined ? undefined : members.find((member) => isSameName(member.nev, name));
}

/**
 * A member's number of votes, or null when the votes have no number. The voting right follows the contribution
 * (Ptk. 3:110. § (2)); the Ptk. fixes no forint-per-vote unit, the articles do, and the articles this engine writes
 * say "minden egy forint törzsbetét egy szavazatra jogosít". When some member has `uzletreszElteres`, the articles
 * give votes in proportion to deviating business shares instead: a ratio, not a number.
 */
export function votesOf(member: MemberModel, members: readonly MemberModel[]): number | null {
  return members.some((other) => other.uzletreszElteres !== undefined) ? null : member.contribution;
}

const EPSILON = 1e-9;

/** The yes votes as a percentage of the votes present (at a meeting) or sent (in writing); 0 when there are none. */
function yesShareOf(figures: { yes: number; present: number }): number {
  return figures.present > 0 ? (figures.yes / figures.present) * 100 : 0;
}

/**
 * Counts one resolution. Quorum: the votes present exceed the articles' percentage of all votes allowed to vote
 * (at 100%: everyone present); majorities are taken on the votes present, so an abstention counts as a "no"
 * (Ptk. 3:18.–3:19. §). A barred member is left out of every figure and name list, even where a vote was given for
 * them (3:18. § (2)). Counted in votes where they have a number, otherwise in the members' unrounded vote
 * percentages (`exactVotePercent`), so no rounding of percentages decides a threshold.
 *
 * A written resolution (`isWritten`, Ptk. 3:20. §): `present` are the members entitled to vote, and the votes sent
 * (yes, no, abstaining) stand where a meeting has the votes present. The quorum rule applies to them (3:20. § (2):
 * the procedure is successful if at least as many votes are sent as a meeting would need present for its quorum),
 * and so does the majority: "a határozatképesség megállapításánál figyelembe vett szavazatok többségével"
 * (3:19. § (3)). A member who sends no vote is neither a yes nor a no (decision 038).
 */
export function countVotes(input: {
  members: readonly MemberModel[];
  present: readonly MemberModel[];
  quorumPercent: number;
  yes: readonly MemberModel[];
  no: readonly MemberModel[];
  abstain: readonly MemberModel[];
  barred: readonly MemberModel[];
  isWritten?: boolean;
}): Tally {
  const isWritten = input.isWritten ?? false;
  const isBarred = (member: MemberModel) => input.barred.includes(member);
  // a barred member's vote, if one was given, does not count and is not recorded as cast
  const namesOf = (members: readonly MemberModel[]) =>
    members.filter((member) => !isBarred(member)).map((member) => member.nev);
  const hasVoted = (member: MemberModel) =>
    input.yes.includes(member) || input.no.includes(member) || input.abstain.includes(member);
  const sums = (weight: (member: MemberModel) => number): VoteSums => {
    const sum = (members: readonly MemberModel[]) =>
      members.filter((member) => !isBarred(member)).reduce((total, member) => total + weight(member), 0);
    const [all, entitled, yes, no, abstain] = [input.members, input.present, input.yes, input.no, input.abstain].map(
      sum,
    ) as [number, number, number, number, number];
    if (!isWritten)
      return { all, present: entitled, yes, no, abstain, notVoted: Math.max(0, entitled - yes - no - abstain) };
    // written: each member entitled to vote who sent a vote, once, whatever the lists say
    const sent = sum(input.present.filter(hasVoted));
    return { all, present: sent, yes, no, abstain, notVoted: Math.max(0, entitled - sent) };
  };
  // the unrounded vote percentages: a threshold is never decided on a rounded figure
  const percents = sums((member) => member.exactVotePercent);
  // a sum of deviating shares as entered (at most four decimals) prints exactly, as they do (decision 037)
  const isRoundedPercentSum = (sum: number, members: readonly MemberModel[]) =>
    isRoundedRatio(sum, 100) && members.some((member) => !isBarred(member) && member.isVotePercentRounded);
  const hasCount = input.members.every((member) => votesOf(member, input.members) !== null);
  const votes = hasCount ? sums((member) => votesOf(member, input.members)!) : null;
  const exact = votes ?? percents;
  const isQuorate =
    input.quorumPercent >= 100
      ? exact.present >= exact.all - EPSILON
      : exact.present > (exact.all * input.quorumPercent) / 100 + EPSILON;
  return {
    all: percents.all,
    present: percents.present,
    yes: percents.yes,
    no: percents.no,
    abstain: percents.abstain,
    notVoted: percents.notVoted,
    votes,
    isWritten,
    yesShare: yesShareOf(exact),
    isRounded: {
      present: isRoundedPercentSum(percents.present, input.present),
      yes: isRoundedPercentSum(percents.yes, input.yes),
      no: isRoundedPercentSum(percents.no, input.no),
      abstain: isRoundedPercentSum(percents.abstain, input.abstain),
      // votes counted: as the formation documents mark a ratio of forints, to two decimals; deviating shares: a share
      // of figures entered with up to four decimals prints exactly when it has no more than they may have
      yesShare: votes ? isRoundedRatio(votes.yes, votes.present) : !hasPercentDecimals(yesShareOf(percents)),
    },
    yesNames: namesOf(input.yes),
    noNames: namesOf(input.no),
    abstainNames: namesOf(input.abstain),
    notVotedNames: input.present.filter((member) => !isBarred(member) && !hasVoted(member)).map((m) => m.nev),
    barredNames: input.barred.map((member) => member.nev),
    isQuorate,
    hasSimpleMajority: exact.present > 0 && exact.yes > exact.present / 2 + EPSILON,
    hasThreeQuarters: exact.present > 0 && exact.yes >= (exact.present * 3) / 4 - EPSILON,
    isUnanimous: input.members.length > 0 && input.members.every((member) => input.yes.includes(member)),
  };
}

/** Whether a tally reaches a majority. */
export function reaches(tally: Tally, majority: Majority): boolean {
  if (majority === 'NINCS') return true;
  if (majority === 'EGYHANGU') return tally.isUnanimous;
  if (!tally.isQuorate) return false;
  return majority === 'EGYSZERU' ? tally.hasSimpleMajority : tally.hasThreeQuarters;
}
