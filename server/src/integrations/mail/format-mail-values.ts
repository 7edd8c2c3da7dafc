const forint = new Intl.NumberFormat('hu-HU', { maximumFractionDigits: 0 });
const budapestParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Budapest',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `19 900 Ft` (hu-HU grouping). */
export function formatForint(amount: number): string {
  return `${forint.format(amount)} Ft`;
}

/** `2026. 11. 20. 11:00` in Budapest time (summer and winter time). */
export function formatBudapestDateTime(instant: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    budapestParts.formatToParts(instant).find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}. ${part('month')}. ${part('day')}. ${part('hour')}:${part('minute')}`;
}
