import type { Member } from '../schema/company.ts';
import { asSentence } from './as-sentence.ts';
import { roundPercents } from './round-percents.ts';

/** A member with the amounts and ratios the articles, the register and the checks print. */
export type MemberModel = Member & {
  index: number;
  /** The törzsbetét: cash plus in-kind contribution. */
  contribution: number;
  hasCash: boolean;
  hasInKind: boolean;
  /**
   * The törzsbetét as a share of the törzstőke (0–100), rounded to hundredths so that all shares add up to 100: the
   * size of the business share (Ptk. 3:164. § (1)).
   */
  contributionPercent: number;
  /** The voting weight: `uzletreszElteres` when a deviation is set for anyone, else the contribution ratio. */
  votePercent: number;
  /** The dividend ratio: `osztalekArany` when a deviation is set for anyone, else the contribution ratio. */
  dividendPercent: number;
  /** `nemPenzbeliBetetMod` as a sentence ending with a full stop, null when not given. */
  inKindDescription: string | null;
};

export type MembersModel = {
  members: MemberModel[];
  /** The törzstőke. */
  capital: number;
  cashTotal: number;
  inKindTotal: number;
  /** Some member has `uzletreszElteres`: the articles state deviating voting rights. */
  hasVoteDeviation: boolean;
  /** Some member has `osztalekArany`: the articles state deviating dividend ratios. */
  hasDividendDeviation: boolean;
};

/** The members' contributions, shares, votes and dividend ratios. */
export function deriveMembers(members: readonly Member[]): MembersModel {
  const cashTotal = members.reduce((sum, member) => sum + member.penzbetet, 0);
  const inKindTotal = members.reduce((sum, member) => sum + member.nemPenzbeliBetet, 0);
  const capital = cashTotal + inKindTotal;
  const hasVoteDeviation = members.some((member) => member.uzletreszElteres !== undefined);
  const hasDividendDeviation = members.some((member) => member.osztalekArany !== undefined);
  const contributionPercents = roundPercents(members.map((member) => member.penzbetet + member.nemPenzbeliBetet));
  return {
    capital,
    cashTotal,
    inKindTotal,
    hasVoteDeviation,
    hasDividendDeviation,
    members: members.map((member, index) => {
      const contribution = member.penzbetet + member.nemPenzbeliBetet;
      const contributionPercent = contributionPercents[index]!;
      return {
        ...member,
        index,
        contribution,
        hasCash: member.penzbetet > 0,
        hasInKind: member.nemPenzbeliBetet > 0,
        contributionPercent,
        votePercent: member.uzletreszElteres ?? contributionPercent,
        dividendPercent: member.osztalekArany ?? contributionPercent,
        inKindDescription: member.nemPenzbeliBetetMod === undefined ? null : asSentence(member.nemPenzbeliBetetMod),
      };
    }),
  };
}
