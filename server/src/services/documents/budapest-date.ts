const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Budapest',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Budapest as `YYYY-MM-DD` (the "today" of the consistency checks). */
export function budapestDate(instant: Date): string {
  return formatter.format(instant);
}
