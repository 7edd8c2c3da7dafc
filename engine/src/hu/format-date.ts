/** `2026-11-22` → `2026. november 22.` */
export function formatDate(_iso: string): string {
  throw new Error('TODO');
}

/** `2026-11-22` → `2026. 11. 22.` (tables only) */
export function formatDateNumeric(_iso: string): string {
  throw new Error('TODO');
}
