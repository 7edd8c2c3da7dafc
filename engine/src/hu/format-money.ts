/** `3000000` → `3 000 000` with U+00A0 between groups. */
export function formatNumber(_value: number): string {
  throw new Error('TODO');
}

/** `3000000` → `3 000 000 Ft` (U+00A0 inside). */
export function formatMoney(_value: number): string {
  throw new Error('TODO');
}

/** `3000000` → `3 000 000 Ft, azaz hárommillió forint` */
export function formatMoneyWithWords(_value: number): string {
  throw new Error('TODO');
}
