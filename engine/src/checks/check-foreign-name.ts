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
 * the vezérszó, which stands first in the name (Ctv. 3. § (2)). The vezérszó given (`vezerszo`) is looked for word by
 * word; without one the first word of the name stands for it. A foreign name without it is a warning, never a refusal.
 * `prefix` is the company's path (`tarsasag`, `uj`).
 */
export function checkForeignName(
  company: { nev: string; idegenNev?: string | undefined; vezerszo?: string | undefined },
  prefix: string,
): Warning[] {
  const foreign = company.idegenNev?.trim();
  if (!foreign) return [];
  const name = deriveCompanyName(company.nev, null, company.vezerszo);
  const foreignWords = wordsOf(foreign);
  if (name.isVezerszoGiven) {
    // the vezérszó is known (Ctv. 3. § (3)): the foreign name holds each of its words
    if (wordsOf(name.vezerszo).every((word) => foreignWords.includes(word))) return [];
    return [
      foreignNameWarning(
        `Az idegen nyelvű cégnév („${foreign}”) nem tartalmazza a vezérszót („${name.vezerszo}”), pedig a cégnév élén a vezérszó áll (Ctv. 3. § (2)). Az idegen nyelvű elnevezésnek meg kell felelnie a magyar nyelvű cégnévnek (Ctv. 25. § (1) b)); a vezérszó benne jellemzően változatlan, csak a többi szó és a cégforma fordítható. Kérjük, ellenőrizze az idegen nyelvű cégnevet.`,
        prefix,
      ),
    ];
  }
  const [leading] = wordsOf(name.base);
  if (leading === undefined || foreignWords.includes(leading)) return [];
  const shown = name.base.split(/\s+/u)[0]!.replace(AROUND_WORD, '');
  return [
    foreignNameWarning(
      `Az idegen nyelvű cégnév („${foreign}”) nem tartalmazza a magyar cégnév első szavát („${shown}”), pedig a cégnév élén a vezérszó áll (Ctv. 3. § (2)). Az idegen nyelvű elnevezésnek meg kell felelnie a magyar nyelvű cégnévnek (Ctv. 25. § (1) b)); a vezérszó benne jellemzően változatlan, csak a többi szó és a cégforma fordítható. A program a vezérszót nem tudja biztosan megállapítani: ellenőrizze, hogy az idegen nyelvű cégnév a vezérszót változatlanul tartalmazza-e (megerősítendő).`,
      prefix,
    ),
  ];
}

function foreignNameWarning(message: string, prefix: string): Warning {
  return { code: 'idegen-nev-vezerszo', severity: 'warning', message, path: `${prefix}.idegenNev` };
}
