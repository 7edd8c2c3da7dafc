import type { MemberModel } from '../model/derive-members.ts';
import type { MemberRef } from './amendment-schema.ts';
import type { Majority } from './change-rules.ts';

/** The result of one vote at a members' meeting, in percent of all votes (amendments brief 1.2, 5.3). */
export type Tally = {
  /** Votes present and allowed to vote on this resolution (barred members left out, Ptk. 3:19. § (2)). */
  present: number;
  yes: number;
  no: number;
  abstain: number;
  /** Present, allowed to vote, but cast no vote. */
  notVoted: number;
  yesNames: string[];
  noNames: string[];
  abstainNames: string[];
  barredNames: string[];
  isQuorate: boolean;
  /** More than half of the votes present voted yes. */
  hasSimpleMajority: boolean;
  /** At least three-quarters of the votes present voted yes. */
  hasThreeQuarters: boolean;
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
  const name = ref.nev?.trim().toLocaleLowerCase('hu');
  return name === undefined ? undefined : members.find((member) => member.nev.trim().toLocaleLowerCase('hu') === name);
}

const EPSILON = 1e-9;

/**
 * Counts one resolution. Quorum: the votes present exceed the articles' percentage of all votes allowed to vote
 * (at 100%: everyone present); majorities are taken on the votes present, so an abstention counts as a "no"
 * (Ptk. 3:18.–3:19. §).
 */
export function countVotes(input: {
  members: readonly MemberModel[];
  present: readonly MemberModel[];
  quorumPercent: number;
  yes: readonly MemberModel[];
  no: readonly MemberModel[];
  abstain: readonly MemberModel[];
  barred: readonly MemberModel[];
}): Tally {
  const isBarred = (member: MemberModel) => input.barred.includes(member);
  const sum = (members: readonly MemberModel[]) =>
    members.filter((member) => !isBarred(member)).reduce((total, member) => total + member.votePercent, 0);
  const all = sum(input.members);
  const present = sum(input.present);
  const yes = sum(input.yes);
  const no = sum(input.no);
  const abstain = sum(input.abstain);
  const isQuorate =
    input.quorumPercent >= 100 ? present >= all - EPSILON : present > (all * input.quorumPercent) / 100 + EPSILON;
  return {
    present,
    yes,
    no,
    abstain,
    notVoted: Math.max(0, present - yes - no - abstain),
    yesNames: input.yes.map((member) => member.nev),
    noNames: input.no.map((member) => member.nev),
    abstainNames: input.abstain.map((member) => member.nev),
    barredNames: input.barred.map((member) => member.nev),
    isQuorate,
    hasSimpleMajority: present > 0 && yes > present / 2 + EPSILON,
    hasThreeQuarters: present > 0 && yes >= (present * 3) / 4 - EPSILON,
  };
}

/** Whether a tally reaches a majority. */
export function reaches(tally: Tally, majority: Majority): boolean {
  if (majority === 'NINCS') return true;
  if (!tally.isQuorate) return false;
  return majority === 'EGYSZERU' ? tally.hasSimpleMajority : tally.hasThreeQuarters;
}
