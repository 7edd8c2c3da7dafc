import { formatDate } from '../hu/format-date.ts';
import { addCalendarDays, dayPeriodLastDay } from '../hu/non-working-days.ts';

/** The members' days to state on an offer before their silence counts as a waiver (Ptk. 3:167. § (5)). */
const MEMBER_DAYS = 15;

/**
 * The last day of a member's fifteen days to state on the pre-emption right (Ptk. 3:167. § (5): „az ajánlat
 * közlésétől számított tizenöt napon belül”), counted as 8:3. § counts (`dayPeriodLastDay`).
 */
export function preemptionLastDay(offered: string): string {
  return dayPeriodLastDay(offered, MEMBER_DAYS);
}

/**
 * Whether a silent member's fifteen days had run out when the contract was made: only after the last day does the law
 * take the silence as a waiver, so a contract on that day itself is too early (3:167. § (4)–(5)).
 */
export function preemptionPeriodEnded(offered: string | undefined, contractDay: string): boolean {
  return offered !== undefined && contractDay > preemptionLastDay(offered);
}

/** The clause the refusals add when the offer's day is known: the last day and the first day a contract may be made. */
export function preemptionPeriodClause(offered: string | undefined): string {
  if (offered === undefined) return '';
  const lastDay = preemptionLastDay(offered);
  return ` A ${formatDate(offered)} napján közölt ajánlatra a tizenöt napos határidő utolsó napja ${formatDate(lastDay)} (Ptk. 8:3. § (1), (3)); a nyilatkozatot nem tevő tag hallgatása ezt követően minősül joglemondásnak, így a szerződés legkorábban ${formatDate(addCalendarDays(lastDay, 1))} napján köthető meg.`;
}
