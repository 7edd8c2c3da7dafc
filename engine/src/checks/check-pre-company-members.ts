import { capitalizeFirst } from '../hu/capitalize-first.ts';
import { nameInText } from '../model/derive-members.ts';
import { legalError, type Warning } from './warning.ts';

/** A company in formation may not found a company or be its member (Ptk. 3:101. § (2) c)). */
const STATUTE = 'Ptk. 3:101. § (2) c)';

/**
 * The „bejegyzés alatt” suffix a company in formation carries after its name (Ctv. 5. § a)), written out or
 * abbreviated („b. a.”, „b.a.”), in brackets or not; the same words as the number it does not yet have.
 */
const PRE_COMPANY_NAME = /(?<![\p{L}\p{N}])(?:bejegyzés\s+alatt|b\.\s?a\.)\)?\s*$/iu;
const PRE_COMPANY_NUMBER = /^\s*\(?(?:bejegyzés\s+alatt|b\.\s?a\.)\)?\s*$/iu;

type Member = { nev: string; jogiSzemely: boolean; cegjegyzekszam?: string | undefined };

/**
 * A legal-entity member whose name or registration number says that it is itself still being registered: an
 * előtársaság, which may neither found a business company nor take part in one as a member (Ptk. 3:101. § (2) c)).
 * The documents printed it as a founder with „nyilvántartási szám: bejegyzés alatt”, and only the number's form was
 * questioned (a warning). A company of another state is judged by its own law, but its register number is never
 * „bejegyzés alatt”, so the rule is applied to every legal-entity member. `prefix` is the company's path (`tarsasag`,
 * `uj`).
 */
export function checkPreCompanyMembers(members: readonly Member[], prefix: string): Warning[] {
  return members.flatMap((member, index) => {
    if (!member.jogiSzemely) return [];
    const inName = PRE_COMPANY_NAME.test(member.nev);
    const inNumber = PRE_COMPANY_NUMBER.test(member.cegjegyzekszam ?? '');
    if (!inName && !inNumber) return [];
    return [
      legalError(
        'MEMBER_PRE_COMPANY',
        STATUTE,
        `${capitalizeFirst(nameInText(member))} ${inName ? 'cégneve „bejegyzés alatt” toldatot visel' : 'cégjegyzékszámaként „bejegyzés alatt” áll'}, vagyis maga is cégbejegyzés alatt álló társaság (előtársaság). Az előtársaság gazdasági társaságot nem alapíthat, és abban tagként nem vehet részt; tag csak a cégbíróság által már bejegyzett társaság lehet. Kérjük, a jogi személy tagot a bejegyzése után, a cégkivonata szerinti cégnévvel és cégjegyzékszámmal adja meg`,
        `${prefix}.tagok.${index}.${inName ? 'nev' : 'cegjegyzekszam'}`,
      ),
    ];
  });
}

/**
 * The suffixes of the proceedings a company's name carries while they last (Ctv. 5. § b)–g)), at the end of its name:
 * compulsory strike-off apart, each with the words the documents would name it by.
 */
const STRIKE_OFF = /(?<![\p{L}\p{N}])(?:kényszertörlés\s+alatt|kt\.\s?a\.)\)?\s*$/iu;

/** The name carries the „kényszertörlés alatt” („kt. a.”) suffix (Ctv. 5. § e)). */
export const isUnderStrikeOff = (name: string): boolean => STRIKE_OFF.test(name);
const OTHER_PROCEEDINGS: readonly [RegExp, string][] = [
  [/(?<![\p{L}\p{N}])(?:csődeljárás\s+alatt|cs\.\s?a\.)\)?\s*$/iu, 'csődeljárás'],
  [/(?<![\p{L}\p{N}])(?:felszámolás\s+alatt|f\.\s?a\.)\)?\s*$/iu, 'felszámolás'],
  [/(?<![\p{L}\p{N}])(?:végelszámolás\s+alatt|v\.\s?a\.)\)?\s*$/iu, 'végelszámolás'],
  [/(?<![\p{L}\p{N}])(?:szerkezetátalakítás\s+alatt|sz\.\s?a\.)\)?\s*$/iu, 'nyilvános szerkezetátalakítási eljárás'],
];

/**
 * A founding legal entity whose name carries the suffix of proceedings against it (Ctv. 5. § b)–g)). Under compulsory
 * strike-off its director may take on no new obligation in its name and may not transfer its assets, and such a
 * declaration is void (Ctv. 116. § (3b)): a contribution is both, so the founding is refused. For bankruptcy,
 * liquidation, winding-up and restructuring the statutes we hold say nothing on founding a company, so the lawyer is
 * asked to look (a warning, never a guess). A formation only: a registered company's member may fall under such
 * proceedings while a member, which no amendment of the company can prevent; the amendment's own transfers and
 * contributions by such a member are judged by `checkPartiesInStrikeOff` (decision 090).
 */
export function checkMembersInProceedings(members: readonly Member[], prefix: string): Warning[] {
  return members.flatMap((member, index): Warning[] => {
    if (!member.jogiSzemely) return [];
    const path = `${prefix}.tagok.${index}.nev`;
    const name = capitalizeFirst(nameInText(member));
    if (isUnderStrikeOff(member.nev))
      return [
        legalError(
          'MEMBER_IN_STRIKE_OFF',
          'Ctv. 116. § (3b)',
          `${name} cégneve „kényszertörlés alatt” toldatot visel. A kényszertörlési eljárás alatt a vezető tisztségviselő a cég nevében új kötelezettséget nem vállalhat és a cég vagyontárgyát nem ruházhatja át, az ilyen jognyilatkozat semmis; a vagyoni hozzájárulás vállalása és teljesítése mindkettő, ezért a cég társaságot nem alapíthat`,
          path,
        ),
      ];
    const proceedings = OTHER_PROCEEDINGS.find(([pattern]) => pattern.test(member.nev))?.[1];
    if (proceedings === undefined) return [];
    return [
      {
        code: 'MEMBER_IN_PROCEEDINGS',
        severity: 'warning',
        message: `${name} cégneve szerint ${proceedings} alatt áll (Ctv. 5. §). Hogy az eljárás alatt a cég – és ki a nevében – alapíthat-e társaságot, vállalhat-e vagyoni hozzájárulást, azt a program nem vizsgálja; kérjük, ügyvédként ellenőrizze, és szükség esetén a cég nevében eljáró személyt (például a felszámolót vagy a végelszámolót) adja meg képviselőként.`,
        path,
      },
    ];
  });
}
