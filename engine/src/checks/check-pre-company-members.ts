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
