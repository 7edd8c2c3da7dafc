import { deriveCompanyName } from '../model/derive-company-name.ts';
import { legalError, type Warning } from './warning.ts';

/**
 * The designation of a company form, abbreviated or in words, standing as a word of its own: the forms of the Ptk.
 * (3:89. § (1)) and the old "Rt.". The vezérszó is not searched (a leading "BT Consulting" may be one); after it an
 * abbreviation is a company form with or without its full stop ("Alfa Bt", read-through 8): the words after the
 * vezérszó are Hungarian words, and an abbreviation stands only in the vezérszó or the form (Ctv. 3. § (2)).
 */
const OTHER_FORM =
  /(?:^|\s)(kft\.?|bt\.?|kkt\.?|zrt\.?|nyrt\.?|rt\.?|korlátolt\s+felelősségű\s+társaság|betéti\s+társaság|közkereseti\s+társaság|(?:zártkörűen|nyilvánosan)\s+működő\s+részvénytársaság|részvénytársaság)(?=[\s,;]|$)/iu;

/**
 * The name of a Kft. names its form once, at its end (the templates add it): a company form inside the name the
 * lawyer typed ("Alfa Bt.", "Alfa Kft. Szolgáltató") would make the name misleading as to the company form, and an
 * abbreviation stands in a company name only in the vezérszó or as the form itself (Ctv. 3. § (2), (4)). The form the
 * user typed at the end is removed beforehand (`deriveCompanyName`), so "Alfa Kft." is no finding. The name's other
 * rules a text can show are checked with it (decision 090): a vezérszó at all, Latin letters, the nonprofit and the
 * state designations. `prefix` is the company's path (`tarsasag`, `uj`).
 */
export function checkCompanyNameForm(company: { nev: string }, prefix: string): Warning[] {
  const { base, full } = deriveCompanyName(company.nev);
  if (ONLY_FORMS.test(base)) return [nameWithoutVezerszo(company.nev.trim(), prefix)];
  const findings = [
    ...checkNonLatinLetters(base, full, prefix),
    ...checkNonprofitName(base, full, prefix),
    ...checkStateDesignation(base, full, prefix),
  ];
  // the vezérszó stands first and is not searched: a lone acronym „BT” may be one (forms alone are refused above)
  const found = OTHER_FORM.exec(base.replace(/^\S+/u, ''));
  if (!found) return findings;
  return [
    ...findings,
    legalError(
      'COMPANY_NAME_OTHER_FORM',
      'Ctv. 3. § (2), (4)',
      `A cégnév („${full}”) a vezérszón kívül cégformára utaló megjelölést is tartalmaz („${found[1]!.trim()}”). A korlátolt felelősségű társaság cégnevében a cégforma megjelölése a név végén áll – ezt a dokumentumok maguk teszik hozzá –, más cégformára utaló megjelölés a választott cégformát illetően megtévesztő, rövidítés pedig csak a vezérszóban és a cégforma megjelölésében szerepelhet. Kérjük, a cégnév mezőben csak a vezérszót és a további szavakat adja meg, cégforma nélkül.`,
      `${prefix}.nev`,
    ),
  ];
}

/** "nonprofit" or "közhasznú" as a word of the name, the vezérszó included. */
const NONPROFIT = /(?:^|[^\p{L}])(nonprofit|non-profit|közhasznú)(?![\p{L}])/iu;

/**
 * A name showing a nonprofit character (read-through 8): only a company whose articles say that its profit is not
 * distributed among the members but increases its assets is a nonprofit company and may show it in its name, and the
 * public-benefit status belongs to a nonprofit company alone (Ctv. 4. § (2), 9/F. § (1)–(2), (4)). The articles the
 * engine writes distribute profit as dividend (Ptk. 3:185. §), so "Alfa Nonprofit Kft." would be a name its own
 * articles contradict; the engine has no nonprofit articles to offer, so the request is refused.
 */
function checkNonprofitName(base: string, full: string, prefix: string): Warning[] {
  const found = NONPROFIT.exec(base);
  if (!found) return [];
  return [
    legalError(
      'COMPANY_NAME_NONPROFIT',
      'Ctv. 9/F. § (1)–(2), (4)',
      `A cégnév („${full}”) a „${found[1]!}” megjelölést tartalmazza. Nonprofit jelleget – és közhasznú szervezeti minőséget – csak az a gazdasági társaság tüntethet fel a cégnevében, amelynek létesítő okirata kimondja, hogy a tevékenységéből származó nyereség a tagok között nem osztható fel, hanem a társaság vagyonát gyarapítja; a program által készített létesítő okirat a nyereség osztalékként való felosztásáról rendelkezik (Ptk. 3:185. §), nonprofit létesítő okiratot nem készít. Kérjük, a cégnévből hagyja el a megjelölést`,
      `${prefix}.nev`,
    ),
  ];
}

