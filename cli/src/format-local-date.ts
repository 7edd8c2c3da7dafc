/** The calendar day of `now` on this machine's clock as ISO `YYYY-MM-DD` ("today" for the consistency checks). */
export function formatLocalDate(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
