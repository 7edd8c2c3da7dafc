import type { PickablePerson } from '../../../components/person-picker.tsx';
import { formatAmount, parseAmount } from '../../../lib/format-forint.ts';
import type { DirectorFormValues, MemberFormValues } from './company-form-values.ts';
import { languageTexts } from './property-form-values.ts';

type PersonWithData = PickablePerson & Partial<Omit<MemberFormValues, 'szemely' | 'nev' | 'lakohely'>>;

function personalDataOf(person: PersonWithData) {
  return {
    szuletesiNev: person.szuletesiNev,
    anyjaNeve: person.anyjaNeve,
    szuletesiHely: person.szuletesiHely,
    szuletesiIdo: person.szuletesiIdo,
    allampolgarsag: person.allampolgarsag,
    adoazonositoJel: person.adoazonositoJel,
    nemErtiMagyarul: person.nemErtiMagyarul,
    magyarazatNyelve: person.magyarazatNyelve,
    tolmacsNeve: person.tolmacsNeve,
    tolmacsAzonosito: person.tolmacsAzonosito,
  };
}

/** A newly picked person as a member: contributions start at 0 (spec section 4). */
export function memberFromPerson(person: PersonWithData): MemberFormValues {
  return {
    ...personalDataOf(person),
    ...newMember(),
    szemely: { id: person.id },
    nev: person.nev,
    lakohely: person.lakohely,
  };
}

/**
 * A new legal-entity member (a holding Kft., a foreign GmbH), typed in on its card: no saved person, no personal data,
 * contributions at 0 like a picked person's.
 */
export function newLegalEntityMember(): MemberFormValues {
  // its card asks whether its representative understands Hungarian: the texts start blank, not undefined
  return { ...newMember(), jogiSzemely: true, ...languageTexts({}) };
}

/** A new member's own fields: contributions at 0, nothing deviating, a natural person. */
function newMember(): MemberFormValues {
  return {
    szemely: {},
    nev: '',
    lakohely: '',
    penzbetet: '0',
    nemPenzbeliBetet: '0',
    penzbetetHatarido: null,
    penzbetetMod: null,
    nemPenzbeliBetetHatarido: null,
    nemPenzbeliBetetMod: '',
    nemPenzbeliIngatlanok: [],
    hasUzletreszElteres: false,
    uzletreszElteres: '',
    hasOsztalekArany: false,
    osztalekArany: '',
    torzsbetetBefizetve: false,
    tagsagKezdete: null,
    alapito: null,
    torvenyesKepviselok: [],
    kezbesitesiMegbizott: '',
    jogiSzemely: false,
    cegjegyzekszam: '',
    kepviselo: '',
    egyuttesKepviselok: [],
  };
}

/** A newly picked person as a director: sole signing, no group (spec section 4). */
export function directorFromPerson(person: PersonWithData): DirectorFormValues {
  return {
    ...personalDataOf(person),
    szemely: { id: person.id },
    nev: person.nev,
    lakohely: person.lakohely,
    megbizasKezdoIdopontja: null,
    megbizasVegIdopontja: null,
    cegjegyzesiJogTipus: 'ONALLO',
    cegjegyzesEgyuttesenCsoport: [],
    kezbesitesiMegbizott: '',
  };
}

/**
 * Sets a typed contribution, reformatted ("3000000" → "3 000 000"). An amount cleared to 0 or
 * empty clears its deadline and mode (spec section 4).
 */
export function setContribution(
  member: MemberFormValues,
  kind: 'penzbetet' | 'nemPenzbeliBetet',
  typed: string,
): MemberFormValues {
  const amount = parseAmount(typed);
  const text = typed.trim() === '' ? '' : formatAmount(amount);
  if (kind === 'penzbetet')
    return amount === 0
      ? { ...member, penzbetet: text, penzbetetHatarido: null, penzbetetMod: null }
      : { ...member, penzbetet: text };
  return amount === 0
    ? { ...member, nemPenzbeliBetet: text, nemPenzbeliBetetHatarido: null, nemPenzbeliBetetMod: '' }
    : { ...member, nemPenzbeliBetet: text };
}

/** Switches a deviation on or off; off clears its value (spec section 4). */
export function setDeviation(
  member: MemberFormValues,
  kind: 'uzletreszElteres' | 'osztalekArany',
  isOn: boolean,
): MemberFormValues {
  if (kind === 'uzletreszElteres')
    return { ...member, hasUzletreszElteres: isOn, uzletreszElteres: isOn ? member.uzletreszElteres : '' };
  return { ...member, hasOsztalekArany: isOn, osztalekArany: isOn ? member.osztalekArany : '' };
}

/** The sum of every member's cash and in-kind contribution in forints. */
export function totalContributions(members: MemberFormValues[]): number {
  return members.reduce((sum, member) => sum + parseAmount(member.penzbetet) + parseAmount(member.nemPenzbeliBetet), 0);
}

/** Adds a trimmed text to a list unless it is empty or already there (premises, branches, activities). */
export function addUniqueText(list: string[], text: string): string[] {
  const trimmed = text.trim();
  if (trimmed === '' || list.includes(trimmed)) return list;
  return [...list, trimmed];
}