/**
 * A name made of company forms alone („Kft.”, „Korlátolt Felelősségű Társaság”, „Bt.”): `deriveCompanyName` keeps such a
 * text as the base, so the documents would print „Kft. Korlátolt Felelősségű Társaság”. Another form counts when
 * written with its full stop or in words; a capitalised „BT” without a stop may be an acronym vezérszó, as the form
 * check above lets it stand first.
 */
const ONLY_FORMS =
  /^(?:(?:kft\.?|bt\.|kkt\.|zrt\.|nyrt\.|rt\.|korlátolt\s+felelősségű\s+társaság|betéti\s+társaság|közkereseti\s+társaság|(?:zártkörűen|nyilvánosan)\s+működő\s+részvénytársaság|részvénytársaság)[\s,;]*)+$/iu;

/**
 * The company name contains at least the vezérszó besides the form, and the vezérszó stands first (Ctv. 3. § (1)–(2)):
 * a name of company forms alone has none, and no other company can be told apart from it.
 */
function nameWithoutVezerszo(typed: string, prefix: string): Warning {
  return legalError(
    'COMPANY_NAME_WITHOUT_VEZERSZO',
    'Ctv. 3. § (1)–(2)',
    `A megadott cégnév („${typed}”) csak cégforma-megjelölésből áll, vezérszót nem tartalmaz. A cégnévnek a választott cégforma megjelölésén túl legalább a vezérszót kell tartalmaznia, amely a cégnév első helyén áll, és a Társaságot más cégektől megkülönbözteti. Kérjük, a cégnév mezőben adja meg a vezérszót és a további szavakat, cégforma nélkül`,
    `${prefix}.nev`,
  );
}

/** A letter of a script other than the Latin one (Cyrillic, Greek, Chinese…). */
const NON_LATIN_LETTER = /(?=\p{L})\P{Script=Latin}/gu;

/**
 * A name with letters of another script (Ctv. 3. § (2), Ptk. 3:6. § (3)): the vezérszó may be a foreign word, but it is
 * written in Latin letters, and the other words of the name are Hungarian words spelt by Hungarian orthography, whose
 * alphabet is the Latin one. Such a name cannot be registered as it is. The foreign-language name (`idegenNev`) is not
 * judged: a company may be registered in any official language of the Union as well (Ctv. 23/A. § (1)), Greek and
 * Bulgarian among them.
 */
function checkNonLatinLetters(base: string, full: string, prefix: string): Warning[] {
  const letters = [...new Set(base.match(NON_LATIN_LETTER) ?? [])];
  if (letters.length === 0) return [];
  return [
    legalError(
      'COMPANY_NAME_NOT_LATIN',
      'Ctv. 3. § (2), Ptk. 3:6. § (3)',
      `A cégnév („${full}”) nem latin betűs karaktert is tartalmaz (${letters.map((letter) => `„${letter}”`).join(', ')}). A vezérszó idegen nyelvű kifejezés is lehet, de latin betűkkel kell feltüntetni, a cégnév többi szava pedig csak magyar szó lehet, a magyar helyesírás szabályainak megfelelően. Kérjük, a cégnevet latin betűkkel adja meg (más nyelvű elnevezés az idegen nyelvű cégnév mezőben adható meg)`,
      `${prefix}.nev`,
    ),
  ];
}

/** „állami” or „nemzeti” as a word of the name (not „nemzetközi”, „államigazgatási”). */
const STATE_WORD = /(?<![\p{L}])(állami|nemzeti)(?![\p{L}])/iu;

/**
 * „állami” or „nemzeti” in the name (Ctv. 4. § (3)): allowed only when the State holds a majority influence in the
 * company directly or through its organisations, the company is in the lasting state property of a separate act, or
 * a public Government decision permits it for a public task of high importance. The data show none of these (a
 * member's share held through state organisations, a Government decision), so the lawyer is warned, not refused.
 */
function checkStateDesignation(base: string, full: string, prefix: string): Warning[] {
  const found = STATE_WORD.exec(base);
  if (!found) return [];
  return [
    {
      code: 'COMPANY_NAME_STATE_DESIGNATION',
      severity: 'warning',
      message: `A cégnév („${full}”) az „${found[1]!}” kifejezést tartalmazza. Az „állami” vagy „nemzeti” kifejezés csak akkor szerepelhet a cégnévben, ha a Társaságban az állam közvetlenül vagy szervezetei útján többségi befolyással rendelkezik, a Társaság külön törvény szerint tartós állami tulajdonban áll, vagy a Kormány nyilvános határozatában – a Társaság által ellátott kiemelten fontos közfeladatra tekintettel – erre engedélyt adott (Ctv. 4. § (3)). A program ezt az adatokból nem tudja megállapítani: kérjük, ellenőrizze, és ha egyik feltétel sem áll fenn, a kifejezést hagyja el a cégnévből.`,
      path: `${prefix}.nev`,
    },
  ];
}
