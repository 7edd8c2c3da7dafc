/** The definite article before a word or a number as pronounced: `a` or `az`. */
export function article(_word: string): 'a' | 'az' {
  throw new Error('TODO');
}

/** `Alfa Kft.` → `az Alfa Kft.`; with `capital` → `Az Alfa Kft.` */
export function withArticle(_word: string, _capital = false): string {
  throw new Error('TODO');
}
