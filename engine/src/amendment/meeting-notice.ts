import type { AmendmentRequest } from './amendment-schema.ts';
import { addDays } from './plan-amendment.ts';

/**
 * How the notice period of a meeting convened by invitation stands (Ptk. 3:190. § (1): "A meghívók elküldése és a
 * taggyűlés napja között legalább tizenöt napnak kell eltelnie"; the articles may shorten it to three days):
 * - `KEPT`: the full period passed between the two days, neither counted;
 * - `BOUNDARY`: the period passed only if one of the two days is counted (the invitation's day plus the period is the
 *   meeting's day): a day short on the strict reading, which the check warns of (`meghivo-hatarnap`, decision 050);
 * - `SHORT`: too short on any count, or no invitation date (refused, `meghivo-15-nap`).
 */
export type NoticeStanding = 'KEPT' | 'BOUNDARY' | 'SHORT';

export type MeetingNotice = {
  /** The days the articles (or the Ptk.) require. */
  days: number;
  /** Whether the registered articles set the period. */
  isFromArticles: boolean;
  /** The invitation's date, taken as the day it was sent. */
  invited: string | undefined;
  standing: NoticeStanding;
  /** The first day on which the meeting could be held on the strict reading. */
  safeDay: string | undefined;
};

/** The notice period of a members' meeting convened by invitation; null for any other decision or convening. */
export function meetingNotice(request: AmendmentRequest): MeetingNotice | null {
  const decision = request.dontes;
  if (decision.mod !== 'TAGGYULES' || decision.osszehivas?.mod !== 'MEGHIVO') return null;
  // the registered articles may shorten the 15 days (the articles this engine writes print their period)
  const articlesDays = request.korabbi.taggyulesSzabalyzasok.meghivasiHatarido;
  const days = articlesDays ?? 15;
  const invited = decision.osszehivas.meghivoKelte;
  const standing: NoticeStanding =
    !invited || addDays(invited, days) > decision.datum
      ? 'SHORT'
      : addDays(invited, days) === decision.datum
        ? 'BOUNDARY'
        : 'KEPT';
  return {
    days,
    isFromArticles: articlesDays !== undefined,
    invited,
    standing,
    safeDay: invited && addDays(invited, days + 1),
  };
}
