const formatter = new Intl.DateTimeFormat('hu-HU', {
  timeZone: 'Europe/Budapest',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function budapestParts(value: string | number | Date): ((type: Intl.DateTimeFormatPartTypes) => string) | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts = formatter.formatToParts(date);
  return (type) => parts.find((candidate) => candidate.type === type)?.value ?? '';
}

/** `yyyy. MM. dd. HH:mm` in the Europe/Budapest time zone (spec section 2, business rules). */
export function formatDateTime(value: string | number | Date): string {
  const part = budapestParts(value);
  return part ? `${part('year')}. ${part('month')}. ${part('day')}. ${part('hour')}:${part('minute')}` : '';
}

/** `yyyy. MM. dd.`, the day in the Europe/Budapest time zone: for expiries, where the hour says nothing. */
export function formatDate(value: string | number | Date): string {
  const part = budapestParts(value);
  return part ? `${part('year')}. ${part('month')}. ${part('day')}.` : '';
}

const dayFormatter = new Intl.DateTimeFormat('hu-HU', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** A calendar day (`2026-11-10`, a time after it ignored) in Hungarian order: `2026. november 10.`; '' if not a date. */
export function formatCalendarDay(value: string): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  const parts = dayFormatter.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}. ${part('month')} ${part('day')}.`;
}
