import { article } from '@cegdok/engine';

const VOWEL = /^[aáeéiíoóöőuúüű]/i;

/** Abbreviations the texts use, whose full stop stays before a comma or a colon (AkH. 258.). */
const ABBREVIATION =
  /(?<!\p{L})(Kft|Zrt|Nyrt|Bt|Kkt|pl|Pl|stb|ill|kb|ún|dr|Dr|u|krt|em|hrsz|Ptk|Ctv|db|sz|ker|tel|vö)$/u;

export type StyleSlip = { kind: 'article' | 'punctuation' | 'register'; excerpt: string };

/** Informal (tegező) forms that must not appear next to the formal "Ön" of the app. */
const INFORMAL =
  /(?<!\p{L})(Kezdd|Kattints|Válaszd|Válassz|Töltsd|Próbáld|Nézd|Írd|Add meg|Lépj|Regisztrálj|Jelentkezz|Ellenőrizd|neked|Neked|téged)(?!\p{L})/u;

/**
 * The Hungarian slips the UI texts are proofread for: the article not agreeing with the next word ("az dokumentum",
 * "a előnézet"), doubled punctuation ("Kft..", "!!", ",."), and the informal register ("Kezdd el").
 * A number takes the article of its pronunciation ("az 1.", "a 2.", "az 5 nap"); acronyms (all capitals: "az SMS")
 * are left alone, as they are read letter by letter.
 */
export function findStyleSlips(text: string): StyleSlip[] {
  const slips: StyleSlip[] = [];
  for (const match of text.matchAll(/(?<![\p{L}\p{N}(])(a|az|A|Az)\s+([\p{L}][\p{L}-]*)/gu)) {
    const [excerpt, article, word] = match as unknown as [string, string, string];
    if (word.length > 1 && word === word.toUpperCase()) continue;
    const wantsAz = VOWEL.test(word);
    if (wantsAz !== (article.toLowerCase() === 'az')) slips.push({ kind: 'article', excerpt });
  }
  for (const match of text.matchAll(/(?<![\p{L}\p{N}(])(a|az|A|Az)\s+(\d[\d\u00a0\u202f]*(?:[.,]\d+)?\.?)/gu)) {
    const [excerpt, given, number] = match as unknown as [string, string, string];
    if (article(number) !== given.toLowerCase()) slips.push({ kind: 'article', excerpt });
  }
  for (const match of text.matchAll(/[.,;:!?]{2,}/g)) {
    // An ellipsis is meant, and so is an abbreviation's full stop before a comma or colon ("Kft., ", "pl.: ").
    const isAfterAbbreviation = /^\.[,;:!?]$/.test(match[0]) && ABBREVIATION.test(text.slice(0, match.index));
    if (match[0] === '...' || match[0] === '?!' || isAfterAbbreviation) continue;
    slips.push({ kind: 'punctuation', excerpt: text.slice(Math.max(0, match.index - 12), match.index + 3) });
  }
  const informal = INFORMAL.exec(text);
  if (informal) slips.push({ kind: 'register', excerpt: informal[0] });
  return slips;
}
