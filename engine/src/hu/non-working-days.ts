/**
 * Hungarian non-working days for deadline computation (decision 029): Saturdays and Sundays, and the public holidays
 * of Mt. 102. § (1). Easter Sunday and Whit Sunday are Sundays; Mt. 102. § (4) names them beside the holidays.
 *
 * Not known here: the yearly decree that moves working days around the holidays (Mt. 102. § (5): a Saturday made a
 * working day, a weekday made a rest day). December 24 is not a public holiday under Mt. 102. § (1), although the
 * decree has often made it a rest day. Callers keep both visible to the lawyer instead of guessing.
 */

export type NonWorkingDay = {
  /** `YYYY-MM-DD`. */
  date: string;
  kind: 'SZOMBAT' | 'VASARNAP' | 'MUNKASZUNETI_NAP';
  /** The holiday's name (`húsvéthétfő`, `karácsony`), also for Easter and Whit Sunday; absent for a plain weekend day. */
  name?: string;
};

const FIXED_HOLIDAYS: Record<string, string> = {
  '01-01': 'újév',
  '03-15': 'nemzeti ünnep',
  '05-01': 'a munka ünnepe',
  '08-20': 'az államalapítás ünnepe',
  '10-23': 'nemzeti ünnep',
  '11-01': 'mindenszentek',
  '12-25': 'karácsony',
  '12-26': 'karácsony',
};

function toIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function utc(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** `iso` plus `days` calendar days. */
export function addCalendarDays(iso: string, days: number): string {
  const date = utc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/** Easter Sunday of the Gregorian calendar (the anonymous Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The public holidays of a year (Mt. 102. § (1)) with Easter Sunday and Whit Sunday (102. § (4)), by date. */
export function publicHolidays(year: number): Map<string, string> {
  const holidays = new Map<string, string>();
  for (const [monthDay, name] of Object.entries(FIXED_HOLIDAYS)) holidays.set(`${year}-${monthDay}`, name);
  const easter = easterSunday(year);
  holidays.set(addCalendarDays(easter, -2), 'nagypéntek');
  holidays.set(easter, 'húsvétvasárnap');
  holidays.set(addCalendarDays(easter, 1), 'húsvéthétfő');
  holidays.set(addCalendarDays(easter, 49), 'pünkösdvasárnap');
  holidays.set(addCalendarDays(easter, 50), 'pünkösdhétfő');
  return holidays;
}

/** The day as a non-working day (a weekend day or a public holiday), or null for a working day by the statute alone. */
export function nonWorkingDay(iso: string): NonWorkingDay | null {
  const weekday = utc(iso).getUTCDay();
  const name = publicHolidays(Number(iso.slice(0, 4))).get(iso);
  // a holiday on a weekday is a holiday; Easter and Whit Sunday, and a holiday on a weekend, are also weekend days
  if (weekday === 0) return { date: iso, kind: 'VASARNAP', ...(name === undefined ? {} : { name }) };
  if (name !== undefined) return { date: iso, kind: 'MUNKASZUNETI_NAP', name };
  if (weekday === 6) return { date: iso, kind: 'SZOMBAT' };
  return null;
}

/**
 * The last day of a deadline whose last day may fall on a non-working day: that day itself, or the next working day,
 * with the non-working days passed over (Pp. 146. § (5), Ptk. 8:3. § (3)).
 */
export function nextWorkingDayFrom(iso: string): { date: string; skipped: NonWorkingDay[] } {
  const skipped: NonWorkingDay[] = [];
  let date = iso;
  for (let day = nonWorkingDay(date); day !== null; day = nonWorkingDay(date)) {
    skipped.push(day);
    date = addCalendarDays(date, 1);
  }
  return { date, skipped };
}

/**
 * The last day of a period of `days` days from `start` for a statement or another act (Ptk. 8:3. §): the start day
 * not counted (1), a last day on a non-working day moved to the next working day (3). A Saturday made a working day by
 * the yearly decree is not known here, so the day found is never earlier than the law's.
 */
export function dayPeriodLastDay(start: string, days: number): string {
  return nextWorkingDayFrom(addCalendarDays(start, days)).date;
}
