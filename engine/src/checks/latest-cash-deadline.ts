import { addMonths } from './add-months.ts';

/** The last day of a month (`month` may run past 12). */
function monthEnd(year: number, month: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The balance-sheet day of `year` (the business year's last day); the end of February for 28 or 29 February. */
function yearEnd(year: number, month: number, day: number): string {
  if (month === 2 && day >= 28) return monthEnd(year, 2);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The day after an ISO date. */
function nextDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The latest lawful deadline of a cash contribution (Ptk. 3:162. § (2)): three months after the accounts of the
 * second full (twelve-month) business year after registration are approved, which is at the latest by the last day
 * of the fifth month after that year's balance-sheet day (Szt. 153. § (1)). The three months end on the day of the
 * same number, or on the last day of a month that has no such day (Ptk. 8:3. § (2)): approved by 28 February, they
 * end on 28 May, not 31 May. `registration` is the earliest possible
 * registration day (the articles' date, decision 009); `balanceSheetDay` is `merlegForduloNap` (ISO, only month and
 * day count), 31 December when not given.
 */
export function latestCashDeadline(registration: string, balanceSheetDay: string | undefined): string {
  const [, monthText = '12', dayText = '31'] = balanceSheetDay?.split('-') ?? [];
  const month = Number(monthText);
  const day = Number(dayText);
  let year = Number(registration.slice(0, 4)) - 1;
  // The first full business year starts on the day after a balance-sheet day, on or after registration.
  while (nextDay(yearEnd(year, month, day)) < registration) year += 1;
  const secondFullYearEnd = year + 2;
  return addMonths(monthEnd(secondFullYearEnd, month + 5), 3);
}
