import { isRoundedRatio } from '../hu/format-percent.ts';
import type { CapitalIncrease } from './amendment-schema.ts';
import { findMember } from './count-votes.ts';
import type { AmendmentPlan } from './plan-amendment.ts';

/** A person entitled to contribute to a capital increase in place of the members (Ptk. 3:198. § (2) d)). */
export type DesignatedContributor = {
  name: string;
  /** The forints this person takes up; null for a designated person who has not committed to an amount yet. */
  amount: number | null;
  /** The person's share of the increase in percent (`részvételi arány`); null with `amount`. */
  sharePercent: number | null;
  /** `sharePercent` has more than two decimals exactly (a third of the increase): it prints rounded, marked so. */
  isSharePercentRounded: boolean;
};

/**
 * The persons the capital-increase resolution designates to contribute if the members with the pre-emption right do
 * not take the whole increase (Ptk. 3:198. § (2) d)): every new member who commits to a contribution, since an
 * outsider can contribute only as such a designated person (3:199. § (2)), with the share the statute asks for; then
 * the other designated persons of `kijeloltSzemelyek`, whose share the request does not give.
 */
export function designatedContributors(increase: CapitalIncrease | undefined): DesignatedContributor[] {
  if (!increase) return [];
  const newMembers = increase.hozzajarulasok.flatMap((contribution) =>
    contribution.ujTag
      ? [
          {
            name: contribution.ujTag,
            amount: contribution.penzbeli,
            sharePercent: increase.osszeg > 0 ? (contribution.penzbeli / increase.osszeg) * 100 : null,
            isSharePercentRounded: isRoundedRatio(contribution.penzbeli, increase.osszeg),
          },
        ]
      : [],
  );
  const others = increase.kijeloltSzemelyek
    .filter((name) => !newMembers.some((member) => member.name === name.trim()))
    .map((name) => ({ name: name.trim(), amount: null, sharePercent: null, isSharePercentRounded: false }));
  return [...newMembers, ...others];
}

/**
 * The members whose pre-emption statement (Ptk. 3:199. §) the request lists though they were not at the meeting that
 * decided the increase: they cannot have declared there, so the minutes refer to their written statement, which the
 * program does not draw up (the check tells the lawyer). Empty outside a members' meeting.
 */
export function preemptionDeclaredInWriting(plan: Pick<AmendmentPlan, 'request' | 'mode' | 'voters' | 'present'>) {
  const statements = plan.request.tokeemeles?.elsobbsegiJogNyilatkozatok ?? [];
  if (plan.mode !== 'TAGGYULES') return [];
  return plan.voters.filter(
    (member) => !plan.present.includes(member) && statements.some((ref) => findMember([member], ref)),
  );
}
