import { withArticle } from '../hu/article.ts';
import { isRoundedRatio } from '../hu/format-percent.ts';
import type { Member } from '../schema/company.ts';
import { asSentence } from './as-sentence.ts';
import { isForeignAddress } from './is-foreign-address.ts';
import { roundPercents } from './round-percents.ts';
import { withFields } from './with-fields.ts';

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
  /** `contributionPercent` is rounded: the exact ratio has more than two decimals (33,33…%). */
  isContributionPercentRounded: boolean;
  /**
   * The size of the business share: `uzletreszElteres` when given (the articles deviate from the contribution ratio,
   * Ptk. 3:164. § (1) with 3:4. § (2)), else the contribution ratio.
   */
  sharePercent: number;
  /**
   * `sharePercent` is the rounded contribution ratio. A deviating share never is: it is printed exactly as entered,
   * with all its decimals (at most four, decision 037).
   */
  isSharePercentRounded: boolean;
  /** The voting weight: it follows the business share. */
  votePercent: number;
  /** `votePercent` is a rounded figure: the contribution ratio rounded (a deviating share is exact, as entered). */
  isVotePercentRounded: boolean;
  /**
   * The voting weight unrounded: the törzsbetét's exact share of the törzstőke, or the deviating business share.
   * Thresholds (more than half, three-quarters of the votes) are compared on it, never on the rounded `votePercent`.
   */
  exactVotePercent: number;
  /** The dividend ratio: `osztalekArany` when a deviation is set for anyone, else the contribution ratio. */
  dividendPercent: number;
  /** `dividendPercent` is the rounded contribution ratio (an `osztalekArany` is exact, as entered). */
  isDividendPercentRounded: boolean;
  /**
   * The dividend ratio unrounded: `osztalekArany`, or the törzsbetét's exact share of the törzstőke. The ratios are
   * summed and compared on it, never on the rounded `dividendPercent`.
   */
  exactDividendPercent: number;
  /** `nemPenzbeliBetetMod` as a sentence ending with a full stop, null when not given. */
  inKindDescription: string | null;
  /** The real estate contributed in kind as entered (`nemPenzbeliIngatlanok`); empty without an in-kind contribution. */
  inKindProperties: InKindProperty[];
  /**
   * Real estate is contributed in kind: a property is entered, or the description names one (a helyrajzi szám or the
   * word ingatlan). The land-register steps of Ctv. 1. § (1a)–(1c) then apply (decision 081).
   */
  isInKindRealEstate: boolean;
  /** No Hungarian residence (or seat): a service-of-process agent is needed. */
  isAbroad: boolean;
  /**
   * The name as a running-text subject or object: a legal entity takes the definite article like any common noun
   * (`az Omega Kft. törzsbetétje`, legal brief 1.4), a natural person's name does not (`Kiss Anna törzsbetétje`).
   */
  nameInText: string;
};

type InKindProperty = NonNullable<Member['nemPenzbeliIngatlanok']>[number];

/** An in-kind description that names real estate: a land-register number or the word ingatlan. */
export const REAL_ESTATE = /\bhrsz\.?|helyrajzi|ingatlan(?!forgalmi)/iu;

/** A name that already opens with an article (`A Lépcső Kft.`) is kept as it is. */
const OPENS_WITH_ARTICLE = /^az? /iu;

/**
 * A member's, owner's or other party's name in running text (see {@link MemberModel.nameInText}): a legal entity's name
 * with the definite article, a natural person's as it is. At the start of a sentence, capitalise it
 * (`capitalizeFirst`): `Az Omega Kft.`, `Dr. Kiss Anna`.
 */
export function nameInText(entity: { nev: string; jogiSzemely?: boolean | undefined }): string {
  if (!entity.jogiSzemely || OPENS_WITH_ARTICLE.test(entity.nev)) return entity.nev;
  return withArticle(entity.nev);
}

export type MembersModel = {
  members: MemberModel[];
  /** The törzstőke. */
  capital: number;
  cashTotal: number;
  inKindTotal: number;
  /**
   * Some member of several has `uzletreszElteres`: the articles set business shares that deviate from the
   * contributions. Never for a sole member, whose share is the whole.
   */
  hasVoteDeviation: boolean;
  /** Some member of several has `osztalekArany`: the articles state deviating dividend ratios. */
  hasDividendDeviation: boolean;
};

/** The members' contributions, shares, votes and dividend ratios. */
export function deriveMembers(members: readonly Member[]): MembersModel {
  const cashTotal = members.reduce((sum, member) => sum + member.penzbetet, 0);
  const inKindTotal = members.reduce((sum, member) => sum + member.nemPenzbeliBetet, 0);
  const capital = cashTotal + inKindTotal;
  // A sole member holds the whole share and the whole profit: a ratio entered for him deviates from nothing.
  const isSole = members.length === 1;
  const hasVoteDeviation = !isSole && members.some((member) => member.uzletreszElteres !== undefined);
  const hasDividendDeviation = !isSole && members.some((member) => member.osztalekArany !== undefined);
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
      // A sole member holds the whole: a deviation means nothing there.
      const sharePercent = isSole ? 100 : (member.uzletreszElteres ?? contributionPercent);
      const isRounded = isRoundedRatio(contribution, capital);
      const exactContributionPercent = capital > 0 ? (contribution * 100) / capital : 0;
      const deviation = isSole ? undefined : member.uzletreszElteres;
      const dividendDeviation = isSole ? undefined : member.osztalekArany;
      return withFields(member, {
        index,
        contribution,
        hasCash: member.penzbetet > 0,
        hasInKind: member.nemPenzbeliBetet > 0,
        contributionPercent,
        isContributionPercentRounded: isRounded,
        sharePercent,
        // an entered ratio is exact: the documents print all its decimals (decision 037)
        isSharePercentRounded: deviation === undefined && isRounded,
        votePercent: sharePercent,
        isVotePercentRounded: deviation === undefined && isRounded,
        exactVotePercent: deviation ?? exactContributionPercent,
        dividendPercent: isSole ? 100 : (dividendDeviation ?? contributionPercent),
        isDividendPercentRounded: dividendDeviation === undefined && isRounded,
        exactDividendPercent: dividendDeviation ?? exactContributionPercent,
        inKindDescription: member.nemPenzbeliBetetMod === undefined ? null : asSentence(member.nemPenzbeliBetetMod),
        inKindProperties: member.nemPenzbeliBetet > 0 ? (member.nemPenzbeliIngatlanok ?? []) : [],
        isInKindRealEstate:
          member.nemPenzbeliBetet > 0 &&
          ((member.nemPenzbeliIngatlanok ?? []).length > 0 || REAL_ESTATE.test(member.nemPenzbeliBetetMod ?? '')),
        isAbroad: isForeignAddress(member.lakohely),
        nameInText: nameInText(member),
      });
    }),
  };
}
