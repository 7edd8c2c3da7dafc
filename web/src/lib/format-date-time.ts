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
