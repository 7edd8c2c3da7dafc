const budapestClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Budapest',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** How far Budapest's clock is ahead of UTC at `instant`, in ms (+1 h in winter, +2 h in summer). */
function budapestOffsetMs(instant: number): number {
  const parts = Object.fromEntries(
    budapestClock.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const wallClock = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/**
 * The last millisecond of the calendar day `YYYY-MM-DD` in Budapest, summer and winter time
 * alike: 23:59:59.999 local, i.e. 21:59:59.999Z in summer and 22:59:59.999Z in winter.
 */
export function endOfBudapestDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // Next midnight read as UTC, then moved by the offset in force then (clocks change at 02:00 or
  // 03:00 local time, never around midnight, so one correction is exact).
  const nextMidnightAsUtc = Date.UTC(year, month - 1, date + 1);
  const nextMidnight = nextMidnightAsUtc - budapestOffsetMs(nextMidnightAsUtc - 2 * 60 * 60 * 1000);
  return new Date(nextMidnight - 1);
}
