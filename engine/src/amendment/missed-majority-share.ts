import { formatNumber } from '../hu/format-money.ts';
import { formatMarkedPercent, formatRoundedPercent } from '../hu/format-percent.ts';
import type { Majority } from './change-rules.ts';
import type { Tally } from './count-votes.ts';

/** The two majorities a vote count decides: the threshold in percent, and how the law words it. */
const THRESHOLDS = {
  EGYSZERU: { percent: 50, words: 'nem haladja meg a szavazatok felét' },
  HAROMNEGYED: { percent: 75, words: 'nem éri el a szavazatok háromnegyedét' },
} as const;

/**
 * The yes share of a resolution refused for want of its majority, as the refusal states it. Rounded to two decimals,
 * a share just short of the threshold prints as the threshold itself (2 249 999 of 3 000 000 votes: „75,00%
 * (kerekítve)”), and the refusal would read as if the law's „legalább háromnegyedes” were met (Ptk. 3:102. § (1);
 * 3:19. § (3) „szavazatok többségével”: more than half). Then the share is said to fall short, with the votes
 * counted where they have a number.
 */
export function missedMajorityShare(tally: Tally, majority: Majority): string {
  const printed = formatMarkedPercent(tally.yesShare, tally.isRounded.yesShare);
  const threshold = majority === 'EGYSZERU' || majority === 'HAROMNEGYED' ? THRESHOLDS[majority] : null;
  const looksMet =
    threshold !== null &&
    tally.isRounded.yesShare &&
    formatRoundedPercent(tally.yesShare) === `${threshold.percent},00%`;
  if (!looksMet) return printed;
  const votes = tally.votes;
  const counted = votes ? ` (${formatNumber(votes.yes)} igen szavazat ${formatNumber(votes.present)} szavazatból)` : '';
  return `${printed}, amely pontosan számolva ${threshold.words}${counted}`;
}
