/** Lower case without accents, for accent- and case-insensitive matching ("Számítógépes" → "szamitogepes"). */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
