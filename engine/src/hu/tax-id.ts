/**
 * A natural person's Hungarian tax identification number (adóazonosító jel), formed by the 1996. évi XX. törvény
 * 1. számú melléklete (decision 080): ten digits; the first is 8; the 2nd–6th are the number of days from
 * 1867-01-01 to the birth date; the 7th–9th tell apart those born on the same day; the 10th is the sum of the first
 * nine digits each multiplied by its position (1–9), modulo 11. A remainder of 10 is never issued.
 */

/** The statute the rules come from, as the messages cite it. */
export const TAX_ID_STATUTE = '1996. évi XX. törvény 1. számú melléklet';

const EPOCH = Date.UTC(1867, 0, 1);
const DAY = 86_400_000;

/** The check digit of the first nine digits; 10 when no number may be issued with them. */
export function taxIdCheckDigit(firstNine: string): number {
  let sum = 0;
  for (let position = 1; position <= 9; position++) sum += Number(firstNine[position - 1]) * position;
  return sum % 11;
}

/** Why a tax id is refused, or null when it is well formed: `format` (not ten digits from 8), `checkDigit`. */
export function taxIdProblem(taxId: string): 'format' | 'checkDigit' | null {
  if (!/^8\d{9}$/.test(taxId)) return 'format';
  return taxIdCheckDigit(taxId) === Number(taxId[9]) ? null : 'checkDigit';
}

/** The birth date (`YYYY-MM-DD`) the 2nd–6th digits of a ten-digit tax id stand for. */
export function birthDateOfTaxId(taxId: string): string {
  return new Date(EPOCH + Number(taxId.slice(1, 6)) * DAY).toISOString().slice(0, 10);
}

/** The 2nd–6th digits for a birth date (`YYYY-MM-DD`): days since 1867-01-01, five digits. */
export function taxIdDays(birthDate: string): string {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  return String(Math.round((Date.UTC(year, month - 1, day) - EPOCH) / DAY)).padStart(5, '0');
}

/**
 * A valid tax id for a birth date and a sequence number (the 7th–9th digits, 0–999); a sequence whose check digit
 * would be 10 is not issued, so the next one is taken (wrapping from 999 to 0). For test data and examples.
 */
export function taxIdFor(birthDate: string, sequence: number): string {
  for (let step = 0; step < 1000; step++) {
    const firstNine = `8${taxIdDays(birthDate)}${String((sequence + step) % 1000).padStart(3, '0')}`;
    const check = taxIdCheckDigit(firstNine);
    if (check < 10) return `${firstNine}${check}`;
  }
  throw new Error(`No tax id for ${birthDate}`);
}
