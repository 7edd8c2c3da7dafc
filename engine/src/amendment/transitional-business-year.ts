/** A balance-sheet day without its year; February 28 or 29 is the last day of February, whatever the year. */
type BalanceSheetDay = { month: number; day: number; isEndOfFebruary: boolean };

/** `merlegForduloNap` (an ISO date of which only the month and day count); none is 31 December. */
function balanceSheetDayOf(iso: string | undefined): BalanceSheetDay {
  const [, month = 12, day = 31] = (iso ?? '').split('-').map(Number);
  return { month, day, isEndOfFebruary: month === 2 && day >= 28 };
}

const MS_PER_DAY = 86_400_000;

/** The balance-sheet day in `year`, as a UTC day. */
function inYear(balanceSheetDay: BalanceSheetDay, year: number): number {
  const { month, day, isEndOfFebruary } = balanceSheetDay;
  return isEndOfFebruary ? Date.UTC(year, 2, 0) : Date.UTC(year, month - 1, day);
}

/** The first time the balance-sheet day comes on or after `time`. */
function onOrAfter(balanceSheetDay: BalanceSheetDay, time: number): number {
  const year = new Date(time).getUTCFullYear();
  const thisYear = inYear(balanceSheetDay, year);
  return thisYear >= time ? thisYear : inYear(balanceSheetDay, year + 1);
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The transitional business year of a change of the balance-sheet day that takes effect on `effective` (Szt. 11. §:
 * in the year of the change the business year is shorter than twelve months, never longer). The business year
 * running when the change takes effect ends on the first new balance-sheet day if that comes before its old end, and
 * is then the transitional year; otherwise it ends on its old balance-sheet day, and the transitional year runs from
 * the next day to the first new balance-sheet day after it. Null when the day does not change.
 */
export function transitionalBusinessYear(
  before: string | undefined,
  after: string | undefined,
  effective: string,
): { from: string; to: string } | null {
  const oldDay = balanceSheetDayOf(before);
  const newDay = balanceSheetDayOf(after);
  if (
    oldDay.month === newDay.month &&
    (oldDay.day === newDay.day || (oldDay.isEndOfFebruary && newDay.isEndOfFebruary))
  )
    return null;
  const effectiveTime = Date.parse(`${effective}T00:00:00Z`);
  const oldEnd = onOrAfter(oldDay, effectiveTime);
  const newEnd = onOrAfter(newDay, effectiveTime);
  if (newEnd < oldEnd) {
    // the running business year began the day after the old balance-sheet day a year before its end
    const previousEnd = inYear(oldDay, new Date(oldEnd).getUTCFullYear() - 1);
    return { from: isoDay(previousEnd + MS_PER_DAY), to: isoDay(newEnd) };
  }
  return { from: isoDay(oldEnd + MS_PER_DAY), to: isoDay(onOrAfter(newDay, oldEnd + MS_PER_DAY)) };
}

/**
 * The full business years (twelve months each, by the balance-sheet day `balanceSheetDay`) that began on or after
 * `start` and ended before `before`: a year ending on `before` itself has no report yet. The short year in which
 * `start` falls (the registration's year, a transitional year) is not counted. Szt. 11. § (3) allows a new
 * balance-sheet day "három, beszámolóval lezárt üzleti év után"; whether a short year counts is not settled by the text.
 */
export function fullBusinessYearsClosed(balanceSheetDay: string | undefined, start: string, before: string): number {
  const day = balanceSheetDayOf(balanceSheetDay);
  const beforeTime = Date.parse(`${before}T00:00:00Z`);
  // the first year-end after which a whole year begins on or after `start`
  let end = onOrAfter(day, Date.parse(`${start}T00:00:00Z`) - MS_PER_DAY);
  let count = 0;
  for (;;) {
    const next = inYear(day, new Date(end).getUTCFullYear() + 1);
    if (next >= beforeTime) return count;
    count += 1;
    end = next;
  }
}
