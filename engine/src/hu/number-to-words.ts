/** `3500000` → `hárommillió-ötszázezer` (AkH. hyphenation rule). */
export function numberToWords(_value: number): string {
  throw new Error('TODO');
}
