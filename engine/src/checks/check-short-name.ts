import { deriveCompanyName, normalVezerszo, opensWith } from '../model/derive-company-name.ts';
import { legalError, type Warning } from './warning.ts';

/**
 * The short name is the vezérszó and the form (Ctv. 3. § (3)), and the vezérszó stands first in the name (3. § (2)).
 * A vezérszó the name does not open with is refused. Without one, a name of one word is its own vezérszó; for a longer
 * name the program cannot tell which of its first words make up the vezérszó, so it takes the whole name and the
 * lawyer is told, with the short name that will be printed and how to give another. `prefix` is the company's path
 * (`tarsasag`, `uj`).
 */
export function checkShortName(company: { nev: string; vezerszo?: string | undefined }, prefix: string): Warning[] {
  const { base } = deriveCompanyName(company.nev);
  const vezerszo = normalVezerszo(company.vezerszo);
  if (vezerszo === null) {
    if (!/\s/u.test(base)) return [];
    const first = base.split(/\s+/u)[0]!;
    return [
      {
        code: 'SHORT_NAME_WITHOUT_VEZERSZO',
        severity: 'warning',
        message: `A rövidített cégnév a vezérszóból és a cégforma megjelöléséből áll (Ctv. 3. § (3)). A vezérszó nincs megadva, ezért a program a teljes nevet tekinti vezérszónak, és a rövidített cégnevet így írja: „${base} Kft.”. Ha a vezérszó ennél rövidebb (például „${first}”), adja meg a Vezérszó mezőben; ha a vezérszó a teljes név, azt írja be oda.`,
        path: `${prefix}.vezerszo`,
      },
    ];
  }
  if (opensWith(base, vezerszo)) return [];
  return [
    legalError(
      'COMPANY_NAME_VEZERSZO_NOT_FIRST',
      'Ctv. 3. § (2)–(3)',
      `A megadott vezérszó („${vezerszo}”) nem a cégnév („${base}”) első szava vagy szavai. A vezérszó a cégnévben az első helyen áll, és a rövidített cégnév a vezérszóból és a cégforma megjelöléséből áll. Kérjük, a Vezérszó mezőben a cégnév első szavát vagy első szavait adja meg, a cégnévben írt alakjukkal egyezően`,
      `${prefix}.vezerszo`,
    ),
  ];
}
