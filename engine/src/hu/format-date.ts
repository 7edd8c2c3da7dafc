const MONTHS = [
  'január',
  'február',
  'március',
  'április',
  'május',
  'június',
  'július',
  'augusztus',
  'szeptember',
  'október',
  'november',
  'december',
] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Splits a real calendar date `YYYY-MM-DD` into its parts; anything else is an error. */
function parseIsoDate(iso: string): { year: string; month: number; day: number } {
  const match = ISO_DATE.exec(iso);
  const month = Number(match?.[2]);
  const day = Number(match?.[3]);
  if (!match?.[1] || !(month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(Number(match[1]), month))) {
    throw new RangeError(`invalid ISO date "${iso}": expected a real calendar date as YYYY-MM-DD`);
  }
  return { year: match[1], month, day };
}

/** `2026-11-22` → `2026. november 22.` (year and day followed by a full stop, month in lower case). */
export function formatDate(iso: string): string {
  const { year, month, day } = parseIsoDate(iso);
  return `${year}. ${MONTHS[month - 1]} ${day}.`;
}

/** `2026-11-22` → `2026. 11. 22.` (tables only). */
export function formatDateNumeric(iso: string): string {
  const { year, month, day } = parseIsoDate(iso);
  return `${year}. ${String(month).padStart(2, '0')}. ${String(day).padStart(2, '0')}.`;
}
