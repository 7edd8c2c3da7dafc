import type { AmendmentRequest, DecisionMode } from './amendment-schema.ts';
import { findMember } from './count-votes.ts';

/** What a voting form's day is: the vote's arrival, the draft's sending, or (neither given) the decision's day. */
export type VotingFormDayBasis = 'ARRIVAL' | 'SENT' | 'DECISION';

/**
 * The day a written resolution's voting form of `member` is judged on (Ptk. 3:20. §; decisions 030, 032): who signs it
 * for a minor (Ptk. 2:12. § (1), 2:14. § (1)), and how the directors' statement says he voted. The form is signed
 * between the draft's sending and the vote's arrival, so it is the arrival day when given
 * (`dontes.szavazatBeerkezesek`, read only for a written resolution), else the sending day
 * (`dontes.tervezetMegkuldese`), else the decision's day. The documents (`writtenVote.formDays`, render-amendment.ts)
 * and the check of a minor voter (`checkMinors`, check-amendment.ts) both take the day from here, so they agree.
 */
export function votingFormDay(
  request: AmendmentRequest,
  mode: DecisionMode,
  member: { nev: string; szemely?: { id?: string | number } | undefined },
): { day: string; basis: VotingFormDayBasis } {
  const arrivals = mode === 'ULES_NELKULI' ? (request.dontes.szavazatBeerkezesek ?? []) : [];
  const arrival = arrivals.find((given) => findMember([member], given.tag))?.beerkezes;
  const sent = request.dontes.tervezetMegkuldese;
  if (arrival) return { day: arrival, basis: 'ARRIVAL' };
  if (sent) return { day: sent, basis: 'SENT' };
  return { day: request.dontes.datum, basis: 'DECISION' };
}
