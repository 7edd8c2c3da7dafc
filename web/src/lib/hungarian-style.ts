const VOWEL = /^[aáeéiíoóöőuúüű]/i;

export type StyleSlip = { kind: 'article' | 'punctuation' | 'register'; excerpt: string };

/** Informal (tegező) forms that must not appear next to the formal "Ön" of the app. */
const INFORMAL =
  /(?<!\p{L})(Kezdd|Kattints|Válaszd|Válassz|Töltsd|Próbáld|Nézd|Írd|Add meg|Lépj|Regisztrálj|Jelentkezz|Ellenőrizd|neked|Neked|téged)(?!\p{L})/u;

/**
 * The Hungarian slips the UI texts are proofread for: the article not agreeing with the next word ("az dokumentum",
 * "a előnézet"), doubled punctuation ("Kft..", "!!", ",."), and the informal register ("Kezdd el").
 * Acronyms (all capitals: "az SMS") and numbers are left alone: their article follows the pronunciation.
 */
export function findStyleSlips(text: string): StyleSlip[] {
  const slips: StyleSlip[] = [];
  for (const match of text.matchAll(/(?<![\p{L}\p{N}(])(a|az|A|Az)\s+([\p{L}][\p{L}-]*)/gu)) {
    const [excerpt, article, word] = match as unknown as [string, string, string];
    if (word.length > 1 && word === word.toUpperCase()) continue;
    const wantsAz = VOWEL.test(word);
    if (wantsAz !== (article.toLowerCase() === 'az')) slips.push({ kind: 'article', excerpt });
  }
  for (const match of text.matchAll(/[.,;:!?]{2,}/g)) {
    // An ellipsis, and "pl.:" (the spec's own "pl.: Váci út 1.") are meant.
    if (match[0] === '...' || match[0] === '?!' || (match[0] === '.:' && text.slice(0, match.index).endsWith('pl')))
      continue;
    slips.push({ kind: 'punctuation', excerpt: text.slice(Math.max(0, match.index - 12), match.index + 3) });
  }
  const informal = INFORMAL.exec(text);
  if (informal) slips.push({ kind: 'register', excerpt: informal[0] });
  return slips;
}
