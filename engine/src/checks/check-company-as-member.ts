import { capitalizeFirst } from '../hu/capitalize-first.ts';
import { nameInText } from '../model/derive-members.ts';
import { legalError, type Warning } from './warning.ts';

type Member = { nev: string; jogiSzemely: boolean; cegjegyzekszam?: string | undefined };

/**
 * A company name compared for sameness: case, spacing and the last full stop aside, the form written out or
 * abbreviated („Korlátolt Felelősségű Társaság”, „Kft.”), and without the „bejegyzés alatt” suffix (Ctv. 5. § a)).
 */
function comparableName(name: string): string {
  return name
    .toLocaleLowerCase('hu')
    .replace(/\s*\(?(?:bejegyzés\s+alatt|b\.\s?a\.)\)?\s*$/u, '')
    .replace(/korlátolt\s+felelősségű\s+társaság/gu, 'kft')
    .replace(/\bkft\./gu, 'kft')
    .replace(/\s+/gu, ' ')
    .replace(/\.$/u, '')
    .trim();
}

/** A cégjegyzékszám by its digits: „Cg. 01-09-123456” and „01-09-123456” are one number. */
function comparableNumber(number: string | undefined): string {
  return (number ?? '').replace(/\D/gu, '');
}

/**
 * A legal-entity member who is the company itself: the same name as the company's, or its own cégjegyzékszám.
 * - At formation (`registrationNumber` undefined) the company would found itself: a business share comes into being
 *   with the company's registration (Ptk. 3:164. § (1)), and a company acquires its own share only by transfer, on its
 *   members' meeting's resolution (Ptk. 3:174. § (1)).
 * - A registered company's changed state would hold its own share as a member. The company may exercise no
 *   membership rights on it, and it is disregarded for the quorum (Ptk. 3:175. § (1)); the documents, however, would
 *   print it as a member with a vote and a dividend ratio, and the acquisition has conditions the data do not show
 *   (Ptk. 3:174. § (1)–(4)). Refused: the program does not draw up an own-share acquisition.
 * `prefix` is the company's path (`tarsasag`, `uj`).
 */
export function checkCompanyAsMember(
  company: { nev: string; tagok: readonly Member[] },
  registrationNumber: string | undefined,
  prefix: string,
): Warning[] {
  const ownName = comparableName(company.nev);
  const ownNumber = comparableNumber(registrationNumber);
  return company.tagok.flatMap((member, index) => {
    if (!member.jogiSzemely) return [];
    const byName = comparableName(member.nev) === ownName;
    const byNumber = ownNumber !== '' && comparableNumber(member.cegjegyzekszam) === ownNumber;
    if (!byName && !byNumber) return [];
    const name = capitalizeFirst(nameInText(member));
    const path = `${prefix}.tagok.${index}.${byName ? 'nev' : 'cegjegyzekszam'}`;
    const same = byName ? 'cégneve a Társaság cégneve' : 'cégjegyzékszáma a Társaság cégjegyzékszáma';
    if (registrationNumber === undefined)
      return [
        legalError(
          'MEMBER_IS_THE_COMPANY',
          'Ptk. 3:164. § (1), 3:174. § (1)',
          `${name} ${same}, vagyis a létrehozni kívánt Társaság maga. Az üzletrész a társaság nyilvántartásba vételével keletkezik, saját üzletrészét pedig a társaság csak átruházással, a taggyűlés határozata alapján szerezheti meg, ezért a Társaság saját magát nem alapíthatja, és saját tagjaként nem tüntethető fel. Kérjük, javítsa a tag adatait`,
          path,
        ),
      ];
    return [
      legalError(
        'MEMBER_IS_THE_COMPANY',
        'Ptk. 3:174. §, 3:175. § (1)',
        `${name} ${same}, vagyis a Társaság maga: üzletrésze a Társaság saját üzletrésze volna. A saját üzletrész alapján a Társaság tagsági jogokat nem gyakorolhat, és azt a határozatképesség megállapításánál figyelmen kívül kell hagyni, megszerzésének pedig a taggyűlés határozata, a teljesen befizetett törzsbetét, a törzstőkén felüli vagyon és a törzstőke ötven százalékos korlátja a feltétele; az okiratok azonban szavazati joggal és osztalékaránnyal rendelkező tagként tüntetnék fel. A program saját üzletrész megszerzéséről nem készít okiratot; kérjük, azt egyedileg szerkessze meg`,
        path,
      ),
    ];
  });
}
