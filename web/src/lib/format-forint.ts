/** `3 000 000`, `2 000` with a plain space as the thousands separator (spec section 9). */
export function formatAmount(value: number): string {
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.trunc(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** `3 000 000 Ft`. */
export function formatForint(value: number): string {
  return `${formatAmount(value)} Ft`;
}

/** The number in a typed amount: `"3 000 000"` → 3000000; empty → 0. */
export function parseAmount(text: string | number | null | undefined): number {
  if (typeof text === 'number') return Number.isFinite(text) ? Math.max(0, Math.trunc(text)) : 0;
  const digits = (text ?? '').replace(/\D/g, '');
  return digits === '' ? 0 : Number(digits);
}
