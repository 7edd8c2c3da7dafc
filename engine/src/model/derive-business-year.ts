import { formatDate } from '../hu/format-date.ts';

/** The business year as the articles state it (Szt. 11. §). */
export type BusinessYear = {
  /** No balance-sheet day, or 31 December. */
  isCalendarYear: boolean;
  /** The first day of the business year without a year: `július 1.` */
  firstDay: string;
  /** The balance-sheet day without a year: `június 30.`; `február utolsó napja` for the end of February. */
  lastDay: string;
};

/** A date of a common year (2001) without its year: `június 30.` */
function monthDay(month: number, day: number): string {
  const iso = `2001-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return formatDate(iso).replace(/^\d{4}\. /, '');
}

/** The business year from `merlegForduloNap` (an ISO date of which only the month and day count). */
export function deriveBusinessYear(balanceSheetDay: string | undefined): BusinessYear {
  const [, monthText, dayText] = balanceSheetDay?.split('-') ?? [];
  const month = Number(monthText);
  const day = Number(dayText);
  if (!balanceSheetDay || (month === 12 && day === 31)) {
    return { isCalendarYear: true, firstDay: 'január 1.', lastDay: 'december 31.' };
  }
  if (month === 2 && day >= 28)
    return { isCalendarYear: false, firstDay: 'március 1.', lastDay: 'február utolsó napja' };
  const next = new Date(Date.UTC(2001, month - 1, day + 1));
  return {
    isCalendarYear: false,
    firstDay: monthDay(next.getUTCMonth() + 1, next.getUTCDate()),
    lastDay: monthDay(month, day),
  };
}
