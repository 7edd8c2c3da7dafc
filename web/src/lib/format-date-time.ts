const formatter = new Intl.DateTimeFormat('hu-HU', {
  timeZone: 'Europe/Budapest',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `yyyy. MM. dd. HH:mm` in the Europe/Budapest time zone (spec section 2, business rules). */
export function formatDateTime(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    formatter.formatToParts(date).find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}. ${part('month')}. ${part('day')}. ${part('hour')}:${part('minute')}`;
}
