import { capitalizeFirst } from '../hu/capitalize-first.ts';
import { nameInText } from '../model/derive-members.ts';
import { isSamePerson } from '../model/is-same-person.ts';
import { differingFields, IDENTITY_FIELDS } from './check-person-records.ts';
import { legalError, type Warning } from './warning.ts';

type Mention = {
  nev: string;
  jogiSzemely?: boolean | undefined;
  lakohely?: string | undefined;
  szemely?: { id?: string | number | undefined } | undefined;
};

/**
 * One person entered twice: the same saved person, or the same name and address with no identity datum that tells the
 * two apart (a father and son of one name at one address differ in their birth date or mother's name, and pass).
 */
function isListedTwice(left: Mention, right: Mention): boolean {
  if (!isSamePerson(left, right)) return false;
  const leftId = left.szemely?.id;
  const rightId = right.szemely?.id;
  if (leftId !== undefined && rightId !== undefined) return true;
  return differingFields(left, right, IDENTITY_FIELDS).length === 0;
}

/**
 * Each later entry that repeats an earlier one, with the index of the first: the core the formation and the amendment
 * (its changed state, and a note on the registered one) share.
 */
export function personsListedTwice<T extends Mention>(
  entries: readonly T[],
): { index: number; first: number; entry: T }[] {
  const found: { index: number; first: number; entry: T }[] = [];
  entries.forEach((entry, index) => {
    const first = entries.findIndex((other, otherIndex) => otherIndex < index && isListedTwice(other, entry));
    if (first >= 0) found.push({ index, first, entry });
  });
  return found;
}

/**
 * A member or a director entered twice (read-through 8). The documents would name one person as two members (two
 * contributions, two signature boxes; two entries of one person even make a "társasági szerződés" of a single member),
 * or as two directors, each with a specimen and an acceptance, and a joint signer could be his own partner: "Kiss Anna
 * ügyvezető a Társaságot Kiss Anna ügyvezetővel együttesen képviseli". A member with several contributions is still one
 * member (Ptk. 3:161. § (2), 3:164. § (3)); a person signs for the company in one way only, and jointly only with
 * another person (Ctv. 8. § (2)–(3)). Errors: the documents would be wrong whichever entry the lawyer meant. An
 * amendment's changed state (`uj`) is checked the same way (decision 071); its documents are the amended articles, the
 * member register and the new directors' papers.
 */
export function checkPersonsListedTwice(
  company: { tagok: readonly Mention[]; ugyvezetok: readonly Mention[] },
  occasion: 'formation' | 'amendment' = 'formation',
): Warning[] {
  const prefix = occasion === 'formation' ? 'tarsasag' : 'uj';
  const asMembers =
    occasion === 'formation'
      ? 'a dokumentumok most két tagként neveznék meg és íratnák alá'
      : 'az okiratok (az egységes szerkezetbe foglalt létesítő okirat és a tagjegyzék) most két tagként neveznék meg';
  const asDirectors =
    occasion === 'formation'
      ? 'a dokumentumok most két ügyvezetőként neveznék meg, két aláírás-mintával és két elfogadó nyilatkozattal'
      : 'az okiratok most két ügyvezetőként neveznék meg';
  const members = personsListedTwice(company.tagok).map(({ index, first, entry }) =>
    legalError(
      'MEMBER_LISTED_TWICE',
      'Ptk. 3:161. § (2), 3:164. § (3)',
      `${capitalizeFirst(nameInText(entry))} kétszer szerepel a tagok között (${first + 1}. és ${index + 1}. tag). A tagnak több törzsbetéte is lehet, de a társasággal szemben akkor is egy tagnak számít, ezért egyszer kell megadni, a törzsbetétek együttes összegével; ${asMembers}`,
      `${prefix}.tagok.${index}`,
    ),
  );
  const directors = personsListedTwice(company.ugyvezetok).map(({ index, first, entry }) =>
    legalError(
      'DIRECTOR_LISTED_TWICE',
      'Ctv. 8. § (2)–(3)',
      `${entry.nev} kétszer szerepel az ügyvezetők között (${first + 1}. és ${index + 1}. ügyvezető). Ugyanaz a személy csak egyféle módon – vagy önállóan, vagy mással együttesen – jegyezheti a céget, önmagával együttesen nem; ${asDirectors}`,
      `${prefix}.ugyvezetok.${index}`,
    ),
  );
  return [...members, ...directors];
}
