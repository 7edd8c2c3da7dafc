/** A comma-separated option value as trimmed, non-empty, lower-case items. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item.length > 0);
}
