import { hungarianLower } from '../hu/hungarian-case.ts';
import { deriveCompanyName } from '../model/derive-company-name.ts';
import type { Warning } from './warning.ts';

/** Quotes, brackets and punctuation around a word that are not part of it (`„Alfa”`, `(Alfa)`, `Alfa,`). */
const AROUND_WORD = /^[\s"'„“”‘’‚«»‹›()[\]{}<>,;:!?]+|[\s"'„“”‘’‚«»‹›()[\]{}<>,;:!?]+$/gu;

const wordsOf = (text: string) =>
  text
    .split(/\s+/u)
    .map((word) => hungarianLower(word.replace(AROUND_WORD, '')))
    .filter(Boolean);

/**
 * The foreign-language name (`idegenNev`) corresponds to the Hungarian name (Ctv. 25. § (1) b)); a translation keeps
 * the vezérszó, which stands first in the name (Ctv. 3. § (2)). Which words make up the vezérszó cannot be told from
 * the text, so the first word stands for it, and a foreign name without it is a warning to confirm, never a refusal.
 * `prefix` is the company's path (`tarsasag`, `uj`).
 */
export function checkForeignName(company: { nev: string; idegenNev?: string | undefined }, prefix: string): Warning[] {
  const foreign = company.idegenNev?.trim();
  if (!foreign) return [];
  const { base } = deriveCompanyName(company.nev);
  const [leading] = wordsOf(base);
  if (leading === undefined || wordsOf(foreign).includes(leading)) return [];
  const shown = base.split(/\s+/u)[0]!.replace(AROUND_WORD, '');
  return [
    {
      code: 'idegen-nev-vezerszo',
      severity: 'warning',
      message: `Az idegen nyelvű cégnév („${foreign}”) nem tartalmazza a magyar cégnév első szavát („${shown}”), pedig a cégnév élén a vezérszó áll (Ctv. 3. § (2)). Az idegen nyelvű elnevezésnek meg kell felelnie a magyar nyelvű cégnévnek (Ctv. 25. § (1) b)); a vezérszó benne jellemzően változatlan, csak a többi szó és a cégforma fordítható. A program a vezérszót nem tudja biztosan megállapítani: ellenőrizze, hogy az idegen nyelvű cégnév a vezérszót változatlanul tartalmazza-e (megerősítendő).`,
      path: `${prefix}.idegenNev`,
    },
  ];
}
